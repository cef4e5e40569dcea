import Foundation
import TestSupport
import Testing

/// What a run reads stays as it is: reports never replace an input, and each command reads only
/// the inputs it uses.
@Suite("Input files")
struct InputFileTests {
  private func expectRefused(
    _ result: CLIRunner.Result, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 2, "\(result)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(message), "\(result)", sourceLocation: sourceLocation)
  }

  @Test func aReportIsNotWrittenOverAnInput() throws {
    let folder = try TempFolder()
    try folder.write("App/Localizable.xcstrings", Fixtures.fallback)
    try folder.write("App/de.lproj/Settings.strings", "\"Done\" = \"Fertig\";\n")
    try folder.write("App/en.lproj/Settings.strings", "\"Done\" = \"Done\";\n")
    try folder.write(".labelcheck.json", "{\"version\": 1, \"paths\": [\"App\"]}\n")
    try folder.write(
      "labels.json",
      #"{"version":1,"identifiers":{"settings.done.button":{"key":"Done","table":"Settings"}}}"#)
    let before = try #require(folder.read("App/de.lproj/Settings.strings"))
    expectRefused(
      try CLIRunner.run(["-o", "App/de.lproj/Settings.strings"], in: folder.url),
      "'App/de.lproj/Settings.strings' is a catalog this run reads; a report written there would replace it")
    expectRefused(
      try CLIRunner.run(["--report", "json:.labelcheck.json"], in: folder.url),
      "'.labelcheck.json' is the configuration this run reads")
    expectRefused(
      try CLIRunner.run(["--report", "json:./labels.json"], in: folder.url),
      "'./labels.json' is the label map this run reads")
    expectRefused(
      try CLIRunner.run(["inspect", "-o", "App/Localizable.xcstrings"], in: folder.url),
      "'App/Localizable.xcstrings' is a catalog this run reads")
    expectRefused(
      try CLIRunner.run(["baseline", "-o", "App/en.lproj/Settings.strings"], in: folder.url),
      "'App/en.lproj/Settings.strings' is a localization file, not a baseline")
    #expect(folder.read("App/de.lproj/Settings.strings") == before)
    #expect(folder.read(".labelcheck.json")?.contains("\"paths\"") == true)
  }

  @Test func aReportFileNameMayHoldAComma() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    let result = try CLIRunner.run(["--quiet", "--report", "json:out/with,comma.json"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(folder.entries("out") == ["with,comma.json"])
  }

  @Test func inspectReadsNoLabelMapOrCaptures() throws {
    // The captures folder appears only once UI tests have run; inspect does not need it.
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    try folder.write(
      ".labelcheck.json", "{\"version\": 1, \"captures\": \"captures\", \"labels\": \"bad.json\"}\n")
    try folder.write("bad.json", "{")
    let result = try CLIRunner.run(["inspect"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
  }

  @Test func inspectSaysATablesSourceFileCouldNotBeRead() throws {
    // Audit 129: a committed merge conflict in the source file; not "0 to translate".
    let folder = try TempFolder()
    try folder.write("W/en.lproj/Localizable.strings", "\"a\" = \"Add\";\n<<<<<<< HEAD\n\"b\" = \"B\";\n")
    try folder.write("W/de.lproj/Localizable.strings", "\"a\" = \"Hinzufügen\";\n")
    let result = try CLIRunner.run(["inspect"], in: folder.url)
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout.contains("W/Localizable: 1 key (its en file could not be read)"), "\(result)")
    #expect(result.stdout.contains("(no en text to translate: a file of it could not be read)"), "\(result)")
    #expect(
      result.stderr.contains(
        "W/en.lproj/Localizable.strings:2:1: error: expected a key, found the merge conflict marker"))
  }

  @Test func inspectSaysNothingOfAnUnreadBaseFileWhereTheSourceFileGivesTheText() throws {
    // Review 108: Base.lproj failed, en.lproj was read.
    let folder = try TempFolder()
    try folder.write("Base.lproj/Localizable.strings", "\"a\" = \"Add\"\n\"b\" = \"B\";\n")
    try folder.write("en.lproj/Localizable.strings", "\"a\" = \"Add\";\n\"b\" = \"Open\";\n")
    try folder.write("de.lproj/Localizable.strings", "\"a\" = \"Hinzufügen\";\n")
    let result = try CLIRunner.run(["inspect"], in: folder.url)
    #expect(result.stdout.contains("Localizable: 2 keys\n"), "\(result)")
    #expect(!result.stdout.contains("file could not be read)"), "\(result)")
    // The header counts the file that failed (audit 326).
    #expect(
      result.stdout.hasPrefix("1 table, 2 keys, 2 locales (source: en), 3 files (1 could not be read)\n"))
  }

  @Test func capturesMustBeAFolder() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    try folder.write("login.txt", "Element subtree:\n →Application, pid: 1, label: 'App'\n")
    let result = try CLIRunner.run(["--captures", "login.txt"], in: folder.url)
    expectRefused(result, "login.txt:1:1: error: captures must be a folder")
    #expect(result.stdout.isEmpty, "no report before the error: \(result)")
  }

