import Foundation

/// A value that the parts of a rule, run in parallel over a run's subjects, all need and that
/// depends on the run alone: made by the first part that asks, read by the others.
final class SharedOnce<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value?

  /// The value, made with `make` where no part has made it yet.
  func value(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let value { return value }
    let made = make()
    value = made
    return made
  }
}
