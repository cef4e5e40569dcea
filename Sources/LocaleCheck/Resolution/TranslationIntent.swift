import CatalogParser
import Foundation

/// What the developer said about translating a key beyond `shouldTranslate`: Interface Builder's
/// localizer note (`Note = "Do not localize";` in the key's comment) and a source text that is
/// the instruction itself (a title "DO NOT LOCALIZE" that code replaces).
///
/// Asked once per key (by `inspect`'s counts) or where a rule is about to report, never per
/// cell: ``mayInstruct(_:)`` settles most comments on their bytes before any is split.
public enum TranslationIntent {
  /// Whether `entry` is marked not to be translated in its comment or its source text.
  public static func saysDoNotTranslate(_ entry: StringEntry, sourceLocale: LocaleID) -> Bool {
    if let comment = entry.comment, mayInstruct(comment),
      isMarker(comment, asWholeComment: true) || holdsNote(comment)
        || holdsTemplate(comment) || holdsInstructionClause(comment)
    {
      return true
    }
    // A button may read "Keep As Is" or "Don't Change": only the instructions proper as text.
    guard let source = entry.localizations[sourceLocale]?.value, source.utf8.count <= 32 else { return false }
    return mayInstruct(source) && isMarker(source)
  }

  /// Whether `text` may hold an instruction at all: every marker names translating, localizing
  /// or changing, or keeping the text as it is or in English ("transl", "locali", "change",
  /// " as is", " as-is", "nglish", any case); every template has braces. One pass over the bytes
  /// settles the most comments, which name none (`inspect` asks it of every key).
  private static func mayInstruct(_ text: String) -> Bool {
    var utf8 = text.utf8.makeIterator()
    var window: UInt64 = 0
    while let byte = utf8.next() {
      if byte == UInt8(ascii: "{") { return true }
      // The last six bytes, lowercased where ASCII letters.
      let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
      window = (window << 8 | UInt64(lowered)) & 0xFFFF_FFFF_FFFF
      if instructionWindows.contains(window) { return true }
    }
    return false
  }

  private static let instructionWindows = ["transl", "locali", "change", " as is", " as-is", "nglish"].map(
    window)

  /// Six ASCII bytes as the `window` of ``mayInstruct(_:)`` holds them.
  private static func window(_ word: String) -> UInt64 {
    word.utf8.reduce(0) { $0 << 8 | UInt64($1) }
  }

  /// The instructions, lowercased, with a straight apostrophe; also in British spelling and as a
  /// statement ("No need to localize", BTLB's; "Should not be translated"). Each may be a clause
  /// of a longer comment.
  private static let markers: Set<String> = {
    var markers: Set<String> = []
    for verb in ["localize", "localise", "translate"] {
      markers.formUnion(instructionForms.map { "\($0) \(verb)" })
    }
    for participle in ["localized", "localised", "translated"] {
      markers.formUnion(["should not be", "must not be", "not to be"].map { "\($0) \(participle)" })
    }
    return markers
  }()

  /// The ways ``markers`` tell not to do something.
  private static let instructionForms = ["do not", "don't", "please do not", "please don't", "no need to"]

  /// Instructions that count only as a whole comment (a `.strings` key's is its last `/* */`
  /// block), not as a line of a longer one, which may limit them ("Apart from the word Pro⏎keep
  /// as is", review 180): of the text as a whole
  /// ("Do not translate this", Posture Pal's "No need to change this", audit 255), not to change
  /// it, or to keep it ("Keep as is", "Leave in English"). In a longer sentence they point back
  /// at a part ("'Pro' is our name. Don't change it") or follow a hedge ("If unsure, keep as is").
  private static let wholeCommentMarkers: Set<String> = {
    var markers: Set<String> = []
    for verb in ["localize", "localise", "translate", "change"] {
      let forms = instructionForms.map { "\($0) \(verb)" }
      markers.formUnion(forms.flatMap { [$0, $0 + " this", $0 + " it"] })
    }
    for participle in ["localized", "localised", "translated", "changed"] {
      markers.formUnion(
        ["should not be", "must not be", "not to be", "does not need to be", "doesn't need to be"].map {
          "\($0) \(participle)"
        })
    }
    for keep in ["keep", "leave"] {
      markers.formUnion(
        ["as is", "as-is", "it as is", "it as-is", "in english", "it in english"].map { "\(keep) \($0)" })
    }
    return markers
  }()

  /// Whether a clause of `comment` is an instruction alone, after or before what the text is:
  /// "dev options, don't translate", "Shown on the login screen. Do not translate.", "Product
  /// name: DO NOT TRANSLATE", "Header Placeholder (Don't Translate)". One that goes on
  /// ("Do not translate 'Firefox'", "Do not translate: Firefox") is about a part of the text, and
  /// one a condition follows after a comma or dash ("Do not translate, unless …") leaves it to
  /// the translator.
  private static func holdsInstructionClause(_ comment: String) -> Bool {
    // Most comments name no instruction's word: settled without splitting them.
    guard mayInstruct(comment) else { return false }
    let clauses = self.clauses(of: comment)
    return clauses.indices.contains { index in
      guard isMarker(String(clauses[index].text)) else { return false }
      guard index + 1 < clauses.count else { return true }
      let next = clauses[index + 1].text
      switch clauses[index].separator {
      case ":": return next.allSatisfy(\.isWhitespace)
      case ",", "-", "\u{2013}", "\u{2014}": return !startsWithCondition(next)
      default: return true
      }
    }
  }

