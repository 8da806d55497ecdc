import Testing

@_spi(Inspection) @testable import ReactiveCore

/// `ObjectPin`: tells whether its object lives, without keeping it alive and without
/// the side table a weak reference gives it.
@Suite struct ObjectPinTests {
  private final class Thing {
    var name = "thing"
  }

  @Test func aPinTellsWhetherItsObjectLivesWithoutKeepingItAlive() {
    var thing: Thing? = Thing()
    let pin = ObjectPin(thing!)
    let identity = ObjectIdentifier(thing!)
    #expect(pin.isAlive)
    #expect(pin.identity == identity)
    #expect(pin.pins(thing!))
    #expect((pin.object as? Thing)?.name == "thing")
    #expect(!pin.pins(Thing()))
    thing = nil
    #expect(!pin.isAlive)
    #expect(pin.object == nil)
    #expect(pin.identity == identity)
  }

  @Test func aPinnedObjectGetsNoSideTableAndAWeaklyHeldOneDoes() {
    let pinned = Thing()
    let pins = (0..<3).map { _ in ObjectPin(pinned) }
    #expect(pins.allSatisfy { $0.isAlive })
    #expect(!Self.hasSideTable(pinned))
    let held = Thing()
    weak let weakly = held
    #expect(weakly != nil)
    #expect(Self.hasSideTable(held))
  }

  /// Whether the runtime gave `object` a side table: its reference counts' word then
  /// holds the table's address, marked by its top bit (x86-64's and arm64's layout).
  private static func hasSideTable(_ object: AnyObject) -> Bool {
    let address = Unmanaged.passUnretained(object).toOpaque()
    let bits = address.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt64.self)
    return bits & (1 << 63) != 0
  }
}
