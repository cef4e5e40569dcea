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
    let previous = signals.map { signal($0, removePendingFileAndResignal) }
    defer {
      for (number, handler) in zip(signals, previous) { signal(number, handler) }
      free(path)
      path = nil
    }
    return try body()
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
