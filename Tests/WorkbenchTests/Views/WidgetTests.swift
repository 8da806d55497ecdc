import TerminalText
import Testing
import Widgets
import Workbench

@Suite("Text widgets draw their state within the width they are given")
struct WidgetTests {
  @Test("a field pads with underscores and shows the end of a long text")
  func textField() {
    let field = TextField()
    field.text.value = "sun"
    #expect(field.render(width: 10) == ["[ sun___ ]"])
    field.text.value = "sunset over the sea"
    #expect(field.render(width: 10) == ["[ …e sea ]"])
  }

  @Test("a button says when it is disabled")
  func textButton() {
    let button = TextButton(title: "Go")
    #expect(button.render(width: 40) == ["[ Go ]"])
    button.isEnabled.value = false
    #expect(button.render(width: 40) == ["[ Go ] (disabled)"])
    #expect(button.widestRendering == 17)
  }

  @Test("an activity indicator draws nothing when stopped")
  func activityIndicator() {
    let indicator = ActivityIndicator(caption: "searching…")
    #expect(indicator.render(width: 40).isEmpty)
    indicator.isAnimating.value = true
    #expect(indicator.render(width: 40) == ["⠋ searching…"])
  }

  @Test("a label wraps at spaces and draws nothing when empty")
  func textLabel() {
    let label = TextLabel("one two three four")
    #expect(label.render(width: 9) == ["one two", "three", "four"])
    label.text.value = "one\ntwo"
    #expect(label.render(width: 9) == ["one", "two"])
    label.text.value = ""
    #expect(label.render(width: 9).isEmpty)
  }

  @Test("a list draws its rows up to the limit, then how many more")
  func textList() {
    let list = TextList(rowLimit: 2, linesPerRow: 2, emptyText: "nothing")
    #expect(list.render(width: 12) == ["nothing"])
    list.rows.value = ["@a · 1s\nhello there friend", "@b · 2s\nhi", "@c · 3s\nyo"]
    #expect(list.render(width: 12) == ["@a · 1s", "  hello …", "@b · 2s", "  hi", "… 1 more"])
  }

  @Test("a table gives the first column the room the others leave")
  func textTable() {
    let table = TextTable(
      columns: [.init("Photo"), .init("Faves", rightAligned: true)], rowLimit: 1)
    table.rows.value = [
      .init(["Sunset over the bridge", "629"]), .init(["Dragonfly", "…"], note: "late"),
    ]
    #expect(
      table.render(width: 20) == [
        "Photo          Faves", "Sunset over t…   629", "… 1 more            ",
      ])
  }

  @Test("wide characters and emoji count two columns, so borders stay aligned")
  func wideText() {
    #expect(TextFitting.padded("夕焼け", to: 8) == "夕焼け  ")
    #expect(TextFitting.truncated("夕焼けの橋", to: 6) == "夕焼…")
    #expect(TextFitting.padded("夕焼けの橋", to: 6) == "夕焼… ", "a cut never splits a wide character")
    #expect(TextFitting.rightAligned("🌅", to: 4) == "  🌅")
    #expect(TextFitting.wrapped("日没 🌅 sunset", width: 7) == ["日没 🌅", "sunset"])
    let field = TextField()
    field.text.value = "夕焼けの橋"
    #expect(field.render(width: 10) == ["[ …の橋_ ]"])
    let table = TextTable(
      columns: [.init("Photo"), .init("Faves", rightAligned: true)], rowLimit: 2)
    table.rows.value = [.init(["夕焼け 🌅", "629"]), .init(["Bridge", "12"])]
    #expect(
      table.render(width: 20).map { DisplayWidth.columns(of: $0) } == [20, 20, 20],
      "every line takes exactly the width: \(table.render(width: 20))")
  }

  @Test("a screen frame is the available width, up to its maximum, with equal lines")
  func screenFrame() {
    let lines = ScreenFrame(availableWidth: 48).draw([
      ["Title"], [], ["a", String(repeating: "x", count: 60)],
    ])
    #expect(lines.count == 6)
    #expect(lines.allSatisfy { $0.count == 48 })
    #expect(lines[3] == "│ a" + String(repeating: " ", count: 44) + "│")
    #expect(
      ScreenFrame(availableWidth: 200).draw([["a"]]).allSatisfy {
        $0.count == ScreenFrame.maximumWidth
      })
    #expect(lines[4].hasSuffix("x… │"))
    #expect(ScreenFrame(availableWidth: 30).draw([["a"]]).allSatisfy { $0.count == 30 })
  }

  @Test("buttons flow onto a new line when the next would not fit")
  func flowedButtons() {
    #expect(
      TextFitting.flowed(["[ A ]", "[ B ]", "[ C ]"], width: 11) == ["[ A ] [ B ]", "[ C ]"])
  }
}
