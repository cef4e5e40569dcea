import TestSupport
import Testing

@testable import LocaleCheck

/// A device form that varies by plural is judged by the text it shows, its `other` form, as a
/// plain plural's label is; a String Catalog and a `.stringsdict` holding the same texts agree,
/// and the source's form is quoted written out, not as its format key (review 155).
@Suite("role-in-label: device forms that vary by plural")
struct RoleInLabelPluralDeviceFormTests {
  private static let leaf = CatalogText.stringUnit

  private static func plural(_ one: String, _ other: String) -> String {
    """
    {"variations":{"plural":{"one":\(leaf(one, "translated")),"other":\(leaf(other, "translated"))}}}
    """
  }

  private static func stringsdictPlural(_ one: String, _ other: String) -> String {
    """
    <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict></dict>
    """
  }

  private static func stringsdict(mac: String, other: String) -> String {
    PropertyListText.dictionary(
      """
      <key>delete</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
      <key>mac</key>\(mac)<key>other</key>\(other)</dict></dict>
      """)
  }

  @Test func aStringCatalogDeviceFormIsJudgedByItsOtherForm() throws {
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"delete":{"localizations":{
      "en":{"variations":{"device":{"mac":\(Self.plural("Delete %lld item button", "Delete %lld items button")),
      "other":\(Self.plural("Delete %lld item", "Delete %lld items"))}}},
      "de":{"variations":{"device":{"mac":\(Self.plural("Schaltfläche Löschen für %lld Element", "Schaltfläche Löschen für %lld Elemente")),
      "other":\(Self.plural("%lld Element löschen", "%lld Elemente löschen"))}}}}}}}
      """
    let messages = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "role-in-label").map(
      \.message)
    #expect(
      messages.sorted() == [
        "de label of delete (device.mac) 'Schaltfläche Löschen für %lld Elemente' names the role 'Schaltfläche'; "
          + "VoiceOver already speaks it; the en text 'Delete %lld items button' names the role too: drop it "
          + "there first",
        "en label of delete (device.mac) 'Delete %lld items button' names the role 'button'; VoiceOver already "
          + "speaks it",
      ])
  }

  @Test func aStringsdictDeviceFormQuotesTheSourceWrittenOut() throws {
    let fixture = try Fixture([
      "en.lproj/Localizable.stringsdict": Self.stringsdict(
        mac: Self.stringsdictPlural("Delete %d item button", "Delete %d items button"),
        other: Self.stringsdictPlural("Delete %d item", "Delete %d items")),
      "de.lproj/Localizable.stringsdict": Self.stringsdict(
        mac: Self.stringsdictPlural(
          "Schaltfläche Löschen für %d Element", "Schaltfläche Löschen für %d Elemente"),
        other: Self.stringsdictPlural("%d Element löschen", "%d Elemente löschen")),
    ])
    let german = try fixture.findings(of: "role-in-label").map(\.message).filter { $0.hasPrefix("de ") }
    #expect(
      german == [
        "de label of delete (device.mac) 'Schaltfläche Löschen für %d Elemente' names the role 'Schaltfläche'; "
          + "VoiceOver already speaks it; the en text 'Delete %d items button' names the role too: drop it "
          + "there first"
      ])
  }

  @Test func aCountFormWithoutARoleWordPasses() throws {
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"tabs":{"localizations":{
      "en":{"variations":{"device":{"mac":\(Self.plural("%lld tab", "%lld tabs")),"other":\(Self.plural("%lld tab", "%lld tabs"))}}},
      "de":{"variations":{"device":{"mac":\(Self.plural("%lld Tab", "%lld Tabs")),"other":\(Self.plural("%lld Tab", "%lld Tabs"))}}}}}}}
      """
    #expect(try Fixture(["Localizable.xcstrings": catalog]).findings(of: "role-in-label").isEmpty)
  }
}
