import Testing

@testable import LocaleCheck

/// A format that is one variable shows each of its plural forms as a whole label: a token in any
/// of them is told, at the form's line (audit 217).
@Suite("label-is-identifier: a variable's forms")
struct LabelIsIdentifierVariableFormTests {
  private static func stringsdict(one: String, other: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>albums</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>one</key><string>\(one)</string>
    <key>other</key><string>\(other)</string></dict></dict></dict></plist>
    """
  }

  private static let labels = #"{ "version": 1, "identifiers": { "library.albums": { "key": "albums" } } }"#

  @Test func aTokenInTheOneFormIsTold() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": Self.stringsdict(one: "%d album", other: "%d albums"),
      "de.lproj/Localizable.stringsdict": Self.stringsdict(one: "ALBUM_ONE", other: "%d Alben"),
    ])
    let findings = try fixture.findings(of: "label-is-identifier", labels: Self.labels)
    #expect(
      findings.map(\.message) == [
        "de label of library.albums (substitutions.n.plural.one) is 'ALBUM_ONE', a machine token, not words"
      ])
    #expect(
      findings.first?.position == fixture.position(of: "ALBUM_ONE", in: "de.lproj/Localizable.stringsdict"))
  }

  @Test func aTokenInTheOtherFormIsToldWhereItIsWritten() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": Self.stringsdict(one: "%d album", other: "%d albums"),
      "de.lproj/Localizable.stringsdict": Self.stringsdict(one: "%d Album", other: "ALBUMS_OTHER"),
    ])
    let findings = try fixture.findings(of: "label-is-identifier", labels: Self.labels)
    #expect(findings.map(\.actual) == ["ALBUMS_OTHER"])
    #expect(
      findings.first?.position == fixture.position(of: "ALBUMS_OTHER", in: "de.lproj/Localizable.stringsdict")
    )
  }

  @Test func formsOfWordsPass() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": Self.stringsdict(one: "%d album", other: "%d albums"),
      "de.lproj/Localizable.stringsdict": Self.stringsdict(one: "Ein Album", other: "%d Alben"),
    ])
    #expect(try fixture.findings(of: "label-is-identifier", labels: Self.labels).isEmpty)
  }
}
