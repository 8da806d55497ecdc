/// One binding a View made, `target <~ source`: a widget's property fed by a view-model's
/// property (or an action's `isEnabled`/`isExecuting`), as data the shell can list
/// (`view --bindings`). It holds the two properties themselves; their names are found
/// by whoever lists them, so no name is written by hand.
public struct ViewBinding {
  /// How the source's values become the target's.
  public enum Conversion: Equatable, Sendable {
    /// The source's values as they are.
    case none
    /// Each value converted by a function.
    case mapped
    /// A producer made from the source, said in a few words (`a row per tweet`).
    case described(String)
  }

  /// The widget's property that is fed.
  public let target: AnyObject
  /// The view-model's properties it is fed from: one, or more combined.
  public let sources: [AnyObject]
  /// How the values are converted on the way.
  public let conversion: Conversion

  /// A binding of `target` to `sources` through `conversion`.
  public init(target: AnyObject, sources: [AnyObject], conversion: Conversion) {
    self.target = target
    self.sources = sources
    self.conversion = conversion
  }
}
