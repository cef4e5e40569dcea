import CatalogParser

/// Letters and digits that VoiceOver says alike though their code points differ, for
/// `duplicate-label`'s comparison: "الخطوة ١" and "الخطوة 1" are both "step one", and
/// Persian typed on an Arabic keyboard writes kaf and yeh as Arabic ("تنظيمات" for "تنظیمات").
enum SpokenLetters {
  /// The first digit (zero) of each script's decimal digits that labels use: Arabic-Indic,
  /// Extended Arabic-Indic (Persian, Urdu), N'Ko, Devanagari, Bengali, Gurmukhi, Gujarati, Oriya,
  /// Tamil, Telugu, Kannada, Malayalam, Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian.
  private static let digitZeros: [UInt32] = [
    0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xE50, 0xED0, 0xF20,
    0x1040, 0x17E0, 0x1810,
  ]

  /// `scalar`'s usual form: an ASCII digit for a digit of another script, Persian kaf (ک) and yeh
  /// (ی) for Arabic kaf and yeh, and with `persian` also for alef maksura (ى), which Persian
  /// typed on an Arabic keyboard leaves at a word's end; else `scalar`. Not alef maksura
  /// elsewhere: in Arabic it is another letter than yeh ("على", on; "علي", Ali).
  static func usualForm(of scalar: Unicode.Scalar, persian: Bool = false) -> Unicode.Scalar {
    let value = scalar.value
    guard value >= 0x643, value < 0x1820 else { return scalar }
    switch value {
    case 0x643: return "\u{6A9}"
    case 0x64A: return "\u{6CC}"
    case 0x649 where persian: return "\u{6CC}"
    default: break
    }
    for zero in digitZeros where (zero..<zero + 10).contains(value) {
      return Unicode.Scalar(0x30 + value - zero) ?? scalar
    }
    return scalar
  }

  /// Lowercase Greek vowels with tonos (and with dialytika and tonos) and final sigma, by their
  /// usual letter.
  private static let greekWithoutTonos: [UInt32: UInt32] = [
    0x3AC: 0x3B1, 0x3AD: 0x3B5, 0x3AE: 0x3B7, 0x3AF: 0x3B9, 0x3CC: 0x3BF, 0x3CD: 0x3C5, 0x3CE: 0x3C9,
    0x390: 0x3CA, 0x3B0: 0x3CB, 0x3C2: 0x3C3,
  ]

  /// `scalar` as capitals spell it, where they spell it otherwise: a Greek vowel with tonos is
  /// the vowel and final sigma (ς) sigma, as capitals drop the accent and have one sigma ("ΙΣΩΣ"
  /// is "Ίσως"); German sharp s (ß, and ẞ lowercased) is "ss" ("STRASSE" is "Straße").
  /// Only a label in capitals is read so: "Πότε" (when) is not "Ποτέ" (never), nor "Masse"
  /// "Maße".
  static func capitalSpelling(of scalar: Unicode.Scalar) -> String? {
    if scalar == "ß" || scalar == "ẞ" { return "ss" }
    return greekWithoutTonos[scalar.value].flatMap(Unicode.Scalar.init).map(String.init)
  }

  /// Whether `locale`'s language writes final yeh as ی, so that an alef maksura in its text is
  /// that letter typed on an Arabic keyboard: Persian, Urdu and Pashto.
  static func writesPersianYeh(_ locale: LocaleID) -> Bool {
    ["fa", "ur", "ps"].contains(locale.language)
  }
}
