import Testing

@testable import CatalogParser

/// The Info plists a `project.pbxproj` names in its targets' `INFOPLIST_FILE` settings.
@Suite("Xcode project: INFOPLIST_FILE")
struct XcodeProjectInfoPlistsTests {
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
      XcodeProjectInfoPlists.infoPlistPaths(inProjectFile: project) == [
        "aquaios/Info.plist", "AquaTests/Info.plist",
      ])
  }

  @Test(arguments: [
    ("INFOPLIST_FILE = \"App/Supporting Files/Info.plist\";", ["App/Supporting Files/Info.plist"]),
    ("INFOPLIST_FILE = \"$(SRCROOT)/App/Info.plist\";", ["App/Info.plist"]),
    ("INFOPLIST_FILE = ${PROJECT_DIR}/App/App-Info.plist;", ["App/App-Info.plist"]),
    ("INFOPLIST_FILE = ./Info.plist;", ["Info.plist"]),
    // A path another setting builds, an absolute one, and a longer setting's name name none.
    ("INFOPLIST_FILE = \"$(TARGET_NAME)/Info.plist\";", []),
    ("INFOPLIST_FILE = /Users/me/App/Info.plist;", []),
    ("INFOPLIST_FILE_SUFFIX = App/Info.plist;", []),
    ("INFOPLIST_FILE = \"\";", []),
  ])
  func spellings(setting: String, expected: [String]) {
    #expect(XcodeProjectInfoPlists.infoPlistPaths(inProjectFile: setting) == expected)
  }
}
