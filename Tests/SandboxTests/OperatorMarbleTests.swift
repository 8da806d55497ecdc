import ReactiveCore
import Sandbox
import Testing

/// Each operator's sandbox form against the same pipeline written in Swift on
/// ReactiveCore, driven by the same events on the virtual clock: the same values at the
/// same times, and the same stages reported to the instrumentation.
@Suite(.serialized) struct OperatorMarbleTests {
  /// Checks that both runs sent `expected` and reported the same (non-empty) stages.
  private func expectSame(_ comparison: Comparison, _ expected: [String]) {
    #expect(comparison.sandbox.marbles == expected)
    #expect(comparison.swift.marbles == expected)
    #expect(comparison.sandbox.stages == comparison.swift.stages)
    #expect(!comparison.sandbox.stages.isEmpty)
  }

  @Test func mapOnAPropertyMakesAProperty() throws {
    let comparison = try Comparison.run(
      sandbox: ["let greeting = searchText.map { \"Hello, \" + $0 }"],
      swift: { app, _, _, marbles in
        let greeting = app.searchText.map { "Hello, " + $0 }
        greeting.producer.start(marbles.observer())
        return greeting
      },
      steps: { app, scheduler in
        app.searchText.value = "Ada"
        scheduler.advance(by: 1)
        app.searchText.value = "Bob"
      })
    expectSame(comparison, ["\"Hello, \"@0", "\"Hello, Ada\"@0", "\"Hello, Bob\"@1000"])
  }

  @Test func mapOnAStream() throws {
    let comparison = try Comparison.run(
      sandbox: ["let lengths = searchText.filter { !$0.isEmpty }.map { $0.count }"],
      swift: { app, _, _, marbles in
        app.searchText.producer.filter { !$0.isEmpty }.map { $0.count }.start(marbles.observer())
      },
      steps: { app, scheduler in
        app.searchText.value = "a"
        app.searchText.value = ""
        scheduler.advance(by: 0.5)
        app.searchText.value = "abc"
      })
    expectSame(comparison, ["1@0", "3@500"])
  }

  @Test func filter() throws {
    let comparison = try Comparison.run(
      sandbox: ["let query = searchText.filter { $0.count > 3 }"],
      swift: { app, _, _, marbles in
        app.searchText.producer.filter { $0.count > 3 }.start(marbles.observer())
      },
      steps: { app, scheduler in
        app.searchText.value = "abc"
        app.searchText.value = "abcd"
        scheduler.advance(by: 0.5)
        app.searchText.value = "abcde"
      })
    expectSame(comparison, ["\"abcd\"@0", "\"abcde\"@500"])
  }

  @Test func skipRepeatsOnAProperty() throws {
    let comparison = try Comparison.run(
      sandbox: ["let distinct = searchText.skipRepeats()"],
      swift: { app, _, _, marbles in
        let distinct = app.searchText.skipRepeats()
        distinct.producer.start(marbles.observer())
        return distinct
      },
      steps: { app, scheduler in
        for text in ["a", "a", "b"] {
          app.searchText.value = text
          scheduler.advance(by: 0.1)
        }
        app.searchText.value = "b"
        app.searchText.value = "a"
      })
    expectSame(comparison, ["\"\"@0", "\"a\"@0", "\"b\"@200", "\"a\"@300"])
  }

  @Test func skipRepeatsWithAClosureOnAStream() throws {
    let comparison = try Comparison.run(
      sandbox: ["let decades = count.filter { $0 >= 0 }.skipRepeats { $0 / 10 == $1 / 10 }"],
      swift: { app, _, _, marbles in
        app.count.producer.filter { $0 >= 0 }.skipRepeats { $0 / 10 == $1 / 10 }
          .start(marbles.observer())
      },
      steps: { app, scheduler in
        for number in [1, 5, 12, 15, 3] {
          scheduler.advance(by: 0.1)
          app.count.value = number
        }
      })
    expectSame(comparison, ["0@0", "12@300", "3@500"])
  }

