import Foundation

/// Words that name a control's role ("button", "Schaltfläche", "botón", "ボタン") in a label,
/// for the `role-in-label` rule: VoiceOver already speaks the trait, so "Save button" is heard
/// as "Save button, button".
///
/// A role word counts only as a whole word at the start or end of the label (ignoring
/// surrounding punctuation), matched case- and diacritic-insensitively; in Chinese and
/// Japanese, which do not separate words, as the end of the label. Where a language puts the
/// role noun first ("Botón guardar") only the start counts, so verb-first actions such as
/// "Añadir imagen" pass; English "Add image" and "Copy link" pass because nouns that are often
/// an action's object (image, link, tab, icon, menu, field) are skipped after a common verb.
/// Callers that know the element's traits should compare them with `RoleWordMatch.role`.
public enum RoleWords {
  /// The role a role word names.
  public enum Role: String, CaseIterable, Hashable, Sendable {
    case button, link, image, icon, tab, heading, textField, checkbox, toggle, slider, menu
    case picker
  }

  /// Where in the label a role word was found.
  public enum Placement: String, Hashable, Sendable {
    case start, end, whole
  }

  /// A role word found in a label.
  public struct RoleWordMatch: Hashable, Sendable {
    /// The role word as listed (`botón`, `Schaltfläche`, `text field`).
    public var word: String
    /// The role it names.
    public var role: Role
    /// Where it was found.
    public var placement: Placement
    /// The language whose list it comes from (`en` for English leaking into another locale).
    public var language: String
  }

  /// The role word in `label` for a label in `language` (a language or locale identifier such
  /// as `es`, `de-CH`, `zh-Hant`), or `nil`. English words are checked too, since UI strings
  /// leak English; a language without a list is checked against English only.
  public static func roleWord(in label: String, language: String) -> String? {
    match(in: label, language: language)?.word
  }

  /// The role word in `label` with its role and placement, or `nil` (see `roleWord(in:language:)`).
  public static func match(in label: String, language: String) -> RoleWordMatch? {
    let folded = Folded(label)
    guard !folded.text.isEmpty else { return nil }
    let code = languageCode(language)
    guard code != "en", let native = lists[code] else { return lists["en"]?.match(in: folded) }
    if let found = native.match(in: folded) { return found }
    // English words the language shares ("image" in French) follow the language's own rules.
    return lists["en"]?.match(in: folded, skipping: native.foldedWords)
  }

  /// The languages with a role word list.
  public static var languages: [String] { lists.keys.sorted() }

  /// The role words listed for `language`, or `nil` if it has no list.
  public static func words(for language: String) -> [String]? {
    lists[languageCode(language)]?.entries.map(\.word)
  }

  private static func languageCode(_ language: String) -> String {
    let code = LocaleID(language).language
    return languageAliases[code] ?? code
  }

  /// Codes that share another code's list (Cantonese is written with Chinese role words).
  private static let languageAliases = ["iw": "he", "yue": "zh"]

  /// A label folded for matching: trimmed of spaces and punctuation at both ends, lowercased,
  /// without diacritics.
  struct Folded {
    let text: String
    init(_ label: String) {
      let trimmed = label.unicodeScalars.drop(while: Folded.isEdge).reversed().drop(while: Folded.isEdge)
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: trimmed.reversed())
      text = Folded.fold(String(scalars))
    }

    static func fold(_ text: String) -> String {
      let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      // Foundation leaves Arabic and Hebrew vowel marks in place; they never change a word.
      var scalars = String.UnicodeScalarView()
      scalars.append(
        contentsOf: folded.unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark })
      return String(scalars)
    }

    private static func isEdge(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
        .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .otherSymbol:
        return true
      default:
        return false
      }
    }
  }
}
