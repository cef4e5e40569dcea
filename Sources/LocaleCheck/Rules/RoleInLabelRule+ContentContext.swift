import CatalogParser

extension RoleInLabelRule {
  /// Whether the key or the comment of `entry` says its text is content, where a role word names
  /// a thing, not the control (audit 207): a key with a `Kind` or `Type` segment
  /// (`File.Kind.image.label`: "Image" is a file's kind, `Syntax.Outline.Kind.heading.label`), or a
  /// comment that calls the text a section's header ("Header for manual theme section": "Theme
  /// Picker" heads the section that holds the picker), for any role but a heading's.
  static func isContentByContext(_ entry: StringEntry, role: RoleWords.Role) -> Bool {
    let segments = entry.key.lowercased().split(whereSeparator: { ".-_/ ".contains($0) })
    if segments.contains(where: { kindSegments.contains(String($0)) }) { return true }
    guard role != .heading, let comment = entry.comment?.trimmingWhitespace.lowercased() else { return false }
    return headerComments.contains { comment.hasPrefix($0) }
  }

  /// Whether an English role word of an object (an image, a link, an icon) follows the `-ing`
  /// form of a verb that acts on it ("Downloading image %@", "Sharing link"): content, not the
  /// element's role. Listed, as many nouns end so too ("Meeting link").
  static func followsParticiple(_ label: String, match: RoleWords.RoleWordMatch) -> Bool {
    guard match.language == "en", RoleWords.isObjectLike(match.role) else { return false }
    let words = label.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" })
    guard let index = words.lastIndex(where: { $0 == match.word.lowercased() }), index > 0 else {
      return false
    }
    return progressiveVerbs.contains(String(words[index - 1]))
  }

  private static let progressiveVerbs: Set<String> = [
    "downloading", "uploading", "loading", "saving", "sharing", "copying", "sending", "opening",
    "attaching", "fetching", "processing", "deleting", "removing", "adding", "importing", "exporting",
    "generating", "rendering", "scanning", "resizing", "cropping", "compressing", "converting",
  ]

  private static let kindSegments: Set<String> = ["kind", "kinds", "type", "types"]

  private static let headerComments = [
    "header for", "header of", "section header", "heading for", "heading of", "section heading",
  ]
}
