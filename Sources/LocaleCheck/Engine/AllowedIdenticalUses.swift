import Foundation

/// The `allowIdentical` entries (in their compared form) that let a copy pass in a run, recorded
/// by the rules as they ask, in parallel: an entry none used is told as unused (audit 231, review
/// 165: the rule compares entries with texts in more forms than a second pass could guess).
final class AllowedIdenticalUses: @unchecked Sendable {
  private let lock = NSLock()
  private var used: Set<String> = []

  /// Records that the entry of compared form `form` let a copy pass.
  func insert(_ form: String) {
    lock.lock()
    defer { lock.unlock() }
    used.insert(form)
  }

  /// The forms recorded so far.
  var forms: Set<String> {
    lock.lock()
    defer { lock.unlock() }
    return used
  }
}
