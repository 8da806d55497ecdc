import Foundation

/// One line of shell-bench's table: a measured figure beside its same-run baseline.
struct BenchRow {
  /// What was measured.
  let name: String
  /// The shell's figure.
  let measured: Double
  /// The baseline's figure, measured in the same run.
  let baseline: Double
  /// The unit of both figures, e.g. `ms` or `lines/s`.
  let unit: String
  /// What the baseline is.
  let baselineName: String

  /// `measured / baseline`.
  var ratio: Double { measured / max(baseline, 1e-9) }

  /// Prints the row.
  func print() {
    let figures = [measured, baseline].map { String(format: "%12.2f", $0) }
    Swift.print(
      name.padding(toLength: 50, withPad: " ", startingAt: 0) + figures[0] + " "
        + unit.padding(toLength: 8, withPad: " ", startingAt: 0) + figures[1]
        + String(format: " %7.2f  ", ratio) + baselineName)
  }
}
