import FixtureTestSupport
import Foundation
import Model
import ReactiveCore
import Testing
import TwitterApp

/// Twitter search as you type against the real offline backend, on a virtual clock.
@Suite("TwitterSearchViewModel on the fixture backend")
struct TwitterSearchFixtureTests {
  let env = FixtureEnvironment()

  @Test("Twitter search as you type finds fixture tweets after 0.3 s")
  func twitterSearch() {
    let viewModel = TwitterSearchViewModel(services: env.services)
    viewModel.searchText.value = "swift"
    env.advance(0)
    #expect(viewModel.isSearching.value)
    env.advance(0.3)
    #expect(!viewModel.isSearching.value)
    #expect(!viewModel.tweets.value.isEmpty)
    #expect(viewModel.tweets.value.allSatisfy { $0.status.value.lowercased().contains("swift") })
    #expect(viewModel.queryExecutionTime.value == "Execution time: 300 ms")
    #expect(viewModel.errorMessage.value == nil)
  }
}
