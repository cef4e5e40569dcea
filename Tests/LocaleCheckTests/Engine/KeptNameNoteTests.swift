import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// A product's name with its model ("Dexcom G7") that every translation keeps, in tables their
/// locales otherwise translate, is named in one note that says where a name goes (audit 297).
@Suite struct KeptNameNoteTests {
  static func notes(_ name: [String: String], config: String? = nil) throws -> [String] {
    var files: [String: String] = [
      "en.lproj/Localizable.strings": KeptWordNoteTests.english + "\"cgm\" = \"Dexcom G7\";\n"
    ]
    for (locale, text) in name {
      let table = KeptWordNoteTests.translatedGerman.replacingOccurrences(of: "\"Version\"", with: "\"V\"")
        .replacingOccurrences(of: "\"Filter\"", with: "\"F\"")
      files["\(locale).lproj/Localizable.strings"] = table + "\"cgm\" = \"\(text)\";\n"
    }
    files[".labelcheck.json"] = config
    let folder = try TempFolder(files: files)
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    return project.keptNameNotes(in: project.check()).map(\.description)
  }

  @Test func aNameEveryTranslationKeepsIsNamedInOneNote() throws {
    #expect(
      try Self.notes(["de": "Dexcom G7", "fr": "Dexcom G7", "es": "Dexcom G7"]) == [
        "note: every translation keeps 'Dexcom G7' in 3 locales, in tables their locales otherwise translate: "
          + "a name that is right in every language goes in allowIdentical, which ends its english-fallback "
          + "findings"
      ])
  }

  @Test func aNameOneLocaleTranslatesOrFewLocalesKeepGetsNoNote() throws {
    #expect(try Self.notes(["de": "Dexcom G7", "fr": "Dexcom G7", "es": "Capteur G7"]).isEmpty)
    #expect(try Self.notes(["de": "Dexcom G7", "fr": "Dexcom G7"]).isEmpty)
    let allowed = #"{"version": 1, "allowIdentical": ["Dexcom G7"]}"#
    #expect(
      try Self.notes(["de": "Dexcom G7", "fr": "Dexcom G7", "es": "Dexcom G7"], config: allowed).isEmpty)
  }

  @Test func aNameWithAModelIsCapitalizedWordsAndACode() {
    #expect(Project.isNameWithModel("Dexcom G7") && Project.isNameWithModel("Galaxy S23 Ultra"))
    #expect(!Project.isNameWithModel("Step 1") && !Project.isNameWithModel("Level 10"))
    #expect(!Project.isNameWithModel("Dexcom") && !Project.isNameWithModel("Save 2 files"))
    #expect(!Project.isNameWithModel("Sensor is OK") && !Project.isNameWithModel("Apple Watch Series 9"))
  }
}
