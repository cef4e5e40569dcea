import Foundation

/// Case- and diacritic-folded words, remembered: the same words recur across thousands of labels
/// and Foundation's folding is the costly part of matching role words.
final class FoldCache: @unchecked Sendable {
  static let shared = FoldCache()

  private let lock = NSLock()
  private var folded: [String: String] = [:]
  private let capacity = 100_000

  func fold(_ word: String) -> String {
    lock.lock()
    if let known = folded[word] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let result = RoleWords.Folded.fold(word)
    lock.lock()
    if folded.count >= capacity { folded.removeAll(keepingCapacity: true) }
    folded[word] = result
    lock.unlock()
    return result
  }
}