  /// The clauses of `comment`, each with the separator after it (`nil` for the last).
  private static func clauses(of comment: String) -> [(text: Substring, separator: Character?)] {
    var clauses: [(text: Substring, separator: Character?)] = []
    var start = comment.startIndex
    for index in comment.indices where clauseSeparators.contains(comment[index]) {
      clauses.append((comment[start..<index], comment[index]))
      start = comment.index(after: index)
    }
    clauses.append((comment[start...], nil))
    return clauses
  }

  /// The words that make the clause before them a condition's.
  private static let conditions = ["unless", "except", "but", "if", "when", "only"]

  private static func startsWithCondition(_ clause: Substring) -> Bool {
    let firstWord = clause.drop(while: \.isWhitespace).prefix { $0.isLetter }.lowercased()
    return conditions.contains(firstWord)
  }

  /// What ends a clause of a comment: punctuation, brackets (also full-width), a dash, a line break.
  private static let clauseSeparators: Set<Character> = [
    ",", ";", ":", ".", "!", "(", ")", "[", "]", "（", "）", "-", "\u{2013}", "\u{2014}", "\n", "\r\n",
  ]

  /// Whether `text` is an instruction alone ("DO NOT LOCALIZE", "Do not translate."). One in a
  /// longer comment ("Do not translate 'Firefox'") is about a part of the text, which is translated.
  private static func isMarker(_ text: String, asWholeComment: Bool = false) -> Bool {
    // Short texts only: most comments are longer, and are settled without lowercasing them.
    guard text.utf8.count <= 32 else { return false }
    // Without Foundation's `replacingOccurrences`, which cost more than the rule's check of a cell.
    var trimmed = String(LabelText.trimmed(text).lowercased().map { $0 == "\u{2019}" ? "'" : $0 })
    if trimmed.hasSuffix(".") { trimmed.removeLast() }
    if markers.contains(trimmed) { return true }
    guard asWholeComment else { return false }
    // As a line of its own it may be a list's item, in brackets or exclaimed: "- Keep as is",
    // "(Keep as is)", "Don't change!" (review 178).
    var line = Substring(trimmed)
    for bullet in ["- ", "* ", "• ", "– ", "— "] where line.hasPrefix(bullet) {
      line = line.dropFirst(bullet.count)
    }
    // A numbered item: "1. Keep as is".
    if let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy(\.isNumber), !line[..<dot].isEmpty {
      line = line[line.index(after: dot)...].drop(while: \.isWhitespace)
    }
    while let end = line.last, ".!".contains(end) { line = line.dropLast() }
    if (line.hasPrefix("(") && line.hasSuffix(")")) || (line.hasPrefix("[") && line.hasSuffix("]")) {
      line = line.dropFirst().dropLast()
    }
    while let end = line.last, ".!".contains(end) { line = line.dropLast() }
    return wholeCommentMarkers.contains(String(line.trimmingWhitespace))
  }

  /// translatewiki.net's templates in message documentation (`qqq`) that leave a message as it
  /// is: `{{Optional}}` (translate it only where your language says it otherwise), `{{Ignored}}`
  /// and `{{Notranslate}}` (not for translation).
  private static let templates: Set<String> = ["optional", "ignored", "notranslate"]

  /// Whether a line of `comment` starts with one of translatewiki.net's ``templates``, as its
  /// documentation writes them (`{{Optional}}`, `{{ optional | ... }}`, `{{Template:Optional}}`);
  /// not one that prose mentions.
  private static func holdsTemplate(_ comment: String) -> Bool {
    // Most comments have no braces: settled on the bytes without splitting them.
    guard comment.utf8.contains(UInt8(ascii: "{")) else { return false }
    return comment.split(whereSeparator: \.isNewline).contains { line in
      var rest = line.drop(while: \.isWhitespace)
      guard rest.hasPrefix("{{") else { return false }
      rest = rest.dropFirst(2).drop(while: \.isWhitespace)
      if rest.lowercased().hasPrefix("template:") { rest = rest.dropFirst("template:".count) }
      let name = rest.prefix { $0.isLetter }
      let after = rest.dropFirst(name.count).drop(while: \.isWhitespace)
      return templates.contains(name.lowercased()) && (after.hasPrefix("}}") || after.hasPrefix("|"))
    }
  }

  /// Whether `comment` holds Interface Builder's localizer note with an instruction, as Xcode
  /// writes it into a storyboard's or XIB's strings: `Note = "Do not localize";`.
  private static func holdsNote(_ comment: String) -> Bool {
    // On the bytes, from each `N` on: every XLIFF unit of a run with many findings has a note.
    let bytes = Array(comment.utf8)
    let opening = Array("Note = \"".utf8)
    var start = 0
    while let at = bytes[start...].firstIndex(of: UInt8(ascii: "N")) {
      start = at + 1
      guard bytes[at...].starts(with: opening) else { continue }
      let text = bytes[(at + opening.count)...]
      guard let end = text.firstIndex(of: UInt8(ascii: "\"")) else { return false }
      let note = String(decoding: text[..<end], as: UTF8.self)
      // "Placeholder - Don't translate" (GoMap's; audit 119): a clause of the note alone.
      return isMarker(note, asWholeComment: true) || endsInMarker(note) || holdsInstructionClause(note)
    }
    return false
  }

  /// Whether a note ends in a bracketed instruction, after what the text is: "Header Placeholder
  /// (Don't Translate)", as Simplenote's XIBs write it; also in square or full-width
  /// brackets.
  private static func endsInMarker(_ note: String) -> Bool {
    guard let inside = LabelText.trailingBracketedText(of: note, pairs: noteBrackets)
    else { return false }
    return isMarker(String(inside))
  }

  /// Round, square and full-width brackets, as notes write instructions.
  private static let noteBrackets = LabelText.roundBrackets.merging(["]": ["["]]) { current, _ in current }
}
