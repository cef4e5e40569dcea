import Testing

@testable import CatalogParser

/// The Info plists a `project.pbxproj` names in its targets' build settings.
@Suite("Xcode project: INFOPLIST_FILE")
struct XcodeProjectInfoPlistsTests {
  typealias Target = XcodeProjectInfoPlists.Target

  @Test func eachTargetsPlistOnceInOrder() {
    let project = """
      6DC69E78 /* Debug */ = {
        buildSettings = {
          INFOPLIST_FILE = aquaios/Info.plist;
          PRODUCT_NAME = Aqua;
        };
      };
      6DC69E79 /* Release */ = { buildSettings = { INFOPLIST_FILE = aquaios/Info.plist; }; };
      81D9E485 /* Debug */ = { buildSettings = { INFOPLIST_FILE = AquaTests/Info.plist; }; };
      """
    #expect(
      XcodeProjectInfoPlists(projectFile: project).targets == [
        Target(path: "aquaios/Info.plist", configurations: [0, 1]),
        Target(path: "AquaTests/Info.plist", configurations: [2]),
      ])
  }

  @Test(arguments: [
    ("INFOPLIST_FILE = \"App/Supporting Files/Info.plist\";", ["App/Supporting Files/Info.plist"]),
    ("INFOPLIST_FILE = \"$(SRCROOT)/App/Info.plist\";", ["App/Info.plist"]),
    ("INFOPLIST_FILE = ${PROJECT_DIR}/App/App-Info.plist;", ["App/App-Info.plist"]),
    ("INFOPLIST_FILE = ./Info.plist;", ["Info.plist"]),
    // An absolute path and a longer setting's name name none.
    ("INFOPLIST_FILE = /Users/me/App/Info.plist;", []),
    ("INFOPLIST_FILE_SUFFIX = App/Info.plist;", []),
    ("INFOPLIST_FILE = \"\";", []),
  ])
  func spellings(setting: String, expected: [String]) {
    let read = XcodeProjectInfoPlists(projectFile: "buildSettings = { \(setting) };")
    #expect(read.targets.compactMap(\.path) == expected)
  }

  /// A plist another setting names is unknown, so no plist of the project is surely a table's.
  @Test func aPathBuiltFromAnotherSettingIsUnresolved() {
    let read = XcodeProjectInfoPlists(
      projectFile: "buildSettings = { INFOPLIST_FILE = \"$(SRCROOT)/$(TARGET_NAME)/Info.plist\"; };")
    #expect(read.hasUnresolvedPlist)
    #expect(read.targets.isEmpty)
  }

  /// `INFOPLIST_FILE = "";` beside `GENERATE_INFOPLIST_FILE = YES` is a plist Xcode generates
  /// whole, not one named through another setting (audit 317's Voskle).
  @Test func anEmptyPlistPathNamesNoFile() {
    let read = XcodeProjectInfoPlists(
      projectFile: "buildSettings = { GENERATE_INFOPLIST_FILE = YES; INFOPLIST_FILE = \"\"; };")
    #expect(!read.hasUnresolvedPlist)
    #expect(read.targets == [Target(path: nil, configurations: [0])])
  }

  /// Xcode's layout: each target's configurations named by its configuration list, the
  /// default one (Release, what the App Store ships) first, whatever their keys (review 216:
  /// a Debug-only prompt made Debug and Release two targets that tied).
  @Test func configurationListsMakeTargets() {
    let read = XcodeProjectInfoPlists(
      projectFile: """
        \t\tC1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "Debug camera";
        \t\t\t\tINFOPLIST_KEY_NSLocalNetworkUsageDescription = "Debugger";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tC2 /* Release */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "Camera";
        \t\t\t};
        \t\t\tname = Release;
        \t\t};
        \t\tW1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
        \t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "Camera";
        \t\t\t};
        \t\t};
        \t\tL1 /* Build configuration list for PBXNativeTarget "App" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tC1 /* Debug */,
        \t\t\t\tC2 /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};
        \t\tL2 /* Build configuration list for PBXNativeTarget "Widget" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = ( W1 /* Debug */, );
        \t\t};
        """)
    #expect(
      read.targets == [
        Target(
          path: nil, generatedKeys: ["NSCameraUsageDescription", "NSLocalNetworkUsageDescription"],
          configurations: [1, 0], shippedConfiguration: 1),
        Target(path: nil, generatedKeys: ["NSCameraUsageDescription"], configurations: [2]),
      ])
  }

  /// The project's own configurations are every target's defaults, no target: a plist named at
  /// both levels is the target's alone (review 217's f1, which tied and read none).
  @Test func theProjectsOwnConfigurationsAreNoTarget() {
    let read = XcodeProjectInfoPlists(
      projectFile: """
        P = { isa = PBXProject; buildConfigurationList = L0 /* project */; };
        T = { isa = PBXNativeTarget; buildConfigurationList = L1 /* App */; };
        P1 /* Debug */ = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; };
        T1 /* Debug */ = { isa = XCBuildConfiguration; buildSettings = { INFOPLIST_FILE = App/Info.plist; }; };
        L0 /* project */ = { isa = XCConfigurationList; buildConfigurations = ( P1 /* Debug */, ); };
        L1 /* App */ = { isa = XCConfigurationList; buildConfigurations = ( T1 /* Debug */, ); };
        """)
    #expect(read.targets == [Target(path: "App/Info.plist", configurations: [1])])
  }

  @Test func aGeneratedPlistHasTheKeysItsSettingsGive() {
    let read = XcodeProjectInfoPlists(
      projectFile: """
        A = { buildSettings = {
          GENERATE_INFOPLIST_FILE = YES;
          INFOPLIST_KEY_NSCameraUsageDescription = "Weather photographs the sky";
        }; };
        B = { buildSettings = {
          GENERATE_INFOPLIST_FILE = YES;
          INFOPLIST_FILE = WeatherWidget/Info.plist;
          INFOPLIST_KEY_CFBundleDisplayName = "Weather Widget";
        }; };
        """)
    #expect(
      read.targets == [
        Target(path: nil, generatedKeys: ["NSCameraUsageDescription"], configurations: [0]),
        Target(path: "WeatherWidget/Info.plist", generatedKeys: ["CFBundleDisplayName"], configurations: [1]),
      ])
  }
}
