import Foundation
import Testing

@testable import ReactiveCore

@Suite struct ValidatingPropertyTests {
  enum FormError: Error, Equatable {
    case tooShort
    case mismatch
  }

  @Test func validValuesAreWrittenAndInvalidOnesKeptOut() {
    let name = MutableProperty("ada")
    let validated = ValidatingProperty<String, FormError>(name) {
      $0.count >= 3 ? .valid : .invalid(.tooShort)
    }
    validated.value = "al"
    #expect(name.value == "ada")
    #expect(validated.result.value.error == .tooShort)
    #expect(validated.result.value.isInvalid)
    validated.value = "alan"
    #expect(name.value == "alan")
    #expect(validated.result.value.value == "alan")
  }

  @Test func coercedValuesAreReplacedBeforeTheyAreWritten() {
    let trimmed = ValidatingProperty<String, FormError>("") { proposed in
      let clean = proposed.trimmingCharacters(in: .whitespaces)
      return clean == proposed ? .valid : .coerced(clean, nil)
    }
    trimmed.value = "  bob "
    #expect(trimmed.value == "bob")
    guard case .coerced(let replacement, let proposed, nil) = trimmed.result.value else {
      Issue.record("expected a coerced result, got \(trimmed.result.value)")
      return
    }
    #expect(replacement == "bob")
    #expect(proposed == "  bob ")
  }

  @Test func valuesSetOnTheInnerPropertyAreJudgedToo() {
    let inner = MutableProperty(5)
    let positive = ValidatingProperty<Int, FormError>(inner) {
      $0 > 0 ? .valid : .invalid(.tooShort)
    }
    inner.value = -1
    #expect(positive.result.value.isInvalid)
  }

  @Test func aConfirmationIsRevalidatedWhenThePasswordChanges() {
    let password = ValidatingProperty<String, FormError>("") {
      $0.count >= 4 ? .valid : .invalid(.tooShort)
    }
    let confirmation = ValidatingProperty<String, FormError>("", with: password) {
      $0 == $1 ? .valid : .invalid(.mismatch)
    }
    password.value = "secret"
    confirmation.value = "secret"
    #expect(confirmation.result.value.value == "secret")
    password.value = "sec"
    #expect(confirmation.result.value.error == .mismatch)
    let limit = MutableProperty(10)
    let bounded = ValidatingProperty<Int, FormError>(5, with: limit) {
      $0 <= $1 ? .valid : .invalid(.tooShort)
    }
    limit.value = 3
    #expect(bounded.result.value.isInvalid)
  }

  @Test func itIsABindingTarget() {
    let validated = ValidatingProperty<Int, FormError>(0) { $0 >= 0 ? .valid : .invalid(.tooShort) }
    validated <~ SignalProducer([1, -2])
    #expect(validated.value == 1)
    #expect(validated.result.value.isInvalid)
  }
}
