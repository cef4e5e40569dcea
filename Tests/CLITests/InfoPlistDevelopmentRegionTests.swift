import Foundation
import TestSupport
import Testing

/// A bundle's `Info.plist` names its source language even where it has no prompt to translate.
@Suite("CLI: Info.plist's development region")
struct InfoPlistDevelopmentRegionTests {
  /// A folder whose `App/Info.plist` names `de` and nothing else.
  static func appWithGermanInfoPlist() throws -> TempFolder {
    let folder = try TempFolder()
    try folder.write(
      "App/Info.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>de</string></dict></plist>
      """)
    return folder
  }

  /// Audit 113: a German Mac app, its English translation a copy of the German text.
  @Test func anInfoPlistWithoutPromptsMakesItsBundleSourceItsLanguage() throws {
    let folder = try Self.appWithGermanInfoPlist()
    try folder.write(
      "App/de.lproj/Localizable.strings", "\"Sichern\" = \"Sichern\";\n\"Öffnen\" = \"Öffnen\";\n")
    try folder.write(
      "App/en.lproj/Localizable.strings", "\"Sichern\" = \"Sichern\";\n\"Öffnen\" = \"Open\";\n")
    let inspect = try CLIRunner.run(["inspect"], in: folder.url)
    #expect(inspect.stdout.hasPrefix("1 table, 2 keys, 2 locales (source: de), 3 files\n"), "\(inspect)")
    let matrix = try CLIRunner.run(["matrix", "--format", "json"], in: folder.url)
    #expect(matrix.status == 1, "\(matrix)")
    #expect(matrix.stdout.contains("\"sourceLocale\": \"de\""), "\(matrix)")
    #expect(matrix.stdout.contains("en shows the de text 'Sichern'"), "\(matrix)")
    #expect(!matrix.stdout.contains("de shows the en text"), "\(matrix)")
  }

  /// Review 99: `Info.plist`'s region ranks below what the bundle's files declare, whichever is
  /// read first.
  @Test func aStringCatalogsLanguageWinsOverInfoPlists() throws {
    let folder = try Self.appWithGermanInfoPlist()
    try folder.write(
      "App/InfoPlist.xcstrings",
      #"{"sourceLanguage":"en","version":"1.0","strings":{"NSCameraUsageDescription":{"localizations":{"#
        + #""en":{"stringUnit":{"state":"translated","value":"Take photos"}},"#
        + #""de":{"stringUnit":{"state":"translated","value":"Take photos"}}}}}}"#)
    try folder.write(
      "App/Localizable.xcstrings",
      #"{"sourceLanguage":"en","version":"1.0","strings":{"Save":{"localizations":{"#
        + #""de":{"stringUnit":{"state":"translated","value":"Sichern"}}}}}}"#)
    try folder.write("App/en.lproj/Main.strings", "\"a.title\" = \"Cancel\";\n")
    try folder.write("App/de.lproj/Main.strings", "\"a.title\" = \"Cancel\";\n")
    let result = try CLIRunner.run(["matrix", "--format", "xcode"], in: folder.url)
    #expect(
      result.stdout
        == "App/InfoPlist.xcstrings:1:210: error: de shows the en text 'Take photos' for "
        + "NSCameraUsageDescription [english-fallback]\n"
        + "App/de.lproj/Main.strings:1:13: error: de shows the en text 'Cancel' for a.title [english-fallback]\n",
      "\(result)")
  }
}
