#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The temporary file a report is being written to, removed when the run is interrupted (Ctrl-C,
/// a CI step's timeout): otherwise each interrupted run leaves a hidden file of up to hundreds of
/// megabytes beside the report, which a job that commits its baseline would pick up.
enum PendingTemporaryFile {
  /// The signals that end a run from outside.
  private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The pending file's path as the C library takes it; set before the handlers are installed
  /// and cleared after they are removed, so the handler reads it unchanging.
  nonisolated(unsafe) fileprivate static var path: UnsafeMutablePointer<CChar>?

  /// Runs `body` with `temporary` removed if one of `signals` ends the run meanwhile; the
  /// signal then ends it as it would have.
  static func removingOnInterrupt<Result>(_ temporary: String, _ body: () throws -> Result) rethrows -> Result
  {
    path = strdup(temporary)
    // Handlers are kept as bit patterns: `SIG_IGN` is 1, which Swift reads as "no element" in an
    // optional of an optional function pointer, so an array of handlers would lose it.
    var previous: [(number: Int32, handler: Int)] = []
    for number in signals {
      let handler = unsafeBitCast(signal(number, removePendingFileAndResignal), to: Int.self)
      // A signal the caller ignores (`nohup`, a script's background job's SIGINT) stays ignored.
      if handler == unsafeBitCast(SIG_IGN, to: Int.self) { signal(number, SIG_IGN) }
      previous.append((number, handler))
    }
    defer {
      for (number, handler) in previous { restore(number, toHandlerBits: handler) }
      free(path)
      path = nil
    }
    return try body()
  }

  /// Sets `number`'s handler back to the one whose bit pattern is `bits`.
  private static func restore(_ number: Int32, toHandlerBits bits: Int) {
    let current = signal(number, SIG_DFL)
    signal(number, unsafeBitCast(bits, to: type(of: current)))
  }

  #if DEBUG
    /// Raises the signal `LABELCHECK_TEST_SIGNAL_WHILE_WRITING` names, if any: lets a test
    /// interrupt a write where a large report spends its time, with the file half written.
    static func interruptForTesting() {
      guard let name = getenv("LABELCHECK_TEST_SIGNAL_WHILE_WRITING").map({ String(cString: $0) }),
        let number = Int32(name)
      else { return }
      // A test runner may start the binary with the signal blocked.
      var blocked = sigset_t()
      sigemptyset(&blocked)
      sigaddset(&blocked, number)
      sigprocmask(SIG_UNBLOCK, &blocked, nil)
      raise(number)
    }
  #endif
}

/// Removes the pending file and lets the signal end the run: only async-signal-safe calls.
private func removePendingFileAndResignal(_ number: Int32) {
  if let path = PendingTemporaryFile.path { unlink(path) }
  signal(number, SIG_DFL)
  raise(number)
}
