import Testing

@testable import LocaleCheck

/// A storyboard's table takes its source text from the comments of its locales' files: a key
/// that one locale lacks is reported in that locale's file, not at the comment of another.
@Suite("missing-translation: storyboard tables")
struct MissingTranslationStoryboardTests {
  @Test func aKeyALocaleLacksIsReportedInItsOwnFile() throws {
    let comment = #"/* Class = "NSMenuItem"; title = "Delete"; ObjectID = "pa3-QI-u2k"; */"#
    let save = #"/* Class = "NSMenuItem"; title = "Save…"; ObjectID = "pxx-59-PXV"; */"#
    let fixture = try Fixture([
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/de.lproj/Main.strings":
        "\(save)\n\"pxx-59-PXV.title\" = \"Sichern…\";\n\n\(comment)\n\"pa3-QI-u2k.title\" = \"Löschen\";\n",
      "App/pt-BR.lproj/Main.strings": "\(save)\n\"pxx-59-PXV.title\" = \"Salvar…\";\n",
    ])
    let findings = try fixture.findings(of: "missing-translation")
    #expect(
      findings.map(\.message) == [
        "pt-BR has no translation for 'Delete' (pa3-QI-u2k.title); VoiceOver reads the en text"
      ])
    #expect(
      findings.first?.position == SourcePosition(file: "App/pt-BR.lproj/Main.strings", line: 1, column: 1))
  }
}
