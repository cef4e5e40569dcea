import Testing

@testable import LocaleCheck

/// The prompts of an Info plist Xcode generates from a target's `INFOPLIST_KEY_` build settings
/// (`GENERATE_INFOPLIST_FILE = YES`, the default since Xcode 13) are the `InfoPlist` tables'
/// source text, located in `project.pbxproj`: a locale's gap or English copy is told (review 212's
/// generated app beside a widget's plist passed before).
@Suite("Info.plist generated from build settings")
struct GeneratedInfoPlistTests {
  static let project = """
    // !$*UTF8*$!
    { objects = {
      A0 /* Debug */ = { buildSettings = {
        GENERATE_INFOPLIST_FILE = YES;
        INFOPLIST_KEY_NSCameraUsageDescription = "Weather uses the camera to photograph the sky";
        INFOPLIST_KEY_NSLocationWhenInUseUsageDescription = "Weather shows the forecast for where you are";
      }; };
      A1 /* Debug */ = { buildSettings = {
        GENERATE_INFOPLIST_FILE = YES;
        INFOPLIST_FILE = WeatherWidget/Info.plist;
        INFOPLIST_KEY_CFBundleDisplayName = "Weather Widget";
      }; };
    }; }
    """

  static let widgetPlist = PropertyListSourceTextTests.infoPlist([
    ("NSLocationWhenInUseUsageDescription", "The widget shows the weather where you are")
  ])

  /// The app whose plist Xcode generates, its tables in `Weather/`, beside a widget's plist.
  static func weather(
    german: [(String, String)], russian: [(String, String)], english: [(String, String)]? = nil
  ) throws -> Fixture {
    var files = [
      "Weather.xcodeproj/project.pbxproj": project,
      "WeatherWidget/Info.plist": widgetPlist,
      "Weather/de.lproj/InfoPlist.strings": CatalogText.strings(german),
      "Weather/ru.lproj/InfoPlist.strings": CatalogText.strings(russian),
    ]
    files["Weather/en.lproj/InfoPlist.strings"] = english.map(CatalogText.strings)
    return try Fixture(files)
  }

  @Test func aMissingPromptIsToldAtItsSetting() throws {
    let fixture = try Self.weather(
      german: [("NSCameraUsageDescription", "Die Kamera fotografiert den Himmel")],
      russian: [
        ("NSCameraUsageDescription", "Камера фотографирует небо"),
        ("NSLocationWhenInUseUsageDescription", "Погода для вашего местоположения"),
      ])
    try fixture.expectOneFinding(
      of: "missing-translation",
      message: "de has no translation for 'Weather shows the forecast for where you are' "
        + "(NSLocationWhenInUseUsageDescription); the permission alert shows the en text",
      at: "INFOPLIST_KEY_NSLocationWhenInUseUsageDescription", in: "Weather.xcodeproj/project.pbxproj")
  }

  @Test func anEnglishCopyOfTheSettingIsTold() throws {
    let fixture = try Self.weather(
      german: [
        ("NSCameraUsageDescription", "Die Kamera fotografiert den Himmel"),
        ("NSLocationWhenInUseUsageDescription", "Wetter für deinen Standort"),
      ],
      russian: [
        ("NSCameraUsageDescription", "Weather uses the camera to photograph the sky"),
        ("NSLocationWhenInUseUsageDescription", "Погода для вашего местоположения"),
      ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ru shows the en text 'Weather uses the camera to photograph the sky' for NSCameraUsageDescription"
      ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }

  /// A target that names its Info.plist file and generates prompts too: the build writes the
  /// settings' prompts over the file's (swift-build's Info.plist processor), and adds those the
  /// file lacks.
  @Test func aSettingsPromptWinsOverTheFilesAndAddsToThem() throws {
    let fixture = try Fixture([
      "App.xcodeproj/project.pbxproj": """
      A = { buildSettings = {
        GENERATE_INFOPLIST_FILE = YES;
        INFOPLIST_FILE = App/Info.plist;
        INFOPLIST_KEY_NSCameraUsageDescription = "Scan receipts with the camera";
        INFOPLIST_KEY_NSMicrophoneUsageDescription = "Dictate notes";
      }; };
      """,
      "App/Info.plist": PropertyListSourceTextTests.infoPlist([
        ("NSCameraUsageDescription", "Old camera text"),
        ("NSPhotoLibraryUsageDescription", "Attach photos of receipts"),
      ]),
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSCameraUsageDescription", "Scan receipts with the camera"),
        ("NSPhotoLibraryUsageDescription", "Fotos von Belegen anhängen"),
      ]),
    ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "de shows the en text 'Scan receipts with the camera' for NSCameraUsageDescription"
      ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "de has no translation for 'Dictate notes' (NSMicrophoneUsageDescription); the permission alert shows the en text"
      ])
  }

  /// A slip of a prompt's key in one locale (`NSApleMusicUsageDescription`, which the system
  /// never reads) does not hide the app's target from the other locales (review 216, DTunes).
  @Test func aMisspeltKeyDoesNotHideTheTarget() throws {
    let fixture = try Self.weather(
      german: [("NSCameraUsageDescription", "Die Kamera fotografiert den Himmel")],
      russian: [
        ("NSCameraUsageDescription", "Weather uses the camera to photograph the sky"),
        ("NSLocationWhenInUseUsageDescriptio", "Погода для вашего местоположения"),
      ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ru shows the en text 'Weather uses the camera to photograph the sky' for NSCameraUsageDescription"
      ])
  }

