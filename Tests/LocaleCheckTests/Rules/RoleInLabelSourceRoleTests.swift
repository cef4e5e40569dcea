import Testing

@testable import LocaleCheck

/// A translation that names a role as its source does says so: the source's text is to change
/// first, which the translator cannot do (audit 212).
@Suite("role-in-label: the source names the role too")
struct RoleInLabelSourceRoleTests {
  @Test func aTranslationOfAReportedSourceSaysSo() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "save": ["en": "Save button", "de": "Schaltfläche Speichern"],
        "open": ["en": "Open", "de": "Öffnen-Schaltfläche"],
      ])
    ])
    let messages = try fixture.findings(of: "role-in-label").map(\.message)
    #expect(
      messages == [
        "de label of open 'Öffnen-Schaltfläche' names the role 'Schaltfläche'; VoiceOver already speaks it",
        "de label of save 'Schaltfläche Speichern' names the role 'Schaltfläche'; VoiceOver already speaks it; "
          + "the en text 'Save button' names the role too: drop it there first",
        "en label of save 'Save button' names the role 'button'; VoiceOver already speaks it",
      ])
  }

  /// A device form is compared with the source's same form (review 153).
  @Test func aDeviceFormIsComparedWithTheSourcesSameForm() throws {
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"next":{"localizations":{
      "en":{"variations":{"device":{"mac":\(leaf("Continue", "translated")),"other":\(leaf("Continue button", "translated"))}}},
      "de":{"variations":{"device":{"mac":\(leaf("Weiter-Button", "translated")),"other":\(leaf("Weiter", "translated"))}}}}}}}
      """
    let messages = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "role-in-label").map(
      \.message)
    #expect(
      messages.contains { $0.hasPrefix("de label of next (device.mac) 'Weiter-Button'") }, "\(messages)")
    #expect(!messages.contains { $0.contains("names the role too") }, "\(messages)")
  }

  /// A device form of a source without device forms is compared with the source's text, and one
  /// the source lacks with its text for other devices (review 154).
  @Test func aDeviceFormTheSourceLacksIsComparedWithItsText() throws {
    let leaf = CatalogText.stringUnit
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "play":{"localizations":{"en":\(leaf("Play button", "translated")),
      "de":{"variations":{"device":{"mac":\(leaf("Schaltfläche Abspielen", "translated")),"other":\(leaf("Abspielen", "translated"))}}}}},
      "edit":{"localizations":{
      "en":{"variations":{"device":{"iphone":\(leaf("Edit", "translated")),"other":\(leaf("Edit button", "translated"))}}},
      "de":{"variations":{"device":{"mac":\(leaf("Schaltfläche Bearbeiten", "translated")),"other":\(leaf("Bearbeiten", "translated"))}}}}}}}
      """
    let messages = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "role-in-label").map(
      \.message
    )
    .filter { $0.hasPrefix("de ") }
    #expect(
      messages.map { $0.hasSuffix("names the role too: drop it there first") } == [true, true], "\(messages)")
  }

  @Test func aSourceTheRuleDoesNotReportIsNotNamed() throws {
    // "Copy link" is an action on a link: the source passes, and the translation is its own.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "copy": ["en": "Copy link", "es": "Botón copiar"]
      ])
    ])
    #expect(
      try fixture.findings(of: "role-in-label").map(\.message) == [
        "es label of copy 'Botón copiar' names the role 'botón'; VoiceOver already speaks it"
      ])
  }
}
