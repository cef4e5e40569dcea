import Testing

@testable import CatalogParser

/// Xcode 9.4 wrote each `<file>`'s `original` as an absolute path (openradar 40697031): its
/// exports join the tables that other exports, and the project's own files, name from the
/// project's folder (audit 121).
@Suite struct XLIFFAbsoluteOriginalTests {
  private static func export(original: String, target: String, units: [(String, String)]) throws -> ParsedFile
  {
    let body = units.map {
      "<trans-unit id=\"\($0.0)\"><source>\($0.0)</source><target>\($0.1)</target></trans-unit>"
    }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="\(original)" source-language="en" target-language="\(target)" datatype="plaintext">
      <body>\(body.joined(separator: "\n"))</body></file></xliff>
      """
    let context = FileContext(displayPath: "\(target).xliff", bundle: ".", table: target)
    return try XLIFFParser.parse(Array(xml.utf8), context: context)
  }

  private static func tables(_ files: [ParsedFile]) -> [String] {
    CatalogMerger.merge(files).tables.map {
      "\($0.bundle)|\($0.name)|\($0.locales.map(\.identifier).sorted())"
    }
  }

  @Test func anAbsoluteOriginalJoinsTheBundleItsPathEndsWith() throws {
    let german = try Self.export(
      original: "/Users/dev/Projects/App/App/en.lproj/Localizable.strings", target: "de",
      units: [("Save", "Sichern")])
    let french = try Self.export(
      original: "App/en.lproj/Localizable.strings", target: "fr", units: [("Save", "Enregistrer")])
    #expect(Self.tables([german, french]) == ["App|Localizable|[\"de\", \"en\", \"fr\"]"])
    #expect(Self.tables([french, german]) == ["App|Localizable|[\"de\", \"en\", \"fr\"]"])
  }

  @Test func theLongestBundleThePathEndsWithIsTaken() throws {
    let german = try Self.export(
      original: "/Users/dev/P/Frameworks/Core/en.lproj/Core.strings", target: "de",
      units: [("Save", "Sichern")])
    let french = try Self.export(
      original: "Frameworks/Core/en.lproj/Core.strings", target: "fr", units: [("Save", "Enregistrer")])
    let other = try Self.export(
      original: "Core/en.lproj/Other.strings", target: "fr", units: [("Open", "Ouvrir")])
    #expect(
      Self.tables([german, french, other]) == [
        "Core|Other|[\"en\", \"fr\"]", "Frameworks/Core|Core|[\"de\", \"en\", \"fr\"]",
      ])
  }

  @Test func anAbsoluteOriginalAloneIsNamedByTheFolderHoldingItsLprojFolder() throws {
    let german = try Self.export(
      original: "/Users/dev/Projects/App/App/en.lproj/Localizable.strings", target: "de",
      units: [("Save", "Sichern")])
    #expect(Self.tables([german]) == ["App|Localizable|[\"de\", \"en\"]"])
  }

  @Test func absoluteOriginalsOfSeveralBundlesAreNamedFromTheirSharedFolder() throws {
    // An app's and a widget's `Resources` stay apart (review 104).
    let app = try Self.export(
      original: "/Users/dev/App/App/Resources/en.lproj/InfoPlist.strings", target: "de",
      units: [("NSCameraUsageDescription", "Codes scannen")])
    let widget = try Self.export(
      original: "/Users/dev/App/Widget/Resources/en.lproj/InfoPlist.strings", target: "de",
      units: [("NSCameraUsageDescription", "Foto")])
    #expect(
      Self.tables([app, widget]) == [
        "App/Resources|InfoPlist|[\"de\", \"en\"]", "Widget/Resources|InfoPlist|[\"de\", \"en\"]",
      ])
  }

  @Test func oneBundleExportedOnTwoMachinesIsOneTable() throws {
    // Paths that end in the same two folders are one bundle (review 105); another bundle's
    // export does not rename them.
    let german = try Self.export(
      original: "/Users/alice/App/App/en.lproj/Localizable.strings", target: "de",
      units: [("Save", "Sichern")])
    let italian = try Self.export(
      original: "/Users/bob/src/App/App/en.lproj/Localizable.strings", target: "it",
      units: [("Save", "Salva")])
    let widget = try Self.export(
      original: "/Users/alice/App/Widget/en.lproj/Widget.strings", target: "de", units: [("Open", "Öffnen")])
    #expect(
      Self.tables([german, italian, widget]) == [
        "App|Localizable|[\"de\", \"en\", \"it\"]", "Widget|Widget|[\"de\", \"en\"]",
      ])
  }
}
