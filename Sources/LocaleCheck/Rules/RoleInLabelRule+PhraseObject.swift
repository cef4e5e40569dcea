extension RoleInLabelRule {
  /// Whether an English role word of a thing (a link, an image, a tab, an icon, a menu, a text
  /// field) names what the text speaks of, not the element: the object of a preposition right
  /// before it ("Waiting for image", "Paste from link") or of "via" up to three words before
  /// ("via one-time link"); a link a status or an error names ("Invalid connection link", "Error
  /// creating group link"), or that a sentence's subject made ("You shared one-time link").
  /// Not after a placeholder, which names the element ("Go to “%@” tab"). Audit 277: SimpleX's
  /// invitation links. The app's icon, which alternate icons let a user choose.
  static func namesThingInPhrase(_ label: String, match: RoleWords.RoleWordMatch) -> Bool {
    guard match.language == "en", RoleWords.isObjectLike(match.role),
      let last = match.word.lowercased().split(separator: " ").last
    else { return false }
    // Each word as its letters; a placeholder ("%@", "${name}", "“%@”") as one of its own.
    let words = label.lowercased().split(whereSeparator: \.isWhitespace).map { token -> String in
      let letters = token.filter { $0.isLetter || $0 == "-" }
      return letters.isEmpty || token.contains(where: { "%{$".contains($0) }) ? "#" : letters
    }
    guard let index = words.lastIndex(where: { $0 == last }), index > 0 else { return false }
    if nearPrepositions.contains(words[index - 1]) { return true }
    let before = words[max(0, index - 3)..<index]
    if before.contains("via"), !before.drop(while: { $0 != "via" }).contains("#") { return true }
    // The app's icon is a thing a setting picks ("App Icon", "Change App Icon"; audit 325), as
    // "App Icons" is: no element's role. Not another app's ("Mail app icon", "%@ app icon": an
    // image of it; review 224).
    if match.role == .icon, ["app", "application"].contains(words[index - 1]),
      index < 2 || appIconLeadWords.contains(words[index - 2])
    {
      return true
    }
    // A link is a thing the app manages ("Invalid link"); an icon or an image shows what it is
    // named after ("Error icon", "Unknown user image": its role; review 190).
    guard match.role == .link else { return false }
    // "Error" and "Failed" start a message only before what went wrong ("Error creating group
    // link", "Failed to open link"); "Error details link" names one (review 190).
    let startsMessage =
      ["error", "failed"].contains(words[0])
      && (messageVerbs.contains(words[1]) || ["to", "while"].contains(words[1]))
    // A subject and what it did ("You shared one-time link"; not "He Man link", a name).
    let saysWhatSomeoneDid =
      index >= 2 && subjectPronouns.contains(words[0])
      && (words[1].hasSuffix("ed") || ["sent", "made", "got"].contains(words[1]))
    return statusWords.contains(words[0]) || startsMessage || saysWhatSomeoneDid
  }

  /// Prepositions whose object the next word is ("for image"; not "and", which joins names).
  private static let nearPrepositions: Set<String> = [
    "for", "from", "with", "without", "to", "of", "in", "into", "on", "onto", "by", "about", "at", "via",
  ]

  /// Words before "app icon" that leave it this app's own icon: a command's verb or a kind of icon
  /// ("Choose App Icon", "Alternate App Icon", "Your app icon").
  private static let appIconLeadWords: Set<String> = [
    "change", "choose", "select", "set", "pick", "reset", "use", "alternate", "alternative", "custom",
    "default", "current", "your", "the", "an", "new", "dark", "light", "tinted", "classic", "original",
  ]

  /// Adjectives that start a status of a thing ("Expired link").
  private static let statusWords: Set<String> = [
    "invalid", "broken", "expired", "missing", "unknown", "unsupported", "corrupted", "corrupt",
    "unavailable",
  ]

  /// Verbs whose `-ing` form tells what failed after "Error" ("Error creating group link"; not
  /// "Error reporting link" or "Error string link", which name a thing; review 191).
  private static let messageVerbs: Set<String> = [
    "creating", "connecting", "joining", "accepting", "opening", "loading", "sending", "sharing", "copying",
    "saving", "deleting", "removing", "adding", "fetching", "parsing", "reading", "verifying", "validating",
    "resetting", "changing", "updating", "generating", "getting", "using", "processing",
  ]

  /// Subjects that start a sentence of what someone did.
  private static let subjectPronouns: Set<String> = ["you", "we", "they", "i", "he", "she"]
}
