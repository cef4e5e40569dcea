import TestSupport
import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// An export whose `original` names a bundle no folder of the run is, where a folder ends like
/// it: it stands apart, and a warning says why its keys read as missing (audit 251, review 175).
@Suite("Stray export bundles")
struct StrayExportBundleTests {
  static func export(_ original: String, locale: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="\(original)" source-language="en" target-language="\(locale)" datatype="plaintext">
        <body><trans-unit id="Done"><source>Done</source><target>Fertig</target></trans-unit></body>
      </file>
    </xliff>
    """
  }

  @Test func anExportNamedLikeAFolderOfTheRunIsToldAndStandsApart() throws {
    let folder = try TempFolder(files: [
      "samples/SampleApp/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
      "exports/de.xliff": Self.export("catalogs/SampleApp/en.lproj/Localizable.strings", locale: "de"),
    ])
    let project = try Project.load(in: folder)
    #expect(
      project.strayExportBundleWarnings().map(\.message) == [
        "exports/de.xliff names bundle 'catalogs/SampleApp', which no folder of the run is, where "
          + "'samples/SampleApp' ends alike: its tables stand apart, their keys missing in the other locales; if it "
          + "is that folder, named otherwise at export, export it anew from there"
      ])
    #expect(Set(project.catalog.tables.map(\.bundle)) == ["samples/SampleApp", "catalogs/SampleApp"])
  }

  @Test func anExportOfAFolderOfTheRunOrOfNoneLikeItIsNotTold() throws {
    // Joined as before: the folder's path ends with the export's name.
    let joined = try TempFolder(files: [
      "catalogs/SampleApp/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
      "exports/de.xliff": Self.export("catalogs/SampleApp/en.lproj/Localizable.strings", locale: "de"),
    ])
    #expect(try Project.load(in: joined).strayExportBundleWarnings().isEmpty)
    // Two folders end alike: which one is unknown, so nothing is named.
    let two = try TempFolder(files: [
      "ios/App/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
      "mac/App/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
      "exports/de.xliff": Self.export("tv/App/en.lproj/Localizable.strings", locale: "de"),
    ])
    #expect(try Project.load(in: two).strayExportBundleWarnings().isEmpty)
    // A folder many targets have ends too many bundles alike to tell (review 176).
    let resources = try TempFolder(files: [
      "App/Resources/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n",
      "exports/de.xliff": Self.export("Widget/Resources/en.lproj/Localizable.strings", locale: "de"),
    ])
    #expect(try Project.load(in: resources).strayExportBundleWarnings().isEmpty)
  }
}
