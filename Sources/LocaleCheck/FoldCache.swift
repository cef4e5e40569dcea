/// Texts folded by Foundation, remembered: the same words recur across thousands of labels and
/// Foundation's folding is the costly part of matching role words. Only texts that
/// ``ScalarFolding`` cannot fold come here.
final class FoldCache: Sendable {
  static let shared = FoldCache()

  private let folded = BoundedMemo<RawText, String>(capacity: 100_000)

  func fold(_ word: String) -> String {
    folded.value(for: RawText(text: word)) { RoleWords.Folded.foundationFold(word) }
  }
}
