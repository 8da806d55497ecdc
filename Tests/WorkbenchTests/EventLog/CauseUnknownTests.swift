import Foundation
import ReactiveCore
import Testing
import ViewModelKit

@testable import Workbench

/// A plugin's view-model that hands work to a queue or thread it starts itself, which
/// the library does not own: the change made there is logged, and `why` and `log` say
/// its cause is unknown instead of guessing one.
@Suite struct CauseUnknownTests {
  /// Where the view-model sets `status`.
  enum Hop: String, CaseIterable, Sendable {
    case dispatchQueue, thread
  }

  /// Sets `status` to "done TEXT" on its own queue or thread when `request` is set.
  final class HoppingViewModel: ViewModel, @unchecked Sendable {
    /// What the user asks for.
    let request = MutableProperty("")
    /// Set on the view-model's own queue or thread once `request` is set.
    let status = MutableProperty("idle")
    /// Signalled once `status` was set.
    let _finished = DispatchSemaphore(value: 0)
    private let _queue = DispatchQueue(label: "hopping view-model")

    var displayTitle: String? { nil }

    init(hop: Hop) {
      request.signal.observeValues { [status, _finished, _queue] text in
        let work: @Sendable () -> Void = {
          status.value = "done \(text)"
          _finished.signal()
        }
        switch hop {
        case .dispatchQueue: _queue.async(execute: work)
        case .thread: Thread(block: work).start()
        }
      }
    }
  }

  @Test(arguments: Hop.allCases) func aChangeOnTheViewModelsOwnQueueHasNoGuessedCause(_ hop: Hop)
    throws
  {
    let shell = ShellHarness(extraApps: [
      AppDefinition(name: "hopper", summary: "work on its own queue") { _ in
        HoppingViewModel(hop: hop)
      }
    ])
    shell.runAll(["open hopper", "get status"])
    let viewModel = try #require(
      shell.session.perform { shell.session.stack.last?.root as? HoppingViewModel })
    shell.runAll(["set request go"])
    #expect(viewModel._finished.wait(timeout: .now() + 10) == .success)
    #expect(shell.run("get status").printed == [#"status = "done go""#])
    #expect(
      shell.run("why status").printed == [
        #"+0.000s  status = "done go""#,
        "+0.000s  ← cause unknown: set on a thread the library does not own",
      ])
    #expect(
      shell.run("log status").printed == [
        #"#4 ← #3  +0.000s  status = "done go""#
      ])
  }

  @Test(arguments: Hop.allCases) func aWatchAndATraceShowAChangeMadeOffTheQueue(_ hop: Hop)
    throws
  {
    let shell = ShellHarness(extraApps: [
      AppDefinition(name: "hopper", summary: "work on its own queue") { _ in
        HoppingViewModel(hop: hop)
      }
    ])
    shell.runAll(["open hopper", "watch status", "trace on"])
    let viewModel = try #require(
      shell.session.perform { shell.session.stack.last?.root as? HoppingViewModel })
    shell.runAll(["set request go"])
    #expect(viewModel._finished.wait(timeout: .now() + 10) == .success)
    // The change was handed to the session's queue before `_finished` was signalled.
    shell.session.perform {}
    #expect(
      shell.output.all == [
        #"request = "go""#,
        #"trace: +0.000s request = "go""#,
        "trace: +0.000s   cause unknown: set on a thread the library does not own",
        #"trace: +0.000s   status = "done go""#,
        #"watch: status = "done go""#,
      ])
  }
}
