import Foundation
import Glibc
import ProcessTestSupport
import Testing

@testable import Workbench

/// `save FILE` and `graph --output FILE` never destroy what is at FILE: a regular file or
/// a new path is written whole by renaming a temporary file over it, a symbolic link's
/// file is the one replaced, a FIFO and standard output are written through, and a
/// device or a socket is refused, saying what it is. Every test works in a directory of
/// its own, whoever runs it.
@Suite struct OutputFileTests {
  let folder: String
  let shell = ShellHarness(includesStandardApps: true)

  init() throws {
    folder = NSTemporaryDirectory() + "mvvm-output-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    shell.runAll(["open sample", "set searchText sunset"])
  }

  /// What is at `path`: its file type bits.
  func fileType(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  @Test func aRegularFileIsReplacedWholeKeepingItsMode() throws {
    let path = folder + "/session.mvvm"
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    try #require(chmod(path, 0o640) == 0)
    #expect(
      shell.run("save \(path)").printed == [
        "saved 2 lines to \(path); replay with mvvm --script \(path)"
      ])
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("set searchText sunset\n"))
    var status = stat()
    #expect(lstat(path, &status) == 0 && status.st_mode & 0o777 == 0o640)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(leftovers == ["session.mvvm"], "no temporary file is left behind")
  }

  @Test func aSymbolicLinkKeepsPointingAtTheFileItReplaces() throws {
    let real = folder + "/real.dot"
    let link = folder + "/link.dot"
    try "old".write(toFile: real, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.dot")
    #expect(
      shell.run("graph --dot --output \(link)").printed == [
        "wrote the graph of SampleSearchViewModel to \(link)"
      ])
    #expect(fileType(link) == S_IFLNK)
    #expect(try String(contentsOfFile: real, encoding: .utf8).hasPrefix("digraph"))
  }

  @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
    let path = folder + "/pipe"
    try #require(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    #expect(shell.run("save \(path)").printed == ["saved 2 lines into the FIFO \(path)"])
    #expect(fileType(path) == S_IFIFO)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer[0..<max(0, count)], as: UTF8.self).hasSuffix("sunset\n"))
  }

  @Test func aFIFONobodyReadsIsRefusedWithoutWaiting() throws {
    let path = folder + "/pipe"
    try #require(mkfifo(path, 0o600) == 0)
    #expect(
      shell.failure("save \(path)")
        == "save: cannot write \(path): it is a FIFO that nobody is reading")
    #expect(fileType(path) == S_IFIFO)
  }

  @Test func aSocketIsRefusedSayingWhatItIs() throws {
    let path = folder + "/socket"
    let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { bytes in
      for (index, byte) in path.utf8.enumerated() where index < bytes.count - 1 {
        bytes[index] = byte
      }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
    #expect(
      shell.failure("graph --output \(path)")
        == "cannot write \(path): it is a socket, not a file")
    #expect(fileType(path) == S_IFSOCK)
  }

  @Test(
    .enabled(if: geteuid() == 0, "making a device node needs root; the socket test covers others")
  )
  func aDeviceLikeDevNullIsRefusedNotReplaced() throws {
    let path = folder + "/null"
    // The same device as /dev/null, made here so that nothing outside the test is at risk.
    // makedev(1, 3) is a macro; for numbers this small it is major << 8 | minor.
    try #require(mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
    #expect(
      shell.failure("save \(path)")
        == "save: cannot write \(path): it is a character device, not a file (only a regular file, a new path, a FIFO or /dev/stdout is written)"
    )
    #expect(fileType(path) == S_IFCHR)
  }
}

extension OutputFileTests {
  @Test(
    .enabled(if: MvvmExecutable.path != nil, MvvmExecutable.missingReason),
    arguments: ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
  func standardOutputIsWrittenThrough(_ path: String) throws {
    let script = folder + "/to-stdout.mvvm"
    try "open flickr\nset searchText sunset\nsave \(path)\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    let run = try ProgramRun.runBlocking(
      try #require(MvvmExecutable.path), ["--script", script, "--clock", "virtual"],
      environment: ["HOME": folder, "XDG_STATE_HOME": folder + "/state", "NO_COLOR": "1"])
    let printed = run.printed
    #expect(run.status == 0, "\(printed)")
    #expect(printed.contains("clock virtual\nopen flickr\nset searchText sunset\n"))
    #expect(printed.hasSuffix("saved 2 lines to standard output\n"))
  }
}
