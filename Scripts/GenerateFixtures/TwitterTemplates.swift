// Twitter: sentence templates

import Foundation

let swiftFeatures = ["async let", "typed throws", "macros", "result builders", "actors", "Sendable checking", "strict concurrency",
                     "noncopyable types", "parameter packs", "the Observation framework", "if expressions", "the consume operator",
                     "Swift Testing", "package plugins", "regex builders", "opaque return types", "TaskGroup"]
let reactiveOperators = ["flatMap(.latest)", "combineLatest", "throttle", "debounce", "skipRepeats", "sample(on:)", "merge",
                         "zip", "take(until:)", "materialize", "observe(on:)", "startWithValues", "filterMap"]
let mvvmThings = ["view-model", "binding", "coordinator", "services protocol", "navigation stack", "input validation",
                  "loading state", "error message", "search screen", "login form"]
let swiftTags = ["#swift", "#swiftlang", "#iosdev", "#SwiftUI", "#swift6"]
let reactiveTags = ["#ReactiveSwift", "#reactive", "#FRP", "#rxswift"]
let mvvmTags = ["#mvvm", "#architecture", "#iosdev", "#cleancode"]

let swiftTemplates = [
    "Finally migrated our app to Swift 6 strict concurrency. {n} warnings down to zero.",
    "Is it just me or did {feature} make half my helper code obsolete?",
    "Spent the morning replacing a delegate mess with {feature}. Swift keeps getting better.",
    "Hot take: {feature} might be the best thing to happen to Swift since optionals.",
    "Swift question: when do you reach for {feature} instead of plain closures?",
    "Wrote up how we use {feature} in production Swift code. Link in bio.",
    "Our Swift build went from {n}s to 41s after splitting the package into modules.",
    "Three years of Swift on the server and {feature} is still my favourite feature.",
    "Pairing with a junior today, explaining {feature} in Swift made me understand it better myself.",
    "The Swift compiler error for {feature} today was actually helpful. Progress!",
    "Reading the Swift evolution proposal for {feature}. The pitch thread is a novel.",
    "New blog post: {n} things I wish I knew about Swift before my first app.",
    "Swift on Linux in Docker, {feature} and all, no Xcode in sight.",
    "Rewrote a {n}-line Objective-C file in Swift. It's 120 lines now.",
    "Swift tip: mark the type Sendable first, then let the compiler tell you what is wrong.",
    "Whoever designed {feature} in Swift: thank you.",
    "Giving a Swift talk on {feature} next month, slides are 80% memes so far.",
    "Does anyone have a good example of {feature} with Swift Testing? Docs are thin.",
]
let reactiveTemplates = [
    "TIL {op} in ReactiveSwift does exactly what I wanted all along.",
    "Reactive streams clicked for me the day I drew the marble diagram for {op}.",
    "Porting a Combine pipeline to ReactiveSwift, {op} maps one to one. Nice.",
    "Debugging a reactive chain: put a logEvents() before {op} and the mystery is gone.",
    "Hot vs cold signals is still the #1 reactive question in code review.",
    "A reactive search box is 4 lines: throttle, filter, {op}, bind. Still amazes me.",
    "Unpopular opinion: most reactive code should be three operators, not thirty.",
    "Replaced a pile of KVO with MutableProperty and {op}. Reactive wins again.",
    "Our reactive test suite runs on a TestScheduler now, 600 tests in {n}ms, zero sleeps.",
    "Explaining {op} to the team with coffee cups on the table. Reactive programming is physical.",
    "Memory leak in a reactive pipeline: always the [weak self] you forgot in {op}.",
    "Action in ReactiveSwift disabling itself while executing is such an underrated reactive idea.",
    "Reactive or async/await? For UI events I still pick reactive, {op} says why.",
    "The reactive workbench idea: type a command, watch the signals fire. Love it.",
]
let mvvmTemplates = [
    "MVVM done right: the view-model has no idea a UIView exists.",
    "Moved the {thing} into the view-model and the controller dropped to {n} lines. MVVM works.",
    "How do you test the {thing} in MVVM? We drive the view-model with a fake services protocol.",
    "MVVM question: should the {thing} live in the view-model or the coordinator?",
    "The best MVVM code I've read treats the {thing} as a plain value.",
    "MVVM without bindings is just MVC with extra steps. Fight me.",
    "Refactored our {thing} to MVVM today. Tests went from 0 to {n}.",
    "Drew the MVVM layers on the whiteboard: view → view-model → model. Arrows only go one way.",
    "Teaching MVVM with a REPL where you poke the {thing} live is a great idea.",
    "MVVM tip: if the view-model imports UIKit, something went wrong.",
    "Every MVVM tutorial starts with a login form. Ours too, and the {thing} is the interesting part.",
    "Reviewing a PR where the {thing} is derived from three properties. Clean MVVM.",
    "Why MVVM? Because I can unit test the {thing} without a simulator.",
]
let chatterTemplates = [
    "Xcode indexing again. Time for coffee.", "Conference season: who is going to try! Swift this year?",
    "CI green on the first try. Framing this.", "Deleted {n} lines of dead code today. Best feeling.",
    "Code review etiquette: ask questions, don't give orders.", "Standup could have been a Slack message.",
    "Working from the library today, the wifi is faster than at home.", "Just shipped! Release notes are mostly emoji.",
    "Pro tip: name your branches after the ticket, future you will thank you.", "Monday. Build cache invalidated. Of course.",
    "New mechanical keyboard arrived, productivity up {n}% (citation needed).", "Rubber duck debugging works, the duck is a genius.",
    "Finally wrote the README I promised three sprints ago.", "Pair programming day. Two keyboards, one brain.",
    "Open source maintainers deserve more thanks. Go thank one today.",
]
let dailyTemplates = [
    "MVVM tip #{n}: keep the view-model free of UIKit and it tests itself.",
    "Today's MVVM pattern: derive validity from inputs, e.g. searchText.map {{ $0.count > 3 }}.",
    "MVVM Daily #{n}: a command should disable itself while executing. ReactiveSwift's Action does this for you.",
    "Question of the day: how do you pass services into your view-models? Replies welcome!",
    "MVVM tip #{n}: navigation is a service the view-model calls, not something it owns.",
    "Reactive bindings in MVVM: bind in the view, never in the view-model.",
    "MVVM Daily #{n}: throttle the search text, then flatMap(.latest) to the service. Two lines.",
    "Poll: MVVM with bindings, MVVM without, or something else entirely? Reply with your stack.",
    "MVVM tip #{n}: test view-models on a virtual clock. No sleeps, no flaky tests.",
    "What is the hardest part of MVVM for you? Tell us and we'll cover it this week.",
    "MVVM Daily #{n}: a list of item view-models beats a list of models in the view.",
    "Swift 6 + MVVM: mark your view-models @MainActor and most data races disappear.",
    "Reminder: the ViewModel references the Model, never the reverse. MVVM in one sentence.",
    "MVVM tip #{n}: errors are values with messages a person can act on.",
]
let repliesToDaily = [
    "great tip, we do exactly this with a fake services protocol in tests",
    "how do you handle navigation in MVVM without leaking UIKit into the view-model?",
    "this is why I moved to ReactiveSwift, the Action type is perfect for commands",
    "we pass services through the initializer. Boring, but the tests love it",
    "the hardest part for me is knowing where the {thing} belongs",
    "MVVM with bindings, every time. Without them it's just ceremony",
    "+1 to the virtual clock, our flaky tests disappeared overnight",
    "Swift 6 made our view-models much stricter, in a good way",
    "any chance you could do a thread on testing the {thing}?",
    "bookmarking this. We argue about this every sprint",
    "counterpoint: for small screens MVC is fine and MVVM is overkill",
    "we use Combine for this, same idea though",
    "thanks, this finally made {op} click for me",
    "love these daily tips, keep them coming",
    "reactive bindings in the view only, agreed. We learned that the hard way",
    "do you have a sample repo? would love to see the {thing} in code",
    "hardest part: deciding what is state and what is an event",
    "we mark everything @MainActor and move on, works great",
    "nice, but what about the {thing} when the request fails?",
    "our team just adopted this, the PR was -{n} lines",
    "isn't a coordinator just a view-model for navigation?",
    "I teach MVVM with the login form example too, it really works",
    "could you compare this with TCA some day?",
    "this is the way. Derived state all the way down",
    "printing this and putting it on the office wall",
]
let repliesToOthers = [
    "agreed, same experience here", "do you have a link to the talk?", "which Xcode version is that?",
    "have you tried {op} for that?", "we hit the same bug last week, a clean build fixed it", "this is gold, thanks for sharing",
    "congrats on shipping!", "can confirm, we use {feature} everywhere now", "the real answer is always 'it depends'", "lol same",
    "would love a blog post on this", "that compile time improvement is wild",
]

/// Fills `{feature}`, `{op}`, `{thing}` and `{n}` slots.
func fill(_ template: String, rng: inout SplitMix64) -> String {
    template
        .replacingOccurrences(of: "{feature}", with: rng.pick(swiftFeatures))
        .replacingOccurrences(of: "{op}", with: rng.pick(reactiveOperators))
        .replacingOccurrences(of: "{thing}", with: rng.pick(mvvmThings))
        .replacingOccurrences(of: "{n}", with: String(rng.int(3...400)))
        .replacingOccurrences(of: "{{", with: "{").replacingOccurrences(of: "}}", with: "}")
}
