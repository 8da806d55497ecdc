import Foundation
import Testing

@testable import ReactiveCore

@Suite struct ExtensionsVocabularyTests {
  @Test func notificationCenterSendsPostedNotificationsUntilDisposed() {
    let center = NotificationCenter()
    let name = Notification.Name("ExtensionsVocabularyTests")
    var received: [String] = []
    let observation = center.reactive.notifications(forName: name).observeValues {
      received.append($0.userInfo?["text"] as? String ?? "?")
    }
    center.post(name: name, object: nil, userInfo: ["text": "one"])
    observation?.dispose()
    center.post(name: name, object: nil, userInfo: ["text": "two"])
    #expect(received == ["one"])
  }

  @Test func logEventsWithReactiveSwiftsLoggerSignature() {
    var lines: [String] = []
    SignalProducer<Int, Never>(value: 1)
      .logEvents(identifier: "n", events: [.value, .completed], lineNumber: 7) {
        identifier, event, _, _, line in lines.append("\(identifier) \(event) @\(line)")
      }
      .start()
    #expect(lines == ["n value 1 @7", "n completed @7"])
    var signalLines: [String] = []
    let (signal, input) = Signal<Int, TestError>.pipe()
    signal.logEvents(events: [.failed]) { _, event, _, _, _ in signalLines.append(event) }
      .observe { _ in }
    input.send(value: 1)
    input.send(error: .boom)
    #expect(signalLines == ["failed boom"])
  }

  @Test func uiSchedulerQueuesOnTheMainQueueBehindWhatIsAlreadyQueued() async {
    let mainKey = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: mainKey, value: true)
    let (onMain, ranAtOnce) = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        UIScheduler().schedule {
          var ranAtOnce = false
          UIScheduler().schedule { ranAtOnce = true }
          continuation.resume(
            returning: (DispatchQueue.getSpecific(key: mainKey) == true, ranAtOnce))
        }
      }
    }
    #expect(onMain)
    #expect(!ranAtOnce, "an action scheduled from a queued action waits behind it")
  }
}
