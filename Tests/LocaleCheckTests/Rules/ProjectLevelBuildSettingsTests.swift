import Foundation
import Testing

@testable import LocaleCheck

/// A target inherits the project's own build settings of its configuration's name, where it sets
/// none or writes `$(inherited)` (audit 320): a prompt set at the project level is the `InfoPlist`
/// tables' source text as a target's own is.
@Suite("Info.plist prompts set at the project level")
struct ProjectLevelBuildSettingsTests {
  /// A project file with one app target: `target` and `project` are each configuration's
  /// settings lines (`Debug`, `Release`), Release the list's default.
  static func projectFile(target: [String: [String]], project: [String: [String]]) -> String {
    func configuration(_ id: String, _ name: String, _ settings: [String]) -> String {
      "    \(id) /* \(name) */ = {\n      isa = XCBuildConfiguration;\n      buildSettings = {\n"
        + settings.map { "        \($0);\n" }.joined() + "      };\n      name = \(name);\n    };\n"
    }
    func list(_ id: String, _ ids: [String]) -> String {
      "    \(id) = {\n      isa = XCConfigurationList;\n      buildConfigurations = (\n"
        + "        \(ids[0]) /* Debug */,\n        \(ids[1]) /* Release */,\n      );\n"
        + "      defaultConfigurationName = Release;\n    };\n"
    }
    return "// !$*UTF8*$!\n{\n  objects = {\n"
      + "    P0 = {\n      isa = PBXProject;\n      buildConfigurationList = PL;\n    };\n"
      + "    T0 = {\n      isa = PBXNativeTarget;\n      buildConfigurationList = TL;\n    };\n"
      + configuration("T1", "Debug", target["Debug"] ?? [])
      + configuration("T2", "Release", target["Release"] ?? [])
      + configuration("P1", "Debug", project["Debug"] ?? [])
      + configuration("P2", "Release", project["Release"] ?? [])
      + list("TL", ["T1", "T2"]) + list("PL", ["P1", "P2"]) + "  };\n  rootObject = P0;\n}\n"
  }

  /// The app target generates its plist and sets no prompt: both come from the project level.
  static var inheritingProject: String {
    let prompts = [
      "\(camera) = \"Scan receipts with the camera\"", "\(microphone) = \"Record voice notes for receipts\"",
    ]
    return projectFile(
      target: ["Debug": ["GENERATE_INFOPLIST_FILE = YES"], "Release": ["GENERATE_INFOPLIST_FILE = YES"]],
      project: ["Debug": prompts, "Release": prompts])
  }

  static let camera = "INFOPLIST_KEY_NSCameraUsageDescription"
  static let microphone = "INFOPLIST_KEY_NSMicrophoneUsageDescription"

  static func receipts(target: [String: [String]], project: [String: [String]]) throws -> Fixture {
    try receipts(projectFile: projectFile(target: target, project: project))
  }

