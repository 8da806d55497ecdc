import ReactiveCore

/// What is alive at one instant, for `resources`: view-models by type (alive in all,
/// and reachable from each screen of the stack), ReactiveCore's counts, and the
/// requests in flight.
public struct ResourceCensus: Equatable, Sendable {
  /// One line of the table.
  public struct Row: Equatable, Sendable {
    /// `view-model`, `ReactiveCore` or `requests`.
    public let kind: String
    /// A view-model's type name, a ReactiveCore count's name, or `inFlight`.
    public let name: String
    /// How many are alive.
    public let count: Int
    /// For a view-model type, how many each screen of the stack reaches, bottom first.
    public let screens: [Int]

    /// Whether the row counts view-models of a type.
    public var isViewModel: Bool { kind == "view-model" }
  }

  /// The screens' names, bottom first, as the prompt spells them.
  public let screenNames: [String]
  /// View-model types by name, then ReactiveCore's counts, then the requests.
  public let rows: [Row]

  /// A census of `viewModels` (alive, by type; `reachable` by screen), ReactiveCore's
  /// `counts` and `requestsInFlight`.
  init(
    viewModels: [String: Int], reachable: [[String: Int]], screenNames: [String],
    counts: ReactiveResources.Counts, requestsInFlight: Int
  ) {
    self.screenNames = screenNames
    rows =
      viewModels.keys.sorted().map { type in
        Row(
          kind: "view-model", name: type, count: viewModels[type] ?? 0,
          screens: reachable.map { $0[type] ?? 0 })
      }
      + counts.named.map { Row(kind: "ReactiveCore", name: $0.name, count: $0.count, screens: []) }
      + [Row(kind: "requests", name: "inFlight", count: requestsInFlight, screens: [])]
  }

  /// The count called `name` (a view-model type, a ReactiveCore count, `inFlight`), or
  /// nil when nothing by that name is counted.
  public func count(named name: String) -> Int? {
    rows.first { $0.name == name }?.count
  }
}
