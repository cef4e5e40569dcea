import Testing

@testable import LocaleCheck

/// A key the locale's own `.strings` file keeps in a comment, set aside untranslated, is told
/// there, where its translator mends it (audit 228).
@Suite("missing-translation: keys kept in a comment")
struct MissingTranslationCommentedOutKeyTests {
  private static let english = "\"overdue\" = \"Overdue\";\n\"today\" = \"Today\";\n"

  private static func findings(german: String, french: String = "") throws -> [Finding] {
    var files = [
      "en.lproj/Localizable.strings": english, "de.lproj/Localizable.strings": german,
    ]
    if !french.isEmpty { files["fr.lproj/Localizable.strings"] = french }
    return try Fixture(files).findings(of: "missing-translation")
  }

  @Test func aKeyCommentedOutInTheLocalesFileIsToldThere() throws {
    let findings = try Self.findings(german: "\"today\" = \"Heute\";\n//\"overdue\" = \"Overdue\";\n")
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.position?.description == "de.lproj/Localizable.strings:2:3")
    #expect(
      finding.message.hasSuffix(
        "VoiceOver reads the en text; de's file keeps it in a comment at line 2: uncomment and translate it"))
  }

  @Test func aKeyCommentedOutElsewhereLeavesTheFindingAsItWas() throws {
    // In another locale's file, or a key the table has anyway.
    let findings = try Self.findings(
      german: "\"today\" = \"Heute\";\n",
      french: "\"today\" = \"Aujourd'hui\";\n//\"overdue\" = \"Overdue\";\n")
    #expect(findings.map(\.position?.description).contains("en.lproj/Localizable.strings:1:1"))
    #expect(!findings.contains { $0.locale?.identifier == "de" && $0.message.contains("comment") })
    #expect(
      try Self.findings(
        german: "//\"today\" = \"Heute\";\n\"today\" = \"Heute\";\n\"overdue\" = \"Überfällig\";\n"
      ).isEmpty)
  }
}
