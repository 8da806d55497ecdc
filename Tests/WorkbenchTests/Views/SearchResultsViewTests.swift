import FixtureTestSupport
import FlickrApp
import Foundation
import ReactiveCore
import Testing
import Workbench

@Suite("SearchResultsView shows each photo's counts as they are fetched")
struct SearchResultsViewTests {
  let env = FixtureEnvironment.forViews()

  /// The results screen of a finished fixture search for `text`.
  func results(of text: String) throws -> SearchResultsViewModel {
    let search = FlickrSearchViewModel(services: env.services)
    search.searchText.value = text
    search.executeSearch.apply().start()
    env.advance(2)
    return try #require(env.top(as: SearchResultsViewModel.self))
  }

  @Test("counts show … until a visible photo's metadata arrives, then the numbers")
  func countsArriveForAVisiblePhoto() throws {
    let viewModel = try results(of: "bridge")
    let view = SearchResultsView(viewModel: viewModel)
    let item = try #require(viewModel.searchResults.value.first)
    let rowOfFirst = { env.screen(view).split(separator: "\n")[4] }
    #expect(env.screen(view).contains("Results for “bridge”"))
    #expect(env.screen(view).contains("Photo"))
    #expect(rowOfFirst().hasSuffix("…        … │"))
    item.isVisible.value = true
    env.advance(1.4)
    #expect(rowOfFirst().hasSuffix("…        … │"))
    env.advance(0.1)
    let favorites = try #require(item.favorites.value)
    let comments = try #require(item.comments.value)
    #expect(rowOfFirst().split(separator: " ").suffix(3) == ["\(favorites)", "\(comments)", "│"])
  }

  @Test("a failed fetch shows ! and the reason under the photo")
  func failedFetchShowsTheReason() throws {
    let viewModel = try results(of: "bridge")
    let view = SearchResultsView(viewModel: viewModel)
    try env.registry.use(service: "flickr", backend: "fixture", options: ["fail=no metadata"])
    viewModel.searchResults.value[1].isVisible.value = true
    env.advance(1.5)
    let lines = env.screen(view).split(separator: "\n")
    #expect(lines[5].hasSuffix("!        ! │"))
    #expect(lines[6].hasPrefix("│   ! There was a problem reaching Flickr"))
  }

  @Test("ten photos are listed, then how many more there are")
  func longResultsEndWithACount() throws {
    let viewModel = try results(of: "bridge")
    let view = SearchResultsView(viewModel: viewModel)
    let count = viewModel.searchResults.value.count
    try #require(count > 10)
    #expect(env.screen(view).contains("… \(count - 10) more"))
  }

  @Test("a search without matches says so")
  func noMatches() throws {
    let view = SearchResultsView(viewModel: try results(of: "qqqqzzzz"))
    #expect(env.screen(view).contains("No photos found"))
  }
}
