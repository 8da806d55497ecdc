import Testing

@testable import Workbench

@Suite("view --bindings lists what each View binds, named from the objects themselves")
struct ViewBindingsTests {
  func bindings(after lines: [String]) -> [String] {
    let shell = ShellHarness(includesStandardApps: true)
    shell.runAll(lines)
    return shell.run("view --bindings").printed
  }

  @Test("the Twitter search screen: one line per widget property, transforms said")
  func twitter() {
    #expect(
      bindings(after: ["open twitter"]) == [
        "searchField.text              <~ searchText",
        "activityIndicator.isAnimating <~ isSearching",
        "executionTimeLabel.text       <~ queryExecutionTime",
        "errorLabel.text               <~ errorMessage (mapped)",
        "tweetsList.rows               <~ tweets (a row per tweet)",
      ])
  }

  @Test("the Flickr search screen binds its button and spinner to the action's state")
  func flickr() {
    #expect(
      bindings(after: ["open flickr"]) == [
        "titleLabel.text               <~ title",
        "searchField.text              <~ searchText",
        "goButton.isEnabled            <~ executeSearch.isEnabled",
        "activityIndicator.isAnimating <~ executeSearch.isExecuting",
        "errorLabel.text               <~ errorMessage (mapped)",
        "recentSearchesTable.rows      <~ recentSearches (a row per search)",
      ])
  }

  @Test("the screen pushed by a search lists its own bindings")
  func searchResults() {
    #expect(
      bindings(after: ["open flickr", "set searchText sunset", "run executeSearch", "wait"]) == [
        "titleLabel.text   <~ title (mapped)",
        "resultsTable.rows <~ searchResults (a row per photo)",
      ])
  }

  @Test("login and Tweetboat")
  func loginAndTweetboat() {
    #expect(
      bindings(after: ["open login"]) == [
        "firstNameField.text           <~ firstName",
        "lastNameField.text            <~ lastName",
        "loginButton.isEnabled         <~ login.isEnabled",
        "activityIndicator.isAnimating <~ userLoadingInProgress",
        "errorLabel.text               <~ errorMessage (mapped)",
        "userLabel.text                <~ loggedInUser (mapped)",
      ])
    let tweetboat = bindings(after: ["open tweetboat"])
    #expect(tweetboat.count == 11)
    #expect(tweetboat[0] == "usernameField.text               <~ username")
    #expect(tweetboat[2] == "getTweetsButton.isEnabled        <~ getTweets.isEnabled")
    #expect(tweetboat[10] == "allLoadedLabel.text              <~ allTweetsLoaded (mapped)")
  }

  @Test("a view-model without a View of its own says so")
  func genericScreen() {
    let shell = ShellHarness()
    shell.runAll(["open sample"])
    #expect(
      shell.run("view --bindings").printed == [
        "SampleSearchViewModel has no View of its own (view draws it generically)."
      ])
  }
}
