import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// A value that holds a control character is told at the value: no label shows one.
@Suite struct ControlCharacterWarningTests {
  static func warnings(_ german: String) throws -> [String] {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"Add URL\" = \"Add URL\";\n\"Amount\" = \"Amount\";\n",
      "App/de.lproj/Localizable.strings": german,
    ])
    return try Project.load(ProjectOptions(workingDirectory: folder.url.path)).controlCharacterWarnings()
      .map(\.description)
  }

  @Test func aControlCharacterIsToldWithItsLikelyCause() throws {
    // iina's Traditional Chinese "\u{18}加入 URL" and Malayalam's form feed for U+200C.
    #expect(
      try Self.warnings("\"Add URL\" = \"\u{18}URL hinzufügen\";\n\"Amount\" = \"Me\u{C}nge\";\n") == [
        "App/de.lproj/Localizable.strings:1:13: warning: the de value of 'Add URL' holds U+0018, a control "
          + "character no label shows (a stray byte?)",
        "App/de.lproj/Localizable.strings:2:12: warning: the de value of 'Amount' holds U+000C, a control "
          + "character no label shows (U+200C, the zero-width non-joiner, meant?)",
      ])
  }

  @Test func aRunOverOtherLocalesIsNotToldOfThem() throws {
    // A translator handed `--locales ja` is not told of German's control characters, nor of its
    // mistyped escapes (audit 192).
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"Add URL\" = \"Add URL\";\n",
      "App/de.lproj/Localizable.strings": "\"Add URL\" = \"\u{18}URL hinzuf\\u00fcgen\";\n",
      "App/ja.lproj/Localizable.strings": "\"Add URL\" = \"URL を追加\";\n",
    ])
    var project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    #expect(project.controlCharacterWarnings().count == 1)
    #expect(project.lowercaseUnicodeEscapeWarnings().count == 1)
    project.configuration.locales = [LocaleID("ja")]
    #expect(project.controlCharacterWarnings().isEmpty)
    #expect(project.lowercaseUnicodeEscapeWarnings().isEmpty)
    project.configuration.locales = [LocaleID("de-AT")]
    #expect(project.controlCharacterWarnings().count == 1)
    // `Base.lproj`'s texts show in every locale that lacks its own: told in any run (review 144).
    let base = try TempFolder(files: [
      "App/Base.lproj/Localizable.strings": "\"Share\" = \"Share\\u2026\";\n",
      "App/ja.lproj/Localizable.strings": "\"Share\" = \"共有\";\n",
    ])
    var withBase = try Project.load(ProjectOptions(workingDirectory: base.url.path))
    withBase.configuration.locales = [LocaleID("ja")]
    #expect(withBase.lowercaseUnicodeEscapeWarnings().count == 1)
  }

  @Test func tabsAndLineBreaksAreText() throws {
    #expect(try Self.warnings("\"Add URL\" = \"URL\\thinzufügen\";\n\"Amount\" = \"Me\\nnge\\r\";\n").isEmpty)
    // U+0085 (NEXT LINE) is a line break too.
    #expect(try Self.warnings("\"Add URL\" = \"URL\u{85}hinzufügen\";\n").isEmpty)
  }

  @Test func aC1ControlIsToldAndUTF8ReadAsLatin1IsNamed() throws {
    // "l’image" whose UTF-8 bytes were read as Latin-1 (audit 180), and a lone CSI.
    #expect(
      try Self.warnings("\"Add URL\" = \"lâ\u{80}\u{99}URL\";\n\"Amount\" = \"Menge\u{9B}2J\";\n") == [
        "App/de.lproj/Localizable.strings:1:13: warning: the de value of 'Add URL' holds U+0080, a control "
          + "character no label shows (UTF-8 text read as Latin-1? it would read 'l’URL')",
        "App/de.lproj/Localizable.strings:2:12: warning: the de value of 'Amount' holds U+009B, a control "
          + "character no label shows (a stray byte?)",
      ])
    // Review 137: repaired where it went wrong, beside a right "é" and a character beyond Latin-1.
    #expect(
      try Self.warnings("\"Add URL\" = \"Café lâ\u{80}\u{99}URL €\";\n").first?.hasSuffix(
        "(UTF-8 text read as Latin-1? it would read 'Café l’URL €')") == true)
    // "Â" and U+0080 are the bytes of U+0080 itself: nothing to repair.
    #expect(try Self.warnings("\"Add URL\" = \"Â\u{80} URL\";\n").first?.hasSuffix("(a stray byte?)") == true)
  }
}
