/// What the loader did at start-up, for `plugins`: where it looked, what loaded and what
/// did not, with the reason.
public struct PluginReport: Equatable, Sendable {
  /// The directories and libraries searched, in order.
  public var searched: [String] = []
  /// One record per library, in load order.
  public var records: [PluginRecord] = []
  /// What went wrong beside the libraries (the crash marker could not be written).
  public var warnings: [String] = []
  /// Whether `--no-plugins` turned loading off.
  public var isDisabled = false

  /// An empty report.
  public init() {}

  /// The report as `plugins` prints it.
  public var text: String {
    if isDisabled { return "plugins are off (--no-plugins)" }
    var lines: [String] = []
    let loaded = records.compactMap { record -> [String]? in
      guard case .loaded(let name, let version, let registered) = record.outcome else { return nil }
      return [
        "  \(name) \(version)  \(record.path)",
        "    registered: " + (registered.isEmpty ? "nothing" : registered.joined(separator: ", ")),
      ]
    }
    let failed = records.compactMap { record -> String? in
      guard case .failed(let reason) = record.outcome else { return nil }
      return "  \(record.path): \(reason)"
    }
    lines.append(loaded.isEmpty ? "no plugins loaded" : "loaded:")
    lines += loaded.flatMap { $0 }
    if !failed.isEmpty {
      lines.append("not loaded:")
      lines += failed
    }
    lines += warnings.map { "warning: \($0)" }
    lines.append(
      "searched: " + (searched.isEmpty ? "nothing" : searched.joined(separator: ", ")))
    return lines.joined(separator: "\n")
  }
}
