import Foundation
import TestSupport
import Testing

/// Exit status, standard output and standard error of whole runs (SPEC section 8).
@Suite("Exit status")
struct ExitStatusTests {
  @Test func cleanCatalogInTheCurrentFolderExitsZero() throws {
    let folder = try TempFolder()
    try folder.write("App/Localizable.xcstrings", Fixtures.clean)
    let result = try CLIRunner.run([], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("No problems in 2 locales"))
  }

  @Test func aDeletedWorkingFolderIsAnErrorNotAWalkOfTheDisk() throws {
    let folder = try TempFolder()
    try folder.write("App/Localizable.xcstrings", Fixtures.clean)
    let binary = try #require(CLIRunner.binary)
    // A shell left in a folder that was deleted since: `getcwd` fails there.
    func runInDeletedFolder(_ arguments: String) throws -> (status: Int32, stderr: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = [
        "-c", "mkdir gone && cd gone && rmdir ../gone && \"$0\" \(arguments)", binary.path,
      ]
      process.currentDirectoryURL = folder.url
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, stderr)
    }
    let relative = try runInDeletedFolder("baseline --output b.json")
    #expect(relative.status == 2, "\(relative.stderr)")
    #expect(relative.stderr.contains("labelcheck: error: the current folder no longer exists"))
    #expect(!FileManager.default.fileExists(atPath: "/b.json"))
    // Absolute paths too: the configuration and reports are found from the working folder.
    let absolute = try runInDeletedFolder("matrix '\(folder.url.path)/App' --report json:r.json")
    #expect(absolute.status == 2, "\(absolute.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "/r.json"))
  }

  @Test func sampleCatalogsWithFindingsExitOne() throws {
    let result = try CLIRunner.run(["matrix", "--no-color"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("[missing-translation]"))
  }

  @Test func failOnNeverExitsZeroAndStillReports() throws {
    let result = try CLIRunner.run(["--fail-on", "never", "--quiet"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("error: "))
  }

  @Test func failOnSetsTheThreshold() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.needsReview)
    let byDefault = try CLIRunner.run(["--quiet"], in: folder.url)
    #expect(byDefault.status == 0, "a warning does not fail by default: \(byDefault)")
    #expect(byDefault.stdout.contains("[stale-translation]"))
    let strict = try CLIRunner.run(["--quiet", "--fail-on=warning"], in: folder.url)
    #expect(strict.status == 1, "\(strict)")
    let invalid = try CLIRunner.run(["--fail-on", "warnings"], in: folder.url)
    #expect(invalid.status == 2)
    #expect(invalid.stderr.contains("invalid --fail-on 'warnings'"))
  }

  @Test func malformedCatalogExitsTwoNamingThePositionAndTheOthersAreStillChecked() throws {
    let folder = try TempFolder()
    try folder.write("A/Localizable.xcstrings", Fixtures.fallback)
    try folder.write("B/Localizable.xcstrings", Fixtures.malformed)
    let result = try CLIRunner.run(["--no-color"], in: folder.url)
    #expect(result.status == 2, "\(result)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result)")
    #expect(lines.first?.hasPrefix("B/Localizable.xcstrings:8:58: error: expected ") == true, "\(result)")
    #expect(
      result.stdout.contains(
        "A/Localizable.xcstrings:6:69: error: de shows the en text 'Promo code'"), "\(result)")
  }

  @Test func whenNoFileCanBeReadOnlyTheReportsThatSaySoAreWritten() throws {
    // A text, xcode or JSON report would say "No problems in 0 locales" about files it never read;
    // SARIF, JUnit, GitHub and Markdown show a dashboard the unreadable file.
    let folder = try TempFolder()
    try folder.write("B/Localizable.xcstrings", Fixtures.malformed)
    for format in ["text", "xcode", "json"] {
      let result = try CLIRunner.run(["--no-color", "--format", format], in: folder.url)
      #expect(result.status == 2, "\(result)")
      #expect(result.stdout.isEmpty, "\(result)")
      #expect(result.stderr.hasPrefix("B/Localizable.xcstrings:8:58: error: expected "), "\(result)")
      // A program reading the report (`| jq`) gets nothing: said so, for all but text.
      #expect(
        result.stderr.contains(
          "labelcheck: warning: the \(format) report was not written to standard output, as no file could be read"
        ) == (format != "text"), "\(result)")
    }
    let result = try CLIRunner.run(
      [
        "--format", "github", "--report", "sarif:r.sarif", "--report", "junit:r.xml", "--report",
        "json:r.json",
        "--report", "markdown:r.md",
      ], in: folder.url)
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.hasPrefix("B/Localizable.xcstrings:8:58: error: expected "), "\(result)")
    #expect(
      result.stdout.hasPrefix("::error file=B/Localizable.xcstrings,line=8,col=58,title=unreadable-file::"),
      "\(result)")
    #expect(folder.read("r.json") == nil)
    #expect(folder.read("r.sarif")?.contains("\"executionSuccessful\": false") == true)
    #expect(folder.read("r.xml")?.contains("errors=\"1\"") == true)
    let markdown = try #require(folder.read("r.md"))
    #expect(markdown.contains("Nothing was checked: no file could be read"))
    #expect(!markdown.contains("No problems"))
    #expect(
      result.stderr.contains(
        "labelcheck: warning: the json report was not written to r.json, as no file could be read\n"),
      "\(result)")
    // Audit 175: an earlier run's report left in place is named, so that no one reads it as this run's.
    try folder.write("old.txt", "No problems in 3 locales\n")
    let again = try CLIRunner.run(["--report", "text:old.txt"], in: folder.url)
    #expect(
      again.stderr.contains(
        "labelcheck: warning: the text report was not written to old.txt, as no file could be read; the file "
          + "there is an earlier run's\n"), "\(again)")
    let quiet = try CLIRunner.run(["--quiet", "--report", "text:old.txt"], in: folder.url)
    #expect(!quiet.stderr.contains("was not written"), "\(quiet)")
  }

  @Test func baselineHidesEveryFindingItRecorded() throws {
    let folder = try TempFolder()
    let file = folder.url.appendingPathComponent("baseline.json").path
    let recorded = try CLIRunner.run(["baseline", "--output", file])
    #expect(recorded.status == 0, "\(recorded)")
    #expect(recorded.stdout.isEmpty)
    let entries = try JSON.object(try #require(folder.read("baseline.json"))).objects("findings")
    #expect(!entries.isEmpty)
    #expect(recorded.stderr == "labelcheck: wrote \(entries.count) findings to \(file)\n")

    let checked = try CLIRunner.run(["matrix", "--baseline", file, "--format", "json"])
    #expect(checked.status == 0, "\(checked)")
    #expect(try JSON.object(checked.stdout).objects("findings").isEmpty)
    #expect(
      checked.stderr
        == "labelcheck: \(entries.count) findings hidden by the baseline; 0 baseline entries are fixed\n")
    let quiet = try CLIRunner.run(["--baseline", file, "--quiet"])
    #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet)")
    // A narrower run does not call the entries it left out fixed.
    let narrowed = try CLIRunner.run(["--baseline", file, "--locales", "de", "--rule", "english-fallback"])
    #expect(
      narrowed.stderr == "labelcheck: 1 finding hidden by the baseline; 0 baseline entries are fixed\n",
      "\(narrowed)")
  }

  @Test func theConfigurationsBaselineMatchesFromAFolderBelowIt() throws {
    // An Xcode build phase runs in the project's folder, below the repository's configuration.
    let folder = try TempFolder()
    try folder.write(
      ".labelcheck.json", #"{"version": 1, "paths": ["App/Resources"], "baseline": "baseline.json"}"#)
    try folder.write(
      "App/Resources/en.lproj/Localizable.strings",
      "\"Save\" = \"Save\";\n\"A\" = \"Apple\";\n\"A\" = \"Banana\";\n")
    try folder.write("App/Resources/de.lproj/Localizable.strings", "\"Save\" = \"Save\";\n")
    try folder.write("baseline.json", #"{"version": 1, "findings": []}"#)
    let recorded = try CLIRunner.run(["baseline", "--output", "baseline.json"], in: folder.url)
    #expect(recorded.status == 0, "\(recorded)")
    for subfolder in ["App", "App/Resources"] {
      let checked = try CLIRunner.run(["--format", "json"], in: folder.url.appendingPathComponent(subfolder))
      #expect(checked.status == 0, "\(subfolder): \(checked)")
      let json = try JSON.object(checked.stdout)
      #expect(json.objects("findings").isEmpty, "\(subfolder)")
      #expect(
        checked.stderr.hasPrefix(
          "labelcheck: 3 findings hidden by the baseline; 0 baseline entries are fixed"),
        "\(subfolder): \(checked)")
    }
    // Reports still name the bundle from the folder the command runs in (SPEC section 2).
    try folder.write("empty.json", #"{"version": 1, "findings": []}"#)
    let shown = try CLIRunner.run(
      ["--format", "json", "--baseline", "../empty.json"], in: folder.url.appendingPathComponent("App"))
    let findings = try JSON.object(shown.stdout).objects("findings")
    #expect(Set(findings.compactMap { $0.string("bundle") }) == ["Resources"], "\(shown)")
    let recordedPrints = try JSON.object(try #require(folder.read("baseline.json"))).objects("findings")
      .compactMap { $0.string("fingerprint") }
    #expect(Set(findings.compactMap { $0.string("fingerprint") }) == Set(recordedPrints))
  }

  @Test func localesLeaveOutTheFindingsOfOtherLocalesCaptures() throws {
    // The sample's Spanish capture shows a mismatch; asked about Japanese only, it is not reported.
    let result = try CLIRunner.run(["--locales", "ja", "--format", "json"])
    let locales = Set(try JSON.object(result.stdout).objects("findings").compactMap { $0.string("locale") })
    #expect(locales == ["ja"], "\(result)")
  }

  @Test func missingBaselineIsAnError() throws {
    let result = try CLIRunner.run(["--baseline", "nowhere.json"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("nowhere.json:1:1: error: baseline file not found"))
  }
}
