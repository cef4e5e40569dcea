import CatalogParser

/// A source text in Latin letters where the source language is written in another script (a
/// Japanese app's "Streaming", "LTL"): the developer wrote it in English for every language, so
/// an English locale that shows it shows English (audit 126: iMast).
enum LatinSourceText {
  /// Whether `texts`, the source's, read as English in `locale`: `locale` is English, the source
  /// language `source` is not written in Latin letters, and every letter of the texts is Latin.
  static func readsAsEnglish(_ texts: [String], in locale: LocaleID, source: LocaleID) -> Bool {
    guard locale.language == "en", !ParentLocales.isWrittenInLatin(source), !texts.isEmpty else {
      return false
    }
    return texts.allSatisfy { text in
      text.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic || isLatin($0) }
    }
  }

  /// A Latin letter: ASCII, or of the Latin blocks (é, ø, ß).
  private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x24F, 0x1E00...0x1EFF: true
    default: false
    }
  }
}
