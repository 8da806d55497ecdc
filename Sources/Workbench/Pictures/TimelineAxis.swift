/// The time axis of a timeline drawn `columns` wide: which column an instant falls in,
/// and ticks at a round step (1, 2 or 5 times a power of ten) far enough apart for
/// their labels, labelled in seconds (`0s`, `0.5s`, `12s`).
struct TimelineAxis: Equatable {
  /// The first instant drawn, in nanoseconds.
  let start: Int64
  /// The last instant drawn, in nanoseconds (after `start`).
  let end: Int64
  /// The columns the axis spans.
  let columns: Int
  /// The time between two ticks, in nanoseconds.
  let step: Int64

  /// An axis from `start` to `end` over `columns` columns (or pixels), ticks at least
  /// `tickSpacing` apart.
  init(start: Int64, end: Int64, columns: Int, tickSpacing: Int = 8) {
    self.start = start
    let end = max(end, start + 1)
    let columns = max(2, columns)
    self.end = end
    self.columns = columns
    let span = end - start
    let candidates = (0...15).flatMap { power -> [Int64] in
      let unit = (0..<power).reduce(Int64(1)) { value, _ in value * 10 }
      return [unit, unit * 2, unit * 5]
    }
    step =
      candidates.first { candidate in
        candidate * Int64(columns - 1) / span >= Int64(tickSpacing)
      } ?? span
  }

  /// The column `time` falls in: 0 at `start`, `columns - 1` at `end`.
  func column(of time: Int64) -> Int {
    let clamped = min(max(time, start), end)
    return Int((clamped - start) * Int64(columns - 1) / (end - start))
  }

  /// Every tick within the axis: its column and label.
  var ticks: [(column: Int, label: String)] {
    var tick = (start + step - 1) / step * step
    var found: [(column: Int, label: String)] = []
    while tick <= end {
      found.append((column(of: tick), Self.seconds(tick, decimals: decimals)))
      tick += step
    }
    return found
  }

  /// The decimals a tick label needs at this step.
  private var decimals: Int {
    var decimals = 0
    var unit: Int64 = 1_000_000_000
    while step % unit != 0 && decimals < 9 {
      unit /= 10
      decimals += 1
    }
    return decimals
  }

  /// `nanoseconds` in seconds with at most `decimals` decimals, trailing zeros dropped:
  /// `0s`, `1.5s`, `0.25s`.
  static func seconds(_ nanoseconds: Int64, decimals: Int) -> String {
    let sign = nanoseconds < 0 ? "-" : ""
    let magnitude = nanoseconds.magnitude
    let whole = magnitude / 1_000_000_000
    var fraction = String(magnitude % 1_000_000_000)
    fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
    fraction = String(fraction.prefix(decimals))
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + "\(whole)" + (fraction.isEmpty ? "" : "." + fraction) + "s"
  }
}
