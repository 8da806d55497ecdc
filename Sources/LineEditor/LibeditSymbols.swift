import Glibc

/// The readline-compatible functions and variables of the system libedit, looked up with
/// `dlopen`/`dlsym` at run time so that building never needs libedit's headers or link library.
///
/// Variables are pointers to libedit's globals. `el_set` is deliberately absent: it is
/// variadic and cannot be called through a function pointer from Swift.
struct LibeditSymbols: @unchecked Sendable {
  typealias ReadlineFunction =
    @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
  typealias PathFunction = @convention(c) (UnsafePointer<CChar>?) -> CInt
  typealias StifleFunction = @convention(c) (CInt) -> Void
  typealias ResizeFunction = @convention(c) () -> Void
  typealias ScreenSizeFunction =
    @convention(c) (UnsafeMutablePointer<CInt>?, UnsafeMutablePointer<CInt>?) -> Void
  typealias VoidFunction = @convention(c) () -> CInt
  typealias GeneratorFunction =
    @convention(c) (UnsafePointer<CChar>?, CInt) -> UnsafeMutablePointer<CChar>?
  typealias MatchList = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  typealias CompletionMatchesFunction =
    @convention(c) (UnsafePointer<CChar>?, GeneratorFunction?) -> MatchList?
  typealias AttemptedCompletionFunction =
    @convention(c) (UnsafePointer<CChar>?, CInt, CInt) -> MatchList?
  typealias GetcFunction = @convention(c) (UnsafeMutablePointer<FILE>?) -> CInt
  typealias CommandFunction = @convention(c) (CInt, CInt) -> CInt
  typealias AddDefunFunction =
    @convention(c) (UnsafePointer<CChar>?, CommandFunction?, CInt) -> CInt

  let readline: ReadlineFunction
  let addHistory: PathFunction
  let stifleHistory: StifleFunction?
  let completionMatches: CompletionMatchesFunction
  let forcedUpdateDisplay: VoidFunction
  let initialize: VoidFunction

  let attemptedCompletionFunction: UnsafeMutablePointer<AttemptedCompletionFunction?>
  let attemptedCompletionOver: UnsafeMutablePointer<CInt>
  let getcFunction: UnsafeMutablePointer<GetcFunction?>
  let lineBuffer: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  let point: UnsafeMutablePointer<CInt>
  /// `rl_completion_append_character`: what follows a unique completion (a space), when
  /// this libedit has it.
  let completionAppendCharacter: UnsafeMutablePointer<CInt>?
  /// `rl_completion_type`: set before the completion function is called, `?` when this
  /// Tab press will list the candidates (a Tab right after a Tab), when this libedit has it.
  let completionType: UnsafeMutablePointer<CInt>?
  /// `rl_set_prompt`: replaces the prompt of the line being edited, when this libedit has it.
  let setPrompt: PathFunction?
  /// `rl_add_defun`: binds a key to a function; libedit refreshes `rl_point` and
  /// `rl_line_buffer` before it calls it. When this libedit has it.
  let addDefun: AddDefunFunction?
  /// `rl_resize_terminal`: has libedit read the terminal's size again, when this libedit
  /// has it.
  let resizeTerminal: ResizeFunction?
  /// `rl_get_screen_size`: the rows and columns libedit lays the line out in, when this
  /// libedit has it.
  let screenSize: ScreenSizeFunction?

  /// Loads `libedit.so.2` (or `libedit.so`) and resolves every symbol; nil when the library
  /// or any required symbol is missing. The library is never unloaded.
  static func load() -> LibeditSymbols? {
    guard let handle = dlopen("libedit.so.2", RTLD_NOW) ?? dlopen("libedit.so", RTLD_NOW) else {
      return nil
    }
    func function<F>(_ name: String, as type: F.Type) -> F? {
      dlsym(handle, name).map { unsafeBitCast($0, to: type) }
    }
    func variable<T>(_ name: String, as type: T.Type) -> UnsafeMutablePointer<T>? {
      dlsym(handle, name).map { $0.assumingMemoryBound(to: type) }
    }
    guard
      let readline = function("readline", as: ReadlineFunction.self),
      let addHistory = function("add_history", as: PathFunction.self),
      let completionMatches = function("rl_completion_matches", as: CompletionMatchesFunction.self),
      let forcedUpdateDisplay = function("rl_forced_update_display", as: VoidFunction.self),
      let initialize = function("rl_initialize", as: VoidFunction.self),
      let attemptedCompletionFunction = variable(
        "rl_attempted_completion_function", as: AttemptedCompletionFunction?.self),
      let attemptedCompletionOver = variable("rl_attempted_completion_over", as: CInt.self),
      let getcFunction = variable("rl_getc_function", as: GetcFunction?.self),
      let lineBuffer = variable("rl_line_buffer", as: UnsafeMutablePointer<CChar>?.self),
      let point = variable("rl_point", as: CInt.self)
    else {
      return nil
    }
    return LibeditSymbols(
      readline: readline,
      addHistory: addHistory,
      stifleHistory: function("stifle_history", as: StifleFunction.self),
      completionMatches: completionMatches,
      forcedUpdateDisplay: forcedUpdateDisplay,
      initialize: initialize,
      attemptedCompletionFunction: attemptedCompletionFunction,
      attemptedCompletionOver: attemptedCompletionOver,
      getcFunction: getcFunction,
      lineBuffer: lineBuffer,
      point: point,
      completionAppendCharacter: variable("rl_completion_append_character", as: CInt.self),
      completionType: variable("rl_completion_type", as: CInt.self),
      setPrompt: function("rl_set_prompt", as: PathFunction.self),
      addDefun: function("rl_add_defun", as: AddDefunFunction.self),
      resizeTerminal: function("rl_resize_terminal", as: ResizeFunction.self),
      screenSize: function("rl_get_screen_size", as: ScreenSizeFunction.self)
    )
  }
}
