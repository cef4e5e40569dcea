/// The App Intents parameter placeholders of a text: `${toggle}` in a parameter summary
/// ("Turn ${toggle} Emoji Search"), `${applicationName}` in an App Shortcut's phrase.
///
/// The system fills each one in by name, so a translation must keep every name the source has and
/// add none: a dropped `${toggle}` disappears from the Shortcuts summary (and from what VoiceOver
/// reads of it), a phrase without `${applicationName}` is not offered, and a misspelt name is
/// shown as written.
public enum IntentParameters {
  /// The parameter names in `text`, in order (`${state}` gives `state`); a name is a Swift
  /// property name, starting with a small letter (`${canción}` too), so `${ }`, `${1,000}` and a
  /// shell's `${HOME}` are text.
  public static func names(in text: String) -> [String] {
    guard text.containsUTF8Byte(UInt8(ascii: "$")) else { return [] }
    var names: [String] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index + 2 < scalars.count {
      guard scalars[index] == "$", scalars[index + 1] == "{" else {
        index += 1
        continue
      }
      var end = index + 2
      while end < scalars.count, isIdentifierScalar(scalars[end]) { end += 1 }
      if end < scalars.count, scalars[end] == "}", end > index + 2, scalars[index + 2].properties.isLowercase
      {
        var name = String.UnicodeScalarView()
        name.append(contentsOf: scalars[(index + 2)..<end])
        names.append(String(name))
      }
      index = end
    }
    return names
  }

  /// What a translation does wrong with the source's parameters, or `nil`: every name the source
  /// has and the translation lacks (unless `mayLeaveOut`, for a plural form of one number that
  /// may leave its count out), and every name only the translation has, in one message, so that
  /// mending the first does not reveal the next (a translator who translated the names).
  /// `isPhrase`: the text is an App Shortcut's phrase (a line of `AppShortcuts.strings`), which
  /// may name no more parameters than the source (see `PhraseSlots`).
  public static func problem(
    source: String, translation: String, mayLeaveOut: Bool = false, isPhrase: Bool = false
  )
    -> String?
  {
    let sourceNames = names(in: source)
    let translationNames = names(in: translation)
    guard !sourceNames.isEmpty || !translationNames.isEmpty else { return nil }
    let missing = mayLeaveOut ? [] : sourceNames.filter { !translationNames.contains($0) }.uniquedInOrder()
    let found = message(
      missing: missing, of: " of the source", extras: translationNames, known: Set(sourceNames))
    let repeated = repeatedApplicationName(in: translationNames, sourceNames: [sourceNames])
    let slots = isPhrase ? PhraseSlots.problem(of: translationNames, sourceNames: [sourceNames]) : nil
    return withUnreadNames(
      combined(found, repeated, slots), in: translation,
      besides: sourceNames.isEmpty ? nil : source)
  }

  /// The problems found, in one message, or `nil` where there is none.
  private static func combined(_ problems: String?...) -> String? {
    let found = problems.compactMap { $0 }
    return found.isEmpty ? nil : found.joined(separator: "; ")
  }

  /// The problem of a phrase whose `names` write `${applicationName}` more than once where each
  /// source phrase (of `sourceNames`) writes it once: App Intents takes a phrase with the app's
  /// name exactly once ("Every App Shortcut utterance should have one '${applicationName}' in
  /// it"), so it does not offer this one.
  private static func repeatedApplicationName(in names: [String], sourceNames: [[String]]) -> String? {
    let name = "applicationName"
    let count = names.count { $0 == name }
    guard count > 1, !sourceNames.isEmpty, sourceNames.allSatisfy({ $0.count { $0 == name } == 1 }) else {
      return nil
    }
    return "parameter ${\(name)} is written \(count) times, the source's once: the system offers no phrase "
      + "that names the app more than once"
  }

  /// `found` with the names the translator wrote as words (`${datum Toegevoegd}`) of `text`, which
  /// are shown as written too: told with the names, so that mending them does not reveal them
  /// (Trio). None where `source`, the text with parameters, is `nil`.
  private static func withUnreadNames(_ found: String?, in text: String, besides source: String?) -> String? {
    let lookalikes = source.map { unreadNames(in: text, besides: $0).uniquedInOrder() } ?? []
    guard let last = lookalikes.last else { return found }
    let shown =
      lookalikes.count == 1
      ? "\(last) is not a parameter name, so it is shown as written"
      : "\(lookalikes.dropLast().joined(separator: ", ")) and \(last) are not parameter names, so they are "
        + "shown as written"
    return [found, shown].compactMap { $0 }.joined(separator: "; ")
  }

