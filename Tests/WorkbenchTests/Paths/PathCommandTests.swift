import Testing

@testable import Workbench

/// Every path form in get, set, watch and expect, on the sample app's pushed results.
@Suite struct PathCommandTests {
  /// The sample app after a search: `sample/SampleResults` on top, three rows.
  func searched() -> ShellHarness {
    let shell = ShellHarness()
    shell.runAll(["open sample", "set searchText sunset", "run executeSearch", "wait"])
    return shell
  }

  @Test func getFoldsARangeIntoOneLine() {
    let shell = searched()
    let line = "searchResults[0…2].searchString = \"sunset 1\", \"sunset 2\", \"sunset 3\""
    for range in ["0…2", "0...2", "0..<3"] {
      #expect(shell.run("get searchResults[\(range)].searchString").printed == [line])
    }
    #expect(
      shell.run("get searchResults[1…2].isVisible").printed == [
        "searchResults[1…2].isVisible = false, false"
      ])
  }

  @Test func setSetsEveryRowOfARange() {
    let shell = searched()
    #expect(
      shell.run("set searchResults[0..<2].isVisible true").printed == [
        "searchResults[0…1].isVisible = true, true"
      ])
    #expect(
      shell.run("get searchResults[0…2].isVisible").printed == [
        "searchResults[0…2].isVisible = true, true, false"
      ])
    #expect(
      shell.failure("set searchResults[0…1].searchString x")
        == "searchResults[0].searchString is a constant (a String fixed when the view-model was made)"
    )
    #expect(
      shell.run("get searchResults[0…2].isVisible").printed.first?.hasSuffix("true, true, false")
        == true)
  }

  @Test func watchFollowsEveryRowOfARangeAsOneLine() {
    let shell = searched()
    #expect(
      shell.run("watch searchResults[1...2].isVisible").printed == [
        "watching searchResults[1…2].isVisible = false, false"
      ])
    #expect(
      shell.run("set searchResults[2].isVisible true").printed == [
        "searchResults[2].isVisible = true", "watch: searchResults[1…2].isVisible = false, true",
      ])
    #expect(
      shell.run("set searchResults[0].isVisible true").printed == [
        "searchResults[0].isVisible = true"
      ])
    #expect(shell.run("watches").printed == ["searchResults[1…2].isVisible"])
    #expect(
      shell.run("unwatch searchResults[1..<3].isVisible").printed == [
        "stopped watching searchResults[1…2].isVisible"
      ])
  }

  @Test func expectHoldsOnlyWhenEveryRowDoes() {
    let shell = searched()
    #expect(shell.run("expect searchResults[0…2].totalResults == 1").outcome == .succeeded)
    #expect(shell.run("expect searchResults[0…2].searchString ~ sunset").outcome == .succeeded)
    shell.run("set searchResults[1].isVisible true")
    #expect(
      shell.failure("expect searchResults[0…2].isVisible == false")
        == "expect searchResults[0…2].isVisible == false failed at searchResults[1].isVisible: actual true (rows: false, true, false)"
    )
  }

  @Test func aRangeMustLieInsideTheList() {
    let shell = searched()
    #expect(
      shell.failure("get searchResults[1…5].isVisible")
        == "searchResults[1…5].isVisible: out of range: searchResults has 3 (rows 0…2)")
    #expect(
      shell.failure("get title[0…1]") == "title[0…1]: title is \"sunset\", not a list")
    #expect(
      shell.failure("cd searchResults[0…1]")
        == "searchResults[0…1] names 2 rows; name one, as in searchResults[0] (get, set, watch and expect take ranges)"
    )
  }

  @Test func aLowerScreenIsNamedAsThePromptNamesIt() {
    let shell = searched()
    #expect(shell.session.prompt == "sample/SampleResults> ")
    #expect(shell.run("get sample/searchText").printed == ["sample/searchText = \"sunset\""])
    #expect(
      shell.run("get sample/executeSearch").printed == [
        "sample/executeSearch = enabled, idle"
      ])
    #expect(shell.run("expect sample/recentSearches.count == 1").outcome == .succeeded)
    #expect(shell.run("get SampleResults/title").printed == ["SampleResults/title = \"sunset\""])
    #expect(
      shell.run("get sample/SampleResults/searchResults.count").printed == [
        "sample/SampleResults/searchResults.count = 3"
      ])
    #expect(
      shell.run("watch sample/title").printed == ["watching sample/title = \"Search: sunset\""])
    #expect(
      shell.run("set sample/searchText moon").printed == [
        "sample/searchText = \"moon\"", "watch: sample/title = \"Search: moon\"",
      ])
    #expect(shell.run("run sample/rename sam").printed.contains("sample/rename started"))
    #expect(shell.session.prompt == "sample/SampleResults> ", "the top screen stays on top")
    #expect(
      shell.failure("get sampel/searchText")
        == "sampel/searchText: no screen 'sampel' on the stack; did you mean 'sample'? (screens: sample, sample/SampleResults)"
    )
  }

  @Test func aValueShowsItsFieldsButNotWhatItsDescriptionMasks() {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(["open login", "set firstName Jane", "set lastName Doe", "run login", "wait"])
    #expect(
      shell.run("get loggedInUser.firstName").printed == ["loggedInUser.firstName = \"Jane\""])
    #expect(shell.run("expect loggedInUser.lastName == Doe").outcome == .succeeded)
    #expect(
      shell.run("watch loggedInUser.firstName").printed == [
        "watching loggedInUser.firstName = \"Jane\""
      ])
    let hidden = shell.failure("get loggedInUser.authToken")
    #expect(hidden?.hasPrefix("loggedInUser.authToken: hidden:") == true)
    #expect(shell.failure("expect loggedInUser.authToken ~ a")?.contains("hidden") == true)
    #expect(
      shell.failure("get loggedInUser.frstName")
        == "loggedInUser.frstName: loggedInUser has no field 'frstName'; did you mean 'firstName'? (fields: firstName, lastName)"
    )
    let completions = shell.interpreter.completions(for: "get loggedInUser.")
    #expect(completions == ["loggedInUser.firstName", "loggedInUser.lastName"])
  }
}
