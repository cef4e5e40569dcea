import Testing

@testable import CatalogParser

/// The permission prompts of an Info plist Xcode generates, read from a target's
/// `INFOPLIST_KEY_…UsageDescription` build settings in `project.pbxproj`.
@Suite("Info.plist from build settings")
struct InfoPlistBuildSettingsParserTests {
  static let project = """
    // !$*UTF8*$!
    { objects = {
    \t\tA1 /* Debug */ = {
    \t\t\tbuildSettings = {
    \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
    \t\t\t\tINFOPLIST_KEY_CFBundleDisplayName = Weather;
    \t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "Weather uses the camera to photograph the \\"sky\\"";
    \t\t\t\tINFOPLIST_KEY_NSMicrophoneUsageDescription = "$(MICROPHONE_TEXT)";
    \t\t\t};
    \t\t};
    \t\tA2 /* Release */ = { buildSettings = {
    \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
    \t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "Release text";
    \t\t\t\tINFOPLIST_KEY_NSLocationWhenInUseUsageDescription = "";
    \t\t}; };
    \t\tB1 /* Widget */ = { buildSettings = { INFOPLIST_KEY_NSContactsUsageDescription = Contacts; }; };
    }; }
    """

  static func parse(_ text: String = project, configurations: [Int] = []) throws -> StringTable? {
    var context = FileContext(
      displayPath: "Weather.xcodeproj/project.pbxproj", bundle: "Weather", table: StringTable.infoPlistName,
      locale: .base)
    context.buildConfigurations = configurations
    return try InfoPlistBuildSettingsParser.parse(Array(text.utf8), context: context).tables.first
  }

  /// Prompts only, each once (the first configuration's text), at the setting's value; a build
  /// setting alone (`$(MICROPHONE_TEXT)`) is no text labelcheck knows; a blank prompt is kept.
  @Test func promptsOfTheConfigurationsThatGenerateThePlist() throws {
    let table = try #require(try Self.parse())
    #expect(table.entries.map(\.key) == ["NSCameraUsageDescription", "NSLocationWhenInUseUsageDescription"])
    let camera = try #require(table.entry(forKey: "NSCameraUsageDescription")?.localizations[.base])
    #expect(camera.value == "Weather uses the camera to photograph the \"sky\"")
    #expect(camera.position?.description == "Weather.xcodeproj/project.pbxproj:7:46")
    #expect(
      table.entry(forKey: "NSCameraUsageDescription")?.keyPosition?.description
        == "Weather.xcodeproj/project.pbxproj:7:5")
    #expect(table.entry(forKey: "NSLocationWhenInUseUsageDescription")?.localizations[.base]?.value == "")
  }

  /// The configurations the discovery chose (a target's) are read, whether they say
  /// `GENERATE_INFOPLIST_FILE` or not.
  @Test func theChosenConfigurationsOnly() throws {
    #expect(
      try Self.parse(configurations: [1]).map { $0.entries.map(\.key) } == [
        "NSCameraUsageDescription", "NSLocationWhenInUseUsageDescription",
      ])
    #expect(try Self.parse(configurations: [1])?.entries.first?.localizations[.base]?.value == "Release text")
    #expect(
      try Self.parse(configurations: [2]).map { $0.entries.map(\.key) } == ["NSContactsUsageDescription"])
    #expect(try Self.parse(configurations: [7]) == nil)
  }

  @Test func aBrokenChosenBlockIsAnErrorAtItsPlace() throws {
    let broken =
      "A = { buildSettings = {\n  GENERATE_INFOPLIST_FILE = YES;\n  INFOPLIST_KEY_X = \"open\n}; };"
    let error = #expect(throws: CatalogError.self) { try Self.parse(broken) }
    #expect(
      error?.description
        == "Weather.xcodeproj/project.pbxproj:3:21: error: the quoted text that starts here is never closed")
  }

  /// The conditions an archive's build meets: the platform's device SDK, an arm64 architecture
  /// and the shipped configuration (review 222).
  @Test(
    arguments: [
      ("INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*]", "iphoneos", "NSCameraUsageDescription"),
      // The plist is made for no one architecture: only `arch=*` holds (review 223).
      ("INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*][arch=arm64]", "iphoneos", nil),
      (
        "INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*][arch=*]", "iphoneos",
        "NSCameraUsageDescription"
      ),
      ("INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*]", "iphoneos17.0", "NSCameraUsageDescription"),
      ("INFOPLIST_KEY_NSCameraUsageDescription[config=Release]", "iphoneos", "NSCameraUsageDescription"),
      ("INFOPLIST_KEY_NSCameraUsageDescription[config=Debug]", "iphoneos", nil),
      ("INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphonesimulator*]", "iphoneos", nil),
      ("INFOPLIST_KEY_NSCameraUsageDescription[sdk=macosx*]", "iphoneos", nil),
      ("INFOPLIST_KEY_NSCameraUsageDescription[sdk=macosx*]", "macosx", "NSCameraUsageDescription"),
      // A multiplatform target (`auto`) ships each device's build.
      ("INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*]", "auto", "NSCameraUsageDescription"),
      ("INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphonesimulator*]", "auto", nil),
    ] as [(String, String, String?)])
  func conditionsOfTheShippedBuild(setting: String, sdk: String, key: String?) {
    let shipped = InfoPlistBuildSettingsParser.ShippedBuild(sdk: sdk, configuration: "Release")
    #expect(InfoPlistBuildSettingsParser.devicePromptKey(of: setting, for: shipped) == key)
  }
}