  /// The receipts app's tables beside the project file `text`: de translates both prompts, fr
  /// copies the camera's English and lacks the microphone's.
  static func receipts(projectFile text: String, in folder: String = "") throws -> Fixture {
    try Fixture([
      folder + "App.xcodeproj/project.pbxproj": text,
      folder + "App/de.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSCameraUsageDescription", "Belege mit der Kamera scannen"),
        ("NSMicrophoneUsageDescription", "Sprachnotizen aufnehmen"),
      ]),
      folder + "App/fr.lproj/InfoPlist.strings": CatalogText.strings([
        ("NSCameraUsageDescription", "Scan receipts with the camera")
      ]),
    ])
  }

  @Test func aPromptSetAtTheProjectLevelIsTheSourceText() throws {
    let settings = ["GENERATE_INFOPLIST_FILE = YES", "\(Self.camera) = \"Scan receipts with the camera\""]
    let fixture = try Self.receipts(
      target: ["Debug": settings, "Release": settings],
      project: [
        "Debug": ["\(Self.microphone) = \"Record voice notes (debug)\""],
        "Release": ["\(Self.microphone) = \"Record voice notes for receipts\""],
      ])
    try fixture.expectOneFinding(
      of: "missing-translation",
      message: "fr has no translation for 'Record voice notes for receipts' (NSMicrophoneUsageDescription); "
        + "the permission alert shows the en text",
      at: "\(Self.microphone) = \"Record voice notes for receipts\"", in: "App.xcodeproj/project.pbxproj")
    #expect(try fixture.findings(of: "english-fallback").map(\.locale) == [LocaleID("fr")])
  }

  @Test func inheritedTakesTheProjectsTextAndATargetsOwnWins() throws {
    let settings = [
      "GENERATE_INFOPLIST_FILE = YES", "\(Self.camera) = \"$(inherited)\"",
      "\(Self.microphone) = \"Record voice notes for receipts\"",
    ]
    let project = [
      "\(Self.camera) = \"Scan receipts with the camera\"", "\(Self.microphone) = \"Old microphone text\"",
    ]
    let fixture = try Self.receipts(
      target: ["Debug": settings, "Release": settings], project: ["Debug": project, "Release": project])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "fr shows the en text 'Scan receipts with the camera' for NSCameraUsageDescription"
      ])
    #expect(
      try fixture.findings(of: "missing-translation").map(\.message) == [
        "fr has no translation for 'Record voice notes for receipts' (NSMicrophoneUsageDescription); "
          + "the permission alert shows the en text"
      ])
  }

  @Test func aDeviceSDKsValueWinsOverThePlainOne() throws {
    // An archive builds for the device: its `[sdk=iphoneos*]` value is the shipped text (review 221).
    let settings = [
      "GENERATE_INFOPLIST_FILE = YES",
      "\"\(Self.camera)[sdk=iphoneos*]\" = \"Scan receipts with the camera\"",
      "\"\(Self.camera)[sdk=iphonesimulator*]\" = \"Simulated camera\"",
      "\(Self.microphone) = \"Record voice notes for receipts\"",
    ]
    let fixture = try Self.receipts(
      target: ["Debug": settings, "Release": settings],
      project: ["Release": ["\(Self.camera) = \"Take photos\"", "SDKROOT = iphoneos"]])
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "fr shows the en text 'Scan receipts with the camera' for NSCameraUsageDescription"
      ])
  }

  @Test func anotherPlatformsValueIsNotTheShippedOne() throws {
    // Review 222: a `[sdk=macosx*]` value in an iOS app is the Mac build's.
    let settings = [
      "GENERATE_INFOPLIST_FILE = YES", "SDKROOT = iphoneos",
      "\"\(Self.camera)[sdk=macosx*]\" = \"Scan with the Mac's camera\"",
      "\(Self.camera) = \"Scan receipts with the camera\"", "\(Self.microphone) = \"Record voice notes\"",
    ]
    let fixture = try Self.receipts(target: ["Debug": settings, "Release": settings], project: [:])
    #expect(try fixture.findings(of: "english-fallback").map(\.locale) == [LocaleID("fr")])
  }

  @Test func aTestTargetInheritingTheSamePromptsIsNoRival() throws {
    // Review 221: an app and its tests both generate their plists and inherit the project's prompts.
    var project = Self.inheritingProject
    let tests = """
          U0 = {
            isa = PBXNativeTarget;
            buildConfigurationList = UL;
          };
          U1 /* Debug */ = {
            isa = XCBuildConfiguration;
            buildSettings = {
              GENERATE_INFOPLIST_FILE = YES;
            };
            name = Debug;
          };
          U2 /* Release */ = {
            isa = XCBuildConfiguration;
            buildSettings = {
              GENERATE_INFOPLIST_FILE = YES;
            };
            name = Release;
          };
          UL = {
            isa = XCConfigurationList;
            buildConfigurations = (
              U1 /* Debug */,
              U2 /* Release */,
            );
            defaultConfigurationName = Release;
          };

      """
    project = project.replacingOccurrences(of: "  };\n  rootObject", with: tests + "  };\n  rootObject")
    let fixture = try Self.receipts(projectFile: project)
    #expect(try fixture.findings(of: "english-fallback").map(\.locale) == [LocaleID("fr")])
    #expect(try fixture.findings(of: "missing-translation").map(\.locale) == [LocaleID("fr")])
  }

  /// Also in a checkout named like the widget: a folder above the project names no target
  /// (review 223).
  @Test(arguments: ["", "ReceiptsWidget/"])
  func theAppWinsOverAWidgetThatSetsAPromptOfItsOwn(checkout: String) throws {
    // Review 222: the widget's own camera text is not the app's tables' source.
    var project = Self.inheritingProject
    project = project.replacingOccurrences(
      of: "buildConfigurationList = TL;",
      with:
        "buildConfigurationList = TL;\n      name = Receipts;\n      productType = \"com.apple.product-type.application\";"
    )
    let widget = ["GENERATE_INFOPLIST_FILE = YES", "\(Self.camera) = \"The widget's camera\""]
    let widgetTarget = """
          W0 = {
            isa = PBXNativeTarget;
            buildConfigurationList = WL;
            name = ReceiptsWidget;
            productType = "com.apple.product-type.app-extension";
          };
          W2 /* Release */ = {
            isa = XCBuildConfiguration;
            buildSettings = {
              \(widget.joined(separator: ";\n          "));
            };
            name = Release;
          };
          WL = {
            isa = XCConfigurationList;
            buildConfigurations = (
              W2 /* Release */,
            );
            defaultConfigurationName = Release;
          };

      """
    project = project.replacingOccurrences(
      of: "  };\n  rootObject", with: widgetTarget + "  };\n  rootObject")
    let fixture = try Self.receipts(projectFile: project, in: checkout)
    #expect(
      try fixture.findings(of: "english-fallback").map(\.message) == [
        "fr shows the en text 'Scan receipts with the camera' for NSCameraUsageDescription"
      ])
  }

  @Test func generatingThePlistIsInheritedToo() throws {
    let settings = ["\(Self.camera) = \"Scan receipts with the camera\""]
    let project = [
      "GENERATE_INFOPLIST_FILE = YES", "\(Self.microphone) = \"Record voice notes for receipts\"",
    ]
    let fixture = try Self.receipts(
      target: ["Debug": settings, "Release": settings], project: ["Debug": project, "Release": project])
    #expect(try fixture.findings(of: "english-fallback").map(\.locale) == [LocaleID("fr")])
    #expect(try fixture.findings(of: "missing-translation").map(\.locale) == [LocaleID("fr")])
  }
}
