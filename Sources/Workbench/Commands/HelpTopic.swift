/// A subject `help` explains beside the commands: `help paths`.
enum HelpTopic {
  /// The topics' names.
  static let names = ["paths"]

  /// The text of the topic called `name`, if there is one.
  static func text(named name: String) -> String? {
    name == "paths" ? paths : nil
  }

  /// `help paths`: the one grammar of everything that names a value.
  static let paths = """
    PATH names a value, from the current view-model (get, set, watch, expect, run, cd):
      searchText                    a member: a property or an action
      executeSearch.isEnabled       an action's state: isEnabled, isExecuting
      searchResults.count           a list's size
      searchResults[3]              a row of a list (from 0); get lists its members
      searchResults[3].favorites    a row's member
      searchResults[0…9].isVisible  rows 0 to 9 (also 0...9, or 0..<10 without 10)
      loggedInUser.firstName        a field of a plain value (what its text shows:
                                    a masked secret stays hidden)
      APP/searchText                the first screen of the stack while another is on
                                    top, named as the prompt names it (APP/Results> has
                                    the screens APP and Results)
    A screen name starts the path at that screen's view-model; APP/Results/title
    names the screen by the whole stack up to it. A range names every row in it, and
    each must exist: get prints the values folded as trace does (= 1, 2, 3), set sets
    each row, watch follows them all as one line, expect holds only when every row
    satisfies it (the failure names the first row that does not). run, wait and cd take
    one row. Tab completes paths, rows, ranges and, after NAME/, a lower screen's paths.
    """
}