  @Test func throttle() throws {
    let comparison = try Comparison.run(
      sandbox: ["let query = searchText.throttle(1s)"],
      swift: { app, scheduler, _, marbles in
        app.searchText.producer.throttle(1, on: scheduler).start(marbles.observer())
      },
      steps: { app, scheduler in
        app.searchText.value = "a"
        scheduler.advance(by: 0.3)
        app.searchText.value = "ab"
        scheduler.advance(by: 0.3)
        app.searchText.value = "abc"
        scheduler.advance(by: 1)
        app.searchText.value = "abcd"
        scheduler.advance(by: 2)
      })
    expectSame(comparison, ["\"a\"@0", "\"abc\"@1000", "\"abcd\"@2000"])
  }

  @Test func debounce() throws {
    let comparison = try Comparison.run(
      sandbox: ["let settled = searchText.debounce(500ms)"],
      swift: { app, scheduler, _, marbles in
        app.searchText.producer.debounce(0.5, on: scheduler).start(marbles.observer())
      },
      steps: { app, scheduler in
        app.searchText.value = "a"
        scheduler.advance(by: 0.2)
        app.searchText.value = "ab"
        scheduler.advance(by: 0.2)
        app.searchText.value = "abc"
        scheduler.advance(by: 1)
        app.searchText.value = "x"
        scheduler.advance(by: 1)
      })
    expectSame(comparison, ["\"abc\"@900", "\"x\"@1900"])
  }

  @Test func delay() throws {
    let comparison = try Comparison.run(
      sandbox: ["let later = searchText.delay(1.5s)"],
      swift: { app, scheduler, _, marbles in
        app.searchText.producer.delay(1.5, on: scheduler).start(marbles.observer())
      },
      steps: { app, scheduler in
        scheduler.advance(by: 0.5)
        app.searchText.value = "a"
        scheduler.advance(by: 3)
      })
    expectSame(comparison, ["\"\"@1500", "\"a\"@2000"])
  }

  @Test func combineLatestOfTwoPropertiesMakesAProperty() throws {
    let comparison = try Comparison.run(
      sandbox: ["let both = searchText.combineLatest(with: count)"],
      swift: { app, _, _, marbles in
        let both = app.searchText.combineLatest(with: app.count)
        both.producer.start(marbles.observer())
        return both
      },
      steps: { app, scheduler in
        app.searchText.value = "a"
        scheduler.advance(by: 0.25)
        app.count.value = 2
      })
    expectSame(comparison, ["(\"\", 0)@0", "(\"a\", 0)@0", "(\"a\", 2)@250"])
  }

  @Test func combineLatestWithAStream() throws {
    let comparison = try Comparison.run(
      sandbox: ["let both = searchText.filter { !$0.isEmpty }.combineLatest(with: count)"],
      swift: { app, _, _, marbles in
        app.searchText.producer.filter { !$0.isEmpty }.combineLatest(with: app.count.producer)
          .start(marbles.observer())
      },
      steps: { app, scheduler in
        app.count.value = 1
        scheduler.advance(by: 0.25)
        app.searchText.value = "a"
        scheduler.advance(by: 0.25)
        app.count.value = 2
      })
    expectSame(comparison, ["(\"a\", 1)@250", "(\"a\", 2)@500"])
  }

  @Test func merge() throws {
    // The sandbox merges the two producers' runs as signals (a hot stream, like
    // everything it names), so the Swift side does too.
    let comparison = try Comparison.run(
      sandbox: ["let either = searchText.merge(with: other)"],
      swift: { app, _, _, marbles in
        _ = app.other.producer.startWithSignal { other, _ in
          app.searchText.producer.startWithSignal { text, _ in
            text.merge(with: other).observe(marbles.observer())
          }
        }
        return nil
      },
      steps: { app, scheduler in
        scheduler.advance(by: 0.1)
        app.other.value = "o"
        scheduler.advance(by: 0.1)
        app.searchText.value = "s"
      })
    expectSame(comparison, ["\"\"@0", "\"\"@0", "\"o\"@100", "\"s\"@200"])
  }

