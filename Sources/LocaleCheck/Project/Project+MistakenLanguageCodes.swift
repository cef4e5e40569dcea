import CatalogParser

/// Warnings about locales whose code is a language's, but not the one their text is written in.
extension Project {
  /// A mistaken code: the language it names, and the one whose script the text is in.
  private struct MistakenCode {
    let named: String
    let meant: String
    /// The name of the language meant ("Korean").
    let meantName: String
    let isOfMeantLanguage: (String) -> Bool
  }

  /// Codes of languages that apps have used for another, by its country (`kr` for Korea): each
  /// is a real language's code, so only text in the other language's script tells the mistake.
  private static let mistakenCodes: [String: MistakenCode] = [
    "kr": MistakenCode(named: "Kanuri", meant: "ko", meantName: "Korean") {
      $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    },
    "ch": MistakenCode(
      named: "Chamorro", meant: "zh-Hans", meantName: "Chinese", isOfMeantLanguage: isChinese),
    "tw": MistakenCode(named: "Twi", meant: "zh-Hant", meantName: "Chinese", isOfMeantLanguage: isChinese),
    "sa": MistakenCode(named: "Sanskrit", meant: "ar", meantName: "Arabic") {
      $0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
    },
  ]

  /// Han characters without kana: Japanese writes Han too ("保存する").
  private static func isChinese(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: ChineseScripts.isHan)
      && !text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
  }

  /// Locales named with a language's code whose values are mostly in another language's script
  /// (cibo's Korean in `kr.lproj`), or with a country's code (`jp` in a String
  /// Catalog): a device of the language meant never reads them.
  public func mistakenLanguageCodeWarnings(in report: Report) -> [ProjectNotice] {
    // The checked locales, which the check listed: listing the catalog's walks every value.
    report.locales.compactMap { locale in
      // A String Catalog's, XLIFF file's or captures folder's `jp` (an `.lproj` folder's is an
      // error, and not read).
      if let meant = LocaleID.languageMeant(byCountryCode: locale.identifier) {
        let file = catalog.tables.first { $0.locales.contains(locale) }?.files.first
        return ProjectNotice(
          .warning,
          "\(file.map { $0 + ": " } ?? "")locale \(locale) is a country's code, not a language's: no device reads "
            + "it, and its users see the development language; name it \(meant)")
      }
      guard let mistake = Self.mistakenCodes[locale.language] else { return nil }
      var values = 0
      var inMeantLanguage = 0
      var file: String?
      for table in catalog.tables {
        for entry in table.entries {
          guard let text = entry.localizations[locale]?.value, !text.isEmpty else { continue }
          values += 1
          if mistake.isOfMeantLanguage(text) {
            inMeantLanguage += 1
            file = file ?? entry.localizations[locale]?.position?.file
          }
        }
      }
      guard inMeantLanguage * 2 > values else { return nil }
      let article = mistake.meantName.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
      return ProjectNotice(
        .warning,
        "\(file.map { $0 + ": " } ?? "")locale \(locale) holds \(mistake.meantName) text, but '\(locale.language)' "
          + "is \(mistake.named)'s code: \(article) \(mistake.meantName) device never reads it and "
          + "shows the development language; name it \(mistake.meant)")
    }
  }
}
