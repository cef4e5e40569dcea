/// A BCP 47 locale identifier in canonical form (`pt-BR`, `zh-Hant`, `es-419`).
///
/// Built from `.lproj` folder names (`pt_BR`, legacy `English`), XLIFF languages and catalog keys;
/// compared case-insensitively by canonicalizing on creation. The canonical identifier is interned
/// once per process: a locale is a number, compared and hashed as one (every key of a catalog has
/// a value per locale, so locales are compared and hashed more than anything else).
public struct LocaleID: Hashable, Comparable, Sendable, CustomStringConvertible {
  private let number: UInt32

  /// The canonical identifier.
  public var identifier: String { StringInternTable.locales.string(number) }

  /// The sentinel for `Base.lproj`, which holds source-language text.
  public static let base = LocaleID(canonical: "Base")

  private init(canonical: String) { number = StringInternTable.locales.number(of: canonical) }

  /// Canonicalizes `raw` (`pt_BR` -> `pt-BR`, `ZH-hans` -> `zh-Hans`, `English` -> `en`).
  public init(_ raw: String) {
    let trimmed = raw.trimmingWhitespace
    if trimmed == "Base" {
      self = .base
      return
    }
    if let legacy = LocaleID.legacyNames[trimmed] {
      self.init(canonical: legacy)
      return
    }
    let parts = trimmed.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
    var canonical: [String] = []
    for (index, part) in parts.enumerated() {
      canonical.append(LocaleID.canonicalSubtag(part, isFirst: index == 0))
    }
    self.init(canonical: canonical.joined(separator: "-"))
  }

  /// The language subtag (`pt` for `pt-BR`).
  public var language: String {
    // On UTF-8 bytes: splitting by `Character` cost a thousand instructions a call, and rules ask
    // for it once per cell.
    guard let dash = identifier.utf8.firstIndex(of: UInt8(ascii: "-")) else { return identifier }
    return String(identifier[..<dash])
  }

  /// The script subtag (`Hant`), when present.
  public var script: String? {
    subtags.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
  }

  /// The region subtag (`BR`, `419`), when present.
  public var region: String? {
    subtags.dropFirst().first { subtag in
      (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
        || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
    }
  }

  /// The subtags in order.
  public var subtags: [String] { identifier.split(separator: "-").map(String.init) }

  public var description: String { identifier }

  public static func < (lhs: LocaleID, rhs: LocaleID) -> Bool {
    lhs.number != rhs.number && lhs.identifier < rhs.identifier
  }

  private static func canonicalSubtag(_ part: String, isFirst: Bool) -> String {
    if isFirst { return part.lowercased() }
    if part.count == 4 && part.allSatisfy(\.isLetter) {
      return part.prefix(1).uppercased() + part.dropFirst().lowercased()
    }
    if part.count == 2 && part.allSatisfy(\.isLetter) { return part.uppercased() }
    return part.lowercased()
  }

  /// Names of legacy `.lproj` folders that old projects still ship.
  static let legacyNames: [String: String] = [
    "English": "en", "French": "fr", "German": "de", "Spanish": "es", "Italian": "it",
    "Japanese": "ja", "Dutch": "nl", "Portuguese": "pt", "Swedish": "sv", "Danish": "da",
    "Finnish": "fi", "Norwegian": "nb", "Russian": "ru", "Korean": "ko", "Polish": "pl",
    "Chinese": "zh-Hans", "Arabic": "ar", "Hebrew": "he", "Turkish": "tr", "Greek": "el",
    "Czech": "cs", "Hungarian": "hu", "Thai": "th", "Ukrainian": "uk",
  ]
}
