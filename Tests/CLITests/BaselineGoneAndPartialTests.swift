import Foundation
import TestSupport
import Testing

/// A baseline over time: entries of a table or locale the project no longer has are fixed, and
/// re-recording part of the project keeps the rest of the file (audit 244).
@Suite("baseline: gone tables and locales, partial re-recording")
struct BaselineGoneAndPartialTests {
  /// `App` with an English copy in `de` and `fr` in `Main` and in `Other`, and its baseline.
  private static func project() throws -> TempFolder {
    let folder = try TempFolder()
    for table in ["Main", "Other"] {
      try folder.write("App/en.lproj/\(table).strings", "\"save\" = \"Save\";\n\"open\" = \"Open file\";\n")
      for locale in ["de", "fr"] {
        try folder.write(
          "App/\(locale).lproj/\(table).strings", "\"save\" = \"Save\";\n\"open\" = \"Open file\";\n")
      }
    }
    try folder.write(".labelcheck.json", #"{"version": 1, "paths": ["App"], "baseline": "b.json"}"#)
    let written = try CLIRunner.run(["baseline", "--output", "b.json"], in: folder.url)
    #expect(written.stderr == "labelcheck: wrote 8 findings to b.json\n", "\(written)")
    return folder
  }

  @Test func entriesOfATableNoFileHasAreFixed() throws {
    let folder = try Self.project()
    for locale in ["en", "de", "fr"] {
      try FileManager.default.removeItem(at: folder.url.appending(path: "App/\(locale).lproj/Main.strings"))
    }
    let run = try CLIRunner.run(["matrix"], in: folder.url)
    #expect(run.status == 0)
    #expect(run.stderr.contains("4 findings hidden by the baseline; 4 baseline entries are fixed"), "\(run)")
    let pruned = try CLIRunner.run(["baseline", "--prune", "--output", "b.json"], in: folder.url)
    #expect(pruned.stderr == "labelcheck: pruned b.json: 4 fixed entries removed, 4 kept\n", "\(pruned)")
    // Back, the table's English copy is new again.
    try folder.write("App/en.lproj/Main.strings", "\"save\" = \"Save\";\n")
    try folder.write("App/de.lproj/Main.strings", "\"save\" = \"Save\";\n")
    #expect(try CLIRunner.run(["matrix"], in: folder.url).status == 1)
  }

  @Test func entriesOfALocaleNoFileHasAreFixedUnlessTheRunLeftItOut() throws {
    let folder = try Self.project()
    try FileManager.default.removeItem(at: folder.url.appending(path: "App/fr.lproj"))
    let run = try CLIRunner.run(["matrix"], in: folder.url)
    #expect(run.stderr.contains("4 findings hidden by the baseline; 4 baseline entries are fixed"), "\(run)")
    // A run over one locale or one path knows nothing of what it did not read.
    let german = try CLIRunner.run(["matrix", "--locales", "de"], in: folder.url)
    #expect(
      german.stderr.contains("4 findings hidden by the baseline; 0 baseline entries are fixed"), "\(german)")
  }

