import Testing

@testable import ReactiveCore

@Suite struct PropertyVocabularyTests {
  @Test func filterStartsWithTheInitialUnlessTheCurrentValuePasses() {
    let count = MutableProperty(1)
    let even = count.filter(initial: 0) { $0 % 2 == 0 }
    #expect(even.value == 0)
    count.value = 2
    count.value = 3
    #expect(even.value == 2)
    #expect(MutableProperty(4).filter(initial: 0) { $0 % 2 == 0 }.value == 4)
  }

  @Test func mapValueReplacesEveryValue() {
    let source = MutableProperty(1)
    let constant = source.map(value: "set")
    var seen: [String] = []
    constant.producer.startWithValues { seen.append($0) }
    source.value = 2
    #expect(seen == ["set", "set"])
  }
}

@Suite struct PropertyCombiningTests {
  @Test func combineLatestOfFourAndOfASequence() {
    let a = MutableProperty(1)
    let b = MutableProperty(2)
    let four = Property.combineLatest(a, b, a, b)
    #expect(four.value == (1, 2, 1, 2))
    a.value = 5
    #expect(four.value == (5, 2, 5, 2))
    #expect(Property.combineLatest([a, b])?.value == [5, 2])
    #expect(Property.combineLatest([MutableProperty<Int>]()) == nil)
    #expect(Property.combineLatest([MutableProperty<Int>](), emptySentinel: [0]).value == [0])
  }

  @Test func zipPairsTheNthValues() {
    let a = MutableProperty(1)
    let b = MutableProperty("x")
    let zipped = Property.zip(a, b)
    a.value = 2
    #expect(zipped.value == (1, "x"))
    b.value = "y"
    #expect(zipped.value == (2, "y"))
    #expect(Property.zip([a, a])?.value == [2, 2])
  }

  @Test func combinePreviousAndUniqueValues() {
    let source = MutableProperty(1)
    let pairs = source.combinePrevious(0)
    let unique = source.uniqueValues()
    var seen: [Int] = []
    unique.producer.startWithValues { seen.append($0) }
    source.value = 2
    source.value = 1
    #expect(pairs.value == (2, 1))
    #expect(seen == [1, 2])
  }
}
