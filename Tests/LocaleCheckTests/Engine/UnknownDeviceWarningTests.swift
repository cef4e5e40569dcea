import TestSupport
import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A device name no device class has is told once per file, with the class it likely means.
@Suite("Unknown device names")
struct UnknownDeviceWarningTests {
  private static func catalog(devices: String) -> String {
    """
    {"sourceLanguage":"en","version":"1.0","strings":{"reply":{"localizations":{
    "en":{"stringUnit":{"state":"translated","value":"Reply"}},
    "de":{"variations":{"device":{\(devices)}}}}},
    "send":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Send"}},
    "de":{"variations":{"device":{"iPhone":{"stringUnit":{"state":"translated","value":"Senden"}}}}}}}}}
    """
  }

  @Test func anUnknownDeviceIsToldOncePerFileWithTheClassItMeans() throws {
    let folder = try TempFolder(files: [
      "Localizable.xcstrings": Self.catalog(
        devices: """
          "iPhone":{"stringUnit":{"state":"translated","value":"Antworten"}},
          "watch":{"stringUnit":{"state":"translated","value":"Antw."}},
          "phone":{"stringUnit":{"state":"translated","value":"Antworten"}},
          "mac":{"stringUnit":{"state":"translated","value":"Antworten"}}
          """)
    ])
    let project = try Project.load(in: folder)
    let warnings = project.unknownDeviceWarnings().map(\.message)
    let classes = "iphone, ipod, ipad, applewatch, appletv, applevision, mac, other"
    #expect(
      warnings == [
        "'iPhone' is no device class (\(classes)): no device shows its forms; write 'iphone'",
        "'watch' is no device class (\(classes)): no device shows its forms; write 'applewatch'",
        "'phone' is no device class (\(classes)): no device shows its forms",
      ])
    #expect(project.warnings(after: project.check()).map(\.message).contains(warnings[0]))
  }

  @Test func theDeviceClassesPass() throws {
    let folder = try TempFolder(files: [
      "Localizable.xcstrings": Self.catalog(
        devices: """
          "applevision":{"stringUnit":{"state":"translated","value":"Antworten"}},
          "other":{"stringUnit":{"state":"translated","value":"Antworten"}}
          """
      ).replacingOccurrences(of: "\"iPhone\"", with: "\"ipod\"")
    ])
    #expect(try Project.load(in: folder).unknownDeviceWarnings().isEmpty)
  }

  /// Audit 222: an empty name is told too, a model names its class, and a long name is cut.
  @Test func anEmptyNameAModelAndALongNameAreTold() throws {
    let long = String(repeating: "x", count: 70)
    let folder = try TempFolder(files: [
      "Localizable.xcstrings": Self.catalog(
        devices: """
          "":{"stringUnit":{"state":"translated","value":"Antworten"}},
          "iPad Pro":{"stringUnit":{"state":"translated","value":"Antworten"}},
          "tvOS":{"stringUnit":{"state":"translated","value":"Antworten"}},
          "\(long)":{"stringUnit":{"state":"translated","value":"Antworten"}}
          """)
    ])
    let warnings = try Project.load(in: folder).unknownDeviceWarnings().map(\.message)
    let classes = "iphone, ipod, ipad, applewatch, appletv, applevision, mac, other"
    #expect(
      Set(warnings) == [
        "An empty device name is no device class (\(classes)): no device shows its forms",
        "'iPad Pro' is no device class (\(classes)): no device shows its forms; write 'ipad'",
        "'tvOS' is no device class (\(classes)): no device shows its forms; write 'appletv'",
        "'\(long.prefix(60))…' is no device class (\(classes)): no device shows its forms",
        "'iPhone' is no device class (\(classes)): no device shows its forms; write 'iphone'",
      ])
  }

  /// Audit 222: the warning points at the name a String Catalog writes, not at the form's text.
  @Test func theWarningIsAtTheName() throws {
    let folder = try TempFolder(files: [
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"reply":{"localizations":{
      "de":{"variations":{"device":{
        "iPhone":{
          "stringUnit":{"state":"translated","value":"Antworten"}}}}}}}}}
      """
    ])
    let warning = try #require(try Project.load(in: folder).unknownDeviceWarnings().first)
    #expect(warning.position?.line == 3)
    #expect(warning.position?.column == 3)
  }

  /// Review 158: a format variable called `device` names no device.
  @Test func aVariableCalledDeviceIsNoDevice() throws {
    let form = { (text: String) in "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(text)\"}}" }
    let value = { (one: String, other: String) in
      "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%#@device@\"},\"substitutions\":{\"device\":"
        + "{\"argNum\":1,\"formatSpecifier\":\"lld\",\"variations\":{\"plural\":{\"one\":\(form(one)),"
        + "\"other\":\(form(other))}}}}}"
    }
    let folder = try TempFolder(files: [
      "Localizable.xcstrings": """
      {"sourceLanguage":"en","version":"1.0","strings":{"devices":{"localizations":{
      "en":\(value("%arg device", "%arg devices")),"de":\(value("%arg Gerät", "%arg Geräte"))}}}}
      """
    ])
    #expect(try Project.load(in: folder).unknownDeviceWarnings().isEmpty)
  }
}
