import Testing

@testable import LocaleCheck

/// Device forms of a translation that repeat the source's text for that device.
@Suite("english-fallback: device forms")
struct EnglishFallbackDeviceFormTests {
  static func leaf(_ text: String) -> String { CatalogText.stringUnit(text) }

  static func devices(_ forms: [(String, String)]) -> String {
    "{\"variations\":{\"device\":{\(forms.map { "\"\($0.0)\":\(leaf($0.1))" }.joined(separator: ","))}}}"
  }

  func messages(english: String, german: String) throws -> [String] {
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"continue":{"localizations":{
      "en":\(english),"de":\(german)}}}}
      """
    return try Fixture(["Localizable.xcstrings": catalog]).findings(of: "english-fallback").map(\.message)
  }

  @Test func aDeviceTheSourceDoesNotNameIsComparedWithItsOtherDevicesText() throws {
    let found = try messages(
      english: Self.devices([("mac", "Click to continue"), ("other", "Tap to continue")]),
      german: Self.devices([
        ("mac", "Zum Fortfahren klicken"), ("ipad", "Tap to continue"), ("other", "Tippen"),
      ]))
    #expect(found == ["de shows the en text 'Tap to continue' for continue (device.ipad)"])
  }

  @Test func deviceFormsOfAPluralSourceAreComparedWithItsForms() throws {
    let english =
      "{\"variations\":{\"plural\":{\"one\":\(Self.leaf("%lld file")),\"other\":\(Self.leaf("%lld files"))}}}"
    let found = try messages(
      english: english, german: Self.devices([("mac", "%lld files"), ("other", "%lld Dateien")]))
    #expect(found == ["de shows the en text '%lld files' for continue (device.mac)"])
  }

  @Test func aPlainTranslationThatCopiesAnyOfTheSourcesFormsIsACopy() throws {
    // Audit 186: one German text for every device, the Mac's English; one for every count, the
    // English `one` form. A translation of its own passes.
    #expect(
      try messages(
        english: Self.devices([("iphone", "Tap to continue"), ("mac", "Click to continue")]),
        german: Self.leaf("Click to continue")) == ["de shows the en text 'Click to continue' for continue"])
    let plural =
      "{\"variations\":{\"plural\":{\"one\":\(Self.leaf("%lld song")),\"other\":\(Self.leaf("%lld songs"))}}}"
    #expect(
      try messages(english: plural, german: Self.leaf("%lld song")) == [
        "de shows the en text '%lld song' for continue"
      ])
    #expect(try messages(english: plural, german: Self.leaf("%lld Lieder")).isEmpty)
    // Review 139: Romanian's "%lld minute" may be its own word, as its `few` form may.
    let minutes =
      "{\"variations\":{\"plural\":{\"one\":\(Self.leaf("%lld minute")),\"other\":\(Self.leaf("%lld minutes"))}}}"
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"continue":{"localizations":{
      "en":\(minutes),"ro":\(Self.leaf("%lld minute"))}}}}
      """
    #expect(try Fixture(["Localizable.xcstrings": catalog]).findings(of: "english-fallback").isEmpty)
  }

  @Test func translatedDeviceFormsPass() throws {
    #expect(
      try messages(
        english: Self.devices([("mac", "Click to continue"), ("other", "Tap to continue")]),
        german: Self.devices([("ipad", "Zum Fortfahren tippen"), ("other", "Tippen")])
      ).isEmpty)
  }

  /// Audit 218: a device's form that copies the source's text for another device is English too.
  @Test func aDeviceFormCopyingAnotherDevicesSourceTextIsACopy() throws {
    let english = Self.devices([("iphone", "Tap to reply"), ("mac", "Click to reply"), ("other", "Reply")])
    #expect(
      try messages(
        english: english,
        german: Self.devices([
          ("iphone", "Zum Antworten tippen"), ("mac", "Tap to reply"), ("other", "Antworten"),
        ]))
        == ["de shows the en text 'Tap to reply' for continue (device.mac)"])
    #expect(
      try messages(
        english: english,
        german: Self.devices([
          ("iphone", "Zum Antworten tippen"), ("mac", "Zum Antworten klicken"), ("other", "Antworten"),
        ])
      ).isEmpty)
  }
}
