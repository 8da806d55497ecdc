// Lists the public symbols declared in the repository that have no doc comment, from the
// symbol graphs `swift-symbolgraph-extract` wrote, and fails when there is one. Run by
// Scripts/docs:
//
//   swift Scripts/UndocumentedSymbols.swift REPOSITORY_ROOT SYMBOL_GRAPH_DIR...
//
// A symbol the compiler makes without a declaration of ours (an enum's `init(rawValue:)`,
// a member inherited from the standard library) has no location in the repository and is
// not ours to document.
import Foundation

struct SymbolGraph: Decodable {
  struct Symbol: Decodable {
    struct Kind: Decodable { let displayName: String }
    struct Location: Decodable {
      struct Position: Decodable { let line: Int }
      let uri: String
      let position: Position
    }
    let kind: Kind
    let pathComponents: [String]
    let docComment: AnyDecodable?
    let location: Location?
  }
  let symbols: [Symbol]
}

/// Any JSON value: only its presence matters.
struct AnyDecodable: Decodable {
  init(from decoder: Decoder) throws {}
}

let arguments = CommandLine.arguments.dropFirst()
guard let root = arguments.first, arguments.count > 1 else {
  FileHandle.standardError.write(
    "usage: swift Scripts/UndocumentedSymbols.swift REPOSITORY_ROOT SYMBOL_GRAPH_DIR...\n"
      .data(using: .utf8)!)
  exit(2)
}
let rootURL = URL(fileURLWithPath: root).standardizedFileURL.path + "/"

var undocumented: Set<String> = []
for directory in arguments.dropFirst() {
  let files = try FileManager.default.contentsOfDirectory(atPath: directory)
  for file in files where file.hasSuffix(".symbols.json") {
    let data = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(file))
    for symbol in try JSONDecoder().decode(SymbolGraph.self, from: data).symbols {
      guard symbol.docComment == nil, let location = symbol.location,
        let path = URL(string: location.uri)?.path, path.hasPrefix(rootURL)
      else { continue }
      let file = path.dropFirst(rootURL.count)
      undocumented.insert(
        "\(file):\(location.position.line + 1): \(symbol.kind.displayName.lowercased()) "
          + symbol.pathComponents.joined(separator: "."))
    }
  }
}

if undocumented.isEmpty { exit(0) }
print("These public symbols have no doc comment:")
for line in undocumented.sorted() { print("  \(line)") }
exit(1)
