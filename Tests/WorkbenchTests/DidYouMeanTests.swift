import Testing

@testable import Workbench

@Suite struct DidYouMeanTests {
  @Test func theShellAndTheRegistrySuggestNamesInOneFormat() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.run("open flickr")
    let failures = [
      "sett", "open flikr", "get serchText", "clock virtal", "use flickr fixtur", "backends flikr",
      "use flickr fixture latncy=2s",
    ].compactMap(shell.failure)
    #expect(failures.count == 7)
    for failure in failures {
      #expect(failure.contains(#/; did you mean '[^']+'\?/#), "\(failure)")
      #expect(!failure.contains("(did you mean"), "\(failure)")
    }
  }
}
