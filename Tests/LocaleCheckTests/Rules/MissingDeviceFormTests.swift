import Testing

@testable import LocaleCheck

/// Device variations without `other`: the devices they leave out find no translation.
@Suite("missing-translation: device forms")
struct MissingDeviceFormTests {
  static func catalog(_ localizations: String) -> String {
    """
    {"sourceLanguage":"en","version":"1.0","strings":{"tap":{"localizations":{\(localizations)}}}}
    """
  }

  static func devices(_ forms: [(String, String)]) -> String {
    let cases = forms.map { "\"\($0.0)\":\(CatalogText.stringUnit($0.1))" }
    return "{\"variations\":{\"device\":{\(cases.joined(separator: ","))}}}"
  }

  func messages(_ localizations: String) throws -> [String] {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog(localizations)])
    return try fixture.findings(of: "missing-translation").map(\.message)
  }

  @Test func aLocaleWithoutOtherLeavesTheOtherDevicesInTheSourceLanguage() throws {
    let found = try messages(
      "\"en\":\(Self.devices([("mac", "Click to continue"), ("other", "Tap to continue")])),"
        + "\"de\":\(Self.devices([("mac", "Zum Fortfahren klicken")]))")
    #expect(
      found == [
        "de has device forms for mac but none for other devices (tap); VoiceOver reads the en text "
          + "'Tap to continue' there"
      ])
  }

  @Test func aPlainSourceCountsAsOtherAndNamedSourceDevicesAreListed() throws {
    let plain = try messages(
      "\"en\":\(CatalogText.stringUnit("Settings")),\"de\":\(Self.devices([("iphone", "Einstellungen")]))")
    #expect(
      plain.count == 1
        && plain.first?.hasPrefix("de has device forms for iphone but none for other devices") == true)
    let named = try messages(
      "\"en\":\(Self.devices([("iphone", "Tap"), ("ipad", "Tap")])),\"fr\":\(Self.devices([("iphone", "Touchez")]))"
    )
    #expect(
      named.count == 1 && named.first?.hasPrefix("fr has device forms for iphone but none for ipad (") == true
    )
  }

  @Test func theMessageQuotesTheTextOfTheDeviceLeftOut() throws {
    let found = try messages(
      "\"en\":\(Self.devices([("iphone", "Tap to open"), ("mac", "Click to open")])),"
        + "\"de\":\(Self.devices([("iphone", "Zum Öffnen tippen")]))")
    #expect(
      found == [
        "de has device forms for iphone but none for mac (tap); VoiceOver reads the en text 'Click to open' there"
      ])
  }

  @Test func devicesLeftOutThatShowDifferentTextsAreEachQuoted() throws {
    let found = try messages(
      "\"en\":\(Self.devices([("iphone", "Tap here"), ("mac", "Click here"), ("other", "Select here")])),"
        + "\"ru\":\(Self.devices([("iphone", "Нажмите здесь")]))")
    #expect(
      found == [
        "ru has device forms for iphone but none for mac, other devices (tap); VoiceOver reads the en texts "
          + "'Click here' on mac; 'Select here' on other devices"
      ])
  }

  @Test func formsCoveringWhatTheSourceCoversPass() throws {
    #expect(
      try messages(
        "\"en\":\(Self.devices([("iphone", "Tap"), ("ipad", "Tap")])),"
          + "\"fr\":\(Self.devices([("iphone", "Touchez"), ("ipad", "Touchez")])),"
          + "\"de\":\(Self.devices([("iphone", "Tippen"), ("other", "Tippen")]))"
      ).isEmpty)
  }

  @Test func aPlainTextBesideTheDeviceFormsCoversTheOtherDevices() throws {
    let found = try messages(
      "\"en\":\(CatalogText.stringUnit("Tap here")),"
        + "\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Hier tippen\"},"
        + "\"variations\":{\"device\":{\"mac\":\(CatalogText.stringUnit("Hier klicken"))}}}")
    #expect(found.isEmpty)
  }
}
