/// The text Xcode writes where a key has no comment: genstrings' and an export's
/// "No comment provided by engineer.", a String Catalog export's "(No Comment)". It says
/// nothing to a translator, so the model holds no comment instead (SPEC section 6: fields
/// without a value are `null`).
enum CommentPlaceholder {
  private static let placeholders: Set<String> = ["No comment provided by engineer.", "(No Comment)"]

  /// `comment`, or `nil` where it is one of Xcode's placeholders for none.
  static func meaningful(_ comment: String?) -> String? {
    guard let comment else { return nil }
    // Most comments are longer than a placeholder: no hashing of each.
    if comment.utf8.count <= 40 { return placeholders.contains(comment.trimmingWhitespace) ? nil : comment }
    // Notes joined by line breaks: an export's placeholder note beside a real one (review 145).
    guard comment.utf8.contains(0x0A), placeholders.contains(where: comment.contains) else { return comment }
    let lines = comment.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !placeholders.contains(String($0).trimmingWhitespace) }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }
}
