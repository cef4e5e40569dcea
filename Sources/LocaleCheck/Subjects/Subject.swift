import CatalogParser

/// One thing whose label is checked in every locale: a UI identifier bound to a catalog key.
public struct Subject: Hashable, Sendable {
  /// The UI identifier (the key itself when catalog keys are checked as their own subjects).
  public var identifier: String
  /// The bound table's bundle.
  public var bundle: String
  /// The bundle as fingerprints name it: relative to the project folder, so that a baseline
  /// matches from any folder the command runs in (see `Catalog.projectBundle(_:)`).
  public var fingerprintBundle: String
  /// The bound table.
  public var table: String
  /// The bound key of the label.
  public var key: String
  /// The screen, for grouping and duplicate checks.
  public var screen: String?
  /// The other screens its UI captures show it on (a shared dismiss button), where ``screen`` is
  /// the first of them: `duplicate-label` compares it on each.
  public var alsoOnScreens: [String] = []
  /// The catalog key of the accessibility value, from the label map; set on the label's subject
  /// only (the value is checked as a subject of its own).
  public var valueKey: String?
  /// The catalog key of the accessibility hint, from the label map; set on the label's subject
  /// only (the hint is checked as a subject of its own).
  public var hintKey: String?
  /// The catalog key of the text the element shows, from the label map; set on the label's
  /// subject only (that text is checked as a subject of its own).
  public var visibleTextKey: String?
  /// Whether the subject is an accessibility hint (a label map's `hint`), which VoiceOver speaks
  /// and the screen never shows.
  public var isHint = false
  /// Whether `identifier` is a real UI identifier (label map, capture), not a catalog key.
  public var isRealIdentifier: Bool
  /// Where the subject is declared (label map entry), if anywhere.
  public var declaration: SourcePosition?

  /// A subject; ``fingerprintBundle`` starts as `bundle`.
  public init(
    identifier: String, bundle: String, table: String, key: String, screen: String? = nil,
    valueKey: String? = nil, hintKey: String? = nil, visibleTextKey: String? = nil,
    isRealIdentifier: Bool = false, declaration: SourcePosition? = nil
  ) {
    self.identifier = identifier
    self.bundle = bundle
    self.fingerprintBundle = bundle
    self.table = table
    self.key = key
    self.screen = screen
    self.valueKey = valueKey
    self.hintKey = hintKey
    self.visibleTextKey = visibleTextKey
    self.isRealIdentifier = isRealIdentifier
    self.declaration = declaration
  }

  /// Whether the subject is a label map entry's value, hint or visible text
  /// (`login.submit.button (hint)`), which VoiceOver speaks or the screen shows beside the label.
  public var isLabelMapPart: Bool {
    !isRealIdentifier && SubjectBinder.identifier(ofPart: identifier) != identifier
  }

  /// Whether `other` is bound to the same key of the same table and bundle.
  func isBound(toKeyOf other: Subject) -> Bool {
    key == other.key && table == other.table && bundle == other.bundle
  }

  /// The identifier as messages show it: quoted and escaped where it would otherwise leave a gap
  /// in the sentence or break its line: the empty key, which `.strings` files allow, and keys of
  /// white space or with it at an edge (Xcode exports `"\n"` and `" "` keys).
  public var displayName: String {
    guard let first = identifier.unicodeScalars.first, let last = identifier.unicodeScalars.last,
      !first.properties.isWhitespace, !last.properties.isWhitespace, !ControlCharacters.occur(in: identifier),
      !identifier.unicodeScalars.contains(where: Self.isLineSeparator)
    else { return Self.quoted(identifier) }
    return identifier
  }

  /// U+2028 and U+2029, which end a line in some CI log viewers.
  private static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\u{2028}" || scalar == "\u{2029}"
  }

  /// `text` in double quotes, with line breaks, tabs, quotes and other controls escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\"", "\\": result += "\\" + String(scalar)
      default:
        if ControlCharacters.contains(scalar) || isLineSeparator(scalar) {
          result += CodePoint.escape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
