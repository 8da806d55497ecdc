import Foundation

/// The tours that ship inside `mvvm` (the `.mvvm` files of Sources/Workbench/Resources,
/// embedded at build time), and a teacher's own tour files.
public enum TourCatalog {
  /// The order tours are listed in: the vocabulary first, then the tutorials.
  static let order = [
    "bindings", "flickr-search", "flickr-results", "login", "twitter", "tweetboat",
  ]

  /// The names of the built-in tours, in the order `tour` lists them.
  public static var names: [String] {
    let shipped = EmbeddedResources.names.filter { $0.hasSuffix(".mvvm") }
      .map { String($0.dropLast(".mvvm".count)) }
    return order.filter(shipped.contains) + shipped.filter { !order.contains($0) }.sorted()
  }

  /// The script of the built-in tour `name`, or nil when there is none.
  public static func script(named name: String) -> [String]? {
    EmbeddedResources.data(named: name + ".mvvm").map(ScriptText.lines(of:))
  }

  /// The built-in tour `name`, or an error naming the nearest tour.
  public static func tour(named name: String) throws -> Tour {
    guard let lines = script(named: name) else {
      let hint = DidYouMean.hint(for: name, in: names)
      throw ShellError(
        "no tour '\(name)'"
          + (hint.isEmpty ? "; the tours are \(names.joined(separator: ", "))" : hint)
          + "; a tour file is given by its path (tour ./my-lesson.mvvm)")
    }
    return try parse(lines, name: name, origin: "built in")
  }

  /// The tour in the file at `path`.
  public static func tour(atPath path: String) throws -> Tour {
    let data: Data
    do {
      data = try ScriptFile.contents(atPath: path)
    } catch {
      throw ShellError("cannot read the tour \(path): \(error)")
    }
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return try parse(ScriptText.lines(of: data), name: name, origin: path)
  }

  /// Whether `word` names a file rather than a built-in tour.
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
