import Dispatch

extension QueueScheduler {
  /// A scheduler on a new serial queue named `name` with `qos`, which targets
  /// `targetQueue` (ReactiveSwift's initializer; nil targets the default global queue).
  public convenience init(
    qos: DispatchQoS = .unspecified, name: String = "ReactiveCore.QueueScheduler",
    targeting targetQueue: DispatchQueue?
  ) {
    self.init(targeting: DispatchQueue(label: name, qos: qos, target: targetQueue))
  }
}
