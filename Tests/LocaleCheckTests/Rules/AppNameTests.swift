import Testing

@testable import LocaleCheck

/// The app's name (`InfoPlist` `CFBundleName`, `CFBundleDisplayName`) is a name: the same in
/// every language unless a team translates it.
@Suite("App names")
struct AppNameTests {
  @Test func anAppNameKeptOrLeftOutIsNeitherACopyNorMissing() throws {
    let fixture = try Fixture([
      "App/en.lproj/InfoPlist.strings": CatalogText.strings([
        ("CFBundleDisplayName", "Damus"), ("NSCameraUsageDescription", "Scan a QR code"),
      ]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([
        ("CFBundleDisplayName", "Damus"), ("NSCameraUsageDescription", "Scan a QR code"),
      ]),
      "App/fr.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSCameraUsageDescription", "Scanner un code QR")
      ]),
    ])
    #expect(try fixture.findings(of: "english-fallback").map(\.key) == ["NSCameraUsageDescription"])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
    #expect(InfoPlistKeys.isAppName("CFBundleName", table: "InfoPlist"))
    #expect(!InfoPlistKeys.isAppName("CFBundleName", table: "Localizable"))
  }
}
