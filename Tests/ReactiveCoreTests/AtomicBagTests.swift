import Dispatch
import Testing

@testable import ReactiveCore

@Suite struct AtomicBagTests {
  @Test func atomicModifiesSwapsAndReads() {
    let counter = ReactiveCore.Atomic(0)
    DispatchQueue.concurrentPerform(iterations: 100) { _ in counter.modify { $0 += 1 } }
    #expect(counter.value == 100)
    #expect(counter.swap(5) == 100)
    counter.value = 6
    #expect(counter.withValue { $0 * 2 } == 12)
  }

  @Test func bagRemovesExactlyTheInsertionATokenNames() {
    var bag = Bag<String>()
    let a = bag.insert("a")
    bag.insert("b")
    let again = bag.insert("a")
    #expect(Array(bag) == ["a", "b", "a"])
    #expect(bag.remove(using: again) == "a")
    #expect(bag.remove(using: again) == nil)
    #expect(Array(bag) == ["a", "b"])
    bag.remove(using: a)
    #expect(Array(bag) == ["b"])
    #expect(Array(Bag([1, 2])) == [1, 2])
  }
}
