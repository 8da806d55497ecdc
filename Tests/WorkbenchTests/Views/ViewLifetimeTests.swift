import FixtureTestSupport
import FlickrApp
import Foundation
import LoginApp
import ReactiveCore
import Testing
import TweetboatApp
import TwitterApp
import ViewModelKit

@testable import Workbench

@Suite("A text view's bindings live exactly as long as the view")
struct ViewLifetimeTests {
  let env = FixtureEnvironment.forViews()

  @Test("the view-model does not keep its view alive, and a released view stops following it")
  func releasedViewEndsItsBindings() {
    let viewModel = FlickrSearchViewModel(services: env.services)
    var view: FlickrSearchView? = FlickrSearchView(viewModel: viewModel)
    weak let weakView = view
    let field = view!.searchField
    let lifetime = view!.bindings.lifetime
    viewModel.searchText.value = "cats"
    #expect(field.text.value == "cats")

    view = nil
    #expect(weakView == nil)
    #expect(lifetime.hasEnded)
    viewModel.searchText.value = "dogs"
    #expect(field.text.value == "cats")
  }

  @Test("a view keeps its view-model alive only while the view lives")
  func viewHoldsItsViewModelUntilReleased() {
    var viewModel: FlickrSearchViewModel? = FlickrSearchViewModel(services: env.services)
    weak let weakViewModel = viewModel
    var view: FlickrSearchView? = FlickrSearchView(viewModel: viewModel!)
    viewModel = nil
    #expect(weakViewModel != nil)
    #expect(view?.render(width: 80).isEmpty == false)
    view = nil
    #expect(weakViewModel == nil)
  }

  @Test("every screen lets its view-model and items go once drawn and released")
  func everyScreenReleasesItsViewModel() throws {
    try assertReleased { FlickrSearchViewModel(services: env.services) }
    try assertReleased { LoginViewModel(services: env.services) }
    try assertReleased { TwitterSearchViewModel(services: env.services) }
    try assertReleased {
      let viewModel = TweetboatViewModel(services: env.services)
      viewModel.username.value = "mvvm_daily"
      viewModel.getTweets.apply().start()
      env.advance(0.3)
      return viewModel
    }
  }

  /// Makes a view-model, draws it through the renderer, and checks that nothing the
  /// view set up keeps the view-model alive afterwards.
  private func assertReleased(
    _ make: () -> any ViewModel, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    weak var weakViewModel: AnyObject?
    do {
      let viewModel = make()
      weakViewModel = viewModel
      let screens = RegisteredScreenRenderer(views: Plugins(builtIns: StandardPlugins.apps).views)
      let screen = try #require(screens.render(viewModel, width: 80))
      #expect(!screen.isEmpty, sourceLocation: sourceLocation)
    }
    env.advance(1)
    #expect(weakViewModel == nil, sourceLocation: sourceLocation)
  }
}
