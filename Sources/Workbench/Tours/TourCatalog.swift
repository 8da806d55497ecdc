import Foundation

/// The tours the plugins registered (the built-in apps' among them), in the order they
/// were registered, and a teacher's own tour files.
public struct TourCatalog: Sendable {
  /// One registered tour: its name, where it comes from, and how to read it.
  private struct Entry: Sendable {
    let name: String
    let origin: String
    let script: @Sendable () -> Data
  }

  private var entries: [Entry] = []

  /// No tours.
  public init() {}

  /// Adds the tour `name` read by `script`; `origin` says where it comes from (`built in`,
  /// `from plugin Todos`).
  mutating func add(_ name: String, origin: String, script: @escaping @Sendable () -> Data) {
    entries.append(Entry(name: name, origin: origin, script: script))
  }

  /// The names of the registered tours, in the order `tour` lists them.
  public var names: [String] { entries.map(\.name) }

  /// The script of the registered tour `name`, or nil when there is none.
  public func script(named name: String) -> [String]? {
    entries.first { $0.name == name }.map { ScriptText.lines(of: $0.script()) }
  }

  /// The registered tour `name`, or an error naming the nearest tour.
  public func tour(named name: String) throws -> Tour {
    guard let entry = entries.first(where: { $0.name == name }) else {
      let hint = DidYouMean.hint(for: name, in: names)
      throw ShellError(
        "no tour '\(name)'"
          + (hint.isEmpty ? "; the tours are \(names.joined(separator: ", "))" : hint)
          + "; a tour file is given by its path (tour ./my-lesson.mvvm)")
    }
    return try Self.parse(
      ScriptText.lines(of: entry.script()), name: name, origin: entry.origin)
  }

  /// The tour in the file at `path`.
  public static func tour(atPath path: String) throws -> Tour {
    let data: [UInt8]
    do {
      data = try ScriptFile.contents(atPath: path)
    } catch {
      throw ShellError("cannot read the tour \(path): \(error)")
    }
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return try parse(ScriptText.lines(of: data), name: name, origin: path)
  }

  /// Whether `word` names a file rather than a registered tour.
  static func isPath(_ word: String) -> Bool {
    word.contains("/") || word.hasSuffix(".mvvm")
  }

  private static func parse(_ lines: [String], name: String, origin: String) throws -> Tour {
    do {
      return try TourScript.parse(lines, name: name, origin: origin)
    } catch let problem as TourScript.Problem {
      throw ShellError(problem.description)
    }
  }
}
