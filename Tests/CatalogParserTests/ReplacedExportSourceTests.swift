import Testing

@testable import CatalogParser

/// An XLIFF `<source>` text that a project file's different source text replaces is kept with
/// the key, whichever file is read first: the text the export's translations were made from.
@Suite struct ReplacedExportSourceTests {
  private static let english = LocaleID("en")

  private static func entry(_ text: String, state: String?, file: String) -> StringEntry {
    let position = SourcePosition(file: file, line: 3, column: 7)
    return StringEntry(
      key: "CancelAction",
      localizations: [
        english: LocalizedValue(value: text, state: state, position: position, keyPosition: position)
      ])
  }

  @Test(arguments: [true, false])
  func aDifferentExportSourceIsKept(projectFirst: Bool) {
    let project = Self.entry("Cancel", state: "translated", file: "App/en.lproj/Localizable.strings")
    let export = Self.entry("Abort", state: nil, file: "fr.xliff")
    var merged = projectFirst ? project : export
    merged.absorb(projectFirst ? export : project)
    #expect(merged.localizations[Self.english]?.value == "Cancel")
    #expect(merged.replacedExportSources?.map(\.value.value) == ["Abort"])
    #expect(merged.replacedExportSources?.first?.locale == Self.english)
    #expect(merged.replacedExportSources?.first?.value.position?.file == "fr.xliff")
  }

  @Test func theSameTextOrTwoExportsKeepNothing() {
    var same = Self.entry("Cancel", state: "translated", file: "App/en.lproj/Localizable.strings")
    same.absorb(Self.entry("Cancel", state: nil, file: "fr.xliff"))
    #expect(same.replacedExportSources == nil)
    var exports = Self.entry("Cancel", state: nil, file: "de.xliff")
    exports.absorb(Self.entry("Abort", state: nil, file: "fr.xliff"))
    #expect(exports.replacedExportSources == nil)
  }
}
