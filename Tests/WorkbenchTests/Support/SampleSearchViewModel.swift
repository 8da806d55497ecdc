import Foundation
import ReactiveCore
import ViewModelKit

/// Why a sample search failed.
struct SampleError: Error, CustomStringConvertible {
  let description: String
}

/// A view-model shaped like the Flickr search, for testing the shell without the app
/// view-models: settable properties of every literal type, a derived title, a command
/// that takes 2 s on the session clock and pushes a results screen, and a list.
final class SampleSearchViewModel: ViewModel {
  let searchText = MutableProperty("")
  let pageSize = MutableProperty(10)
  let ratio = MutableProperty(0.5)
  let isSafe = MutableProperty(true)
  let nickname = MutableProperty<String?>(nil)
  let homepage = Property(value: URL(string: "https://example.com/home"))
  let title: Property<String>
  let recentSearches: Property<[SampleItemViewModel]>
  let executeSearch: Action<Void, [String], SampleError>
  let rename: Action<String, String, Never>

  private let _recentSearches = MutableProperty<[SampleItemViewModel]>([])
  private let _failure = MutableProperty<String?>(nil)

  init(
    scheduler: DateScheduler, push: @escaping (any ViewModel) -> Void,
    failWith failure: String? = nil
  ) {
    title = searchText.map { $0.isEmpty ? "Sample Search" : "Search: \($0)" }
    recentSearches = Property(capturing: _recentSearches)
    _failure.value = failure
    let searchText = searchText
    let recent = _recentSearches
    let failureText = _failure
    executeSearch = Action(
      state: searchText,
      disabledWhen: { $0.count > 3 ? nil : "searchText must be longer than 3 characters" }
    ) { _, _ in
      SignalProducer<[String], SampleError> { observer, lifetime in
        let due = scheduler.currentDate.addingTimeInterval(2)
        lifetime += scheduler.schedule(after: due) {
          if let failure = failureText.value {
            observer.send(error: SampleError(description: failure))
            return
          }
          let words = (1...3).map { "\(searchText.value) \($0)" }
          recent.value =
            [SampleItemViewModel(text: searchText.value, total: words.count)] + recent.value
          observer.send(value: words)
          observer.sendCompleted()
          push(SampleResultsViewModel(title: searchText.value, titles: words))
        }
      }
    }
    rename = Action { name in SignalProducer(value: name.uppercased()) }
  }

  var displayTitle: String? { title.value }
}

/// A list item view-model.
final class SampleItemViewModel: ViewModel {
  let searchString: Property<String>
  let totalResults: Property<Int>
  let isVisible = MutableProperty(false)

  init(text: String, total: Int) {
    searchString = Property(value: text)
    totalResults = Property(value: total)
  }

  var displayTitle: String? { searchString.value }
}

/// The screen the sample search pushes.
final class SampleResultsViewModel: ViewModel {
  let title: Property<String>
  let searchResults: Property<[SampleItemViewModel]>

  init(title: String, titles: [String]) {
    self.title = Property(value: title)
    searchResults = Property(value: titles.map { SampleItemViewModel(text: $0, total: 1) })
  }

  var displayTitle: String? { title.value }
}
