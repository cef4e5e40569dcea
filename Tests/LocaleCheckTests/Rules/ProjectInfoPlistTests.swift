import Testing

@testable import LocaleCheck

/// A folder of `InfoPlist` tables whose target's plist is elsewhere, named by the Xcode project's
/// `INFOPLIST_FILE` (Blockstream AQUA: the tables at the root, `aquaios/Info.plist` below them),
/// is checked against that plist's prompts (audit 308: a Japanese English prompt passed).
@Suite("Info.plist named by the Xcode project")
struct ProjectInfoPlistTests {
  static let project = """
    // !$*UTF8*$!
    { objects = {
      A1 /* Debug */ = { buildSettings = { INFOPLIST_FILE = aquaios/Info.plist; }; };
      B1 /* Debug */ = { buildSettings = { INFOPLIST_FILE = AquaTests/Info.plist; }; };
    }; }
    """

  static let appPlist = PropertyListSourceTextTests.infoPlist([
    ("CFBundleDevelopmentRegion", "en"),
    ("NSCameraUsageDescription", "We use the camera to scan QR codes"),
  ])

  static let testsPlist = PropertyListSourceTextTests.infoPlist([("CFBundleDevelopmentRegion", "en")])

  static func tables(japanese: String) -> [String: String] {
    [
      "de.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSCameraUsageDescription", "Wir nutzen die Kamera, um QR-Codes zu scannen")
      ]),
      "ja.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", japanese)]),
    ]
  }

  /// AQUA's layout: the tables at the root, Japanese copying the English prompt, the app's plist
  /// and its tests' (`testsPlist`) below, named by the project.
  static func aqua(testsPlist: String) throws -> Fixture {
    try Fixture(
      tables(japanese: "We use the camera to scan QR codes").merging([
        "aquaios.xcodeproj/project.pbxproj": project,
        "aquaios/Info.plist": appPlist,
        "AquaTests/Info.plist": testsPlist,
      ]) { $1 })
  }

  @Test func theAppsPlistGivesTheSourceText() throws {
    let fixture = try Self.aqua(testsPlist: Self.testsPlist)
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ja shows the en text 'We use the camera to scan QR codes' for NSCameraUsageDescription"
      ])
  }

  /// An excluded project names no plist: AQUA's tables then have no source text.
  @Test func anExcludedProjectNamesNoPlist() throws {
    let fixture = try Self.aqua(testsPlist: Self.testsPlist)
    var loader = CatalogLoader(workingDirectory: fixture.root.path)
    loader.exclusion.add(["aquaios.xcodeproj"], base: fixture.root.path)
    let files = loader.load(paths: ["."]).tables.flatMap(\.files)
    #expect(!files.isEmpty)
    #expect(files.allSatisfy { !$0.hasSuffix("Info.plist") })
  }

  @Test func aLocaleWithoutThePromptIsTold() throws {
    var files = Self.tables(japanese: "QRコードを読み取るためにカメラを使用します")
    files["fr.lproj/InfoPlist.strings"] = CatalogText.strings([("CFBundleDisplayName", "Aqua")])
    files["aquaios.xcodeproj/project.pbxproj"] = Self.project
    files["aquaios/Info.plist"] = Self.appPlist
    let fixture = try Fixture(files)
    #expect(try fixture.findings(of: "missing-translation").map(\.locale?.identifier) == ["fr"])
  }

  /// Two targets' plists holding the tables' keys alike: whose tables these are, no one can tell.
  @Test func noPlistWhereTwoHoldTheKeysAlike() throws {
    let fixture = try Self.aqua(testsPlist: Self.appPlist)
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
  }

  /// The app's plist unknown (named through `$(TARGET_NAME)`, or generated from build settings):
  /// a widget's plist that shares a prompt with the tables is not theirs (review 212).
  @Test(arguments: [
    "A = { buildSettings = { INFOPLIST_FILE = \"$(SRCROOT)/$(TARGET_NAME)/Info.plist\"; }; };",
    "A = { buildSettings = { GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_NSCameraUsageDescription = \"Snap\"; }; };",
    "",
  ])
  func noWidgetsPlistForAnAppWhosePlistIsUnknown(appSettings: String) throws {
    let widgetPlist = PropertyListSourceTextTests.infoPlist([
      ("NSLocationWhenInUseUsageDescription", "The widget shows the weather where you are")
    ])
    let fixture = try Fixture([
      "Weather.xcodeproj/project.pbxproj": appSettings
        + "\nB = { buildSettings = { INFOPLIST_FILE = WeatherWidget/Info.plist; }; };",
      "WeatherWidget/Info.plist": widgetPlist,
      "de.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSCameraUsageDescription", "Die Kamera fotografiert den Himmel"),
        ("NSLocationWhenInUseUsageDescription", "The widget shows the weather where you are"),
      ]),
    ])
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
  }

  /// A prompt a locale lacks, where no plist gave the table its text (nor the build settings of
  /// a target whose keys are not the tables'), shows the plist's text, not the key (review 212).
  @Test func aGapWithoutAPlistShowsThePlistsTextNotTheKey() throws {
    let fixture = try Fixture([
      "Weather.xcodeproj/project.pbxproj":
        "A = { buildSettings = { GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_NSCameraUsageDescription = Snap; }; };",
      "de.lproj/InfoPlist.strings": CatalogText.strings([("NSLocationWhenInUseUsageDescription", "Wetter")]),
      "fr.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Météo")]),
    ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "fr has no translation for 'NSLocationWhenInUseUsageDescription'; the app shows its Info.plist's text, "
          + "which this run did not find: not in an Info.plist beside, above or named by the project, nor in its "
          + "project file's INFOPLIST_KEY_ build settings (an .xcconfig file's are not read)"
      ])
  }

  /// Without a project, a plist below the tables is not guessed at (a widget's may be meant).
  @Test func noPlistWithoutAProject() throws {
    let fixture = try Fixture(
      Self.tables(japanese: "We use the camera to scan QR codes").merging([
        "aquaios/Info.plist": Self.appPlist
      ]) {
        $1
      })
    #expect(try fixture.findings(of: "english-fallback").isEmpty)
  }
}
