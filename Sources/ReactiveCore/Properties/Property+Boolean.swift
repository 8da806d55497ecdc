extension Property where Value == Bool {
  /// A property that is true while every property in `properties` is (true when
  /// there are none).
  public static func all<P: PropertyProtocol, Properties: Collection>(
    _ properties: Properties
  ) -> Property<Bool> where P.Value == Bool, Properties.Element == P {
    guard !properties.isEmpty else { return Property(value: true) }
    return Property(
      following: SignalProducer.all(properties.map(\.producer)),
      sources: properties.map { $0 as AnyObject })
  }

  /// A property that is true while every one of `properties` is.
  public static func all<P: PropertyProtocol>(_ properties: P...) -> Property<Bool>
  where P.Value == Bool {
    all(properties)
  }

  /// A property that is true while any property in `properties` is (false when there
  /// are none).
  public static func any<P: PropertyProtocol, Properties: Collection>(
    _ properties: Properties
  ) -> Property<Bool> where P.Value == Bool, Properties.Element == P {
    guard !properties.isEmpty else { return Property(value: false) }
    return Property(
      following: SignalProducer.any(properties.map(\.producer)),
      sources: properties.map { $0 as AnyObject })
  }

  /// A property that is true while any one of `properties` is.
  public static func any<P: PropertyProtocol>(_ properties: P...) -> Property<Bool>
  where P.Value == Bool {
    any(properties)
  }
}
