import Testing

@testable import LocaleCheck

/// A folder of `InfoPlist` tables below its target's Info plist (Signal's
/// `Signal/translations/*.lproj` under `Signal/Signal-Info.plist`) is checked against the
/// plist's prompts (audit 278: Irish users got an English prompt, and the run passed).
@Suite("Info.plist above a folder of InfoPlist tables")
struct EnclosingInfoPlistTests {
  @Test func aLocalesEnglishPromptIsACopy() throws {
    let infoPlist = PropertyListSourceTextTests.infoPlist([
      ("CFBundleDevelopmentRegion", "en"),
      ("NSLocalNetworkUsageDescription", "Signal uses the local network to find devices."),
    ])
    let fixture = try Fixture([
      "Signal/Signal-Info.plist": infoPlist,
      "Signal/translations/de.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSLocalNetworkUsageDescription", "Signal nutzt das lokale Netzwerk, um Geräte zu finden.")
      ]),
      "Signal/translations/ga.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSLocalNetworkUsageDescription", "Signal uses the local network to find devices.")
      ]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ga shows the en text 'Signal uses the local network to find devices.' for NSLocalNetworkUsageDescription"
      ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }
}
