/// A View whose bindings to its view-model are kept as data (`ViewBindings`), so the
/// shell can list them (`view --bindings`). The built-in screens are all bound views; a
/// plugin's View can be one too.
public protocol BoundView: TextWidget {
  /// The View's bindings, in the order it made them.
  var bindings: ViewBindings { get }
}
