extension CatalogText {
  /// German forms of a `files` variable: "%d Datei", "%d Dateien".
  static let germanFileForms = [("one", "%d Datei"), ("other", "%d Dateien")]

  /// `.stringsdict` files of one key whose `format` names a `files` variable: English forms
  /// ("%d file", "%d files") and each translation's, by locale, all with the same format.
  static func filesVariable(_ key: String, format: String, translations: [String: [(String, String)]])
    -> [String: String]
  {
    let english = FixturePluralRule(
      key, format: format, variable: "files", forms: [("one", "%d file"), ("other", "%d files")])
    var files = ["en.lproj/Localizable.stringsdict": stringsdict([english])]
    for (locale, forms) in translations {
      let rule = FixturePluralRule(key, format: format, variable: "files", forms: forms)
      files["\(locale).lproj/Localizable.stringsdict"] = stringsdict([rule])
    }
    return files
  }
}