  @Test func flatMapLatestOverAServiceCall() throws {
    let comparison = try Comparison.run(
      sandbox: [
        "let results = searchText.filter { $0.count > 2 }.flatMap(.latest) { twitter.searchRecent($0) }"
      ],
      swift: { app, _, services, marbles in
        app.searchText.producer.filter { $0.count > 2 }
          .flatMap(.latest) { services.searchRecent($0) }
          .start(marbles.observer())
      },
      steps: { app, scheduler in
        app.searchText.value = "abc"
        scheduler.advance(by: 0.2)
        app.searchText.value = "abcd"
        scheduler.advance(by: 1)
        app.searchText.value = "fail"
        scheduler.advance(by: 1)
        app.searchText.value = "after"
        scheduler.advance(by: 1)
      })
    expectSame(
      comparison,
      [
        "[TestTweet(abcd 1), TestTweet(abcd 2)]@700",
        "failed: no results for fail@1700",
      ])
  }

  @Test func flatMapLatestCancelsTheRequestInFlight() throws {
    let scheduler = TestScheduler()
    let app = TestApp()
    let services = TestServices(scheduler: scheduler)
    let sandbox = Sandbox(scheduler: scheduler, sources: app, services: services)
    try sandbox.run("let results = searchText.flatMap(.latest) { twitter.searchRecent($0) }")
    app.searchText.value = "abc"
    scheduler.advance(by: 0.2)
    app.searchText.value = "abcd"
    scheduler.advance(by: 1)
    #expect(services.started == ["", "abc", "abcd"])
    #expect(services.cancelled == ["", "abc"])
    let tweets = sandbox.value(named: "results")?.currentValue as? [TestTweet]
    #expect(tweets?.map(\.text) == ["abcd 1", "abcd 2"])
  }

  @Test func scan() throws {
    let comparison = try Comparison.run(
      sandbox: ["let typed = searchText.scan(0) { $0 + $1.count }"],
      swift: { app, _, _, marbles in
        app.searchText.producer.scan(0) { $0 + $1.count }.start(marbles.observer())
      },
      steps: { app, scheduler in
        app.searchText.value = "ab"
        scheduler.advance(by: 0.1)
        app.searchText.value = "abc"
      })
    expectSame(comparison, ["0@0", "2@0", "5@100"])
  }

  @Test func negateOnAProperty() throws {
    let comparison = try Comparison.run(
      sandbox: ["let idle = isBusy.negate()"],
      swift: { app, _, _, marbles in
        let idle = app.isBusy.negate()
        idle.producer.start(marbles.observer())
        return idle
      },
      steps: { app, scheduler in
        app.isBusy.value = true
        scheduler.advance(by: 1)
        app.isBusy.value = false
      })
    expectSame(comparison, ["true@0", "false@0", "true@1000"])
  }

  @Test func andOnProperties() throws {
    let comparison = try Comparison.run(
      sandbox: ["let ready = isValid.and(busy.negate())"],
      swift: { app, _, _, marbles in
        let ready = app.isValid.and(app.busy.negate())
        ready.producer.start(marbles.observer())
        return ready
      },
      steps: { app, scheduler in
        app.isValid.value = true
        scheduler.advance(by: 1)
        app.isBusy.value = true
        scheduler.advance(by: 1)
        app.isBusy.value = false
      })
    expectSame(comparison, ["false@0", "true@0", "false@1000", "true@2000"])
  }

  @Test func orOnProperties() throws {
    let comparison = try Comparison.run(
      sandbox: ["let either = isValid.or(isBusy)"],
      swift: { app, _, _, marbles in
        let either = app.isValid.or(app.isBusy)
        either.producer.start(marbles.observer())
        return either
      },
      steps: { app, scheduler in
        app.isBusy.value = true
        scheduler.advance(by: 1)
        app.isBusy.value = false
      })
    expectSame(comparison, ["false@0", "true@0", "false@1000"])
  }
}