  /// The `${…}` texts of `text` that start with a letter but are not a parameter name (a space, a
  /// capital first letter: `${datum Toegevoegd}`), and that `source` does not write as well (a
  /// shell's `${HOME}` kept as it is).
  public static func unreadNames(in text: String, besides source: String) -> [String] {
    guard text.containsUTF8Byte(UInt8(ascii: "$")) else { return [] }
    let scalars = Array(text.unicodeScalars)
    var found: [String] = []
    var index = 0
    while index + 2 < scalars.count {
      guard scalars[index] == "$", scalars[index + 1] == "{", scalars[index + 2].properties.isAlphabetic,
        let close = scalars[(index + 2)...].prefix(64).firstIndex(where: { "{}$".unicodeScalars.contains($0) }
        ),
        scalars[close] == "}"
      else {
        index += 1
        continue
      }
      var written = String.UnicodeScalarView()
      written.append(contentsOf: scalars[index...close])
      let text = String(written)
      if names(in: text).isEmpty && !source.contains(text) { found.append(text) }
      index = close + 1
    }
    return found
  }

  /// One message for the `missing` names (`which`, after them, says whose they are) and for the names of
  /// `extras` that `known` lacks; `nil` where there are neither.
  private static func message(missing: [String], of which: String, extras: [String], known: Set<String>)
    -> String?
  {
    let parts = [
      missing.isEmpty
        ? nil
        : missing.count == 1
          ? "parameter \(listed(missing))\(which) is missing here"
          : "parameters \(listed(missing))\(which) are missing here",
      extraParameterProblem(in: extras, known: known),
    ]
    let found = parts.compactMap { $0 }
    return found.isEmpty ? nil : found.joined(separator: "; ")
  }

  /// "${a}", "${a} and ${b}", "${a}, ${b} and ${c}".
  static func listed(_ names: [String]) -> String {
    let written = names.map { "${\($0)}" }
    guard let last = written.last, written.count > 1 else { return written.first ?? "" }
    return written.dropLast().joined(separator: ", ") + " and " + last
  }

  /// What a phrase of a translated App Shortcuts set does wrong with the source's phrases'
  /// parameters, or `nil`: the names every source phrase has (`applicationName`) and the phrase
  /// lacks, and the names that no source phrase has, in one message. The sets need not match phrase
  /// by phrase: a translation may say more or fewer phrases.
  public static func phraseProblem(sourcePhrases: [String], phrase: String) -> String? {
    let sourceNames = sourcePhrases.map { Set(names(in: $0)) }
    let phraseNames = names(in: phrase)
    guard let first = sourceNames.first else { return nil }
    let shared = sourceNames.dropFirst().reduce(first) { $0.intersection($1) }
    let known = sourceNames.reduce(into: Set<String>()) { $0.formUnion($1) }
    let found = message(
      missing: shared.sorted().filter { !phraseNames.contains($0) },
      of: ", which every phrase of the source has,", extras: phraseNames, known: known)
    let namesOfSourcePhrases = sourcePhrases.map(names(in:))
    let repeated = repeatedApplicationName(in: phraseNames, sourceNames: namesOfSourcePhrases)
    let slots = PhraseSlots.problem(of: phraseNames, sourceNames: namesOfSourcePhrases)
    return withUnreadNames(
      combined(found, repeated, slots), in: phrase,
      besides: known.isEmpty ? nil : sourcePhrases.joined(separator: "\n"))
  }

  /// The problem of the `names` that the source's `known` names lack, or `nil`.
  private static func extraParameterProblem(in names: [String], known: Set<String>) -> String? {
    let extras = names.filter { !known.contains($0) }.uniquedInOrder()
    guard !extras.isEmpty else { return nil }
    let has =
      known.isEmpty
      ? "the source has none" : "the source has " + known.sorted().map { "${\($0)}" }.joined(separator: ", ")
    return extras.count == 1
      ? "parameter \(listed(extras)) is not in the source (\(has)), so it is shown as written"
      : "parameters \(listed(extras)) are not in the source (\(has)), so they are shown as written"
  }

  /// A scalar of a Swift identifier: an ASCII letter, digit or underscore, or another letter,
  /// mark or digit (`${unità}`).
  private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_": return true
    default:
      guard !scalar.isASCII else { return false }
      let properties = scalar.properties
      return properties.isAlphabetic || properties.numericType != nil
        || properties.generalCategory == .nonspacingMark || properties.generalCategory == .spacingMark
    }
  }

}
