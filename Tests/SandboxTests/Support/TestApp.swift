import ReactiveCore
import Sandbox

/// An app the sandbox reads from, as the shell's open view-model would be: settable
/// and read-only properties of several types.
final class TestApp: SandboxSources {
  let searchText = MutableProperty("")
  let other = MutableProperty("")
  let isValid = MutableProperty(false)
  let isBusy = MutableProperty(false)
  let count = MutableProperty(0)
  let ratio = MutableProperty(1.0)
  let nickname = MutableProperty<String?>(nil)
  let tweets = MutableProperty<[TestTweet]>([])
  let pair = MutableProperty((1, "one"))
  let pinned = MutableProperty(
    TestTweet(text: "pinned", author: TestAuthor(name: "Grace", followers: 7)))
  let session = MutableProperty(TestSession(token: "t"))
  let row = MutableProperty(TestRow())
  /// A read-only view of `isBusy`.
  let busy: Property<Bool>

  init() {
    busy = Property(capturing: isBusy)
  }

  func member(named name: String) -> SandboxMember? {
    switch name {
    case "searchText": return SandboxMember(searchText)
    case "other": return SandboxMember(other)
    case "isValid": return SandboxMember(isValid)
    case "isBusy": return SandboxMember(isBusy)
    case "count": return SandboxMember(count)
    case "ratio": return SandboxMember(ratio)
    case "nickname": return SandboxMember(nickname)
    case "tweets": return SandboxMember(tweets)
    case "pair": return SandboxMember(pair)
    case "busy": return SandboxMember(busy)
    case "pinned": return SandboxMember(pinned)
    case "session": return SandboxMember(session)
    case "row": return SandboxMember(inspecting: row)
    default: return nil
    }
  }

  /// `busy` is derived from `isBusy`.
  func derivation(of member: String) -> [String] {
    member == "busy" ? ["isBusy"] : []
  }

  var memberNames: [String] {
    [
      "searchText", "other", "isValid", "isBusy", "count", "ratio", "nickname", "tweets", "pair",
      "busy", "pinned", "session", "row",
    ]
  }
}
