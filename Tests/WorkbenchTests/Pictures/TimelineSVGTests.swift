import Foundation
import Testing

@testable import Workbench

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("A timeline is written as an SVG picture, for slides")
struct TimelineSVGTests {
  static let second: Int64 = 1_000_000_000

  static let timeline = Timeline(
    rows: [
      Timeline.Row(
        label: "a<b>",
        marks: [
          .init(time: 0, text: "\"x\" & y"), .init(time: Self.second, text: "z", fate: .dropped),
        ]),
      Timeline.Row(
        label: "request",
        marks: [
          .init(time: Self.second, text: "1", fate: .held),
          .init(time: 2 * Self.second, text: "2", fate: .cancelled),
        ]),
    ], start: 0, end: 2 * Self.second)

  @Test("the same rows, ticks and marks as the text, each fate drawn apart, text escaped")
  func wholeDocument() {
    #expect(
      TimelineSVG.document(of: Self.timeline, width: 300) == """
        <svg xmlns="http://www.w3.org/2000/svg" width="300" height="156" font-family="Menlo, monospace" font-size="12">
        <rect width="100%" height="100%" fill="white"/>
        <line x1="73" y1="22" x2="73" y2="124" stroke="#ddd"/>
        <text x="73" y="16" text-anchor="middle" fill="#666">0s</text>
        <line x1="174" y1="22" x2="174" y2="124" stroke="#ddd"/>
        <text x="174" y="16" text-anchor="middle" fill="#666">1s</text>
        <line x1="276" y1="22" x2="276" y2="124" stroke="#ddd"/>
        <text x="276" y="16" text-anchor="middle" fill="#666">2s</text>
        <text x="8" y="62">a&lt;b&gt;</text>
        <line x1="73" y1="58" x2="276" y2="58" stroke="#333" stroke-width="2"/>
        <circle cx="73" cy="58" r="6" fill="#2a7ae2" stroke="#333"/>
        <text x="73" y="46" text-anchor="middle">&quot;x&quot; &amp; y</text>
        <path d="M169 53 L179 63 M169 63 L179 53" stroke="#c0392b" stroke-width="2"/>
        <text x="174" y="46" text-anchor="middle" fill="#c0392b" text-decoration="line-through">z</text>
        <text x="8" y="106">request</text>
        <line x1="73" y1="102" x2="276" y2="102" stroke="#333" stroke-width="2"/>
        <circle cx="174" cy="102" r="6" fill="white" stroke="#2a7ae2" stroke-width="2"/>
        <text x="174" y="90" text-anchor="middle" fill="#2a7ae2">1</text>
        <circle cx="276" cy="102" r="6" fill="#bbb" stroke="#777"/>
        <line x1="270" y1="108" x2="282" y2="96" stroke="#777" stroke-width="2"/>
        <text x="276" y="90" text-anchor="middle" fill="#777">2</text>
        <text x="8" y="144" fill="#666">× dropped   ⊘ cancelled   ○ held</text>
        </svg>

        """)
  }

  @Test("values close in time have their labels on lines of their own, and the row grows")
  func closeValuesDoNotOverlap() {
    let timeline = Timeline(
      rows: [
        Timeline.Row(
          label: "searchText",
          marks: [
            .init(time: 0, text: "swif"), .init(time: Self.second / 20, text: "swift"),
            .init(time: 2 * Self.second, text: "swift ui"),
          ])
      ], start: 0, end: 2 * Self.second)
    let document = TimelineSVG.document(of: timeline, width: 300)
    #expect(document.contains("height=\"102\""))
    #expect(document.contains("<text x=\"94\" y=\"60\" text-anchor=\"middle\">swif</text>"))
    #expect(document.contains("<text x=\"98\" y=\"46\" text-anchor=\"middle\">swift</text>"))
    #expect(
      document.contains("<text x=\"276\" y=\"60\" text-anchor=\"middle\">swift ui</text>"))
    #expect(
      TimelineSVG.labelLevels(centres: [100, 109, 118, 300], widths: [28, 35, 7, 7]) == [
        0, 1, 2, 0,
      ])
    #expect(TimelineSVG.labelLevels(centres: [100, 140], widths: [28, 28]) == [0, 0])
  }

  @Test("the document is well-formed XML")
  func wellFormed() {
    let parser = XMLParser(data: Data(TimelineSVG.document(of: Self.timeline).utf8))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
  }
}
