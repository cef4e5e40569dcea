import Foundation
import TestSupport
import Testing

/// A bundle's `Info.plist` names its source language even where it has no prompt to translate.
@Suite("CLI: Info.plist's development region")
struct InfoPlistDevelopmentRegionTests {
  /// Audit 113: a German Mac app, its English translation a copy of the German text.
  @Test func anInfoPlistWithoutPromptsMakesItsBundleSourceItsLanguage() throws {
    let folder = try TempFolder()
    try folder.write(
      "App/Info.plist",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>de</string></dict></plist>
      """)
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
}
