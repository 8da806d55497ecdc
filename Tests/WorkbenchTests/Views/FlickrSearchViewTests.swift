import FixtureTestSupport
import FlickrApp
import Foundation
import ReactiveCore
import Testing
import Workbench

@Suite("FlickrSearchView follows its view-model through bindings")
struct FlickrSearchViewTests {
  let env = FixtureEnvironment.forViews()

  @Test("the Go button is disabled for three characters and enabled for four")
  func goButtonFollowsTheSearchText() {
    let viewModel = FlickrSearchViewModel(services: env.services)
    let view = FlickrSearchView(viewModel: viewModel)
    viewModel.searchText.value = "cat"
    #expect(env.screen(view).contains("[ cat_"))
    #expect(env.screen(view).contains("[ Go ] (disabled)"))
    viewModel.searchText.value = "cats"
    #expect(env.screen(view).contains("[ cats_"))
    #expect(env.screen(view).contains("[ Go ]"))
    #expect(!env.screen(view).contains("(disabled)"))
  }

  @Test("a search shows the spinner for 2 s, then a recent search row")
  func searchShowsSpinnerThenRecentSearch() {
    let viewModel = FlickrSearchViewModel(services: env.services)
    let view = FlickrSearchView(viewModel: viewModel)
    #expect(env.screen(view).contains("No searches yet"))
    viewModel.searchText.value = "sunset"
    viewModel.executeSearch.apply().start()
    #expect(env.screen(view).contains("⠋ searching…"))
    #expect(env.screen(view).contains("[ Go ] (disabled)"))
    env.advance(1.9)
    #expect(env.screen(view).contains("⠋ searching…"))
    env.advance(0.1)
    let screen = env.screen(view)
    #expect(!screen.contains("searching"))
    let total = viewModel.recentSearches.value.first?.totalResults.value ?? -1
    let row = screen.split(separator: "\n").first {
      $0.contains("sunset") && $0.contains("results")
    }
    #expect(row?.hasSuffix("\(total) results │") == true)
    #expect(!screen.contains("No searches yet"))
  }

  @Test("the whole screen: title, field, button and recent searches in a 48-column box")
  func wholeScreen() {
    let viewModel = FlickrSearchViewModel(services: env.services)
    let view = FlickrSearchView(viewModel: viewModel)
    viewModel.searchText.value = "sunset"
    #expect(
      view.render(width: 48) == [
        "┌──────────────────────────────────────────────┐",
        "│ Flickr Search                                │",
        "├──────────────────────────────────────────────┤",
        "│ [ sunset________________ ] [ Go ]            │",
        "├──────────────────────────────────────────────┤",
        "│ Recent searches                              │",
        "│  No searches yet                             │",
        "└──────────────────────────────────────────────┘",
      ])
  }

  @Test("a failed search shows its error until the next search starts")
  func failedSearchShowsTheError() throws {
    let viewModel = FlickrSearchViewModel(services: env.services)
    let view = FlickrSearchView(viewModel: viewModel)
    try env.registry.use(service: "flickr", backend: "fixture", options: ["fail=offline"])
    viewModel.searchText.value = "sunset"
    viewModel.executeSearch.apply().start()
    env.advance(2)
    #expect(env.screen(view).contains("! There was a problem reaching Flickr:"))
    #expect(env.screen(view).contains("injected fault:"))
    #expect(env.screen(view).contains("│ offline"), "wrapped at the word")
    try env.registry.use(service: "flickr", backend: "fixture", options: [])
    viewModel.executeSearch.apply().start()
    #expect(!env.screen(view).contains("! There was a problem"))
  }
}
