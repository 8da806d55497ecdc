import Inspection

/// `set PATH VALUE`: sets a settable property.
public struct SetCommand: ShellCommand {
  public static let name = "set"
  public static let synopsis = "set PATH VALUE"
  public static let help = """
    Sets the settable property at PATH to VALUE.
    VALUE is converted to the property's type (String, Bool, Int, Double, or an optional of one; nil empties an optional).
    Several bare words make one text: set searchText sunset beach.
    """

  /// Where to write.
  let path: MemberPath
  /// What to write.
  let value: ValueLiteral

  public init(arguments: [Token]) throws {
    guard arguments.count >= 2,
      let value = ValueLiteralParser.literal(from: Array(arguments.dropFirst()))
    else {
      throw Self.usage("name a path and a value")
    }
    path = try MemberPath(parsing: arguments[0].text)
    self.value = value
  }

  public static func completions(
    forArgument index: Int, after previous: [String], in session: Session
  )
    -> [String]
  {
    guard index == 0, let focus = session.focus else {
      return index == 1 ? ["true", "false", "nil"] : []
    }
    return PathResolver.completions(from: focus).filter { path in
      guard let resolved = try? PathResolver.resolve(MemberPath(parsing: path), from: focus),
        case .property(let property) = resolved.target
      else { return false }
      return property.isMutable
    }
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let focus = try session.requireFocus()
    let resolved = try PathResolver.resolve(path, from: focus)
    guard case .property(let property) = resolved.target else {
      throw ShellError("\(path) is not a property; set works on settable properties (see show)")
    }
    let owner = try OwnerLookup.owner(of: path, from: focus)
    do {
      try session.recordingBindings(from: OwnerLookup.memberName(of: path), in: owner) {
        try property.setValue(from: value)
      }
    } catch let error as InspectionError {
      throw ShellError("\(path) \(error)")
    }
    session.console.result("\(path) = \(ValueFormatter.describe(property.currentValue))")
    return .done
  }
}
