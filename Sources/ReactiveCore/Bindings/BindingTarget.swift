/// Something a binding can write values into, with the lifetime that ends the binding.
public protocol BindingTargetProvider<Value> {
  /// The type of values the target accepts.
  associatedtype Value

  /// The target bindings write into.
  var bindingTarget: BindingTarget<Value> { get }
}

/// A binding target: an action that consumes values, valid for a lifetime. Bindings
/// into it (`target <~ source`) end when the lifetime ends.
public struct BindingTarget<Value>: BindingTargetProvider, @unchecked Sendable {
  /// The lifetime that ends every binding into this target.
  public let lifetime: Lifetime

  /// What the target does with each bound value.
  public let action: (Value) -> Void

  /// A target that runs `action` for each value while `lifetime` lasts.
  public init(lifetime: Lifetime, action: @escaping (Value) -> Void) {
    self.lifetime = lifetime
    self.action = action
  }

  /// A target that runs `action` on `scheduler` for each value while `lifetime` lasts:
  /// when it ends, the actions still waiting on the scheduler are cancelled.
  public init(on scheduler: Scheduler, lifetime: Lifetime, action: @escaping (Value) -> Void) {
    let scheduled = ScheduledActions()
    lifetime.addForGood(scheduled)
    self.init(lifetime: lifetime) { value in
      scheduled.schedule(on: scheduler) { action(value) }
    }
  }

  /// A target that sets `object[keyPath:]` while the object's `lifetime` lasts.
  public init<Object: AnyObject>(
    object: Object, lifetime: Lifetime, keyPath: ReferenceWritableKeyPath<Object, Value>
  ) {
    self.init(lifetime: lifetime) { [weak object] value in object?[keyPath: keyPath] = value }
  }

  /// The target itself.
  public var bindingTarget: BindingTarget<Value> { self }
}
