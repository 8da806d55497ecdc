#if FUZZING
  import Foundation
  import ShellFuzzing

  /// libFuzzer's driver, given the program's arguments and the function to fuzz.
  @_extern(c, "LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The fuzzing binary's entry point (SwiftPM names an executable module's entry point
  /// `<module>_main`): hands control to libFuzzer with `fuzzOneInput` as the target.
  @_cdecl("ShellFuzzer_main")
  func shellFuzzerMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { bytes, size in
      guard let bytes else { return 0 }
      ShellFuzzing.run(Data(bytes: bytes, count: size))
      return 0
    }
  }
#endif
