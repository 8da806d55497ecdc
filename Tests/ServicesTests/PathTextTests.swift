import Foundation
import Model
import Testing

/// `PathText` joins and splits paths as `NSString`'s path methods do, which it replaces on
/// the start-up path: the same answers for the paths the shell builds and takes apart.
@Suite("Paths as text")
struct PathTextTests {
  static let directories = ["/home/me", "/home/me/", "/home/me//", "/", "", "relative/dir"]
  static let components = ["history", ".local/state", "mvvm/plugins", "/leading", "trailing/"]
  static let paths = [
    "/home/me/.local/state/mvvm/history", "/history", "history", "/", "", "dir/file.mvvm",
    "/home/me/plugins/", "/a//b", "./lesson.mvvm", "/dev/stdin",
  ]

  @Test func appendingMatchesFoundation() {
    for directory in Self.directories {
      for component in Self.components {
        #expect(
          PathText.appending(component, to: directory)
            == (directory as NSString).appendingPathComponent(component),
          "\(component) under \(directory)")
      }
    }
  }

  @Test func lastComponentMatchesFoundation() {
    for path in Self.paths {
      #expect(PathText.lastComponent(of: path) == (path as NSString).lastPathComponent, "\(path)")
    }
  }

  @Test func deletingLastComponentMatchesFoundation() {
    for path in Self.paths {
      #expect(
        PathText.deletingLastComponent(of: path) == (path as NSString).deletingLastPathComponent,
        "\(path)")
    }
  }

  @Test func examplesOfTheShellsOwnPaths() {
    #expect(PathText.appending(".local/state", to: "/home/me") == "/home/me/.local/state")
    #expect(PathText.lastComponent(of: "Scripts/lesson.mvvm") == "lesson.mvvm")
    #expect(PathText.deletingLastComponent(of: "/state/mvvm/history") == "/state/mvvm")
  }
}
