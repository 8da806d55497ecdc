import MVVMPluginKit
import Testing

@testable import GlossaryPlugin

/// The glossary view-model over its builtin backend on a virtual clock: what the screen
/// shows at each moment, with no waiting.
@Suite struct GlossaryViewModelTests {
  let scheduler = TestScheduler()
  let services: ResolvingViewModelServices

  init() {
    let registry = BackendRegistry(environment: BackendEnvironment(scheduler: scheduler))
    registry.register(BuiltInGlossary.definition, for: .glossary, isDefault: true)
    services = ResolvingViewModelServices(registry: registry)
  }

  @Test func anEmptyWordCannotBeLookedUp() {
    let viewModel = GlossaryViewModel(services: services)
    #expect(viewModel.lookUp.isEnabled.value == false)
    viewModel.word.value = "binding"
    #expect(viewModel.lookUp.isEnabled.value == true)
  }

  @Test func theMeaningArrivesHalfASecondAfterTheLookUp() {
    let viewModel = GlossaryViewModel(services: services)
    viewModel.word.value = "binding"
    viewModel.lookUp.apply().start()
    #expect(viewModel.lookUp.isExecuting.value == true)
    scheduler.advance(by: 0.4)
    #expect(viewModel.meaning.value == "")
    scheduler.advance(by: 0.1)
    #expect(viewModel.meaning.value.hasSuffix("target <~ source"))
    #expect(viewModel.lookUp.isExecuting.value == false)
  }

  @Test func aWordTheGlossaryLacksSaysSo() {
    let viewModel = GlossaryViewModel(services: services)
    viewModel.word.value = "monad"
    viewModel.lookUp.apply().start()
    scheduler.advance(by: 0.5)
    #expect(viewModel.errorMessage.value == "the word \"monad\" was not found")
  }
}
