import Foundation
import Testing

@testable import LineEditor
@testable import Workbench

@Suite struct HistoryFileTests {
  let file = HistoryFile(
    path: NSTemporaryDirectory() + "mvvm-history-\(UUID().uuidString)/state/mvvm/history")

  func removeDirectory() {
    try? FileManager.default.removeItem(
      atPath: ((file.directory as NSString).deletingLastPathComponent as NSString)
        .deletingLastPathComponent)
  }

  @Test func entriesAreAppendedOneByOneAndReadBackAsTyped() throws {
    defer { removeDirectory() }
    let entries = ["apps", "set searchText \"sun set\"", #"set title a\b"#, "get café\ttab"]
    for entry in entries { file.append(entry) }
    #expect(file.entries(limit: 1000) == entries)
    #expect(file.entries(limit: 2) == Array(entries.suffix(2)))
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    #expect(text.hasPrefix("_HiStOrY_V2_\napps\nset\\040searchText\\040"))
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(mode as? Int == 0o600)
  }

  @Test func aFileLibeditWroteIsRead() throws {
    defer { removeDirectory() }
    try file.createDirectory()
    try "_HiStOrY_V2_\nopen\\040flickr\nget\\040x\\134y\\sz\\^A\n".write(
      toFile: file.path, atomically: true, encoding: .utf8)
    #expect(file.entries(limit: 10) == ["open flickr", "get x\\y z\u{01}"])
  }

  @Test func trimmingKeepsTheNewestEntries() {
    defer { removeDirectory() }
    for number in 1...5 { file.append("get \(number)") }
    file.trim(toLast: 3)
    #expect(file.entries(limit: 10) == ["get 3", "get 4", "get 5"])
    file.append("get 6")
    #expect(file.entries(limit: 10) == ["get 3", "get 4", "get 5", "get 6"])
  }
}
