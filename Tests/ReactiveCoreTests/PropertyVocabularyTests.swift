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
