/// The names of a plugin that were already taken, one message per clash naming both
/// owners.
struct PluginClashes: Error, CustomStringConvertible {
  /// One message per clash.
  let messages: [String]

  /// The messages, joined.
  var description: String { "name clash: " + messages.joined(separator: "; ") }
}
