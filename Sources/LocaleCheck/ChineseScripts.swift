import Foundation

/// Simplified and Traditional Chinese write most characters alike ("取消", "照片"): a text copied
/// from a source in one script reads right in the other where each of its characters is written
/// the same in both, which ICU's `Hans-Hant` and `Hant-Hans` transforms tell.
enum ChineseScripts {
  /// Whether `text`, `source`'s text shown in `locale`, reads as written in `locale`'s script:
  /// both are Chinese, in different scripts, the text has Han characters, and the transform to
  /// `locale`'s script leaves it as it is ("取消" for a Traditional locale; not "设置", whose 设
  /// is Simplified only, nor "Settings").
  static func readsAlike(_ text: String, from source: LocaleID, in locale: LocaleID) -> Bool {
    guard chinese.contains(source.language), chinese.contains(locale.language),
      text.unicodeScalars.contains(where: isHan),
      let from = ParentLocales.effectiveScript(of: source),
      let to = ParentLocales.effectiveScript(of: locale),
      from != to, scripts.contains(from), scripts.contains(to)
    else { return false }
    return text.applyingTransform(StringTransform("\(from)-\(to)"), reverse: false) == text
  }

  private static let scripts: Set<String> = ["Hans", "Hant"]
  /// Chinese, and Cantonese, written in Traditional characters.
  private static let chinese: Set<String> = ["zh", "yue"]

  /// A Han character: a text without one is no Chinese copy ("Settings").
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2FA1F, 0xF900...0xFAFF: true
    default: false
    }
  }
}
