import Testing

@testable import Workbench

@Suite("A timeline is drawn as a marble diagram, whole")
struct TimelineTextTests {
  static let millisecond: Int64 = 1_000_000

  /// The Twitter search of the lesson: four keystrokes 100 ms apart, the throttle.
  static let search = Timeline(
    rows: [
      Timeline.Row(
        label: "searchText",
        marks: [
          .init(time: 0, text: "s"), .init(time: 100 * Self.millisecond, text: "sw"),
          .init(time: 200 * Self.millisecond, text: "swi"),
          .init(time: 300 * Self.millisecond, text: "swif"),
          .init(time: 400 * Self.millisecond, text: "swift"),
        ]),
      Timeline.Row(
        label: "throttle(1s)",
        marks: [
          .init(time: 300 * Self.millisecond, text: "swif"),
          .init(time: 400 * Self.millisecond, text: "swift", fate: .held),
          .init(time: 1300 * Self.millisecond, text: "swift"),
        ]),
      Timeline.Row(
        label: "isSearching",
        marks: [
          .init(time: 300 * Self.millisecond, text: "T"),
          .init(time: 600 * Self.millisecond, text: "F"),
          .init(time: 1300 * Self.millisecond, text: "T"),
          .init(time: 1600 * Self.millisecond, text: "F"),
        ]),
    ], start: 0, end: 2000 * Self.millisecond)

  @Test("each value where it happened, cut values in the legend, fates explained")
  func unicode() {
    let lines = TimelineText.lines(of: Self.search, width: 60, style: .unicode)
    #expect(
      lines == [
        "              0s         0.5s       1s         1.5s       2s",
        "              ├──────────┼──────────┼──────────┼───────────┼",
        "searchText    s─s─s─sw─swift────────────────────────────────",
        "throttle(1s)  ──────sw─◦swift──────────────swift────────────",
        "isSearching   ──────T──────F───────────────T──────F─────────",
        "",
        "searchText    0s s · 0.1s sw · 0.2s swi · 0.3s swif ·",
        "              0.4s swift",
        "throttle(1s)  0.3s swif · 0.4s ◦swift · 1.3s swift",
        "",
        "◦ held",
      ])
  }

  @Test("a number that does not fit is an ellipsis, never its first digits")
  func crowdedNumbers() {
    let counts = Timeline(
      rows: [
        Timeline.Row(
          label: "observers",
          marks: [
            .init(time: 0, text: "13"), .init(time: 10 * Self.millisecond, text: "15"),
            .init(time: 20 * Self.millisecond, text: "30", fate: .held),
            .init(time: 1000 * Self.millisecond, text: "496"),
          ])
      ], start: 0, end: 2000 * Self.millisecond)
    #expect(
      TimelineText.lines(of: counts, width: 40, style: .ascii) == [
        "           0s            1s           2s",
        "           +-------------+-------------+",
        "observers  >->-~30-------496------------",
        "",
        "observers  0s 13, 0.01s 15, 0.02s ~30,",
        "           1s 496",
        "",
        "~ held",
      ])
  }

  /// A flatMap(.latest) whose first request is cancelled, and a filter that drops.
  static let fates = Timeline(
    rows: [
      Timeline.Row(
        label: "filter",
        marks: [
          .init(time: 0, text: "\"s\"", fate: .dropped),
          .init(time: 1000 * Self.millisecond, text: "\"swift\""),
        ]),
      Timeline.Row(
        label: "twitter.searchRecent",
        marks: [
          .init(time: 1000 * Self.millisecond, text: "\"swift\"", fate: .cancelled),
          .init(time: 3000 * Self.millisecond, text: "\"swiftui\""),
        ]),
    ], start: 0, end: 4000 * Self.millisecond)

  @Test("plain ASCII: dropped and cancelled values marked apart from those that passed")
  func ascii() {
    let lines = TimelineText.lines(of: Self.fates, width: 50, style: .ascii)
    #expect(
      lines == [
        "                      0s           2s           4s",
        "                      +------------+-------------+",
        "filter                !\"s\"--\"swift\"---------------",
        "twitter.searchRecent  ------/\"swift\"------\"swiftu>",
        "",
        "twitter.searchRecent  1s /\"swift\", 3s \"swiftui\"",
        "",
        "! dropped   / cancelled",
      ])
  }

  @Test("a wider terminal spreads the same values out; nothing needs a legend")
  func wide() {
    let lines = TimelineText.lines(of: Self.fates, width: 90, style: .unicode)
    #expect(
      lines == [
        "                      0s      0.5s    1s       1.5s    2s      2.5s     3s      3.5s    4s",
        "                      ├───────┼───────┼────────┼───────┼───────┼────────┼───────┼────────┼",
        "filter                ×\"s\"────────────\"swift\"─────────────────────────────────────────────",
        "twitter.searchRecent  ────────────────⊘\"swift\"──────────────────────────\"swiftui\"─────────",
        "",
        "× dropped   ⊘ cancelled",
      ])
  }

  @Test("control characters in a value are shown escaped, wide characters take two columns")
  func hostileValues() {
    let timeline = Timeline(
      rows: [
        Timeline.Row(
          label: "name\u{1B}[31m",
          marks: [
            .init(time: 0, text: "日本\u{1B}[2J"), .init(time: 500 * Self.millisecond, text: "ok"),
          ])
      ], start: 0, end: 1000 * Self.millisecond)
    let lines = TimelineText.lines(of: timeline, width: 40, style: .unicode)
    #expect(
      lines == [
        "            0s           0.5s         1s",
        "            ├────────────┼─────────────┼",
        "name\\e[31m  日本\\e[2J────ok─────────────",
      ])
  }

  @Test("only the window is drawn: marks before --from and after --to are left out")
  func window() {
    let timeline = Timeline(
      rows: Self.search.rows, start: 1000 * Self.millisecond, end: 2000 * Self.millisecond)
    let lines = TimelineText.lines(of: timeline, width: 40, style: .unicode)
    #expect(
      lines == [
        "              1s          1.5s        2s",
        "              ├───────────┼────────────┼",
        "searchText    ──────────────────────────",
        "throttle(1s)  ───────swift──────────────",
        "isSearching   ───────T───────F──────────",
      ])
  }
}
