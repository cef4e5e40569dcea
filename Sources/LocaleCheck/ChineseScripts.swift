import Foundation

/// Simplified and Traditional Chinese write most characters alike ("取消", "照片"): a text copied
/// from a source in one script reads right in the other where each of its characters is written
/// the same in both, which ICU's `Hans-Hant` and `Hant-Hans` transforms tell.
enum ChineseScripts {
  /// Whether `text`, `source`'s text shown in `locale`, reads as written in `locale`'s script:
  /// both are Chinese, in different scripts, and the transform to `locale`'s script leaves the
  /// text as it is ("取消" for a Traditional locale; not "设置", whose 设 is Simplified only).
  static func readsAlike(_ text: String, from source: LocaleID, in locale: LocaleID) -> Bool {
    guard source.language == "zh", locale.language == "zh",
      let from = ParentLocales.effectiveScript(of: source),
      let to = ParentLocales.effectiveScript(of: locale),
      from != to, scripts.contains(from), scripts.contains(to)
    else { return false }
    return text.applyingTransform(StringTransform("\(from)-\(to)"), reverse: false) == text
  }

  private static let scripts: Set<String> = ["Hans", "Hant"]
}
