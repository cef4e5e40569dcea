import Foundation

/// The program's entry point, in both builds.
///
/// With `-DLABELCHECK_FUZZ` it hands control to libFuzzer's driver: SwiftPM links every
/// executable's `main` to its `@main` type, so libFuzzer's own `main` is not used. Without it,
/// it runs the harness on the files named on the command line, so that an input libFuzzer saved
/// (`crash-*`, `timeout-*`) can be replayed in a plain build or a debugger.
@main
struct FuzzReplay {
  static func main() {
    #if LABELCHECK_FUZZ
      exit(FuzzReplay.runLibFuzzer())
    #else
      let paths = CommandLine.arguments.dropFirst()
      if paths.isEmpty { print("usage: FuzzParsers FILE...  (first byte: format; see CONTRIBUTING.md)") }
      for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
          print("\(path): cannot read")
          exit(2)
        }
        [UInt8](data).withUnsafeBufferPointer(FuzzHarness.run)
        print("\(path): ok")
      }
    #endif
  }

  #if LABELCHECK_FUZZ
    /// Runs libFuzzer's driver (its documented entry for programs with their own `main`).
    private static func runLibFuzzer() -> Int32 {
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      return llvmFuzzerRunDriver(&argc, &argv) { data, size in
        guard let data else { return 0 }
        FuzzHarness.run(UnsafeBufferPointer(start: data, count: size))
        return 0
      }
    }
  #endif
}

#if LABELCHECK_FUZZ
  // libFuzzer keeps the symbol hidden, so `dlsym` cannot find it; it is linked directly. Its
  // arguments are pointers and its result an `Int32`, which the Swift and C conventions pass alike.
  @_silgen_name("LLVMFuzzerRunDriver")
  func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32
#endif
