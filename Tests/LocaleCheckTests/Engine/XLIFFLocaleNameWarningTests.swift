import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// An XLIFF file whose declared target language is another than its name gives (audit 283:
/// `messages.de.xlf` holding German with `trgLang="fr"`, a copy whose attribute was not changed).
@Suite struct XLIFFLocaleNameWarningTests {
  static func xliff2(target: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="\(target)">
      <file id="ngi18n" original="ng.template">
        <unit id="close"><segment><source>Close</source><target>Schließen</target></segment></unit>
      </file>
    </xliff>
    """
  }

  static func warnings(_ files: [String: String]) throws -> [String] {
    let folder = try TempFolder(files: files)
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    return project.xliffLocaleNameWarnings().map(\.description)
  }

  @Test func aDeclaredLanguageOtherThanTheNamesIsWarnedAbout() throws {
    let warnings = try Self.warnings(["src/locale/messages.de.xlf": Self.xliff2(target: "fr")])
    #expect(
      warnings == [
        "src/locale/messages.de.xlf:2:1: warning: trgLang 'fr' names another language than the file's name, "
          + "messages.de.xlf ('de'): its translations are read as fr; if they are de text, set trgLang to 'de', "
          + "else rename the file"
      ])
  }

  @Test func xliff12TargetLanguageToo() throws {
    let file = CatalogText.xliff(
      original: "App/en.lproj/Localizable.strings", target: "fr", units: [("close", "Close", "Schließen")])
    let warnings = try Self.warnings(["Exports/de.xliff": file])
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.contains("target-language 'fr' names another language than the file's name") == true)
  }

  @Test(arguments: [
    ("messages.de.xlf", "de-AT"), ("de.xliff", "de"), ("messages.xlf", "fr"), ("nb.xliff", "no"),
    ("he.xliff", "iw"), ("MyApp.ios.xlf", "fr"),
  ])
  func aRegionTheSameLanguageOrANameWithoutLanguagePasses(name: String, target: String) throws {
    #expect(try Self.warnings([name: Self.xliff2(target: target)]).isEmpty)
  }

  @Test func aDocumentOfSeveralLanguagesOrNamedForItsSourcePasses() throws {
    // A `ru` and an `ar` `<file>` in `ru.xliff`; `en.xliff` translating from en.
    let units = [(id: "close", source: "Close", target: Optional("Закрыть"))]
    let russian = CatalogText.xliff(original: "App/en.lproj/Localizable.strings", target: "ru", units: units)
    let arabic = CatalogText.xliff(original: "App/en.lproj/Localizable.strings", target: "ar", units: units)
    let both = russian.replacingOccurrences(
      of: "</xliff>",
      with: arabic.components(separatedBy: "<file ").dropFirst().map { "<file " + $0 }.joined())
    #expect(try Self.warnings(["ru.xliff": both]).isEmpty)
    #expect(try Self.warnings(["en.xliff": russian]).isEmpty)
  }
}
