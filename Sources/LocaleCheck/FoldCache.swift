import Foundation

/// Texts folded by Foundation, remembered: the same words recur across thousands of labels and
/// Foundation's folding is the costly part of matching role words. Only texts that
/// ``ScalarFolding`` cannot fold come here.
final class FoldCache: @unchecked Sendable {
  static let shared = FoldCache()

  private let lock = NSLock()
  private var folded: [RawText: String] = [:]
  private let capacity = 100_000

  func fold(_ word: String) -> String {
    let key = RawText(text: word)
    lock.lock()
    if let known = folded[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let result = RoleWords.Folded.foundationFold(word)
    lock.lock()
    if folded.count >= capacity { folded.removeAll(keepingCapacity: true) }
    folded[key] = result
    lock.unlock()
    return result
  }
}
