import Testing

@testable import CatalogParser

/// Variable names with a dot (`file.count`, which Xcode's compiler accepts) in leaf paths.
@Suite struct VariablePathNameTests {
  @Test func aNameWithADotIsWrittenBetweenAts() {
    #expect(VariablePathName.segment(for: "count") == "count")
    #expect(VariablePathName.segment(for: "file.count") == "@file.count@")
    #expect(VariablePathName.name(ofSegment: "@file.count@") == "file.count")
    #expect(VariablePathName.name(ofSegment: "@") == "@")
    #expect(
      VariablePathName.segments(of: "device.iphone.substitutions.@a..b@.plural.one") == [
        "device", "iphone", "substitutions", "@a..b@", "plural", "one",
      ])
    #expect(VariablePathName.leadingSegment(of: "days.plural.one") == "days")
  }

  @Test func aStringCatalogsDottedVariableHasLeavesThatLeadBackToIt() throws {
    let text = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"files": {"localizations": {"en": {
        "stringUnit": {"state": "translated", "value": "%#@file.count@ found"},
        "substitutions": {"file.count": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%arg file"}},
          "other": {"stringUnit": {"state": "translated", "value": "%arg files"}}}}}}}}}}}
      """
    let parsed = try StringCatalogParser.parse(
      Array(text.utf8),
      context: FileContext(displayPath: "Localizable.xcstrings", bundle: ".", table: "Localizable"))
    let value = try #require(parsed.tables.first?.entry(forKey: "files")?.localizations[LocaleID("en")])
    let paths = value.leaves.map(\.path)
    #expect(
      paths == ["", "substitutions.@file.count@.plural.one", "substitutions.@file.count@.plural.other"])
    #expect(value.leaf(at: paths[2])?.value == "%arg files")
  }

  @Test func xcodesWrappedNameInAnXLIFFUnitIDIsTheVariablesName() throws {
    let xml = """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="Localizable.xcstrings" source-language="en" target-language="fr" datatype="plaintext"><body>
      <trans-unit id="files"><source>%#@DOT.NAME@</source><target>%#@DOT.NAME@</target></trans-unit>
      <trans-unit id="files|==|substitutions.@DOT.NAME@.plural.one"><source>%lld file</source>
      <target>%lld fichier</target></trans-unit></body></file></xliff>
      """
    let parsed = try XLIFFParser.parse(
      Array(xml.utf8), context: FileContext(displayPath: "fr.xliff", bundle: ".", table: "Localizable"))
    let french = try #require(parsed.tables.first?.entry(forKey: "files")?.localizations[LocaleID("fr")])
    #expect(french.substitutions.map { Array($0.keys) } == ["DOT.NAME"])
    #expect(french.leaf(at: "substitutions.@DOT.NAME@.plural.one")?.value == "%lld fichier")
  }
}
