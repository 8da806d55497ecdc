import Foundation
import Testing

/// The checks that keep the documentation true can fail: a sample that drifts, a prompt
/// that is not the shell's, a sample comment that is not understood, a link that leads
/// nowhere.
@Suite struct SampleCheckTests {
  func samples(_ text: String) -> [SessionSample] {
    SessionSampleReader.samples(in: text, page: "page.md")
  }

  @Test func aSampleThatPrintsWhatItShowsPasses() throws {
    let found = samples(
      """
      Some text.

      <!-- sample setup: open login -->
      ```
      login> set firstName Ada
      firstName = "Ada"
      login> run login
      …
      login>
      ```
      """)
    let sample = try #require(found.first)
    #expect(found.count == 1)
    #expect(sample.setup == ["open login"])
    #expect(sample.steps.map(\.command) == ["set firstName Ada", "run login", ""])
    #expect(SampleSessionRun(sample: sample).mismatch() == nil)
  }

  @Test func aSampleThatDriftsFailsNamingTheLineAndShowingWhatWasPrinted() throws {
    let sample = try #require(
      samples(
        """
        ```
        mvvm> open login
        …
        login> set firstName Ada
        firstName = "Grace"
        ```
        """
      ).first)
    let mismatch = SampleSessionRun(sample: sample).mismatch()
    #expect(
      mismatch?.split(separator: "\n").prefix(3) == [
        "page.md:4: after `set firstName Ada`, output line 1 shows \"firstName = \"Grace\"\", the shell printed \"firstName = \"Ada\"\"",
        "The shell printed:",
        "mvvm> open login",
      ])
    #expect(mismatch?.hasSuffix("login> set firstName Ada\nfirstName = \"Ada\"") == true)
  }

  @Test func aPromptThatIsNotTheShellsFails() throws {
    let sample = try #require(samples("```\nlogin> set firstName Ada\n```").first)
    #expect(
      SampleSessionRun(sample: sample).mismatch()?.hasPrefix(
        "page.md:2: the sample shows the prompt `login>`, the shell shows `mvvm> `") == true)
  }

  @Test func aSampleThatWouldWriteAFileIsNotRun() throws {
    let sample = try #require(
      samples("```\nmvvm> open login\n…\nlogin> save never-written.mvvm\n```").first)
    #expect(
      SampleSessionRun(sample: sample).mismatch()
        == "page.md:1: `save never-written.mvvm` would write a file where the tests run; mark the sample `skip`"
    )
    #expect(!FileManager.default.fileExists(atPath: "never-written.mvvm"))
    #expect(SampleSessionRun.writesFiles("use twitter mastodon record=lessons/day"))
    #expect(SampleSessionRun.writesFiles("timeline searchText --svg t.svg"))
    #expect(!SampleSessionRun.writesFiles("use twitter fixture dir=lessons/day"))
  }

  @Test func missingOrExtraLinesFail() {
    #expect(
      SampleOutputMatch.difference(shown: ["a"], printed: ["a", "b"])
        == "the sample shows 1 output lines, the shell printed 2")
    #expect(
      SampleOutputMatch.difference(shown: ["a", "…", "d"], printed: ["a", "b", "c", "d"]) == nil)
    #expect(SampleOutputMatch.difference(shown: ["…"], printed: []) == nil)
    #expect(
      SampleOutputMatch.difference(shown: ["…", "x"], printed: ["a", "b"])
        == "output line 1 shows \"…\", the shell printed \"a\"")
  }

  @Test func sampleCommentsThatAreNotUnderstoodAreProblems() {
    let found = samples(
      """
      <!-- sample wdith: 48 -->
      ```
      mvvm> apps
      ```
      <!-- sample skip: -->
      ```
      mvvm> apps
      ```
      <!-- sample setup: open login -->

      ```
      mvvm> apps
      ```
      ```
      output before any prompt
      mvvm> apps
      ```
      """)
    #expect(
      found.flatMap(\.problems) == [
        "page.md:1: unknown sample key 'wdith' (keys: setup, width, skip)",
        "page.md:5: skip needs a reason",
        "page.md:9: a sample comment must be directly above a fenced session",
        "page.md:15: a session sample starts with a prompt; this line is not one",
      ])
  }

  @Test func aSampleInAListItemLosesTheItemsIndent() throws {
    let sample = try #require(
      samples("- item:\n\n  ```\n  mvvm> apps\n  flickr  …\n  ```").first)
    #expect(sample.steps.first?.expected == ["flickr  …"])
  }

  @Test func aLinkThatLeadsNowhereIsNamed() {
    let check = LinkCheck(root: DocumentationFiles.root)
    let problems = check.problems(
      in: """
        [fine](ARCHITECTURE.md#plugins), [web](https://swift.org), [here](#a-heading)
        [gone](NoSuchFile.md) and [no anchor](ARCHITECTURE.md#no-such-heading)
        `[code](is not a link)` and <doc:Paths>

        ## A heading
        """, page: "README.md")
    #expect(
      problems == [
        "README.md:2: NoSuchFile.md: no such file",
        "README.md:2: ARCHITECTURE.md#no-such-heading: no heading with that anchor in ARCHITECTURE.md",
        "README.md:3: doc:Paths: no such article in this page's catalog",
      ])
  }

  @Test func aTutorialLinkNamesATutorialOfThePagesCatalog() {
    let check = LinkCheck(root: DocumentationFiles.root)
    let page = "Sources/MVVMPluginKit/MVVMPluginKit.docc/MVVMPluginKit.md"
    #expect(
      check.problems(
        in: "<doc:tutorials/TableOfContents> and <doc:tutorials/YourFirstViewModelPlugin>",
        page: page
      ).isEmpty)
    #expect(
      check.problems(in: "<doc:tutorials/NoSuchTutorial>", page: page) == [
        "\(page):1: doc:tutorials/NoSuchTutorial: no such article in Sources/MVVMPluginKit/MVVMPluginKit.docc"
      ])
  }

  @Test func headingsGetGitHubsAnchors() {
    #expect(MarkdownLinks.anchor(ofHeading: "## Seeing why") == "seeing-why")
    #expect(
      MarkdownLinks.anchor(ofHeading: "### `view --bindings`, and more")
        == "view---bindings-and-more")
  }
}
