extension Expression {
  /// The `$N` this expression uses outside nested closures, in the order written.
  var dollarUses: [(index: Int, range: Range<Int>)] {
    var uses: [(index: Int, range: Range<Int>)] = []
    collectDollars(into: &uses)
    return uses
  }

  private func collectDollars(into uses: inout [(index: Int, range: Range<Int>)]) {
    switch kind {
    case .dollar(let index):
      uses.append((index, range))
    case .text(let parts):
      for case .interpolation(let expression) in parts { expression.collectDollars(into: &uses) }
    case .array(let elements), .tuple(let elements):
      for element in elements { element.collectDollars(into: &uses) }
    case .member(let base, _, _), .tupleElement(let base, _):
      base.collectDollars(into: &uses)
    case .call(let callee, let arguments, _):
      callee.collectDollars(into: &uses)
      for argument in arguments { argument.value.collectDollars(into: &uses) }
    case .prefix(_, let operand):
      operand.collectDollars(into: &uses)
    case .infix(_, let left, let right, _):
      left.collectDollars(into: &uses)
      right.collectDollars(into: &uses)
    case .conditional(let condition, let whenTrue, let whenFalse):
      condition.collectDollars(into: &uses)
      whenTrue.collectDollars(into: &uses)
      whenFalse.collectDollars(into: &uses)
    case .identifier, .integer, .decimal, .duration, .boolean, .nil, .implicitMember, .closure:
      break
    }
  }

  /// The name a pipeline starts from: the innermost receiver of its members and calls
  /// (`name` in `name.map { … }.throttle(1s)`), if that is a name.
  var rootName: String? {
    switch kind {
    case .identifier(let name): return name
    case .member(let base, _, _), .tupleElement(let base, _): return base.rootName
    case .call(let callee, _, _): return callee.rootName
    default: return nil
    }
  }
}
