import Inspection

/// `set PATH VALUE`: sets a settable property.
public struct SetCommand: ShellCommand {
  public static let name = "set"
  public static let signature = CommandSignature([
    ArgumentSpec(
      "PATH", .path(.settable),
      summary: "a settable property (help paths); a range of rows sets each row"),
    ArgumentSpec("VALUE", .value, .text),
  ])
  public static let help = """
    Sets the settable property at PATH to VALUE.
    With a range of rows (searchResults[0…4].isVisible), sets each row.
    VALUE is converted to the property's type (String, Bool, Int, Double, or an optional of one; nil empties an optional).
    Several bare words make one text: set searchText sunset beach.
    """

  /// Where to write.
  let path: MemberPath
  /// What to write.
  let value: ValueLiteral

  public init(_ arguments: ParsedArguments) throws {
    path = try arguments.required("PATH", arguments.path)
    value = try arguments.required("VALUE", arguments.value)
  }

  public func run(in session: Session) throws -> CommandOutcome {
    let root = try session.root(of: path)
    // Every row is a property before any is set; a read-only one fails at the first row.
    let rows = try PathResolver.resolveRows(path, from: root).map { resolved in
      guard case .property(let property) = resolved.target else {
        throw ShellError(
          "\(resolved.path) is not a property; set works on settable properties (see show)")
      }
      return (path: resolved.path, property: property, owner: resolved.owner)
    }
    // What setting causes at once (a watch's line, a trace) is shown after the result.
    session.console.holdLive()
    defer { session.console.releaseLive() }
    for row in rows {
      do {
        try row.property.setValue(from: value)
      } catch InspectionError.readOnly {
        throw ShellError(
          "\(row.path) \(ReadOnlyExplanation.explain(row.property, in: row.owner))")
      } catch let error as InspectionError {
        throw ShellError("\(row.path) \(error)")
      }
    }
    let values = rows.map { ValueFormatter.describe($0.property.currentValue) }
    session.console.wholeResult("\(path) = \(values.joined(separator: ", "))")
    return .done
  }
}
