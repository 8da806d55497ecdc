/// An unordered collection of values that hands out a token for each insertion, by
/// which exactly that insertion can be removed: ReactiveSwift's `Bag`. Iterates in
/// insertion order.
public struct Bag<Element> {
  /// Identifies one insertion, for `remove(using:)`.
  public struct Token: Hashable, Sendable {
    fileprivate let value: UInt64
  }

  private var elements: ContiguousArray<Element> = []
  private var tokens: ContiguousArray<UInt64> = []
  private var nextToken: UInt64 = 0

  /// An empty bag.
  public init() {}

  /// A bag holding `elements`, in order.
  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    for element in elements { insert(element) }
  }

  /// Inserts `value` and returns the token that removes it.
  @discardableResult
  public mutating func insert(_ value: Element) -> Token {
    let token = nextToken
    nextToken &+= 1
    elements.append(value)
    tokens.append(token)
    return Token(value: token)
  }

  /// Removes the value inserted with `token` and returns it; nil when it was already
  /// removed.
  @discardableResult
  public mutating func remove(using token: Token) -> Element? {
    // Tokens only grow, so `tokens` is sorted.
    var lower = 0
    var upper = tokens.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if tokens[middle] < token.value { lower = middle + 1 } else { upper = middle }
    }
    guard lower < tokens.count, tokens[lower] == token.value else { return nil }
    tokens.remove(at: lower)
    return elements.remove(at: lower)
  }
}

extension Bag: RandomAccessCollection {
  /// The position of the first element.
  public var startIndex: Int { elements.startIndex }

  /// The position after the last element.
  public var endIndex: Int { elements.endIndex }

  /// The element at `index`, in insertion order.
  public subscript(index: Int) -> Element { elements[index] }
}
