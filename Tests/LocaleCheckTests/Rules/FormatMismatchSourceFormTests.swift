import Testing

@testable import LocaleCheck

/// A source plural form that does not fit the source's own `other` form is reported once, at the
/// source; translations that follow it are not blamed for it.
@Suite("format-mismatch: the source's own forms")
struct FormatMismatchSourceFormTests {
  private static func rule(_ one: String, _ other: String) -> FixturePluralRule {
    FixturePluralRule(
      "send_files", format: "%#@n@", variable: "n", forms: [("one", one), ("other", other)])
  }

  private static func findings(
    _ forms: [String: (String, String)], configuration: Configuration = Configuration()
  ) throws -> [Finding] {
    var files: [String: String] = [:]
    for (locale, (one, other)) in forms {
      files["App/\(locale).lproj/Localizable.stringsdict"] = CatalogText.stringsdict([rule(one, other)])
    }
    return try Fixture(files).findings(of: "format-mismatch", configuration: configuration)
  }

  @Test func aRunWithoutTheSourceLanguageReportsTheTranslationsThatFollowIt() throws {
    // `--locales de`: the source's own finding is not in the run, so the bug stays in sight there.
    var configuration = Configuration()
    configuration.locales = [LocaleID("de")]
    let findings = try Self.findings(
      [
        "en": ("Send the file to %@?", "Send %d files to %@?"),
        "de": ("Datei an %@ senden?", "%d Dateien an %@ senden?"),
      ],
      configuration: configuration)
    #expect(findings.map(\.locale) == [LocaleID("de")])
  }

  @Test func aSourceOneThatLeavesOutTheCountBeforeAnotherArgumentIsReportedOnceAtTheSource() throws {
    // `%@` in "Send the file to %@?" reads argument 1, the count: in English first.
    let findings = try Self.findings([
      "en": ("Send the file to %@?", "Send %d files to %@?"),
      "de": ("Datei an %@ senden?", "%d Dateien an %@ senden?"),
      "es": ("Enviar el archivo a %2$@?", "Enviar %d archivos a %@?"),
      "it": ("Invia il file a %f?", "Invia %d file a %@?"),
    ])
    #expect(
      findings.map(\.message) == [
        "en value of send_files (substitutions.n.plural.one): argument 1 is %d in the other form but %@ here; "
          + "a form that leaves out the count gives the arguments after it their numbers (as in %2$@)",
        // Not what the source's `one` does: the translator's own.
        "it value of send_files (substitutions.n.plural.one): argument 1 is %d in the source but %f here",
      ])
    #expect(findings.first?.locale == LocaleID("en") && findings.first?.actual == "Send the file to %@?")
    #expect(findings.first?.expected == "Send %d files to %@?")
  }

  @Test func aFormThatKeepsTheCountGetsNoNumberingHint() throws {
    // `one` reads one more argument than `other`: it left nothing out, so numbering is no fix.
    let findings = try Self.findings(["en": ("%d file in %@ by %@", "%d files in %@")])
    #expect(
      findings.map(\.message) == [
        "en value of send_files (substitutions.n.plural.one): argument 3 (%@) is not in the other form"
      ])
    // As many arguments, none of them a number: the count was left out, and the hint stays.
    let leftOut = try Self.findings(["en": ("Send the file to %@ via %@?", "Send %d files to %@?")])
    #expect(leftOut.first?.message.contains("gives the arguments after it their numbers") == true)
  }

  @Test func aSourceOneThatLeavesOutOnlyTheCountIsFine() throws {
    // English `one` is the number 1 alone: "One file" needs no number, and Ukrainian's does.
    let findings = try Self.findings([
      "en": ("One file", "%d files"),
      "de": ("Eine Datei", "%d Dateien"),
      "uk": ("Один файл", "%d файлів"),
    ])
    #expect(findings.map(\.locale) == [LocaleID("uk")])
  }
}
