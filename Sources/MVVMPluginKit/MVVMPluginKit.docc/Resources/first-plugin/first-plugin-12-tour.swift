/// The plugin's tour, taken with `tour glossary`: `say` is narration, `step` a
/// checkpoint, `type` a line for the learner, `expect` what must hold to go on.
enum GlossaryTour {
  /// The tour's script.
  static let script = """
    say The glossary tour: a plugin's view-model, its service and its View.
    open glossary

    step Look a word up
    say Set a word and run lookUp. The builtin backend answers half a second later.
    type set word binding
    type run lookUp
    expect meaning ~ "target <~ source"

    step A word it does not have
    say A failed lookup says why in errorMessage; meaning keeps the last word found.
    type set word monad
    type run lookUp
    expect errorMessage ~ "not found"
    """
}
