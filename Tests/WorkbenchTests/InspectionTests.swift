import Foundation
import Inspection
import ReactiveCore
import Testing

@Suite struct InspectionTests {
  let scheduler = TestScheduler()

  func makeViewModel() -> SampleSearchViewModel {
    SampleSearchViewModel(scheduler: scheduler, push: { _ in })
  }

  @Test func membersAreFoundByMirrorSkippingPrivateState() {
    let names = Inspection.members(of: makeViewModel()).map(\.name)
    #expect(
      names == [
        "searchText", "pageSize", "ratio", "isSafe", "nickname", "homepage", "title",
        "recentSearches",
        "executeSearch", "rename",
      ])
  }

  @Test func propertiesKnowTheirTypeAndWhetherTheyAreSettable() throws {
    let viewModel = makeViewModel()
    let nickname = try #require(Inspection.member(named: "nickname", of: viewModel)?.property)
    #expect(TypeName.of(nickname.valueType) == "String?")
    #expect(nickname.isMutable)
    let title = try #require(Inspection.member(named: "title", of: viewModel)?.property)
    #expect(!title.isMutable)
    let list = try #require(Inspection.member(named: "recentSearches", of: viewModel)?.property)
    #expect(TypeName.of(list.valueType) == "[SampleItemViewModel]")
  }

  @Test func literalsAreConvertedToThePropertyType() throws {
    let viewModel = makeViewModel()
    func set(_ name: String, _ literal: ValueLiteral) throws {
      try Inspection.member(named: name, of: viewModel)?.property?.setValue(from: literal)
    }
    try set("searchText", .number("42"))
    try set("pageSize", .number("25"))
    try set("ratio", .number("0.25"))
    try set("isSafe", .boolean(false))
    try set("nickname", .text("sam"))
    #expect(viewModel.searchText.value == "42")
    #expect(viewModel.pageSize.value == 25)
    #expect(viewModel.ratio.value == 0.25)
    #expect(viewModel.isSafe.value == false)
    #expect(viewModel.nickname.value == "sam")
    try set("nickname", .nilLiteral)
    #expect(viewModel.nickname.value == nil)
  }

  @Test func aLiteralOfTheWrongTypeNamesTheExpectedType() {
    let viewModel = makeViewModel()
    let pageSize = Inspection.member(named: "pageSize", of: viewModel)?.property
    #expect(throws: InspectionError.wrongType(expected: "Int", got: .text("many"))) {
      try pageSize?.setValue(from: .text("many"))
    }
    #expect(viewModel.pageSize.value == 10)
    let title = Inspection.member(named: "title", of: viewModel)?.property
    #expect(throws: InspectionError.readOnly(type: "String")) {
      try title?.setValue(from: .text("x"))
    }
  }

  @Test func valuesPrintReadably() {
    #expect(ValueFormatter.describe("sunset") == "\"sunset\"")
    #expect(ValueFormatter.describe(Optional<String>.none as Any) == "nil")
    #expect(ValueFormatter.describe(Optional(Optional(Optional(7))) as Any) == "7")
    #expect(ValueFormatter.describe(Optional(Optional<Int>.none) as Any) == "nil")
    #expect(
      ValueFormatter.describe(Optional<Any>.some(Optional("in Any") as Any) as Any) == "\"in Any\"")
    #expect(ValueFormatter.describe(URL(string: "https://a.b/c")!) == "https://a.b/c")
    #expect(ValueFormatter.describe([1, 2, 3]) == "[3 items]")
    #expect(ValueFormatter.describe([SampleItemViewModel(text: "a", total: 1)]) == "[1 item]")
    #expect(
      ValueFormatter.describe(SampleItemViewModel(text: "a", total: 1)) == "SampleItemViewModel")
    #expect(ValueFormatter.describe(2.0) == "2")
    #expect(ValueFormatter.describe(true) == "true")
    #expect(
      ValueFormatter.describe(Page(query: "sun", items: [1, 2]))
        == "Page(query: \"sun\", items: [2 items])")
  }

  @Test func aDisabledActionRefusesToStartAndSaysWhy() {
    let viewModel = makeViewModel()
    let action = Inspection.member(named: "executeSearch", of: viewModel)?.action
    let reason = "searchText must be longer than 3 characters"
    #expect(action?.reasonDisabled == reason)
    #expect(throws: InspectionError.actionDisabled(reason: reason)) {
      try action?.start(with: nil) { _ in }
    }
    viewModel.searchText.value = "sunset"
    #expect(action?.reasonDisabled == nil)
  }

  @Test func anActionWithAPlainBoolRuleHasNoReason() {
    let enabled = MutableProperty(false)
    let action = Action<Void, Void, Never>(enabledIf: enabled) { .empty }
    #expect((action as InspectableAction).reasonDisabled == nil)
  }

  @Test func aCommandRunsWithAConvertedInputAndReportsItsEvents() throws {
    let viewModel = makeViewModel()
    let command = try #require(Inspection.member(named: "rename", of: viewModel)?.action)
    #expect(command.takesInput)
    var events: [String] = []
    _ = try command.start(with: .text("sam")) { event in
      switch event {
      case .value(let value): events.append("value \(value)")
      case .completed: events.append("completed")
      default: events.append("other")
      }
    }
    #expect(events == ["value SAM", "completed"])
    #expect(throws: InspectionError.actionNeedsInput(type: "String")) {
      try command.start(with: nil) { _ in }
    }
  }

  @Test func derivedPropertiesNameTheirSources() throws {
    let viewModel = makeViewModel()
    let members = Inspection.members(of: viewModel)
    let title = try #require(Inspection.member(named: "title", of: viewModel)?.property)
    #expect(DerivationSources.sources(of: title, among: members) == ["searchText"])
  }
}

/// A structure without a description of its own.
private struct Page {
  let query: String
  let items: [Int]
}
