import Foundation
import TestSupport
import Testing

@testable import CatalogParser

private func plist(_ body: String) -> [UInt8] {
  Array(PropertyListText.dictionary(body).utf8)
}

private func context(_ file: String, table: String) -> FileContext {
  FileContext(displayPath: file, bundle: "App", table: table, locale: .base)
}

private let infoPlist = context("App/Info.plist", table: StringTable.infoPlistName)
private let rootPlist = context("App/Settings.bundle/Root.plist", table: "Root")

private func sourceText(_ parsed: ParsedFile, _ key: String) -> String? {
  parsed.tables.first?.entry(forKey: key)?.localizations[.base]?.value
}

@Suite struct SourcePropertyListParserTests {
  @Test func infoPlistGivesItsPermissionPromptsWithTheirPlaces() throws {
    let parsed = try SourcePropertyListParser.parse(
      plist(
        """
        <key>CFBundleDisplayName</key><string>Weather</string>
        <key>NSCameraUsageDescription</key>
        <string>Scan a code</string>
        <key>NSMicrophoneUsageDescription</key><string>$(PRODUCT_NAME) records sound</string>
        <key>NSContactsUsageDescription</key><string> </string>
        <key>NSMotionUsageDescription</key><string>$(MOTION_PROMPT)</string>
        """), context: infoPlist)
    let table = try #require(parsed.tables.first)
    #expect(table.name == "InfoPlist" && table.bundle == "App")
    // The app's name is its choice to localize; a build setting alone is no text; a blank prompt
    // is an alert that explains nothing, kept for `empty-label` (audit 308).
    #expect(
      table.entries.map(\.key) == [
        "NSCameraUsageDescription", "NSMicrophoneUsageDescription", "NSContactsUsageDescription",
      ])
    let entry = try #require(table.entry(forKey: "NSCameraUsageDescription"))
    #expect(entry.keyPosition?.description == "App/Info.plist:5:6")
    #expect(entry.localizations[.base]?.position?.description == "App/Info.plist:6:9")
    #expect(sourceText(parsed, "NSCameraUsageDescription") == "Scan a code")
  }

  @Test func infoPlistWithoutPromptsGivesNoTable() throws {
    let parsed = try SourcePropertyListParser.parse(
      plist("<key>CFBundleName</key><string>Weather</string>"), context: infoPlist)
    #expect(parsed.tables.isEmpty)
  }

  @Test func infoPlistThatIsNoDictionaryIsAnError() {
    let bytes = Array("<plist version=\"1.0\">\n<array/>\n</plist>".utf8)
    #expect(throws: CatalogError.self) { try SourcePropertyListParser.parse(bytes, context: infoPlist) }
    do {
      _ = try SourcePropertyListParser.parse(bytes, context: infoPlist)
    } catch {
      #expect(error.position.description == "App/Info.plist:2:1")
    }
  }

  @Test func settingsSchemaGivesEachTextAsItsOwnKey() throws {
    let parsed = try SourcePropertyListParser.parse(
      plist(
        """
        <key>StringsTable</key><string>Root.strings</string>
        <key>PreferenceSpecifiers</key>
        <array>
        <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Sound</string>
        <key>FooterText</key><string>Sounds play on tap.</string></dict>
        <dict><key>Type</key><string>PSMultiValueSpecifier</string><key>Title</key><string>Speed</string>
        <key>Key</key><string>speed</string><key>DefaultValue</key><string>Default</string>
        <key>Titles</key><array><string>Slow</string><string>Fast</string></array>
        <key>ShortTitles</key><array><string>S</string></array>
        <key>Values</key><array><integer>1</integer><integer>2</integer></array></dict>
        </array>
        """), context: rootPlist)
    let table = try #require(parsed.tables.first)
    // The table is the one `StringsTable` names; keys, values and defaults are no text shown.
    #expect(table.name == "Root")
    #expect(table.entries.map(\.key) == ["Sound", "Sounds play on tap.", "Speed", "Slow", "Fast", "S"])
    #expect(sourceText(parsed, "Slow") == "Slow")
    #expect(table.entry(forKey: "Sound")?.keyPosition?.description == "App/Settings.bundle/Root.plist:7:79")
  }

  @Test(arguments: [
    "<key>PreferenceSpecifiers</key><array><dict><key>Title</key><string>Sound</string></dict></array>",
    "<key>StringsTable</key><string>Root</string>",
  ])
  func schemaWithoutTableOrSpecifiersGivesNoTable(body: String) throws {
    // Without `StringsTable` the Settings app does not localize the schema's texts.
    #expect(try SourcePropertyListParser.parse(plist(body), context: rootPlist).tables.isEmpty)
  }

  @Test func settingsSchemaNamesItsTableOrNone() throws {
    let specifiers = "<key>PreferenceSpecifiers</key><array/>"
    let named = try SourcePropertyListParser.parse(
      plist("<key>StringsTable</key><string>Root.strings</string>" + specifiers), context: rootPlist)
    #expect(named.settingsSchemas.map(\.stringsTable) == ["Root"])
    #expect(named.settingsSchemas.first?.bundle == "App")
    #expect(named.settingsSchemas.first?.position.file == "App/Settings.bundle/Root.plist")
    let unnamed = try SourcePropertyListParser.parse(plist(specifiers), context: rootPlist)
    #expect(unnamed.settingsSchemas.map(\.stringsTable) == [nil])
    // A plist without specifiers is none of the Settings app's screens; Info.plist neither.
    let other = try SourcePropertyListParser.parse(
      plist("<key>StringsTable</key><string>Root</string>"), context: rootPlist)
    #expect(other.settingsSchemas.isEmpty)
    #expect(try SourcePropertyListParser.parse(plist(specifiers), context: infoPlist).settingsSchemas.isEmpty)
  }

  @Test func binarySettingsSchemaIsRead() throws {
    let schema: [String: Any] = [
      "StringsTable": "Root",
      "PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Title": "Play sounds"]],
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: schema, format: .binary, options: 0)
    let parsed = try SourcePropertyListParser.parse([UInt8](data), context: rootPlist)
    #expect(parsed.tables.first?.entries.map(\.key) == ["Play sounds"])
  }

  @Test func otherPlistInSettingsBundleIsNoSchema() throws {
    let bytes = Array("<plist version=\"1.0\"><array><string>a</string></array></plist>".utf8)
    #expect(try SourcePropertyListParser.parse(bytes, context: rootPlist).tables.isEmpty)
  }

  @Test func infoPlistNamesTheLanguageOfItsPrompts() throws {
    let body = """
      <key>CFBundleDevelopmentRegion</key><string>German</string>
      <key>NSCameraUsageDescription</key><string>Code scannen</string>
      """
    #expect(
      try SourcePropertyListParser.parse(plist(body), context: infoPlist).tables.first?.sourceLocale
        == LocaleID("de"))
    for (written, language) in [
      // A region's is kept: the merger reads it as the bundle's closest folder.
      ("$(DEVELOPMENT_LANGUAGE)", nil), ("Base", nil), ("en_US", "en-US"), ("zh_CN", "zh-CN"),
      ("pt-BR", "pt-BR"),
      ("zh-Hant", "zh-Hant"), ("English", "en"),
    ] {
      let parsed = try SourcePropertyListParser.parse(
        plist(body.replacingOccurrences(of: "German", with: written)), context: infoPlist)
      #expect(parsed.tables.first?.sourceLocale?.identifier == language, "\(written)")
    }
  }

  /// Audit 113: most Mac apps' `Info.plist` has no prompt, but names the development language.
  @Test func infoPlistWithoutPromptsStillNamesItsLanguage() throws {
    let region =
      "<key>CFBundleDevelopmentRegion</key><string>de</string><key>CFBundleName</key><string>App</string>"
    let parsed = try SourcePropertyListParser.parse(plist(region), context: infoPlist)
    #expect(parsed.tables.map(\.entries.count) == [0])
    #expect(parsed.tables.first?.sourceLocale == LocaleID("de"))
    let withoutRegion = "<key>CFBundleName</key><string>App</string>"
    #expect(try SourcePropertyListParser.parse(plist(withoutRegion), context: infoPlist).tables.isEmpty)
  }

  @Test func textBesideBuildSettingsIsText() {
    #expect(SourcePropertyListParser.isSourceText("$(PRODUCT_NAME) uses the camera"))
    #expect(SourcePropertyListParser.isSourceText("Price: $5"))
    #expect(!SourcePropertyListParser.isSourceText("$(CAMERA_PROMPT)"))
    #expect(!SourcePropertyListParser.isSourceText("${PRODUCT_NAME} $(VERSION)"))
    #expect(!SourcePropertyListParser.isSourceText("$(UNCLOSED text"))
    #expect(!SourcePropertyListParser.isSourceText(" "))
  }

  @Test func quickActionTitlesAreKeysOfTheirOwn() throws {
    let parsed = try SourcePropertyListParser.parse(
      plist(
        """
        <key>UIApplicationShortcutItems</key>
        <array>
        <dict><key>UIApplicationShortcutItemType</key><string>com.example.new</string>
        <key>UIApplicationShortcutItemTitle</key><string>New Order</string>
        <key>UIApplicationShortcutItemSubtitle</key><string>Start selling</string></dict>
        </array>
        """), context: infoPlist)
    #expect(parsed.tables.first?.entries.map(\.key) == ["New Order", "Start selling"])
    #expect(sourceText(parsed, "New Order") == "New Order")
  }
}
