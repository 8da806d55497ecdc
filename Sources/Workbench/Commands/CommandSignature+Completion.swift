/// Tab completion derived from a command's declared arguments.
extension CommandSignature {
  /// What may come next after `words` (the words typed after the command's name): the
  /// candidates of the argument (or option value) due next, of every optional argument
  /// that could also be next, and the options not given yet.
  func completions(after words: [String], partial: String, in session: Session) -> [String] {
    var positional: [String] = []
    var given: Set<String> = []
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      guard !flags.isEmpty, word.hasPrefix("--") else {
        positional.append(word)
        continue
      }
      let name = String(word.prefix { $0 != "=" })
      given.insert(name)
      guard let flag = flags.first(where: { $0.name == name }), let kind = flag.value,
        !word.contains("=")
      else { continue }
      if index == words.count {
        return kind.completions(partial: partial, typed: positional, in: session)
      }
      index += 1
    }
    var candidates: [String] = []
    for spec in arguments[due(after: positional)...] {
      candidates +=
        spec.words.filter { spec.offersWord($0, session) }
        + spec.kind.completions(partial: partial, typed: positional, in: session)
      if spec.isRequired { break }
    }
    var seen: Set<String> = []
    return (candidates + flags.map(\.name).filter { !given.contains($0) }).filter {
      seen.insert($0).inserted
    }
  }

  /// The position of the argument the next word would be, after `positional` words.
  private func due(after positional: [String]) -> Int {
    var position = 0
    for word in positional {
      while position < arguments.count {
        let spec = arguments[position]
        if spec.takesTheRest { break }
        position += 1
        if spec.arity == .one || spec.admits(Token(word)) || position == arguments.count {
          break
        }
      }
    }
    return min(position, arguments.count)
  }
}
