extension UICaptureParser {
  /// The fields labelcheck reads from a capture's element object.
  static let elementFields = [
    "identifier", "label", "value", "type", "traits", "path", "title", "placeholderValue",
  ]

  /// The fields labelcheck reads from a capture's root object.
  static let rootFields = ["locale", "screen", "elements"]

  /// Throws for a member whose name is a slip of a field labelcheck reads that the object lacks
  /// (`"lable"`, `"Label"`, `"identifer"`): the element would read as unlabelled and its check
  /// be skipped unseen. Other names (`frame`, `enabled`, what a capture helper adds) are passed
  /// by, so only a name one or two edits from a known field counts.
  static func rejectMistypedFields(in members: [JSONMember], known: [String]) throws(CatalogError) {
    let present = Set(members.map(\.name))
    for member in members where !known.contains(member.name) {
      let name = member.name.lowercased()
      // A swap of two letters is two edits; in a short name one edit is already another word.
      guard
        let meant = known.first(where: {
          !present.contains($0) && Suggestion.distance(name, $0.lowercased()) <= ($0.count >= 5 ? 2 : 1)
        })
      else { continue }
      throw CatalogError(
        position: member.namePosition,
        message: "unknown field '\(member.name)' (did you mean '\(meant)'?): labelcheck reads '\(meant)'")
    }
  }
}
