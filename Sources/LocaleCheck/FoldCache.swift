import Foundation

/// Texts folded by Foundation, remembered: the same words recur across thousands of labels and
/// Foundation's folding is the costly part of matching role words. Only texts that
/// ``ScalarFolding`` cannot fold come here.
final class FoldCache: @unchecked Sendable {
  static let shared = FoldCache()

  /// A word keyed by its exact UTF-8 bytes: hashing a `String` normalizes non-ASCII text first,
  /// which cost more than the look-up saved. Canonically equal spellings get entries of their own.
  private struct RawWord: Hashable {
    let word: String

    static func == (lhs: RawWord, rhs: RawWord) -> Bool { lhs.word.utf8.elementsEqual(rhs.word.utf8) }

    func hash(into hasher: inout Hasher) {
      var word = word
      word.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  private let lock = NSLock()
  private var folded: [RawWord: String] = [:]
  private let capacity = 100_000

  func fold(_ word: String) -> String {
    let key = RawWord(word: word)
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
