import Foundation
import TestSupport
import Testing

/// `labelcheck baseline` and `--baseline`: what is written, kept and refused.
@Suite("baseline command")
struct BaselineCommandTests {
  /// A German table with one untranslated label, and a String Catalog that does not parse.
  static func project(brokenCatalog: Bool) throws -> TempFolder {
    let folder = try TempFolder()
    try folder.write("App/en.lproj/Localizable.strings", "\"save\" = \"Save\";\n\"help\" = \"Help\";\n")
    try folder.write("App/de.lproj/Localizable.strings", "\"save\" = \"Save\";\n\"help\" = \"Hilfe\";\n")
    let catalog = #"{"sourceLanguage":"en","version":"1.0","strings":{"Done":{"localizations":{}}}}"#
    try folder.write("App/Other.xcstrings", brokenCatalog ? String(catalog.prefix(40)) : catalog)
    return folder
  }

  @Test func aFileThatCannotBeReadLeavesTheBaselineAsItWas() throws {
    let folder = try Self.project(brokenCatalog: true)
    let before = #"{"version": 1, "findings": [{"fingerprint": "kept"}]}"#
    try folder.write("baseline.json", before)
    let result = try CLIRunner.run(["baseline", ".", "--output", "baseline.json"], in: folder.url)
    #expect(result.status == 2, "\(result)")
    #expect(folder.read("baseline.json") == before)
    #expect(result.stderr.hasPrefix("App/Other.xcstrings:1:"), "\(result)")
    #expect(
      result.stderr.hasSuffix(
        "labelcheck: error: baseline not written to baseline.json: fix the unreadable files above first\n"))
  }

  @Test func aDashWritesTheBaselineToStandardOutput() throws {
    let folder = try Self.project(brokenCatalog: false)
    let result = try CLIRunner.run(["baseline", ".", "--output", "-"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty)
    let entries = try JSON.object(result.stdout).objects("findings")
    #expect(entries.compactMap { $0.string("identifier") }.contains("save"))
    #expect(folder.entries().sorted() == ["App"])
  }

  @Test func rewritingABaselineKeepsItsPermissions() throws {
    let folder = try Self.project(brokenCatalog: false)
    let file = try folder.write("baseline.json", #"{"version": 1, "findings": []}"#)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
    let result = try CLIRunner.run(["baseline", ".", "--output", "baseline.json"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
    #expect(folder.read("baseline.json")?.contains("\"save\"") == true)
  }

  @Test func noBaselineLeavesOutTheConfigurationsBaseline() throws {
    let folder = try Self.project(brokenCatalog: false)
    try folder.write(".labelcheck.json", #"{"version": 1, "baseline": "baseline.json"}"#)
    #expect(try CLIRunner.run(["baseline", ".", "--output", "baseline.json"], in: folder.url).status == 0)
    let gated = try CLIRunner.run(["matrix", "--quiet"], in: folder.url)
    #expect(gated.status == 0, "\(gated)")
    let release = try CLIRunner.run(["matrix", "--no-baseline", "--format", "xcode"], in: folder.url)
    #expect(release.status == 1, "\(release)")
    #expect(release.stdout.contains("[english-fallback]"))
    #expect(release.stderr.isEmpty, "no baseline summary: \(release)")
    let both = try CLIRunner.run(["matrix", "--no-baseline", "--baseline", "baseline.json"], in: folder.url)
    #expect(both.status == 2)
    #expect(both.stderr == "labelcheck: error: --baseline and --no-baseline contradict; keep one\n")
  }

  @Test func aReportIsNotWrittenOverTheBaseline() throws {
    let folder = try Self.project(brokenCatalog: false)
    let baseline = #"{"version": 1, "findings": []}"#
    try folder.write("baseline.json", baseline)
    let result = try CLIRunner.run(
      ["matrix", ".", "--baseline", "baseline.json", "--report", "json:./baseline.json"], in: folder.url)
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr
        == "labelcheck: error: './baseline.json' is the baseline file; a report written there would replace it\n"
    )
    #expect(folder.read("baseline.json") == baseline)
    // The configuration's baseline, also where the run does not read it.
    try folder.write(".labelcheck.json", #"{"version": 1, "baseline": "baseline.json"}"#)
    for flags in [["--no-baseline"], ["--baseline", "other.json"]] {
      try folder.write("other.json", baseline)
      let over = try CLIRunner.run(["matrix", "."] + flags + ["--output", "baseline.json"], in: folder.url)
      #expect(over.status == 2, "\(over)")
      #expect(over.stderr.contains("'baseline.json' is the baseline file"), "\(over)")
      #expect(folder.read("baseline.json") == baseline)
    }
  }

  @Test func entriesOfFilesThatCannotBeReadAreNotCalledFixed() throws {
    let folder = try Self.project(brokenCatalog: false)
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"Done":{"localizations":{
      "en":{"stringUnit":{"state":"translated","value":"Done"}},
      "de":{"stringUnit":{"state":"translated","value":"Done"}}}}}}
      """
    try folder.write("App/Other.xcstrings", catalog)
    #expect(try CLIRunner.run(["baseline", ".", "-o", "baseline.json"], in: folder.url).status == 0)
    try folder.write("App/Other.xcstrings", String(catalog.prefix(40)))
    let result = try CLIRunner.run(["matrix", ".", "--baseline", "baseline.json"], in: folder.url)
    #expect(result.status == 2, "\(result)")
    // The table was not read at all: its entry was not looked at.
    #expect(
      result.stderr.hasSuffix("labelcheck: 1 finding hidden by the baseline; 0 baseline entries are fixed\n"),
      "\(result)")
  }

  @Test func entriesOfCapturesARunDoesNotReadAreNotCalledFixed() throws {
    let folder = try TempFolder()
    _ = try folder.write("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n")
    _ = try folder.write(
      "captures/en/login.json",
      #"{"locale":"en","screen":"login","elements":[{"identifier":"login.help.link","label":"Help me","path":"0"}]}"#
    )
    _ = try folder.write(
      "captures/en/done.json",
      #"{"locale":"en","screen":"done","elements":[{"identifier":"done.button","label":"Finish","path":"0"}]}"#
    )
    _ = try folder.write(
      "labels.json", #"{"version":1,"identifiers":{"done.button":{"key":"Done","screen":"done"}}}"#)
    let record = try CLIRunner.run(
      ["baseline", ".", "--captures", "captures", "--labels", "labels.json", "-o", "baseline.json"],
      in: folder.url)
    let baseline = folder.read("baseline.json") ?? ""
    #expect(
      record.status == 0 && baseline.contains("unbound-identifier") && baseline.contains("runtime-mismatch"),
      "\(record)")
    // A pull-request job that runs no UI tests: the captures' findings, bound to a key or not,
    // were not looked at.
    let result = try CLIRunner.run(
      ["matrix", ".", "--labels", "labels.json", "--baseline", "baseline.json"], in: folder.url)
    #expect(result.stderr.hasSuffix("0 baseline entries are fixed\n"), "\(result)")
  }

  @Test func entriesOfAScreenNoCaptureShowsAreNotCalledFixedUntilItShowsThemRight() throws {
    let folder = try TempFolder()
    _ = try folder.write("en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n")
    _ = try folder.write("de.lproj/Localizable.strings", "\"Done\" = \"Fertig\";\n")
    _ = try folder.write(
      "labels.json", #"{"version":1,"identifiers":{"done.button":{"key":"Done","screen":"done"}}}"#)
    let capture = { (label: String) in
      #"{"locale":"de","screen":"done","elements":[{"identifier":"done.button","label":""# + label
        + #"","path":"0"}]}"#
    }
    _ = try folder.write("captures/de/done.json", capture("Done"))
    let arguments = [".", "--captures", "captures", "--labels", "labels.json"]
    _ = try CLIRunner.run(["baseline"] + arguments + ["-o", "baseline.json"], in: folder.url)
    #expect(folder.read("baseline.json")?.contains("runtime-mismatch") == true)
    // The German UI test did not run this time: the screen was not looked at.
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("captures/de/done.json"))
    _ = try folder.write(
      "captures/en/done.json", capture("Done").replacingOccurrences(of: "\"de\"", with: "\"en\""))
    let notCaptured = try CLIRunner.run(
      ["matrix"] + arguments + ["--baseline", "baseline.json"], in: folder.url)
    #expect(notCaptured.stderr.hasSuffix("0 baseline entries are fixed\n"), "\(notCaptured)")
    _ = try folder.write("captures/de/done.json", capture("Fertig"))
    let fixed = try CLIRunner.run(["matrix"] + arguments + ["--baseline", "baseline.json"], in: folder.url)
    #expect(fixed.stderr.hasSuffix("1 baseline entry is fixed\n"), "\(fixed)")
  }

  @Test func entriesOfTablesARunDoesNotReadAreNotCalledFixed() throws {
    let folder = try TempFolder()
    for bundle in ["App", "Widget"] {
      _ = try folder.write("\(bundle)/en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n")
      _ = try folder.write("\(bundle)/de.lproj/Localizable.strings", "\"Done\" = \"Done\";\n")
    }
    #expect(try CLIRunner.run(["baseline", ".", "-o", "baseline.json"], in: folder.url).status == 0)
    #expect(folder.read("baseline.json")?.contains("\"bundle\": \"Widget\"") == true)
    let result = try CLIRunner.run(["matrix", "App", "--baseline", "baseline.json"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr.hasSuffix("labelcheck: 1 finding hidden by the baseline; 0 baseline entries are fixed\n"),
      "\(result)")
  }
}

/// Where fingerprints are relative to: the same findings match the same baseline from any folder.
@Suite("baseline paths")
struct BaselinePathTests {
  @Test func withoutAConfigurationTheBaselineMatchesFromAnyFolder() throws {
    let folder = try BaselineCommandTests.project(brokenCatalog: false)
    try folder.write("tools/.keep", "")
    let written = try CLIRunner.run(["baseline", "App", "--output", "ci/baseline.json"], in: folder.url)
    #expect(written.status == 0, "\(written)")
    for (arguments, place) in [
      (["App", "--baseline", "ci/baseline.json"], folder.url),
      (["../App", "--baseline", "../ci/baseline.json"], folder.url.appendingPathComponent("tools")),
    ] {
      let result = try CLIRunner.run(arguments, in: place)
      #expect(result.status == 0, "\(arguments): \(result)")
      #expect(
        result.stderr.contains("2 findings hidden by the baseline; 0 baseline entries are fixed"), "\(result)"
      )
    }
  }

  @Test func aConfigurationBelowTheWorkingFolderIsMatchedThroughTheBaselinesFolder() throws {
    let folder = try TempFolder()
    try folder.write("ios/App/en.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
    try folder.write("ios/App/de.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
    try folder.write("ios/.labelcheck.json", #"{"version": 1, "paths": ["App"]}"#)
    let ios = folder.url.appendingPathComponent("ios")
    let written = try CLIRunner.run(["baseline", "--output", ".labelcheck-baseline.json"], in: ios)
    #expect(written.status == 0, "\(written)")
    let fromRoot = try CLIRunner.run(
      ["matrix", "ios", "--baseline", "ios/.labelcheck-baseline.json"], in: folder.url)
    #expect(fromRoot.status == 0, "\(fromRoot)")
  }

  /// Audit 142: the entry's table is the one the run read, whichever folder names its bundle.
  @Test func aFixedEntryIsCountedFromAnyFolder() throws {
    let folder = try TempFolder()
    try folder.write("ios/App/en.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
    try folder.write("ios/App/de.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
    try folder.write("ios/.labelcheck.json", #"{"version": 1, "paths": ["App"]}"#)
    try folder.write("ios/tools/.keep", "")
    let ios = folder.url.appendingPathComponent("ios")
    #expect(try CLIRunner.run(["baseline", "--output", "b.json"], in: ios).status == 0)
    try folder.write("ios/App/de.lproj/Localizable.strings", "\"save\" = \"Sichern\";\n")
    for (arguments, place) in [
      (["matrix", "--baseline", "b.json"], ios),
      (["matrix", "--baseline", "../b.json"], ios.appendingPathComponent("tools")),
      (["matrix", "ios", "--baseline", "ios/b.json"], folder.url),
    ] {
      let result = try CLIRunner.run(arguments, in: place)
      #expect(result.status == 0, "\(arguments): \(result)")
      #expect(
        result.stderr.hasSuffix("0 findings hidden by the baseline; 1 baseline entry is fixed\n"), "\(result)"
      )
    }
  }

  @Test func withoutConfigurationOrBaselineFingerprintsAreFromTheRepositorysRoot() throws {
    let folder = try BaselineCommandTests.project(brokenCatalog: false)
    try folder.write(".git/HEAD", "ref: refs/heads/main\n")
    func fingerprints(_ arguments: [String], in place: URL) throws -> [String] {
      let result = try CLIRunner.run(arguments + ["--format", "json"], in: place)
      let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
      let findings = try #require(object?["findings"] as? [[String: Any]], "\(result)")
      return findings.compactMap { $0["fingerprint"] as? String }
    }
    let fromRoot = try fingerprints(["App"], in: folder.url)
    #expect(fromRoot.count == 2)
    // A pipeline step with `working-directory: App` keeps code scanning's alerts.
    #expect(try fingerprints(["."], in: folder.url.appendingPathComponent("App")) == fromRoot)
  }

  @Test func aBaselineWrittenToStandardOutputMatchesFromTheFolderItIsSavedIn() throws {
    // `baseline --output - > FILE` in a folder below the repository's root, no configuration.
    let folder = try BaselineCommandTests.project(brokenCatalog: false)
    try folder.write(".git/HEAD", "ref: refs/heads/main\n")
    try folder.write("ios/.keep", "")
    let ios = folder.url.appendingPathComponent("ios")
    for output in ["-", "/dev/stdout"] {
      let written = try CLIRunner.run(["baseline", "../App", "--output", output], in: ios)
      #expect(written.status == 0, "\(written)")
      try folder.write("ios/baseline.json", written.stdout)
      let result = try CLIRunner.run(["../App", "--baseline", "baseline.json"], in: ios)
      #expect(result.status == 0, "\(output): \(result)")
      #expect(result.stderr.contains("2 findings hidden by the baseline"), "\(result)")
    }
    let fromInput = try CLIRunner.run(["../App", "--baseline", "-"], in: ios)
    #expect(fromInput.status == 2)
    #expect(
      fromInput.stderr
        == "labelcheck: error: --baseline needs a file: a baseline is not read from standard input\n")
  }

  @Test func aBaselineThatMatchesNothingSaysSo() throws {
    let folder = try BaselineCommandTests.project(brokenCatalog: false)
    try folder.write(
      "baseline.json", #"{"version": 1, "findings": [{"fingerprint": "0123456789abcdef"}]}"#)
    let result = try CLIRunner.run(["App", "--baseline", "baseline.json"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.contains("none of its 1 entry matched a finding"), "\(result)")
  }

  @Test func aFixedEntryBesideANewFindingIsFixedNotOfOtherPaths() throws {
    // Its entry names the bundle the run read, so it was looked at (review 145).
    let folder = try TempFolder()
    try folder.write("App/en.lproj/Localizable.strings", "\"save\" = \"Save\";\n\"help\" = \"Help\";\n")
    try folder.write("App/de.lproj/Localizable.strings", "\"save\" = \"Save\";\n\"help\" = \"Hilfe\";\n")
    #expect(try CLIRunner.run(["baseline", "App", "--output", "b.json"], in: folder.url).status == 0)
    try folder.write("App/de.lproj/Localizable.strings", "\"save\" = \"Sichern\";\n\"help\" = \"Help\";\n")
    let result = try CLIRunner.run(["App", "--baseline", "b.json"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr.hasSuffix("0 findings hidden by the baseline; 1 baseline entry is fixed\n"), "\(result)")
  }
}
