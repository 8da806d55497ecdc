import ViewModels

/// The `view` command's text views: picks the screen for the view-model's type, binds a
/// new one to it, draws it and lets it go (its bindings end with it). View-models
/// without a screen of their own are left to the next renderer.
public struct TextViewRenderer: ScreenRenderer {
  /// A renderer.
  public init() {}

  /// The screen of `viewModel` at most `width` columns wide, or nil when it has none.
  public func render(_ viewModel: AnyObject, width: Int) -> String? {
    Self.view(for: viewModel)?.render(width: width).joined(separator: "\n")
  }

  /// A new screen bound to `viewModel`, or nil when its type has no screen.
  public static func view(for viewModel: AnyObject) -> (any TextWidget)? {
    switch viewModel {
    case let viewModel as FlickrSearchViewModel: FlickrSearchView(viewModel: viewModel)
    case let viewModel as SearchResultsViewModel: SearchResultsView(viewModel: viewModel)
    case let viewModel as LoginViewModel: LoginView(viewModel: viewModel)
    case let viewModel as TwitterSearchViewModel: TwitterSearchView(viewModel: viewModel)
    case let viewModel as TweetboatViewModel: TweetboatView(viewModel: viewModel)
    case let viewModel as UserProfileViewModel: UserProfileView(viewModel: viewModel)
    default: nil
    }
  }
}
