import Testing

@testable import LocaleCheck

/// `.stringsdict` variables without positions take the arguments in the order they appear.
@Suite("format-mismatch: variables in another order")
struct FormatMismatchVariableOrderTests {
  /// A `.stringsdict` whose format `format` names two plural variables, `files` and `folders`.
  static func stringsdict(format: String, file: String, folder: String) -> String {
    func variable(_ name: String, _ text: String) -> String {
      """
      <key>\(name)</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>other</key><string>\(text)</string></dict>
      """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>files_in_folders</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
      \(variable("files", file))
      \(variable("folders", folder))
      </dict></dict></plist>
      """
  }

  func messages(japaneseFormat: String) throws -> [String] {
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": Self.stringsdict(
        format: "%#@files@ in %#@folders@", file: "%d files", folder: "%d folders"),
      "App/ja.lproj/Localizable.stringsdict": Self.stringsdict(
        format: japaneseFormat, file: "%d個のファイル", folder: "%d個のフォルダ"),
    ])
    return try fixture.findings(of: "format-mismatch").map(\.message)
  }

  @Test func variablesSwappedWithoutPositionsSwapTheirNumbers() throws {
    #expect(
      try messages(japaneseFormat: "%#@folders@の%#@files@") == [
        "ja value of files_in_folders: %#@files@ formats argument 2 here but argument 1 in the source, so it "
          + "shows another number; write %1$#@files@",
        "ja value of files_in_folders: %#@folders@ formats argument 1 here but argument 2 in the source, so it "
          + "shows another number; write %2$#@folders@",
      ])
  }

  /// A source whose format names a variable it never defines (`folders` here) is told itself;
  /// its translation that defines both is not told to move `folders` to the other's argument
  /// (audit 316: Seconds).
  @Test func aVariableTheSourceNeverDefinesIsNoOtherVariable() throws {
    let english = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>files_in_folders</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@files@ in %#@folders@</string>
      <key>files</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>other</key><string>%d files</string></dict>
      </dict></dict></plist>
      """
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": english,
      "App/ja.lproj/Localizable.stringsdict": Self.stringsdict(
        format: "%#@files@ in %#@folders@", file: "%d個のファイル", folder: "%d個のフォルダ"),
    ])
    #expect(try fixture.findings(of: "format-mismatch").map { $0.locale?.identifier } == ["en"])
  }

  @Test func positionsKeepTheArguments() throws {
    #expect(try messages(japaneseFormat: "%2$#@folders@の%1$#@files@").isEmpty)
    #expect(try messages(japaneseFormat: "%#@files@ / %#@folders@").isEmpty)
  }

  @Test func aCatalogVariableWithAnotherArgNumIsToldToChangeIt() throws {
    // `%2$#@more@` is right; `"argNum": 1` makes the forms' `%arg` print the name.
    func localization(_ format: String, argNum: Int, form: String) -> String {
      CatalogText.variableLocalization(format, name: "more", argNum: argNum, forms: [("other", form)])
    }
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"%@ and %lld more": {"localizations": {
      "en": \(localization("%1$@ and %2$#@more@", argNum: 2, form: "%arg more")),
      "de": \(localization("%1$@ und %2$#@more@", argNum: 1, form: "%arg weitere"))}}}}
      """
    let findings = try Fixture(["App/Localizable.xcstrings": catalog]).findings(of: "format-mismatch")
    #expect(
      findings.map(\.message) == [
        "de value of %@ and %lld more: %#@more@ formats argument 1 here but argument 2 in the source, so it "
          + "shows another number; set its argNum to 2"
      ])
    // At the variable, where the number is written.
    #expect(findings.first?.position?.line == 6)
  }

  @Test func aWrongArgNumThatLosesAnArgumentIsToldAsTheArgNum() throws {
    // Audit 145: `"argNum": 2` for the count of "%#@files@ em %2$@" loses argument 1 and prints
    // argument 2 twice; setting it back settles the format, so that is what is told, at the variable.
    func localization(_ format: String, argNum: Int, form: String) -> String {
      CatalogText.variableLocalization(format, name: "files", argNum: argNum, forms: [("other", form)])
    }
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files in %@": {"localizations": {
      "en": \(localization("%#@files@ in %2$@", argNum: 1, form: "%arg files")),
      "pt-BR": \(localization("%#@files@ em %2$@", argNum: 2, form: "%arg arquivos"))}}}}
      """
    let findings = try Fixture(["App/Localizable.xcstrings": catalog]).findings(of: "format-mismatch")
    #expect(
      findings.map(\.message) == [
        "pt-BR value of %lld files in %@: %#@files@ formats argument 2 here but argument 1 in the source, so it "
          + "shows another number; set its argNum to 1"
      ])
    #expect(findings.first?.position?.line == 6)
  }

  @Test func aWrongArgNumIsToldBesideAFormThatDropsTheCount() throws {
    // Audit 78: a `one` form without `%arg` hid that every other form prints argument 1.
    let forms = [("one", "un fichier"), ("other", "%arg fichiers")]
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"%@ sent %lld files": {"localizations": {
      "en": \(CatalogText.variableLocalization(
        "%1$@ sent %2$#@files@", name: "files", argNum: 2, forms: [("one", "%arg file"), ("other", "%arg files")])),
      "fr": \(CatalogText.variableLocalization("%1$@ a envoyé %2$#@files@", name: "files", argNum: 1, forms: forms))
      }}}}
      """
    let messages = try Fixture(["App/Localizable.xcstrings": catalog]).findings(of: "format-mismatch").map(
      \.message)
    #expect(
      messages.contains(
        "fr value of %@ sent %lld files: %#@files@ formats argument 1 here but argument 2 in the source, so it "
          + "shows another number; set its argNum to 2"))
  }

  @Test func aVariableNameWithADotIsComparedByItsForms() throws {
    // Xcode's compiler accepts `%#@file.count@`; its forms are the source's forms all the same.
    func localization(_ one: String, _ other: String, few: String? = nil) -> String {
      let forms = [("one", one), ("other", other)] + (few.map { [("few", $0)] } ?? [])
      return CatalogText.variableLocalization("%#@file.count@", name: "file.count", argNum: 1, forms: forms)
    }
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"files": {"localizations": {
      "en": \(localization("%arg file", "%arg files")),
      "de": \(localization("%arg Datei", "%arg Dateien")),
      "ru": \(localization("%arg файл", "%arg файлов", few: "%@ файла"))}}}}
      """
    let fixture = try Fixture(["App/Localizable.xcstrings": catalog])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "ru value of files (substitutions.@file.count@.plural.few): argument 1 is %arg (an integer) in the "
          + "source but %@ (an object) here"
      ])
    #expect(
      try fixture.findings(of: "plural-coverage").map(\.message) == [
        "ru plural of files (substitutions.@file.count@) lacks the 'many' form (ru needs one, few, many, other; the app shows the 'other' form for 0, 5 to 20, 25 to 30, …)"
      ])
  }

  @Test func catalogReferencesThatSwapTheirNumbersButKeepTheirArgNumsAreTold() throws {
    // Audit 131: "%2$#@files@ in %1$#@folders@" where both variables keep the source's argNum:
    // each form is chosen by the other count. Moving the references whole is a word order.
    func localization(_ format: String, files: String, folders: String) -> String {
      CatalogText.twoVariableLocalization(format, first: ("files", 1, files), second: ("folders", 2, folders))
    }
    func catalog(_ german: String) -> String {
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files in %lld folders": {"localizations": {
      "en": \(localization("%1$#@files@ in %2$#@folders@", files: "%arg files", folders: "%arg folders")),
      "de": \(localization(german, files: "%arg Dateien", folders: "%arg Ordnern"))}}}}
      """
    }
    let swapped = try Fixture(["Localizable.xcstrings": catalog("%2$#@files@ in %1$#@folders@")])
    #expect(
      try swapped.findings(of: "format-mismatch").map(\.message) == [
        "de value of %lld files in %lld folders: %2$#@files@ and %1$#@folders@ choose their forms by other "
          + "arguments than their forms print (their argNum, as in the source), so the words do not agree with "
          + "the numbers; write %1$#@files@ and %2$#@folders@"
      ])
    let reordered = try Fixture(["Localizable.xcstrings": catalog("%2$#@folders@: %1$#@files@")])
    #expect(try reordered.findings(of: "format-mismatch").isEmpty)
  }
}
