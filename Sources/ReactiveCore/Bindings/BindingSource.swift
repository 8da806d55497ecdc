/// Something a binding can read values from: a `Signal`, a `SignalProducer` or a
/// property that cannot fail.
public protocol BindingSource<Value>: SignalProducerConvertible where Error == Never {}

extension Signal: BindingSource where Error == Never {}

extension SignalProducer: BindingSource where Error == Never {}
