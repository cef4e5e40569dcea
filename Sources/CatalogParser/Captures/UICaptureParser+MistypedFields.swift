extension UICaptureParser {
  /// The fields whose slip would skip an element's check unseen: without them it reads as
  /// unlabelled or unidentified.
  static let checkedFields = ["identifier", "label"]

  /// Throws for a member whose name is a slip of `identifier` or `label` (`"lable"`, `"Label"`,
  /// `"identifer"`: one letter added, left out, changed or swapped, or another case) where the
  /// element lacks the field itself: the element would read as unlabelled and its check be
  /// skipped unseen. Every other name (`frame`, `title`, what a capture helper adds) is passed by.
  static func rejectMistypedFields(in members: [JSONMember]) throws(CatalogError) {
    let present = Set(members.map(\.name))
    for member in members where !checkedFields.contains(member.name) {
      guard
        let meant = checkedFields.first(where: {
          !present.contains($0) && Suggestion.isSlip(member.name, of: $0)
        })
      else { continue }
      throw CatalogError(
        position: member.namePosition,
        message: "unknown field '\(member.name)' (did you mean '\(meant)'?): labelcheck reads '\(meant)'")
    }
  }
}
