import Model
import ReactiveCore

/// The greeting service's fault adapter, written the way a plugin would write one.
struct FaultInjectingGreeter: GreetingService {
  let base: any GreetingService
  let faults: FaultInjection

  func greet(_ name: String) -> SignalProducer<String, ServiceError> {
    faults.inject(into: base.greet(name))
  }
}
