/// Warnings about tables whose keys are Chinese, Japanese or Korean text where the run takes
/// another language for the source: an app developed in that language (HXPhotoPicker's
/// `"取消" = "キャンセル";`) is checked as if its keys were English text unless the run names its
/// development language.
extension Project {
  /// Tables without a file in the source language whose keys are mostly written in Han
  /// characters, kana or Hangul, in a run that names no source locale: each is told which
  /// `--source-locale` its keys suggest.
  public func eastAsianKeyWarnings() -> [ProjectNotice] {
    guard configuration.sourceLocale == nil else { return [] }
    return catalog.tables.compactMap { table in
      let source = table.sourceLocale ?? catalog.sourceLocale
      guard !["zh", "ja", "ko", "yue"].contains(source.language), !table.sourceTextFromComments,
        table.entries.count >= 3, !table.hasValues(in: source)
      else { return nil }
      let scripts = table.entries.map { Self.eastAsianScript(of: $0.key) }
      let written = scripts.compactMap { $0 }
      guard written.count * 2 >= table.entries.count else { return nil }
      let (language, locales) =
        written.contains("kana")
        ? ("Japanese", "ja")
        : written.contains("hangul") ? ("Korean", "ko") : ("Chinese", "zh-Hans or zh-Hant")
      let name = Self.tableName(table.name, of: table.bundle)
      return ProjectNotice(
        .warning,
        "\(name): \(written.count) of its \(table.entries.count) keys are \(language) text, and no file gives "
          + "them in the source locale \(source): where they are the development language's text, run with "
          + "--source-locale \(locales)")
    }
  }

  /// `kana` for a text with Hiragana or Katakana, `hangul` for one with Hangul, `han` for one
  /// with Han characters only of these, else `nil`.
  private static func eastAsianScript(of text: String) -> String? {
    var found: String?
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: return "kana"
      case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: found = "hangul"
      default: if ChineseScripts.isHan(scalar) { found = found ?? "han" }
      }
    }
    return found
  }
}
