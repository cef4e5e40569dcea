import CatalogParser

/// A source text in Latin letters where the source language is written in another script (a
/// Japanese app's "Streaming", "LTL"): the developer wrote it in English for every language, so
/// an English locale that shows it shows English (iMast).
enum LatinSourceText {
  /// Whether `texts`, the source's, read as English in `locale`: `locale` is English, the source
  /// language `source` is written in another script only (not Serbian, which apps write in Latin
  /// letters too), and each text is ASCII letters with Latin punctuation ("Streaming", "© 2023
  /// THE Uhooi"; not "Café", "Streaming。" or a token, `settings_title_label`).
  static func readsAsEnglish(_ texts: [String], in locale: LocaleID, source: LocaleID) -> Bool {
    guard locale.language == "en", !mayBeWrittenInLatin(source), !texts.isEmpty
    else { return false }
    return texts.allSatisfy { text in
      text.unicodeScalars.allSatisfy(isEnglishScalar) && !IdentifierShape.looksLikeMachineToken(text)
    }
  }

  /// Whether apps may write `locale`'s language in Latin letters: its script is Latin, or it is
  /// one of ``alsoWrittenInLatin`` (Serbian, Uzbek).
  static func mayBeWrittenInLatin(_ locale: LocaleID) -> Bool {
    ParentLocales.isWrittenInLatin(locale) || alsoWrittenInLatin.contains(locale.language)
  }

  /// Languages whose usual script is not Latin but that apps write in Latin letters too.
  static let alsoWrittenInLatin: Set<String> = [
    "sr", "uz", "az", "kk", "ky", "tk", "tt", "ba", "ku", "mn", "tg", "pa", "sd", "ha", "ms", "ug", "crh",
  ]

  /// An ASCII character, or Latin-1's and general punctuation, spaces and symbols (©, –, ’).
  static func isEnglishScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x7F, 0xA0...0xBF, 0x2000...0x206F, 0x20A0...0x20CF, 0x2100...0x214F: true
    default: false
    }
  }
}
