import FlickrApp

/// A Flickr search with 5,000 results (`use flickr fixture size=5000`; the view-model
/// shows the first page of 100 rows), with `trace on` and a `watch` on a row, beside the
/// bundled catalog's search for the same word (48 results).
enum FlickrCase {
  /// How many photos every search finds.
  static let results = 5_000

  /// Measures the case and its baselines.
  static func run() -> [BenchRow] {
    let big = BenchSession()
    let small = BenchSession()
    big.run("use flickr fixture size=\(results)")
    let search = { (session: BenchSession) in
      session.run("open flickr", "set searchText sunset", "run executeSearch", "wait executeSearch")
    }
    let searchMs = Measure.milliseconds { search(big) }
    let smallSearchMs = Measure.milliseconds { search(small) }
    guard
      let rows = big.focus(as: SearchResultsViewModel.self).map({
        WeakCount($0.searchResults.value)
      })
    else { fatalError("the search did not push its results") }
    for session in [big, small] { session.run("trace on", "watch searchResults[0].favorites") }

    var flip = false
    let set = { (session: BenchSession) in
      flip.toggle()
      session.run(line: "set searchResults[0].isVisible \(flip)")
    }
    let setMs = Measure.medianMilliseconds { set(big) }
    let smallSetMs = Measure.medianMilliseconds { set(small) }
    let viewMs = Measure.medianMilliseconds { big.run("view") }
    let smallViewMs = Measure.medianMilliseconds { small.run("view") }
    big.run("back")
    let released = rows.total - rows.alive

    let minimal = "the bundled catalog's 48 results"
    return [
      BenchRow(
        name: "search 5,000 results, push 100 rows", measured: searchMs, baseline: smallSearchMs,
        unit: "ms", baselineName: minimal),
      BenchRow(
        name: "set a row's isVisible, traced and watched", measured: setMs,
        baseline: smallSetMs, unit: "ms", baselineName: minimal),
      BenchRow(
        name: "view, search results", measured: viewMs, baseline: smallViewMs, unit: "ms",
        baselineName: minimal),
      BenchRow(
        name: "rows released on back", measured: Double(released), baseline: Double(rows.total),
        unit: "rows", baselineName: "rows the results screen held"),
    ]
  }
}
