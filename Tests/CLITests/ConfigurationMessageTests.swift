import Foundation
import TestSupport
import Testing

/// Configuration slips that a team meets when it sets labelcheck up, told where they are and
/// what they did (audit 252).
@Suite("Configuration messages")
struct ConfigurationMessageTests {
  static let english = "\"Done\" = \"Done\";\n\"Menu\" = \"Menu\";\n"
  static let german = "\"Done\" = \"Fertig\";\n\"Menu\" = \"Menu\";\n"

  static func project() throws -> TempFolder {
    let folder = try TempFolder()
    try folder.write("App/Resources/en.lproj/Localizable.strings", english)
    try folder.write("App/Resources/de.lproj/Localizable.strings", german)
    return folder
  }

  @Test func aMissingPathSaysWhereItWasLookedFor() throws {
    // The configuration is in `ci/`: `App` is `ci/App`, whatever `ls` shows here.
    let folder = try Self.project()
    try folder.write("ci/labelcheck.json", "{\"version\": 1,\n \"paths\": [\"App\"]}\n")
    let result = try CLIRunner.run(["--config", "ci/labelcheck.json"], in: folder.url)
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.contains(
        "ci/labelcheck.json:2:12: error: 'paths' names 'App': no such file or folder (looked for ci/App: "
          + "paths are relative to the configuration's folder)"), "\(result)")
    // Beside the configuration, as written: nothing to add.
    try folder.write(".labelcheck.json", "{\"version\": 1, \"paths\": [\"Ap\"]}\n")
    let here = try CLIRunner.run([], in: folder.url)
    #expect(here.stderr.contains("'paths' names 'Ap': no such file or folder\n"), "\(here)")
    try folder.write(".labelcheck.json", "{\"version\": 1, \"paths\": [\"./Ap/\"]}\n")
    let spelled = try CLIRunner.run([], in: folder.url)
    #expect(spelled.stderr.contains("'paths' names './Ap/': no such file or folder\n"), "\(spelled)")
  }

  @Test func anExcludeThatPassesByEveryFileIsNamed() throws {
    let folder = try Self.project()
    try folder.write(".labelcheck.json", "{\"version\": 1, \"exclude\": [\"Resources\"]}\n")
    let result = try CLIRunner.run([], in: folder.url)
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr.hasSuffix(
        "; exclude patterns passed by all of them (the configuration's exclude Resources)\n"), "\(result)")
    let flag = try CLIRunner.run(["--exclude", "App", "--no-baseline"], in: folder.url)
    #expect(flag.stderr.contains("(--exclude App; the configuration's exclude Resources)"), "\(flag)")
    // Where there is nothing to find, nothing is said of the patterns.
    let empty = try TempFolder()
    try empty.write("notes.txt", "x")
    let none = try CLIRunner.run(["--exclude", "x"], in: empty.url)
    #expect(none.status == 2 && !none.stderr.contains("exclude patterns"), "\(none)")
  }

  @Test func anIgnoreEntryOfALocaleNoFileHasIsTold() throws {
    let folder = try Self.project()
    try folder.write(
      ".labelcheck.json",
      """
      {"version": 1, "locales": ["de", "en"],
       "ignore": [{"rule": "english-fallback", "locale": "de-DE", "key": "Menu"},
                  {"rule": "english-fallback", "key": "Menue"}]}

      """)
    let result = try CLIRunner.run([], in: folder.url)
    #expect(
      result.stderr.contains(
        ".labelcheck.json:2:13: warning: this ignore entry (rule english-fallback, locale de-DE, key 'Menu') names "
          + "locale 'de-DE', which no file has (the files have de), so it hides nothing; mend or remove it"),
      "\(result)")
    // `locales` that hold every locale of the files leave none out: an unused entry is told.
    #expect(
      result.stderr.contains(
        ".labelcheck.json:3:13: warning: this ignore entry (rule english-fallback, key 'Menue') hides no finding"
      ),
      "\(result)")
    // Locales that leave one out: the entry may be about it.
    let partial = try CLIRunner.run(["--locales", "de"], in: folder.url)
    #expect(!partial.stderr.contains("Menue"), "\(partial)")
  }
}
