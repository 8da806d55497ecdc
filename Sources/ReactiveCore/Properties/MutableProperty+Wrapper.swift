extension MutableProperty {
  /// A property holding `wrappedValue`, for `@MutableProperty var name = initial`.
  public convenience init(wrappedValue: Value) {
    self.init(wrappedValue)
  }
}
