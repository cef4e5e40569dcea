import Foundation

/// Fixed slots that concurrent workers fill by index, read back in index order.
package final class ResultSlots<Value>: @unchecked Sendable {
  private var storage: [Value?]
  private let lock = NSLock()

  /// `count` empty slots.
  package init(count: Int) { storage = Array(repeating: nil, count: count) }

  /// Fills slot `index`.
  package func set(_ index: Int, _ value: Value) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  /// Every slot, `nil` where nothing was set.
  package var values: [Value?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