  @Test func aMissingLabelMapSaysWhy() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    expectRefused(
      try CLIRunner.run(["--labels", "nope.json"], in: folder.url),
      "nope.json:1:1: error: label map not found")
  }

  /// A file the configuration names that is missing is reported at the line that names it, as a
  /// compiler reports a missing include: `Missing:1:1` would send the user looking for the file.
  @Test func missingFilesTheConfigurationNamesAreReportedWhereItNamesThem() throws {
    let folder = try TempFolder()
    try folder.write("App/en.lproj/Localizable.strings", #""a" = "A";"#)
    try folder.write(
      ".labelcheck.json", "{\n  \"paths\": [\"App\", \"Sorces\"],\n  \"baseline\": \"base.json\"\n}\n")
    let result = try CLIRunner.run([], in: folder.url)
    expectRefused(
      result,
      ".labelcheck.json:3:15: error: 'baseline' names 'base.json': baseline file not found "
        + "(write one with 'labelcheck baseline --output base.json')")
    try folder.write(
      ".labelcheck.json", "{\n  \"paths\": [\"App\", \"Sorces\"],\n  \"labels\": \"map.json\"\n}\n")
    expectRefused(
      try CLIRunner.run([], in: folder.url),
      ".labelcheck.json:3:13: error: 'labels' names 'map.json': label map not found")
    // The paths that exist are still checked, and the run fails.
    try folder.write(".labelcheck.json", "{\"paths\": [\"App\", \"Sorces\"]}")
    let checked = try CLIRunner.run(["--format", "json"], in: folder.url.appendingPathComponent("App"))
    #expect(checked.status == 2, "\(checked)")
    #expect(
      checked.stderr
        == "../.labelcheck.json:1:19: error: 'paths' names 'Sorces': no such file or folder (looked for "
        + "../Sorces: paths are relative to the configuration's folder)\n")
    #expect(checked.stdout.contains("\"subjects\": 1"), "\(checked)")
  }

  @Test func aLabelMapKeyThatTwoBundlesHoldIsWarnedAbout() throws {
    let folder = try TempFolder()
    for bundle in ["App", "Widget"] {
      try folder.write("\(bundle)/en.lproj/Localizable.strings", #""cancel" = "Cancel";"#)
    }
    try folder.write("labels.json", #"{"version": 1, "identifiers": {"login.cancel": {"key": "cancel"}}}"#)
    let result = try CLIRunner.run(["App", "Widget", "--labels", "labels.json"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr
        == "labels.json:1:32: warning: login.cancel: key 'cancel' of Localizable is in 2 bundles (App, Widget), "
        + "and it is checked in App's; add \"bundle\" to its entry to choose\n")
    // A generated map of thousands names a few, then counts the rest.
    let many = (1...12).map { "\"s\($0).cancel\": {\"key\": \"cancel\"}" }.joined(separator: ", ")
    try folder.write("labels.json", "{\"version\": 1, \"identifiers\": {\(many)}}")
    let crowded = try CLIRunner.run(["App", "Widget", "--labels", "labels.json"], in: folder.url)
    let lines = crowded.stderr.split(separator: "\n")
    #expect(lines.count == 11, "\(crowded)")
    #expect(
      lines.last
        == "labelcheck: warning: 2 more label-map entries name a key that several bundles hold; add \"bundle\" to them"
    )
    let eleven = (1...11).map { "\"s\($0).cancel\": {\"key\": \"cancel\"}" }.joined(separator: ", ")
    try folder.write("labels.json", "{\"version\": 1, \"identifiers\": {\(eleven)}}")
    let one = try CLIRunner.run(["App", "Widget", "--labels", "labels.json"], in: folder.url)
    #expect(
      one.stderr.hasSuffix(
        "labelcheck: warning: 1 more label-map entry names a key that several bundles hold; add \"bundle\" to it\n"
      ),
      "\(one)")
  }

  @Test func aDefaultLabelMapLinkThatLeadsNowhereIsAnError() throws {
    // Not a run without a label map, in which every identifier rule falls silent.
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    try folder.write(".labelcheck.json", #"{"version": 1}"#)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("labels.json").path,
      withDestinationPath: "../shared/labels.json")
    expectRefused(
      try CLIRunner.run([], in: folder.url),
      "labels.json:1:1: error: the link leads nowhere (No such file or directory), so it is not read")
  }

  @Test func aConfigurationLinkThatLoopsSaysSo() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    for (link, target) in [("a.json", "b.json"), ("b.json", "a.json")] {
      try FileManager.default.createSymbolicLink(
        atPath: folder.url.appendingPathComponent(link).path, withDestinationPath: target)
    }
    expectRefused(
      try CLIRunner.run(["--config", "a.json"], in: folder.url),
      "a.json:1:1: error: the link leads nowhere (Too many levels of symbolic links), so it is not read")
  }

  @Test func anEmptyLabelMapSaysNothingWasChecked() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    try folder.write(".labelcheck.json", #"{"version": 1}"#)
    try folder.write("labels.json", #"{"version": 1, "identifiers": {}}"#)
    let result = try CLIRunner.run([], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr
        == "labelcheck: warning: the label map labels.json has no identifiers, so no label was checked; "
        + "add identifiers, or remove it to check every catalog key\n", "\(result)")
    let quiet = try CLIRunner.run(["-q"], in: folder.url)
    #expect(quiet.stderr.isEmpty, "\(quiet)")
    // The captures' identifiers are still checked (audit 241).
    try folder.write(
      "captures/en/home.json", #"{"elements": [{"identifier": "home.title", "label": "Home"}]}"#)
    let captured = try CLIRunner.run(["--captures", "captures"], in: folder.url)
    #expect(
      captured.stderr.contains(
        "has no identifiers, so only the identifiers that the captures show and bind to a catalog key were "
          + "checked; add identifiers"),
      "\(captured)")
  }

  @Test func aRegionalSourceLocaleReadsItsLanguagesFiles() throws {
    // A development region `en-US` reads `en.lproj`, as the app's bundle does.
    let folder = try TempFolder()
    try folder.write("App/en.lproj/Settings.strings", "\"signOut\" = \"Sign out\";\n\"done\" = \"Done\";\n")
    try folder.write("App/de.lproj/Settings.strings", "\"done\" = \"Fertig\";\n")
    let plain = try CLIRunner.run(["--quiet"], in: folder.url)
    let regional = try CLIRunner.run(["--quiet", "--source-locale", "en-US"], in: folder.url)
    #expect(regional.status == 1, "\(regional)")
    #expect(regional.stdout == plain.stdout)
    #expect(
      regional.stdout.contains(
        "App/en.lproj/Settings.strings:1:1: error: de has no translation for 'Sign out'"))
  }

  @Test func aReportIsNotWrittenOverAnInputReadThroughALink() throws {
    let folder = try TempFolder()
    try folder.write("real/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try folder.write("real/de.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("link").path, withDestinationPath: "real")
    expectRefused(
      try CLIRunner.run(["matrix", "link", "-o", "real/de.lproj/Localizable.strings"], in: folder.url),
      "is a catalog this run reads")
    #expect(folder.read("real/de.lproj/Localizable.strings") == "\"a\" = \"A\";\n")
  }

  @Test func aRegionalSourceLocaleReadsACatalogsLanguage() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    let plain = try CLIRunner.run(["--quiet"], in: folder.url)
    let regional = try CLIRunner.run(["--quiet", "--source-locale", "en-US"], in: folder.url)
    #expect(regional.stdout == plain.stdout, "\(regional)")
    #expect(regional.stdout.contains("[english-fallback]"))
  }
}
