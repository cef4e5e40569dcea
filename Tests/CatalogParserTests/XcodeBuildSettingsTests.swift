import Testing

@testable import CatalogParser

/// The `buildSettings` blocks of a `project.pbxproj`, read as Foundation reads the old-style
/// property list: quoted names and values decoded, lists, dictionaries and comments passed over.
@Suite("Xcode project: build settings blocks")
struct XcodeBuildSettingsTests {
  static func blocks(_ text: String) -> [XcodeBuildSettings] {
    Array(text.utf8).withUnsafeBufferPointer(XcodeBuildSettings.blocks(in:))
  }

  @Test func eachBlocksSettingsInOrderWithTheirOffsets() {
    let text = """
      A /* Debug */ = { isa = XCBuildConfiguration; buildSettings = {
        GENERATE_INFOPLIST_FILE = YES;
        INFOPLIST_KEY_NSCameraUsageDescription = "Snap";
      }; name = Debug; };
      B /* Release */ = { buildSettings = { PRODUCT_NAME = App; }; };
      """
    let blocks = Self.blocks(text)
    #expect(
      blocks.map { $0.settings.map(\.name) } == [
        ["GENERATE_INFOPLIST_FILE", "INFOPLIST_KEY_NSCameraUsageDescription"], ["PRODUCT_NAME"],
      ])
    let camera = blocks[0].settings[1]
    let bytes = Array(text.utf8)
    #expect(String(decoding: bytes[camera.nameOffset...].prefix(14), as: UTF8.self) == "INFOPLIST_KEY_")
    #expect(bytes[camera.valueOffset] == UInt8(ascii: "\""))
    #expect(blocks.allSatisfy { $0.failure == nil })
  }

  @Test func aConfigurationsNameFollowsItsBlock() {
    let blocks = Self.blocks(
      "A = { buildSettings = { X = 1; }; name = Debug; };\nB = { buildSettings = { }; name = \"App Store\"; };\n"
        + "C = { buildSettings = { }; };\nD = { name = Late; };")
    #expect(blocks.map(\.name) == ["Debug", "App Store", nil])
  }

  /// Each target configuration inherits the project's of its name (audit 320).
  @Test func aTargetsConfigurationInheritsTheProjectsOfItsName() {
    let blocks = Self.blocks(
      "T1 = { buildSettings = { }; name = Debug; };\nT2 = { buildSettings = { }; name = Release; };\n"
        + "T3 = { buildSettings = { }; name = Beta; };\n"
        + "P1 = { buildSettings = { }; name = Release; };\nP2 = { buildSettings = { }; name = Debug; };\n")
    // Beta, which the project lacks, takes the project's default configuration, its list's first.
    #expect(XcodeBuildSettings.projectDefaults(of: blocks, projectIDs: ["P1", "P2"]) == [0: 4, 1: 3, 2: 3])
    #expect(XcodeBuildSettings.projectDefaults(of: blocks, projectIDs: []).isEmpty)
  }

  @Test func quotedTextsAreDecodedAsFoundationDoes() {
    let blocks = Self.blocks(
      #"buildSettings = { "NAME[sdk=iphoneos*]" = "Say \"cheese\"\nnow \U00e9"; PLAIN = $(SRCROOT)/App; };"#)
    #expect(blocks[0].value(of: "NAME[sdk=iphoneos*]") == "Say \"cheese\"\nnow é")
    #expect(blocks[0].value(of: "PLAIN") == "$(SRCROOT)/App")
  }

  /// A list or dictionary value has no text, and what follows it is still read.
  @Test func listsDictionariesAndCommentsArePassedOver() {
    let blocks = Self.blocks(
      """
      buildSettings = {
        /* a ) comment { */ LIST = ( "$(inherited)", "a)b", ); // ends ( here
        DICT = { a = ( b, "}" ); };
        AFTER = "yes";
      };
      """)
    #expect(blocks[0].settings.map(\.name) == ["LIST", "DICT", "AFTER"])
    #expect(blocks[0].settings.map(\.value) == [nil, nil, "yes"])
    #expect(blocks[0].failure == nil)
  }

  /// Where a block stops making sense, the settings before are kept with where and why it stopped.
  @Test(arguments: [
    ("buildSettings = { A = 1; B = \"open", "never closed", 29),
    ("buildSettings = { A = 1; B 2; };", "expected '=' after the build setting 'B'", 27),
    ("buildSettings = { A = 1; B = 2 };", "expected ';' after the value of 'B'", 31),
    ("buildSettings = { A = 1; B = ( x, y", "never closed", 29),
    ("buildSettings = { A = 1;", "without their closing '}'", 24),
  ])
  func aBrokenBlockKeepsWhatWasRead(text: String, message: String, offset: Int) throws {
    let block = try #require(Self.blocks(text).first)
    #expect(block.value(of: "A") == "1")
    let failure = try #require(block.failure)
    #expect(failure.message.contains(message))
    #expect(failure.offset == offset)
  }

  /// A broken block is the last read: openings inside it are not each read to the end of the
  /// file again (review 216: 341 kB of `buildSettings = {` ran for minutes).
  @Test func aBrokenBlockEndsTheReading() {
    let blocks = Self.blocks(String(repeating: "buildSettings = {\n", count: 50_000))
    #expect(blocks.count == 1)
    #expect(blocks.first?.failure != nil)
  }

  /// Words in a quoted script are no block: a block's name follows `;` or `{`.
  @Test func anOpeningInsideAScriptIsNoBlock() {
    let blocks = Self.blocks(
      """
      S1 = {isa = PBXShellScriptBuildPhase; shellScript = "echo buildSettings = { \\"x\\";\\n";};
      C1 /* Debug */ = {
        isa = XCBuildConfiguration;
        buildSettings = { A = 1; };
      };
      """)
    #expect(blocks.map { $0.value(of: "A") } == ["1"])
    #expect(blocks.map(\.configurationID) == ["C1"])
    // A script's `;` right before the words (review 217's d5).
    let script = Self.blocks(
      #"S = {shellScript = "x;buildSettings = { "y";";}; C = { buildSettings = { A = 2; }; };"#)
    #expect(script.map { $0.value(of: "A") } == ["2"])
  }

  /// Deep nesting is counted, not recursed into.
  @Test func deepNestingIsNoStackOverflow() {
    let deep = String(repeating: "(", count: 200_000) + String(repeating: ")", count: 200_000)
    let blocks = Self.blocks("buildSettings = { A = \(deep); B = 2; };")
    #expect(blocks.first?.value(of: "B") == "2")
  }
}
