import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// A locale named with a real language's code, holding another language's text (`kr` for `ko`).
@Suite struct MistakenLanguageCodeTests {
  func warnings(_ files: [String: String]) throws -> [String] {
    let folder = try TempFolder(files: files)
    let project = try Project.load(in: folder)
    return project.mistakenLanguageCodeWarnings(in: project.check()).map(\.description)
  }

  @Test func koreanTextInKanurisFolderIsWarnedAbout() throws {
    // cibo-translations (audit 77): Korean in `kr.lproj`, which no Korean device reads.
    let messages = try warnings([
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n\"Menu\" = \"Menu\";\n",
      "App/kr.lproj/Localizable.strings": "\"Save\" = \"저장\";\n\"Menu\" = \"메뉴\";\n",
    ])
    #expect(
      messages == [
        "warning: App/kr.lproj/Localizable.strings: locale kr holds Korean text, but 'kr' is Kanuri's code: a "
          + "Korean device never reads it and shows the development language; name it ko"
      ])
  }

  @Test func textInTheLanguagesOwnScriptPasses() throws {
    #expect(
      try warnings([
        "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
        "App/kr.lproj/Localizable.strings": "\"Save\" = \"Kəla\";\n",
        "App/ko.lproj/Localizable.strings": "\"Save\" = \"저장\";\n",
        // Japanese writes Han too: no Chinese in Chamorro's folder (review 77).
        "App/ch.lproj/Localizable.strings": "\"Save\" = \"保存する\";\n",
      ]).isEmpty)
  }

  @Test func aCatalogsCountryCodeIsWarnedAbout() throws {
    let catalog = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"Save": {"localizations": {
      "jp": {"stringUnit": {"state": "translated", "value": "保存"}}}}}}
      """
    #expect(
      try warnings(["App/Localizable.xcstrings": catalog]) == [
        "warning: App/Localizable.xcstrings: locale jp is a country's code, not a language's: no device reads it, and its users see the "
          + "development language; name it ja"
      ])
  }

  @Test func aCaptureFolderNamedForACountryIsWarnedAbout() throws {
    // Review 76: `captures/jp` is checked as a locale of its own, which no device has.
    let messages = try warnings([
      ".labelcheck.json": #"{"version": 1, "paths": ["App"], "captures": "captures"}"#,
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
      "App/ja.lproj/Localizable.strings": "\"Save\" = \"保存\";\n",
      "captures/jp/main.json":
        #"{"locale": "jp", "screen": "main", "elements": [{"identifier": "main.save", "label": "保存"}]}"#,
    ])
    #expect(messages.contains { $0.contains("locale jp is a country's code") && $0.hasSuffix("name it ja") })
  }
}