  /// Where `en.lproj/InfoPlist.strings` words a prompt otherwise than the setting (aivideo, audit
  /// 319), a locale without the key shows the setting's text, as CFBundle falls back to Info.plist
  /// and not to another language's table, and a copy of that English text is English too.
  @Test func theSettingsTextIsWhatALocaleWithoutTheKeyShows() throws {
    let fixture = try Self.weather(
      german: [("NSCameraUsageDescription", "Die Kamera fotografiert den Himmel")],
      russian: [
        ("NSCameraUsageDescription", "Камера фотографирует небо"),
        ("NSLocationWhenInUseUsageDescription", "Weather shows the forecast for where you are"),
      ],
      english: [
        ("NSCameraUsageDescription", "Weather uses the camera to photograph the sky"),
        ("NSLocationWhenInUseUsageDescription", "Weather needs your location for the local forecast"),
      ])
    let report = try fixture.report()
    #expect(
      report.findings.filter { $0.rule == "missing-translation" }.map(\.message) == [
        "de has no translation for 'Weather needs your location for the local forecast' "
          + "(NSLocationWhenInUseUsageDescription); the app shows Info.plist's own text 'Weather shows the "
          + "forecast for where you are', not the en table's"
      ])
    #expect(
      report.findings.filter { $0.rule == "missing-translation" }.map(\.actual) == [
        "Weather shows the forecast for where you are"
      ])
    #expect(
      report.findings.filter { $0.rule == "english-fallback" }.map(\.message) == [
        "ru shows the en text 'Weather shows the forecast for where you are' for NSLocationWhenInUseUsageDescription"
      ])
  }

  /// A prompt no target has, left in every table (Beauty-Salon's `NSLocationAlwaysUsageDescription`,
  /// audit 319), does not hide the target that holds the others.
  @Test func aPromptNoTargetHasDoesNotHideTheTarget() throws {
    let stale = ("NSLocationAlwaysUsageDescription", "Immer")
    let fixture = try Self.weather(
      german: [("NSCameraUsageDescription", "Die Kamera fotografiert den Himmel"), stale],
      russian: [
        ("NSCameraUsageDescription", "Weather uses the camera to photograph the sky"),
        ("NSLocationWhenInUseUsageDescription", "Погода для вашего местоположения"), stale,
      ])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "ru shows the en text 'Weather uses the camera to photograph the sky' for NSCameraUsageDescription"
      ])
  }

  /// A project file whose build settings stop making sense is an error at that place (exit
  /// status 2), not a guess of which target is the tables' (review 216).
  @Test func aBrokenProjectFileIsAnErrorAtItsPlace() throws {
    let fixture = try Fixture([
      "App.xcodeproj/project.pbxproj": """
      A = { buildSettings = {
        GENERATE_INFOPLIST_FILE = YES;
        INFOPLIST_KEY_NSCameraUsageDescription = "Snap
      """,
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Foto")]),
    ])
    #expect(
      fixture.catalog().errors.map(\.description) == [
        "App.xcodeproj/project.pbxproj:3:44: error: the quoted text that starts here is never closed"
      ])
  }

  /// An excluded project folder is not read, though the file is reached outside the walk.
  @Test(arguments: ["Weather.xcodeproj", "*.xcodeproj", "Weather.xcodeproj/project.pbxproj"])
  func anExcludedProjectIsNotRead(pattern: String) throws {
    let fixture = try Self.weather(german: [], russian: [("NSCameraUsageDescription", "Камера")])
    var loader = CatalogLoader(workingDirectory: fixture.root.path)
    loader.exclusion.add([pattern], base: fixture.root.path)
    let files = loader.load(paths: ["."]).tables.flatMap(\.files)
    #expect(!files.isEmpty)
    #expect(files.allSatisfy { !$0.hasSuffix("project.pbxproj") })
  }

  /// A prompt only Debug sets is never in the App Store app: the list's default configuration
  /// (Release, what an archive builds) gives the prompts (review 217's a1).
  @Test func aPromptOnlyDebugSetsIsNotAsked() throws {
    func configuration(_ id: String, _ name: String, _ settings: String) -> String {
      "\(id) /* \(name) */ = { isa = XCBuildConfiguration; buildSettings = { GENERATE_INFOPLIST_FILE = YES; "
        + "\(settings) }; name = \(name); };\n"
    }
    let camera = "INFOPLIST_KEY_NSCameraUsageDescription = \"Scan receipts\";"
    let fixture = try Fixture([
      "App.xcodeproj/project.pbxproj": configuration(
        "C1", "Debug", camera + " INFOPLIST_KEY_NSLocalNetworkUsageDescription = Debugger;")
        + configuration("C2", "Release", camera)
        + "L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 /* Debug */, C2 /* Release */, ); "
        + "defaultConfigurationName = Release; };\n",
      "App/de.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Belege scannen")]),
      "App/fr.lproj/InfoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Scan receipts")]),
    ])
    let report = try fixture.report()
    #expect(report.findings.map(\.rule) == ["english-fallback"])
  }

  /// A project above the checked folder is another's: its settings are not read for it.
  @Test func notAboveTheCheckedFolder() throws {
    let fixture = try Self.weather(german: [], russian: [("NSCameraUsageDescription", "Камера")])
    let catalog = CatalogLoader(workingDirectory: fixture.root.path).load(paths: ["Weather"])
    #expect(catalog.tables.flatMap(\.files).allSatisfy { !$0.hasSuffix("project.pbxproj") })
  }
}
