import FlickrApp
import FlickrBackends
import MVVMPluginKit
import Testing

@testable import Workbench

@Suite("The shell's view command draws an app's text view")
struct ViewCommandTests {
  /// A session on the virtual clock with the Flickr app and its backends, as the shell
  /// would open it.
  func flickrShell() -> (CommandInterpreter, CapturedOutput) {
    let plugins = Plugins(builtIns: [
      BuiltInPlugin(name: "FlickrBackends") { FlickrBackends.register(with: $0) },
      BuiltInPlugin(name: "FlickrApp") { FlickrApp.register(with: $0) },
    ])
    let output = CapturedOutput()
    let session = Session(
      console: Console(sink: output, usesColor: false), plugins: plugins, clockMode: .virtual)
    return (CommandInterpreter(session: session), output)
  }

  @Test("view draws the search screen, then the results screen the search pushed")
  func viewFollowsTheNavigation() {
    let (shell, output) = flickrShell()
    for line in ["open flickr", "set searchText sunset", "view"] {
      #expect(shell.execute(line) == .succeeded)
    }
    #expect(output.all.contains("│ [ sunset________________________________ ] [ Go ]            │"))
    output.clear()
    for line in ["run executeSearch", "wait", "view"] {
      #expect(shell.execute(line) == .succeeded)
    }
    #expect(output.all.contains { $0.hasPrefix("│ Results for “sunset”") })
    output.clear()
    for line in ["back", "view"] { #expect(shell.execute(line) == .succeeded) }
    #expect(output.all.contains { $0.hasPrefix("│  sunset") && $0.hasSuffix("results │") })
  }

  @Test("a view-model without a text view falls back to the generic screen")
  func otherViewModelsAreLeftToTheGenericScreen() {
    let item = RecentSearchItemViewModel(searchString: "cats", totalResults: 3, thumbnailURL: nil)
    let (shell, _) = flickrShell()
    #expect(shell.session.registeredScreens.render(item, width: 80) == nil)
  }
}
