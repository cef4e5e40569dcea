import TestSupport
import Testing

@testable import LocaleCheck

/// `InfoPlist.strings` keys that are a slip of a key the system reads (audit 100).
@Suite("Misspelt Info.plist keys")
struct MisspeltInfoPlistKeyTests {
  @Test func aSlipOfAPermissionKeyIsWarnedAboutAtTheSourceFile() throws {
    let folder = try TempFolder(files: [
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescripton\" = \"Für Fotos.\";\n",
      "App/en.lproj/InfoPlist.strings":
        "\"CFBundleDisplayName\" = \"Steps\";\n\"NSCameraUsageDescripton\" = \"For photos.\";\n",
      "App/en.lproj/Localizable.strings": "\"a\" = \"Save\";\n",
    ])
    let project = try Project.load(in: folder)
    #expect(
      project.misspeltInfoPlistKeyWarnings().map(\.description) == [
        "App/en.lproj/InfoPlist.strings:2:1: warning: 'NSCameraUsageDescripton' is no Info.plist key the system "
          + "reads, so it never shows this text; did you mean 'NSCameraUsageDescription'? (also in 1 more file)"
      ])
  }

  @Test func aStringCatalogIsOneFileWarnedAboutAtTheKey() throws {
    // Review 89: one file, though it holds two locales' values, at the key's own line.
    let catalog = CatalogText.xcstrings([
      "NSCameraUsageDescripton": ["en": "For photos.", "de": "Für Fotos."]
    ])
    let folder = try TempFolder(files: ["App/InfoPlist.xcstrings": catalog])
    let warnings = try Project.load(in: folder).misspeltInfoPlistKeyWarnings()
    #expect(
      warnings.map(\.position) == [
        Fixture.locate("\"NSCameraUsageDescripton\"", in: catalog, file: "App/InfoPlist.xcstrings")
      ])
    #expect(warnings.first?.message.hasSuffix("did you mean 'NSCameraUsageDescription'?") == true)
  }

  @Test func noLocaleIsAskedToTranslateASlip() throws {
    // Audit 185: the system never shows the slip's text, so French lacks nothing, and a copy of
    // it is no English left in a locale; the warning is the one place to fix it.
    let folder = try TempFolder(files: [
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescripton\" = \"For photos.\";\n",
      "App/fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Pas\";\n",
      "App/en.lproj/InfoPlist.strings":
        "\"CFBundleDisplayName\" = \"Steps\";\n\"NSCameraUsageDescripton\" = \"For photos.\";\n",
    ])
    let project = try Project.load(in: folder)
    let rules = Set(project.check().findings.filter { $0.key == "NSCameraUsageDescripton" }.map(\.rule))
    #expect(rules.isEmpty)
    #expect(project.misspeltInfoPlistKeyWarnings().count == 1)
  }

  @Test func knownAndUnrelatedKeysAreNot() {
    #expect(InfoPlistKeys.meantKey(for: "NSCameraUsageDescription") == nil)
    #expect(InfoPlistKeys.meantKey(for: "NSLocationWhenInUseUsageDescription") == nil)
    #expect(InfoPlistKeys.meantKey(for: "CFBundleDisplayNam") == "CFBundleDisplayName")
    #expect(InfoPlistKeys.meantKey(for: "NSSomeFutureUsageDescription") == nil)
    #expect(InfoPlistKeys.meantKey(for: "UILaunchStoryboardName") == nil)
  }
}
