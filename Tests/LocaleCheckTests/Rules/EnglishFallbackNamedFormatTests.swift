import Testing

@testable import LocaleCheck

/// A format whose only words are the app's name as the locale keeps it, or a text listed in
/// `allowIdentical`, fills in the locale's own text ("Signal %@", Signal's call status; audit 278).
@Suite("english-fallback: a name beside placeholders")
struct EnglishFallbackNamedFormatTests {
  /// Signal's tables: the call status beside a translated word, in German and Russian.
  private static func files(status: String, withInfoPlist: Bool) -> [String: String] {
    var files = [
      "App/en.lproj/Localizable.strings": CatalogText.strings([
        ("CALL_STATUS", "Signal %@"), ("SAVE", "Save"),
      ]),
      "App/de.lproj/Localizable.strings": CatalogText.strings([("CALL_STATUS", status), ("SAVE", "Sichern")]),
    ]
    if withInfoPlist {
      for locale in ["en", "de"] {
        files["App/\(locale).lproj/InfoPlist.strings"] = CatalogText.strings([
          ("CFBundleDisplayName", "Signal")
        ])
      }
    }
    return files
  }

  @Test(arguments: ["Signal %@", "Signal  %@", "%@ – Signal"])
  func theKeptAppNameBesideAPlaceholderPasses(status: String) throws {
    let fixture = try Fixture(Self.files(status: status, withInfoPlist: true))
    #expect(try fixture.findings(of: "english-fallback").map(\.message).isEmpty)
  }

  @Test func aListedTextBesideAPlaceholderPasses() throws {
    var configuration = Configuration()
    configuration.allowIdentical = ["Signal"]
    let fixture = try Fixture(Self.files(status: "Signal %@", withInfoPlist: false))
    #expect(try fixture.findings(of: "english-fallback", configuration: configuration).isEmpty)
  }

  @Test func otherWordsBesideTheNameOrNoKnownNameAreACopy() throws {
    let unnamed = try Fixture(Self.files(status: "Signal %@", withInfoPlist: false))
    #expect(
      try unnamed.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'Signal %@' for CALL_STATUS"
      ])
    var files = Self.files(status: "Signal call %@", withInfoPlist: true)
    files["App/en.lproj/Localizable.strings"] = CatalogText.strings([("CALL_STATUS", "Signal call %@")])
    #expect(try Fixture(files).findings(of: "english-fallback").count == 1)
  }

  @Test func theWordsBesidePlaceholders() {
    #expect(EnglishFallbackRule.wordsBesidePlaceholders("Signal: %@") == "Signal")
    #expect(EnglishFallbackRule.wordsBesidePlaceholders("%1$@ (%2$@)") == nil)
    #expect(EnglishFallbackRule.wordsBesidePlaceholders("Signal") == nil)
  }
}
