import Foundation
import Testing

@testable import Workbench

/// `mvvm` reads its environment from the C library, not from Foundation's `ProcessInfo`
/// (start-up memory): the two give the same variables.
@Suite struct ProcessEnvironmentTests {
  @Test func givesWhatProcessInfoGives() {
    let variables = ProcessEnvironment.variables()
    #expect(variables == ProcessInfo.processInfo.environment)
    #expect(variables["PATH"] != nil)
  }

  @Test func aValueMayHoldEqualsSigns() {
    setenv("MVVM_PROCESS_ENVIRONMENT_TEST", "a=b=c", 1)
    defer { unsetenv("MVVM_PROCESS_ENVIRONMENT_TEST") }
    #expect(ProcessEnvironment.variables()["MVVM_PROCESS_ENVIRONMENT_TEST"] == "a=b=c")
  }
}
