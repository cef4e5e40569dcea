import Foundation
import TestSupport
import Testing

/// `inspect`, `rules`, `--help` and `--version`.
@Suite("Information commands")
struct InfoCommandTests {
  static let ruleIds = [
    "missing-translation", "english-fallback", "identifier-drift", "stale-translation", "format-mismatch",
    "plural-coverage", "empty-label", "label-is-identifier", "role-in-label", "duplicate-label",
    "identifier-taxonomy", "duplicate-key", "runtime-mismatch", "unbound-identifier", "length-expansion",
  ]

  @Test func inspectJSONHasTheNormalizedModelShape() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.inspectable)
    let result = try CLIRunner.run(["inspect", "--format", "json"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty)
    let model = try JSON.object(result.stdout)
    #expect(model["schemaVersion"] as? Int == 1)
    #expect(model.string("sourceLocale") == "en")
    #expect(model["locales"] as? [String] == ["de", "en"])
    let table = try #require(model.objects("tables").first)
    #expect(table.string("bundle") == ".")
    #expect(table.string("name") == "Localizable")
    let keys = table.objects("keys")
    #expect(keys.map { $0.string("key") } == ["%lld items", "Done", "OK"])
    for key in keys {
      for field in ["key", "comment", "shouldTranslate", "localizations"] {
        #expect(key.keys.contains(field), "key \(key["key"] ?? "?") lacks \(field)")
      }
    }
    let items = keys[0]
    #expect(items.string("comment") == "Cart size")
    let plural = try #require(
      items.object("localizations")?.object("de")?.object("variations")?.object("plural"))
    let one = try #require(plural.object("one"))
    #expect(one.string("value") == "%lld Artikel")
    #expect(one.string("state") == "translated")
    #expect(one.string("file") == "Localizable.xcstrings")
    #expect(one["line"] as? Int == 8)
    #expect(one["column"] as? Int == 72)
    #expect(one.keys.contains("variations"))
    #expect(keys[2]["shouldTranslate"] as? Bool == false)
  }

  @Test func inspectJSONFillsInTheSourceValueOfAKeyWithoutOne() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.inspectable)
    let result = try CLIRunner.run(["inspect", "-f", "json", "-o", "model.json"], in: folder.url)
    #expect(result.status == 0 && result.stdout.isEmpty, "\(result)")
    let model = try JSON.object(try #require(folder.read("model.json")))
    let done = try #require(
      model.objects("tables").first?.objects("keys").first { $0.string("key") == "Done" })
    let localizations = try #require(done.object("localizations"))
    #expect(localizations.object("en")?.string("value") == "Done")
    #expect(localizations.object("de")?.string("value") == "Fertig")
    #expect(localizations.object("de")?["variations"] is NSNull)
  }

  @Test func inspectTextSummarisesTablesAndProgress() throws {
    let result = try CLIRunner.run(["inspect"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("catalogs/SampleApp/Localizable: "))
    // The Settings table's German file keeps a key the source dropped.
    #expect(result.stdout.contains("catalogs/SampleApp/Settings: 6 keys (1 only in translations)\n"))
    #expect(result.stdout.contains("\nlocale  translated\n"))
    #expect(result.stdout.contains("\nen*  "))
    #expect(!result.stdout.contains(" 1 keys") && !result.stdout.contains(" 1 tables"))
    let rejected = try CLIRunner.run(["inspect", "--format", "xml"])
    #expect(rejected.status == 2)
    #expect(rejected.stderr.contains("invalid --format 'xml' for inspect; expected text or json"))
  }

  @Test func inspectWarnsWhereTheSourceLocaleReplacesADeclaredOne() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    let result = try CLIRunner.run(["inspect", "--source-locale", "de"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr
        == "labelcheck: warning: Localizable.xcstrings declares the source language en, which the source "
        + "locale de replaces: its keys are checked as if de were their source; check it in a run of its own\n"
    )
  }

  @Test func inspectAndBaselineTellADeviceNameThatIsNoDeviceClass() throws {
    let folder = try TempFolder()
    try folder.write(
      "Localizable.xcstrings",
      #"""
      {"sourceLanguage":"en","version":"1.0","strings":{"Reply":{"localizations":{"de":{"variations":{
      "device":{"iPhone":{"stringUnit":{"state":"translated","value":"Antworten"}}}}}}}}}
      """#)
    let warning = "'iPhone' is no device class"
    let inspect = try CLIRunner.run(["inspect"], in: folder.url)
    #expect(inspect.status == 0, "\(inspect)")
    #expect(inspect.stderr.contains(warning))
    let baseline = try CLIRunner.run(["baseline", "--output", "-"], in: folder.url)
    #expect(baseline.status == 0, "\(baseline)")
    #expect(baseline.stderr.contains(warning))
  }

  @Test func inspectTextGivesNoShareWhereThereIsNoSourceText() throws {
    let folder = try TempFolder()
    try folder.write("de.lproj/Main.strings", "\"a\" = \"Einstellungen\";\n")
    let result = try CLIRunner.run(["inspect"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.hasSuffix("\nlocale  translated\nde          -   (no en text to translate)\n"),
      "\(result)")
  }

  /// Audit 107: an app in `en` beside a widget whose String Catalog is in `de`.
  @Test func inspectAndTheLegendNameEachTablesSourceWhereTheyDiffer() throws {
    let folder = try TempFolder()
    try folder.write("App/en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"Cancel\" = \"Cancel\";\n")
    try folder.write("App/de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
    try folder.write(
      "Widget/Localizable.xcstrings",
      """
      {"sourceLanguage":"de","version":"1.0","strings":{
      "Helligkeit":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Helligkeit"}}}}}}
      """)
    let result = try CLIRunner.run(["inspect"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout == """
        2 tables, 3 keys, 2 locales (sources: de for 1 table, en for 1), 3 files

        App/Localizable: 2 keys (source: en)
        Widget/Localizable: 1 key (source: de)

        locale  translated
        de*      66.6%  (2 of 3)
        en*      66.6%  (2 of 3)

        * source locale of some tables

        """, "\(result)")
    let matrix = try CLIRunner.run(["matrix", "--no-color"], in: folder.url)
    #expect(matrix.stdout.contains("EN source-language text (de, en)"), "\(matrix)")
    // Review 96: an empty table has no text in its language; regions of one language are one.
    try folder.write("Widget/Localizable.xcstrings", #"{"sourceLanguage":"de","version":"1.0","strings":{}}"#)
    try folder.write("Kit/en-GB.lproj/Localizable.strings", "\"Colour\" = \"Colour\";\n")
    try folder.write("Kit/de.lproj/Localizable.strings", "\"Colour\" = \"Farbe\";\n")
    let english = try CLIRunner.run(["inspect"], in: folder.url)
    #expect(
      english.stdout.hasPrefix("3 tables, 3 keys, 3 locales (sources: en for 1 table, en-GB for 1), "),
      "\(english)")
    #expect(!english.stdout.contains("de*"), "\(english)")
    let legend = try CLIRunner.run(["matrix", "--no-color"], in: folder.url)
    #expect(legend.stdout.contains("EN English fallback"), "\(legend)")
    // Review 97: the run's declared source may be an empty table's; the tables' own is named.
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Kit"))
    let single = try CLIRunner.run(["inspect"], in: folder.url)
    #expect(single.stdout.hasPrefix("2 tables, 2 keys, 2 locales (source: en), "), "\(single)")
    #expect(single.stdout.contains("\nen*     100.0%"), "\(single)")
  }

  @Test func inspectTextCountsTranslationsToReview() throws {
    let folder = try TempFolder()
    try folder.write(
      "Localizable.xcstrings",
      """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "Done":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Done"}},
      "de":{"stringUnit":{"state":"needs_review","value":"Fertig"}}}},
      "Save":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Save"}},
      "de":{"stringUnit":{"state":"translated","value":"Sichern"}}}}}}
      """)
    let result = try CLIRunner.run(["inspect"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains("\nde      100.0%  (2 of 2, 1 of them to review)\nen*     100.0%  (2 of 2)\n"),
      "\(result)")
  }

  @Test func rulesListsAllFifteenRules() throws {
    let result = try CLIRunner.run(["rules"])
    #expect(result.status == 0, "\(result)")
    let firstWords = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
      .compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(firstWords == Self.ruleIds)
    let narrow = try CLIRunner.run(["rules"], environment: ["COLUMNS": "80"])
    #expect(narrow.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(narrow)")
  }

  @Test func rulesAsJSON() throws {
    let result = try CLIRunner.run(["rules", "--format=json"])
    #expect(result.status == 0, "\(result)")
    let rules = try JSON.array(result.stdout)
    #expect(rules.map { $0.string("id") } == Self.ruleIds)
    for rule in rules {
      #expect(["error", "warning", "note"].contains(rule.string("defaultSeverity") ?? ""))
      #expect(rule.string("summary")?.isEmpty == false)
      #expect(rule.string("rationale")?.isEmpty == false)
    }
    let severities = Dictionary(
      uniqueKeysWithValues: rules.map { ($0.string("id")!, $0.string("defaultSeverity")!) })
    #expect(severities["english-fallback"] == "error")
    #expect(severities["stale-translation"] == "warning")
    #expect(severities["identifier-taxonomy"] == "note")
    #expect(try CLIRunner.run(["rules", "--format", "yaml"]).status == 2)
  }

  @Test func helpOverview() throws {
    let result = try CLIRunner.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("USAGE: labelcheck [COMMAND] [PATHS...] [OPTIONS]"))
    for command in ["matrix", "inspect", "rules", "baseline", "handoff", "apply", "expectations"] {
      #expect(result.stdout.contains("\n  \(command) "), "overview lacks \(command)")
    }
    #expect(result.stdout.contains("\nEXAMPLES:\n  labelcheck\n"))
    #expect(try CLIRunner.run(["help"]).stdout == result.stdout)
  }

  @Test(arguments: ["matrix", "inspect", "rules", "baseline"])
  func commandHelpHasUsageOptionsAndExamples(_ command: String) throws {
    let result = try CLIRunner.run([command, "--quiet", "--help", "--nonsense"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("USAGE: labelcheck \(command)"))
    #expect(result.stdout.contains("\nOPTIONS:\n"))
    #expect(result.stdout.contains("\nEXAMPLES:\n  labelcheck \(command)"))
    #expect(result.stdout.contains("-h, --help"))
  }

  @Test func matrixHelpListsEveryOption() throws {
    let result = try CLIRunner.run(["help", "matrix"])
    #expect(result.status == 0)
    let options = [
      "--locales", "--source-locale", "--labels", "--captures", "--exclude", "--config", "--format",
      "--output",
      "--report",
      "--baseline", "--fail-on", "--rule", "--disable", "--quiet", "--no-color", "--all",
    ]
    for option in options { #expect(result.stdout.contains("\(option) "), "matrix help lacks \(option)") }
    let width = result.stdout.split(separator: "\n").map(\.count).max() ?? 0
    #expect(width <= 110, "help lines should fit a wide terminal")
  }

  @Test func pendingCommandHelp() throws {
    let result = try CLIRunner.run(["handoff", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: labelcheck handoff"))
    #expect(result.stdout.contains("not available yet"))
  }

  @Test(arguments: [["--version"], ["matrix", "--version"], ["inspect", "App", "--version"]])
  func version(_ arguments: [String]) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 0)
    #expect(result.stdout == "0.1.0\n")
    #expect(result.stderr.isEmpty)
  }
}
