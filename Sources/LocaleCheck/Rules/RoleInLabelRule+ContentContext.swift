import CatalogParser

extension RoleInLabelRule {
  /// Whether the key or the comment of `entry` says its text is content, where a role word names
  /// a thing, not the control (audit 207): a key whose `Kind` or `Type` segment is followed by the
  /// role's own name, and more or a label that is the kind alone (`File.Kind.image.label`,
  /// `attachment.type.image`: "Image" is a kind; not `payment_type_button` "Choose payment
  /// button", review 150), or a comment that
  /// calls the text a section's header ("Header for manual theme section": "Theme Picker" heads
  /// the section that holds the picker; not "Section header button that …"), for any role but a
  /// heading's.
  static func isContentByContext(_ entry: StringEntry, match: RoleWords.RoleWordMatch) -> Bool {
    let role = match.role
    let segments = entry.key.lowercased().split(whereSeparator: { ".-_/ ".contains($0) }).map(String.init)
    let roleName = role.rawValue.lowercased()
    // The role's name last names the element itself (`settings.kind.toggle` is a toggle), but
    // for a label that is the kind alone ("Image" of `attachment.type.image`, review 151).
    let named = match.placement == .whole ? segments : Array(segments.dropLast())
    if zip(named, named.dropFirst()).contains(where: { kindSegments.contains($0) && $1 == roleName }) {
      return true
    }
    guard role != .heading, let comment = entry.comment?.trimmingWhitespace.lowercased() else { return false }
    // A settings pane's title ("App menu", "Preferences pane title") names what the pane is
    // about (audit 295: MonitorControl).
    if saysAButtonOpensIt(comment, role: role) || callsItAPanesTitle(comment) { return true }
    // "Header for …", "Section header" and "Section header: …"; not "Header" alone, which may say
    // where a button is (review 151).
    return headerComments.contains { header, followers in
      followers.contains { $0.isEmpty ? comment == header : comment.hasPrefix(header + $0) }
    }
  }

  /// Whether a comment says the element is a button that opens the menu the label names
  /// ("Accessibility label for the Main Menu button …, specifying that the button will open Main
  /// Menu", Firefox's toolbar, audit 291): the label names where the button leads, in any language.
  /// Only a menu: a tab bar's button is a tab, and "Cover image" is the image's name whatever
  /// button shows it (review 195).
  private static func saysAButtonOpensIt(_ comment: String, role: RoleWords.Role) -> Bool {
    guard role == .menu, let button = comment.range(of: "button") else { return false }
    let words = comment[button.upperBound...].split(whereSeparator: { !$0.isLetter })
    return words.indices.contains { index in
      ["open", "opens", "show", "shows", "display", "displays"].contains(words[index])
        && words[(index + 1)...].prefix(4).contains { $0 == "menu" || $0 == "menus" }
    }
  }

  /// Whether a comment calls the text a pane's title: "Preferences pane title", "Title of the
  /// General pane"; not "Close button in the pane title bar" (review 198), "Tooltip for the pane
  /// title button" nor "Title for the link to the General pane" (review 200).
  private static func callsItAPanesTitle(_ comment: String) -> Bool {
    let text = comment.hasSuffix(".") ? String(comment.dropLast()) : comment
    // "pane title" ends the comment or a clause of it: a word after it names a thing in the
    // title, its bar or a button (review 199).
    if let title = text.range(of: "pane title") {
      let next = text[title.upperBound...].drop { $0 == " " }.first
      if next.map({ !$0.isLetter }) ?? true { return true }
    }
    guard text.hasPrefix("title of ") || text.hasPrefix("title for "), text.hasSuffix(" pane") else {
      return false
    }
    // The title of a pane ("Title of the Menu Bar Icon pane"), not of a control in one or that
    // leads to one: a word that relates it to the pane ("in", "to", "that opens"; reviews 201, 202).
    let words = text.split(separator: " ").dropFirst(2).dropLast()
    return !words.contains {
      ["button", "to", "in", "on", "that", "which", "opens", "for", "of"].contains($0)
    }
  }

  /// Whether an English role word follows the `-ing` form of a verb that acts on the thing it
  /// names ("Downloading image %@", "Sharing link", "Closing tab", an announcement, audit 208),
  /// also with a past participle or an article between ("Processing upscaled image...", "Saving
  /// the image", audit 245): content, not the element's role. Listed, as many nouns end so too
  /// ("Meeting link").
  static func followsParticiple(_ label: String, match: RoleWords.RoleWordMatch) -> Bool {
    guard match.language == "en" else { return false }
    let words = label.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" })
    guard let index = words.lastIndex(where: { $0 == match.word.lowercased() }), index > 0 else {
      return false
    }
    if progressiveVerbs.contains(String(words[index - 1])) { return true }
    // Only a label that starts with the verb, a progress message: "Text encoding menu" names one.
    guard index == 2, progressiveVerbs.contains(String(words[0])) else { return false }
    let between = words[1]
    return (between.count > 4 && between.hasSuffix("ed"))
      || ["the", "a", "an", "this", "your"].contains(between)
  }

  private static let progressiveVerbs: Set<String> = [
    "downloading", "uploading", "loading", "reloading", "saving", "sharing", "copying", "sending",
    "opening", "closing", "switching", "attaching", "fetching", "processing", "deleting", "removing",
    "adding", "importing", "exporting", "generating", "rendering", "scanning", "resizing", "cropping",
    "compressing", "converting", "refreshing", "restoring", "pinning", "unpinning", "moving", "muting",
    // Not "editing", "encoding", "updating" or "filtering", which name kinds ("Image editing tab").
    "upscaling", "downscaling", "enhancing", "adjusting", "rotating", "flipping", "denoising",
    "colorizing", "preparing", "analyzing", "analysing", "optimizing", "replacing", "inserting",
  ]

  private static let kindSegments: Set<String> = ["kind", "kinds", "type", "types"]

  /// A header's words, each with what may follow it in such a comment (`""`: nothing).
  private static let headerComments: [(String, [String])] = [
    ("header", [" for ", " of "]), ("heading", [" for ", " of "]),
    ("section header", ["", " for ", " of ", " in ", ": "]),
    ("section heading", ["", " for ", " of ", " in ", ": "]),
  ]
}
