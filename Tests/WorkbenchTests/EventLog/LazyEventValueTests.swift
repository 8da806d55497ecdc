import Inspection
import Testing

@testable import EventLog

/// A recorded event keeps a plain value (a number, a flag, a string) as it is and
/// describes it only when read; any other value is described when recorded, so a
/// reader sees it as it was at the event, not as it is now.
@Suite struct LazyEventValueTests {
  private final class Account: CustomStringConvertible {
    var balance = 10
    var description: String { "Account(balance: \(balance))" }
  }

  @Test func plainValuesAreKeptAndPrintAsTheFormatterPrintsThem() {
    let values: [Any] = [42, -7, "say \"hi\"\n", true, 2.0, 2.5, Double.nan, -0.0]
    for value in values {
      let kept = LoggedValue(value)
      #expect(kept.isKeptAsIs)
      #expect(kept.text == ValueFormatter.describe(value))
    }
    let optional: Int? = 3
    #expect(!LoggedValue(optional as Any).isKeptAsIs)
    #expect(LoggedValue(optional as Any).text == "3")
    #expect(LoggedValue([1, 2, 3]).text == "[3 items]")
  }

  @Test func aReferenceTypesValueIsDescribedAsItWasWhenRecorded() {
    let account = Account()
    let log = EventLog()
    let sequence = log.append(
      subject: "account", kind: .changed(old: nil), oldValue: LoggedValue(account),
      value: LoggedValue(account), cause: nil, milliseconds: 0, turn: 1, isView: false,
      fields: nil, owner: nil)
    account.balance = 99
    let event = log.event(sequence)
    #expect(event?.value == "Account(balance: 10)")
    #expect(event?.kind == .changed(old: "Account(balance: 10)"))
  }

  @Test func aChangeOfPlainValuesIsToldWithoutDescribingThem() {
    #expect(LoggedValue(1).isUnequal(to: LoggedValue(2)))
    #expect(!LoggedValue(1).isUnequal(to: LoggedValue(1)))
    #expect(LoggedValue("a").isUnequal(to: LoggedValue("b")))
    #expect(!LoggedValue(0.0).isUnequal(to: LoggedValue(-0.0)))
    #expect(!LoggedValue(1).isUnequal(to: LoggedValue("1")))
    #expect(!LoggedValue(1).isUnequal(to: LoggedValue(1 as Int?)))
  }

  @Test func anEventKeptLazilyEqualsOneMadeWithTheTexts() {
    let lazy = SessionEvent(
      sequence: 1, milliseconds: 0, subject: "count", kind: .changed(old: nil),
      oldValue: LoggedValue(1), value: LoggedValue(2), cause: nil, turn: 1, isView: false,
      fields: nil, owners: [])
    let made = SessionEvent(
      sequence: 1, milliseconds: 0, subject: "count", kind: .changed(old: "1"), value: "2",
      turn: 1)
    #expect(lazy == made)
    #expect(lazy.kind == .changed(old: "1"))
    #expect(lazy.kindWithoutOldValue == .changed(old: nil))
    #expect(lazy.isChange && lazy.namesAMember)
    #expect(lazy.sending(LoggedValue(3)).sent == "3")
  }
}
