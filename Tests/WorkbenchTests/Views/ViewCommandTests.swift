import Dispatch
import FlickrBackends
import Model
import Testing
import ViewModelKit
import ViewModels
import Views

@testable import Workbench

@Suite("The shell's view command draws an app's text view")
struct ViewCommandTests {
  /// A session on the virtual clock with the Flickr app, as the shell would open it.
  func flickrShell() -> (CommandInterpreter, CapturedOutput) {
    let queue = DispatchQueue(label: "test.views")
    let clock = SessionClock(queue: queue, mode: .virtual)
    let registry = BackendRegistry(
      environment: BackendEnvironment(scheduler: clock, variables: [:]))
    FlickrBackends.register(into: registry)
    let flickr = AppDefinition(
      name: "flickr", summary: "Flickr search", make: FlickrSearchViewModel.init(services:))
    let output = CapturedOutput()
    let session = Session(
      queue: queue, clock: clock, console: Console(sink: output, usesColor: false),
      apps: [flickr], backends: registry)
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
    #expect(TextViewRenderer().render(item, width: 80) == nil)
  }
}
