import Foundation

// Writes a Swift file that holds each input file's text as a raw string literal, behind
// `EmbeddedResources.data(named:)`. Usage: EmbedResourcesTool OUTPUT FILE...
// A literal is constant data in the binary: nothing is read or copied before use, and
// `data(named:)` wraps the literal's bytes without copying them (a `StaticString` lives
// as long as the program), so a file's pages are touched only where a reader looks.

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
  FileHandle.standardError.write(Data("usage: EmbedResourcesTool OUTPUT FILE...\n".utf8))
  exit(64)
}

/// The fewest `#` that make a raw string literal hold `text` unchanged: neither its
/// closing delimiter nor an escape may appear inside.
func rawDelimiter(for text: String) -> String {
  var hashes = "#"
  while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) {
    hashes += "#"
  }
  return hashes
}

let names = arguments.dropFirst().map {
  String(reflecting: URL(fileURLWithPath: $0).lastPathComponent)
}
.joined(separator: ", ")

var source = """
  // Generated at build time from this module's Resources folder; do not edit.

  import Foundation

  /// The files of this module's Resources folder, embedded in the code.
  enum EmbeddedResources {
    /// The names of the embedded files, sorted.
    static let names: [String] = [\(names)]

    /// The bytes of the resource file `name` (for example `photos.search.catalog.json`),
    /// or nil when there is no such file. The bytes are the binary's own, not a copy.
    static func data(named name: String) -> Data? {
      text(named: name).map {
        Data(
          bytesNoCopy: UnsafeMutableRawPointer(mutating: $0.utf8Start),
          count: $0.utf8CodeUnitCount, deallocator: .none)
      }
    }

    private static func text(named name: String) -> StaticString? {
      switch name {

  """
for path in arguments.dropFirst() {
  let url = URL(fileURLWithPath: path)
  guard let text = try? String(contentsOf: url, encoding: .utf8), !text.contains("\r") else {
    FileHandle.standardError.write(Data("EmbedResourcesTool: \(path) is not LF-ended UTF-8\n".utf8))
    exit(1)
  }
  let hashes = rawDelimiter(for: text)
  source += "    case \(String(reflecting: url.lastPathComponent)):\n"
  source += "      return \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)\n"
}
source += """
      default:
        return nil
      }
    }
  }

  """
do {
  try source.write(toFile: outputPath, atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(
    Data("EmbedResourcesTool: cannot write \(outputPath): \(error)\n".utf8))
  exit(1)
}
