import Foundation

// Writes the plugin kit's build identity as Swift: the compiler's version and a hash of
// the kit's sources. Usage: KitIdentityTool OUTPUT PACKAGE-ROOT SWIFTC FILE...
// The hash is two 64-bit FNV-1a sums (different offset bases) over each file's path
// relative to the package root and its bytes, files sorted by that path, so it does not
// depend on where the package is checked out or in which order SwiftPM lists files.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
  FileHandle.standardError.write(
    Data("usage: KitIdentityTool OUTPUT PACKAGE-ROOT SWIFTC FILE...\n".utf8))
  exit(64)
}
let outputPath = arguments[0]
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path
let compilerPath = arguments[2]

/// A 64-bit FNV-1a sum that can be fed in pieces.
struct FNV1a {
  var value: UInt64

  mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }
}

/// The first line `swiftc --version` prints, or `unknown` when it cannot be run.
func compilerVersion() -> String {
  guard !compilerPath.isEmpty else { return "unknown" }
  let process = Process()
  process.executableURL = URL(fileURLWithPath: compilerPath)
  process.arguments = ["--version"]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = Pipe()
  guard (try? process.run()) != nil else { return "unknown" }
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let line = text.split(separator: "\n").first.map(String.init) ?? ""
  return line.isEmpty ? "unknown" : line
}

var files: [(relative: String, url: URL)] = []
for path in arguments.dropFirst(3) {
  let url = URL(fileURLWithPath: path).standardizedFileURL
  let relative =
    url.path.hasPrefix(root + "/") ? String(url.path.dropFirst(root.count + 1)) : url.path
  files.append((relative, url))
}
files.sort { $0.relative < $1.relative }

var first = FNV1a(value: 0xcbf2_9ce4_8422_2325)
var second = FNV1a(value: 0x6c62_272e_07bb_0142)
for file in files {
  guard let contents = FileManager.default.contents(atPath: file.url.path) else {
    FileHandle.standardError.write(Data("KitIdentityTool: cannot read \(file.url.path)\n".utf8))
    exit(1)
  }
  for piece in [Data(file.relative.utf8), Data([0]), contents, Data([0])] {
    first.add(piece)
    second.add(piece)
  }
}
let hash = String(format: "%016llx%016llx", first.value, second.value)
let compiler = compilerVersion()

let source = """
  // Generated at build time by KitIdentityTool from the kit's sources; do not edit.

  extension KitIdentity {
    /// The compiler that built this copy of the kit (`swiftc --version`, first line).
    /// Emitted into each client, so a plugin reports the compiler it was built with.
    @_alwaysEmitIntoClient
    public static var builtCompiler: String { \(String(reflecting: compiler)) }

    /// The hash of the kit's sources this copy was built from (\(files.count) files).
    /// Emitted into each client, so a plugin reports the kit it was built against.
    @_alwaysEmitIntoClient
    public static var builtSourceHash: String { \(String(reflecting: hash)) }
  }

  """
let existing = try? String(contentsOfFile: outputPath, encoding: .utf8)
if existing != source {
  do {
    try source.write(toFile: outputPath, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(
      Data("KitIdentityTool: cannot write \(outputPath): \(error)\n".utf8))
    exit(1)
  }
}