  @Test func reRecordingOneLocaleKeepsTheOthersEntries() throws {
    let folder = try Self.project()
    try folder.write("App/de.lproj/Main.strings", "\"save\" = \"Sichern\";\n\"open\" = \"Open file\";\n")
    let result = try CLIRunner.run(["baseline", "--locales", "de", "--output", "b.json"], in: folder.url)
    #expect(
      result.stderr
        == "labelcheck: wrote 3 findings to b.json; kept its 4 entries of what this run did not check\n",
      "\(result)")
    let gate = try CLIRunner.run(["matrix"], in: folder.url)
    #expect(gate.status == 0, "fr's copies stay accepted: \(gate)")
    #expect(
      gate.stderr.contains("7 findings hidden by the baseline; 0 baseline entries are fixed"), "\(gate)")
    // Over the whole project, the file is written anew.
    let whole = try CLIRunner.run(["baseline", "--output", "b.json"], in: folder.url)
    #expect(whole.stderr == "labelcheck: wrote 7 findings to b.json\n", "\(whole)")
  }

  /// A folder read alone cannot find what it accepted: every entry it does not record anew is
  /// kept (review 173).
  @Test func reRecordingOneFolderKeepsEveryEntryItDoesNotRecordAnew() throws {
    let folder = try Self.project()
    let result = try CLIRunner.run(["baseline", "App/fr.lproj", "--output", "b.json"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(try CLIRunner.run(["matrix"], in: folder.url).status == 0)
  }

  /// `mktemp`'s empty file holds no baseline (review 173); one that is no baseline (a merge
  /// conflict's markers) is not replaced by part of the project, but is by the whole (review 174).
  @Test func anEmptyOrForeignOutputFile() throws {
    let folder = try Self.project()
    try folder.write("b.json", "")
    let empty = try CLIRunner.run(["baseline", "--locales", "de", "--output", "b.json"], in: folder.url)
    #expect(empty.status == 0 && empty.stderr == "labelcheck: wrote 4 findings to b.json\n", "\(empty)")
    try folder.write("b.json", "<<<<<<< HEAD\n")
    let foreign = try CLIRunner.run(["baseline", "--locales", "de", "--output", "b.json"], in: folder.url)
    #expect(foreign.status == 2, "\(foreign)")
    #expect(foreign.stderr.hasPrefix("b.json:1:1: error: "), "\(foreign)")
    #expect(foreign.stderr.contains("mend or delete it, or record the whole project"), "\(foreign)")
    #expect(folder.read("b.json") == "<<<<<<< HEAD\n")
    let whole = try CLIRunner.run(["baseline", "--output", "b.json"], in: folder.url)
    #expect(whole.stderr == "labelcheck: wrote 8 findings to b.json\n", "\(whole)")
  }

  /// A catalog named as the output of part of the project is told as what it is, not to be
  /// mended or deleted (audit 259).
  @Test func aCatalogNamedAsTheOutputIsToldAsOne() throws {
    let folder = try Self.project()
    let source = folder.read("App/en.lproj/Main.strings")
    let other = try CLIRunner.run(
      ["baseline", "App/fr.lproj", "--output", "App/en.lproj/Main.strings"], in: folder.url)
    #expect(other.status == 2, "\(other)")
    #expect(
      other.stderr.hasSuffix(
        "labelcheck: error: 'App/en.lproj/Main.strings' is a localization file, not a "
          + "baseline; name the baseline file with --output\n"), "\(other)")
    let read = try CLIRunner.run(
      ["baseline", "App/fr.lproj", "--output", "App/fr.lproj/Main.strings"], in: folder.url)
    #expect(read.stderr.contains("is a localization file, not a baseline"), "\(read)")
    // Over the whole project too, and for the configuration (review 178).
    let whole = try CLIRunner.run(["baseline", "--output", "App/en.lproj/Main.strings"], in: folder.url)
    #expect(whole.status == 2 && whole.stderr.contains("is a localization file, not a baseline"), "\(whole)")
    let configuration = try CLIRunner.run(["baseline", "--output", "sub/.labelcheck.json"], in: folder.url)
    #expect(
      configuration.stderr.contains("is a labelcheck configuration, not a baseline"), "\(configuration)")
    #expect(folder.read("App/en.lproj/Main.strings") == source)
  }

  /// Paths that cover the whole project write the file whole, from a run without it (review 174).
  @Test func pathsThatCoverTheProjectRecordEveryFinding() throws {
    let folder = try Self.project()
    let result = try CLIRunner.run(["baseline", ".", "--output", "b.json"], in: folder.url)
    #expect(result.stderr == "labelcheck: wrote 8 findings to b.json\n", "\(result)")
    #expect(try CLIRunner.run(["matrix"], in: folder.url).status == 0)
  }

  /// A table the configuration's `exclude` leaves out is not gone (review 174).
  @Test func entriesOfAnExcludedTableAreNotFixed() throws {
    let folder = try Self.project()
    try folder.write(
      ".labelcheck.json",
      #"{"version": 1, "paths": ["App"], "baseline": "b.json", "exclude": ["App/*.lproj/Main.strings"]}"#)
    let run = try CLIRunner.run(["matrix"], in: folder.url)
    #expect(run.stderr.contains("4 findings hidden by the baseline; 0 baseline entries are fixed"), "\(run)")
  }
}
