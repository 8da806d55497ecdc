import ViewModelKit
import ViewModels
import Widgets

/// The built-in apps' text screens: picks the screen for a view-model's type and binds a
/// new one to it. A screen lives as long as it is held; its bindings end with it.
public enum AppScreens {
  /// A new screen bound to `viewModel`, or nil when its type has no screen.
  public static func view(for viewModel: any ViewModel) -> (any BoundView)? {
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
