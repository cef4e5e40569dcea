import Testing

@testable import LocaleCheck

/// A device form the source does not name is measured against the source's text for other
/// devices, which that device shows in English (review 156).
@Suite("length-expansion: a device the source does not name")
struct LengthExpansionDeviceSourceTests {
  private static let leaf = CatalogText.stringUnit

  @Test func aMacFormIsMeasuredAgainstTheSourcesOtherDevices() throws {
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"clear":{"localizations":{
      "en":{"variations":{"device":{"iphone":\(Self.leaf("Clear", "translated")),
      "other":\(Self.leaf("Clear all items from the list", "translated"))}}},
      "de":{"variations":{"device":{"iphone":\(Self.leaf("Leeren", "translated")),
      "mac":\(Self.leaf("Alle Einträge aus der Liste entfernen", "translated")),
      "other":\(Self.leaf("Alle Einträge aus der Liste entfernen", "translated"))}}}}}}}
      """
    #expect(try Fixture(["Localizable.xcstrings": catalog]).findings(of: "length-expansion").isEmpty)
  }

  @Test func aLongMacFormIsStillTold() throws {
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"clear":{"localizations":{
      "en":{"variations":{"device":{"iphone":\(Self.leaf("Clear all", "translated")),
      "other":\(Self.leaf("Clear", "translated"))}}},
      "de":{"variations":{"device":{"iphone":\(Self.leaf("Alle leeren", "translated")),
      "mac":\(Self.leaf("Alle Einträge aus der Liste entfernen", "translated"))}}}}}}}
      """
    let messages = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "length-expansion").map(
      \.message)
    #expect(
      messages == [
        "de label of clear (device.mac) 'Alle Einträge aus der Liste entfernen' has 37 characters, the source "
          + "'Clear' 5: it may be truncated at large text sizes (up to 17 characters pass)"
      ])
  }
}
