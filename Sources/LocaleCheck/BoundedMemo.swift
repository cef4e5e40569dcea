import Foundation

/// Answers remembered by key for the checks that run in parallel over a run's subjects, up to a
/// number of entries past which they are forgotten all at once (a run over many catalogs must not
/// grow without bound). The answer is made outside the lock, so two parts may make one at once.
final class BoundedMemo<Key: Hashable, Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Key: Value] = [:]
  private let capacity: Int

  /// A memo of at most `capacity` entries.
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The value remembered for `key`, else the one `make` makes, remembered.
  func value(for key: Key, _ make: () -> Value) -> Value {
    lock.lock()
    if let known = values[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let made = make()
    lock.lock()
    if values.count >= capacity { values.removeAll(keepingCapacity: true) }
    values[key] = made
    lock.unlock()
    return made
  }
}
