import Foundation

extension NotificationCenter: ReactiveExtensionsProvider {}

extension Reactive where Base: NotificationCenter {
  /// A signal of the notifications named `name` (any, for nil) posted by `object` (by
  /// anyone, for nil); it observes the center until the signal is disposed or released.
  public func notifications(forName name: Notification.Name?, object: AnyObject? = nil)
    -> Signal<Notification, Never>
  {
    Signal { [base] observer, lifetime in
      let token = base.addObserver(forName: name, object: object, queue: nil) { notification in
        observer.send(value: notification)
      }
      lifetime.observeEnded { base.removeObserver(token) }
    }
  }
}
