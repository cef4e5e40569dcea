import Foundation
import TestSupport
import Testing

/// Usage errors exit 2 with a message on standard error and nothing on standard output.
@Suite("Usage errors")
struct UsageErrorTests {
  /// Expects exit 2, an empty standard output and a standard error containing every part of `message`.
  private func expectUsageError(
    _ result: CLIRunner.Result, _ message: String..., sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 2, "\(result)", sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, "\(result)", sourceLocation: sourceLocation)
    for part in message {
      #expect(result.stderr.contains(part), "\(result)", sourceLocation: sourceLocation)
    }
  }

  @Test func unknownFlagSuggestsTheClosestOption() throws {
    expectUsageError(
      try CLIRunner.run(["matrix", "--frmat", "json"]),
      "labelcheck: error: unknown option '--frmat' for 'matrix' (did you mean '--format'?)",
      "see 'labelcheck matrix --help'")
    expectUsageError(try CLIRunner.run(["--locale", "de"]), "(did you mean '--locales'?)")
    expectUsageError(try CLIRunner.run(["inspect", "--quiet"]), "unknown option '--quiet' for 'inspect'")
  }

  @Test func anUnknownOptionWithoutACommandNamesNone() throws {
    // Audit 177: `labelcheck --versio` typed no command, so "for 'matrix'" would puzzle.
    let result = try CLIRunner.run(["--versio"])
    expectUsageError(
      result,
      "labelcheck: error: unknown option '--versio' (did you mean '--version'?); see 'labelcheck --help'")
    #expect(!result.stderr.contains("for 'matrix'"), "\(result)")
    expectUsageError(
      try CLIRunner.run(["--formt", "json"]),
      "labelcheck: error: unknown option '--formt' (did you mean '--format'?); the options of the default "
        + "command are in 'labelcheck matrix --help'")
  }

  @Test func optionsBeforeTheCommandAreTheCommandsOwn() throws {
    // `labelcheck --format json inspect`, as CI scripts write global-looking flags first.
    let inspected = try CLIRunner.run(["--format", "json", "inspect", "catalogs"])
    #expect(inspected.status == 0, "\(inspected)")
    #expect(inspected.stdout.hasPrefix("{"), "\(inspected)")
    let matrix = try CLIRunner.run(["-q", "--format=json", "matrix", "catalogs"])
    #expect(matrix.status == 1 && matrix.stderr.isEmpty, "\(matrix)")
    expectUsageError(try CLIRunner.run(["--quiet", "inspect"]), "unknown option '--quiet' for 'inspect'")
    expectUsageError(try CLIRunner.run(["-q", "handoff"]), "'handoff' is not available yet")
    let help = try CLIRunner.run(["-q", "help"])
    #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW:"), "\(help)")
  }

  @Test func namesWithControlCharactersAreEscapedOnOneLine() throws {
    // A configuration key from a pull request must not split the error or colour the terminal.
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    try folder.write(".labelcheck.json", #"{"version": 1, "pa\nths\u001b[31m": []}"#)
    let result = try CLIRunner.run([], in: folder.url)
    #expect(result.status == 2, "\(result)")
    #expect(
      result.stderr == ".labelcheck.json:1:16: error: unknown configuration key 'pa\\u{A}ths\\u{1B}[31m'\n")
    let empty = try TempFolder()
    let path = try CLIRunner.run(["matrix", "x\ny"], in: empty.url)
    #expect(path.stderr == "x\\u{A}y:1:1: error: no such file or folder\n", "\(path)")
  }

  @Test func severalUnreadableFilesAreOneErrorLineEach() throws {
    // Problem matchers read one `file:line:column: error:` per line.
    let folder = try TempFolder()
    try folder.write("de.lproj/Localizable.strings", "\"a\" = ;")
    try folder.write("en.lproj/Localizable.strings", "\"a\" = \"A\"")
    let result = try CLIRunner.run([], in: folder.url)
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(result)")
    #expect(lines.allSatisfy { $0.contains(".lproj/Localizable.strings:1:") && $0.contains(": error: ") })
  }

  @Test func argumentsACommandDoesNotTakeAreErrors() throws {
    expectUsageError(
      try CLIRunner.run(["rules", "extra"]), "unexpected argument 'extra': rules takes no paths")
    expectUsageError(
      try CLIRunner.run(["--version", "extra"]), "unexpected argument 'extra' after --version")
    expectUsageError(
      try CLIRunner.run(["matrix", "--rule", "empty-label", "--disable", "empty-label"]),
      "'empty-label' is given to both --rule and --disable; keep one")
  }

  @Test func twoReportsToOneFileAreRefused() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    expectUsageError(
      try CLIRunner.run(["--output", "r.json", "--report", "sarif:./r.json"], in: folder.url),
      "labelcheck: error: './r.json' receives two reports (also as 'r.json'); give each report its own file")
    expectUsageError(
      try CLIRunner.run(["--report", "json:-"], in: folder.url),
      "labelcheck: error: standard output receives two reports (the --format report goes there unless --output "
        + "names a file); give each report its own file, or choose the one on standard output with --format")
    #expect(folder.entries() == ["Localizable.xcstrings"])
  }

  @Test func aCommandAfterAPathIsToldBeforeTheRun() throws {
    let folder = try TempFolder()
    try folder.write("App/Localizable.xcstrings", Fixtures.fallback)
    let result = try CLIRunner.run(["App", "-q", "inspect"], in: folder.url)
    expectUsageError(
      result,
      "labelcheck: error: 'inspect' is a command, not a path: write it first (labelcheck inspect App)")
    #expect(result.stdout.isEmpty)
    // After a command the line names, the word is no other command to switch to (review 131).
    expectUsageError(
      try CLIRunner.run(["baseline", "App", "inspect", "--output", "b.json"], in: folder.url),
      "'inspect' is a command, not a path, and this command line runs baseline: one command at a time")
    // Another command's option is unknown, not its value a command; `rules` takes no paths.
    expectUsageError(
      try CLIRunner.run(["inspect", "App", "--fail-on", "matrix"], in: folder.url),
      "unknown option '--fail-on' for 'inspect'")
    expectUsageError(try CLIRunner.run(["rules", "inspect"], in: folder.url), "rules takes no paths")
    // The copy read as a path is the one moved; `help` points at the help; an option of the
    // command meant does not hide the word.
    expectUsageError(
      try CLIRunner.run(["App", "-o", "inspect", "--quiet", "inspect"], in: folder.url),
      "write it first (labelcheck inspect App -o inspect)")
    expectUsageError(
      try CLIRunner.run(["App", "help"], in: folder.url),
      "'help' is a command, not a path: for help, run labelcheck matrix --help")
    expectUsageError(
      try CLIRunner.run(["App", "handoff", "--locale", "de"], in: folder.url),
      "write it first (labelcheck handoff App --locale de)")
    // Review 135: a group keeps the letters the command takes; `rules` takes no paths.
    expectUsageError(
      try CLIRunner.run(["App", "inspect", "-qo", "x.json"], in: folder.url),
      "write it first (labelcheck inspect App -o x.json)")
    // Review 136: a group whose value-taking letter is not its last stays whole, so that the
    // suggestion does not make a path the value (`-o notes.txt` would write over it).
    expectUsageError(
      try CLIRunner.run(["App", "inspect", "-oq", "notes.txt"], in: folder.url),
      "write it first (labelcheck inspect App -oq notes.txt)")
    expectUsageError(
      try CLIRunner.run(["App", "rules", "--all"], in: folder.url), "write it first (labelcheck rules)")
    // A word after `--`, an option's value and a grouped option's value are not commands.
    let afterSeparator = try CLIRunner.run(["App", "--", "inspect"], in: folder.url)
    #expect(afterSeparator.stderr.contains("inspect:1:1: error: no such file or folder"), "\(afterSeparator)")
    let named = try CLIRunner.run(["App", "--output", "inspect", "-qo", "help"], in: folder.url)
    #expect(named.status == 1 && folder.read("help") != nil, "\(named)")
  }

  @Test func localesThatAreNoLocales() throws {
    expectUsageError(
      try CLIRunner.run(["--locales", "de,de|x"]),
      "labelcheck: error: invalid --locales 'de|x' (expected a locale such as de, pt-BR or zh-Hans)")
    expectUsageError(
      try CLIRunner.run(["--source-locale", "x\ny"]), "invalid --source-locale 'x\\u{A}y'")
    expectUsageError(
      try CLIRunner.run(["--locales", "fr,de-DE-x"]),
      "labelcheck: error: invalid --locales 'de-DE-x' (expected a locale such as de, pt-BR or zh-Hans)")
  }

  @Test func unknownCommand() throws {
    expectUsageError(
      try CLIRunner.run(["matrx"]), "labelcheck: error: unknown command 'matrx' (did you mean 'matrix'?)")
    expectUsageError(
      try CLIRunner.run(["help", "inspct"]), "unknown command 'inspct' (did you mean 'inspect'?)")
    // Neither a command nor a path: most likely a mistyped folder.
    expectUsageError(
      try CLIRunner.run(["catalgoues"]),
      "no such command, file or folder: 'catalgoues'; see 'labelcheck --help'")
  }

  @Test func anExistingFolderIsAPathNotACommand() throws {
    let folder = try TempFolder()
    try folder.write("App/Localizable.xcstrings", Fixtures.clean)
    let result = try CLIRunner.run(["App"], in: folder.url)
    #expect(result.status == 0, "\(result)")
  }

  @Test(arguments: ["handoff", "apply", "expectations"])
  func pendingCommandsAreNotAvailableYet(_ command: String) throws {
    expectUsageError(try CLIRunner.run([command]), "'\(command)' is not available yet in labelcheck 0.1.0")
  }

  @Test func htmlIsNotAvailableYetAndNothingIsWritten() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    expectUsageError(
      try CLIRunner.run(["--format", "html"], in: folder.url), "the html format is not available yet")
    expectUsageError(
      try CLIRunner.run(["--report", "json:a.json", "--report", "html:b.html"], in: folder.url),
      "the html format is not available yet")
    #expect(folder.entries() == ["Localizable.xcstrings"])
    expectUsageError(try CLIRunner.run(["--format", "jsn"]), "unknown format 'jsn' (did you mean 'json'?)")
    // Suggested only among the formats a run writes; `xml` is JUnit's.
    expectUsageError(try CLIRunner.run(["--format", "xml"]), "unknown format 'xml' (did you mean 'junit'?)")
    expectUsageError(try CLIRunner.run(["--format", "htm"]), "unknown format 'htm'; expected one of")
    expectUsageError(try CLIRunner.run(["--report", "sarif"]), "--report needs FORMAT:FILE")
  }

  @Test func anOptionPastedWithATypographicDashIsRefused() throws {
    // A web page's "—format json" would be read as a path, and the run go on (audit 259).
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    expectUsageError(
      try CLIRunner.run(["matrix", "\u{2014}format", "json"], in: folder.url),
      "'\u{2014}format' starts with an em dash (U+2014), not '-' (pasted from a web page?): did you mean "
        + "'--format'? A path that starts so goes after '--'")
    expectUsageError(
      try CLIRunner.run(["\u{2013}q"], in: folder.url), "did you mean '-q'?")
    expectUsageError(
      try CLIRunner.run(["\u{2212}\u{2212}quiet"], in: folder.url), "a minus sign (U+2212)")
    // The option meant is a real one; an ASCII hyphen beside the dash counts (review 178).
    expectUsageError(
      try CLIRunner.run(["matrix", "\u{2014}formt=json"], in: folder.url), "did you mean '--format=json'?")
    expectUsageError(
      try CLIRunner.run(["matrix", "\u{2014}-format", "json"], in: folder.url), "did you mean '--format'?")
    // One letter suggests only itself (review 179: "—v" got "-f").
    let letter = try CLIRunner.run(["matrix", "\u{2014}v"], in: folder.url)
    #expect(letter.status == 2 && !letter.stderr.contains("did you mean"), "\(letter)")
    // After `--`, or where a file has that name, it is a path.
    try folder.write("\u{2014}notes/Localizable.xcstrings", Fixtures.clean)
    #expect(try CLIRunner.run(["matrix", "-q", "\u{2014}notes"], in: folder.url).status == 0)
    #expect(try CLIRunner.run(["matrix", "-q", "--", "\u{2014}notes"], in: folder.url).status == 0)
  }

  @Test func aTildeAfterAnEqualsSignIsTheHomeFolder() throws {
    // The shell expands `~` only at a word's start: `--output=~/r.txt` made a folder named `~`.
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    let home = try TempFolder()
    let run = try CLIRunner.run(
      ["matrix", "--output=~/r.txt", "--report", "json:~/r.json"], in: folder.url,
      environment: ["HOME": home.url.path])
    #expect(run.status == 0)
    #expect(FileManager.default.fileExists(atPath: home.url.appendingPathComponent("r.txt").path))
    #expect(FileManager.default.fileExists(atPath: home.url.appendingPathComponent("r.json").path))
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("~").path))
  }

  @Test func choicesAreReadInAnyCaseAndTyposGetASuggestion() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    #expect(try CLIRunner.run(["inspect", "--format", "JSON"], in: folder.url).status == 0)
    #expect(try CLIRunner.run(["rules", "--format", "Json"]).status == 0)
    #expect(try CLIRunner.run(["--fail-on", "Error", "--quiet"], in: folder.url).status == 0)
    expectUsageError(
      try CLIRunner.run(["rules", "--format", "jsn"]),
      "invalid --format 'jsn' for rules (did you mean 'json'?); expected text or json")
    expectUsageError(
      try CLIRunner.run(["--fail-on", "warn"], in: folder.url),
      "invalid --fail-on 'warn' (did you mean 'warning'?); expected error, warning, note or never")
    expectUsageError(try CLIRunner.run(["matrix", "--help=yes"]), "option '--help' takes no value")
    expectUsageError(try CLIRunner.run(["matrix", "--version=2"]), "option '--version' takes no value")
    // `none` is one letter from `note`, which would fail on every note (audit 259).
    expectUsageError(
      try CLIRunner.run(["--fail-on", "none"], in: folder.url),
      "invalid --fail-on 'none' (did you mean 'never'?); expected error, warning, note or never")
    expectUsageError(try CLIRunner.run(["--locales", ","], in: folder.url), "--locales names no locale")
    expectUsageError(try CLIRunner.run(["--locales", "123"], in: folder.url), "invalid --locales '123'")
    expectUsageError(
      try CLIRunner.run(["--locales", "de,Base"], in: folder.url),
      "--locales 'Base' is no locale: Base.lproj holds the source language's text, which --source-locale "
        + "names; leave Base out")
    expectUsageError(
      try CLIRunner.run(["--source-locale", "base"], in: folder.url),
      "--source-locale 'base' is no locale: Base.lproj holds the source language's text; name that language "
        + "(such as --source-locale en)")
    expectUsageError(try CLIRunner.run(["--rule", ","], in: folder.url), "--rule names no rule")
    expectUsageError(
      try CLIRunner.run(["--rule", "english-fallback", "--rule", ","], in: folder.url), "--rule names no rule"
    )
    expectUsageError(try CLIRunner.run(["--disable", " "], in: folder.url), "--disable names no rule")
  }

  @Test func aConfigurationLinkThatLeadsNowhereIsAnError() throws {
    // A folder above must not stand in for the project's own configuration.
    let folder = try TempFolder()
    try folder.write(".labelcheck.json", #"{"version": 1, "failOn": "never"}"#)
    try folder.write("App/Localizable.xcstrings", Fixtures.fallback)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("App/.labelcheck.json").path,
      withDestinationPath: "../missing.json")
    let result = try CLIRunner.run([], in: folder.url.appendingPathComponent("App"))
    expectUsageError(
      result,
      ".labelcheck.json:1:1: error: the link leads nowhere (No such file or directory), so it is not read")
  }

  @Test func unknownConfigurationKeyIsNamedWithItsPosition() throws {
    let folder = try TempFolder()
    try folder.write(".labelcheck.json", "{\n  \"version\": 1,\n  \"pathz\": [\"App\"]\n}\n")
    try folder.write("App/Localizable.xcstrings", Fixtures.clean)
    // Found from a subfolder, so the position names the file relative to where labelcheck runs.
    let result = try CLIRunner.run([], in: folder.url.appendingPathComponent("App"))
    expectUsageError(result, "../.labelcheck.json:3:3: error: ", "'pathz'")
  }

  @Test func unknownRuleInTheConfigurationIsNamed() throws {
    let folder = try TempFolder()
    try folder.write(
      "labelcheck.json", "{\"version\": 1, \"rules\": {\"english-fallbak\": {\"enabled\": false}}}")
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    let result = try CLIRunner.run(["--config", "labelcheck.json"], in: folder.url)
    expectUsageError(result, "labelcheck.json:1:", "'english-fallbak'")
    expectUsageError(
      try CLIRunner.run(["--config", "none.json"], in: folder.url),
      "none.json:1:1: error: no such configuration file")
  }

  @Test func unknownRuleIdsSuggestTheClosest() throws {
    expectUsageError(
      try CLIRunner.run(["--rule", "english-fallbak"]),
      "unknown rule id 'english-fallbak' (did you mean 'english-fallback'?); see 'labelcheck rules'")
    expectUsageError(try CLIRunner.run(["--disable", "role-in-labels,nonsense"]), "'role-in-labels'")
    // The error names the flag that gave the value (audit 244).
    expectUsageError(try CLIRunner.run(["--disable", "bogus"]), "--disable: unknown rule id 'bogus'")
    expectUsageError(try CLIRunner.run(["--rule", "bogus"]), "--rule: unknown rule id 'bogus'")
    expectUsageError(try CLIRunner.run(["--report", "bogus:out.txt"]), "--report: unknown format 'bogus'")
    expectUsageError(try CLIRunner.run(["--format", "bogus"]), "--format: unknown format 'bogus'")
  }

  @Test func missingOrMalformedLabelMap() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    expectUsageError(
      try CLIRunner.run(["--labels", "nope.json"], in: folder.url), "nope.json:1:1: error: ")
    // A map that is no JSON decides no row: the run stops (a slip in one entry does not).
    try folder.write("labels.json", "{\n  \"version\": 1,\n  \"identifiers\": {\n    \"a.b\": {}\n  ]\n}\n")
    expectUsageError(try CLIRunner.run(["--labels", "labels.json"], in: folder.url), "labels.json:5:")
  }

  @Test func missingCapturesFolder() throws {
    expectUsageError(
      try CLIRunner.run(["--captures", "nowhere"]), "nowhere:1:1: error: captures folder not found")
  }

  @Test func labelMapKeysThatNoCatalogHasAreReported() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    try folder.write(
      "labels.json",
      "{\"version\": 1, \"identifiers\": {\"login.submit.button\": {\"key\": \"Log in\"}}}")
    let result = try CLIRunner.run(["--labels", "labels.json", "--quiet"], in: folder.url)
    #expect(result.status == 0, "a warning does not fail by default: \(result)")
    #expect(result.stdout.hasPrefix("labels.json:1:"), "\(result)")
    #expect(result.stdout.contains("[unbound-identifier]"))
  }

  @Test func helpAfterTheSeparatorIsAPath() throws {
    expectUsageError(
      try CLIRunner.run(["matrix", "--", "--help"]), "--help:1:1: error: no such file or folder")
  }

  @Test func noLocalizationFiles() throws {
    let folder = try TempFolder()
    try folder.write("README.md", "nothing to check")
    expectUsageError(try CLIRunner.run([], in: folder.url), "no localization files found in .")
  }

  @Test func noLocalizationFilesNamesTheDependencyFoldersPassedBy() throws {
    // Psiphon's app repository: its only catalogs are a library's, under `Pods/`.
    let folder = try TempFolder()
    try folder.write("Pods/Lib/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    let result = try CLIRunner.run([], in: folder.url)
    expectUsageError(result, "no localization files found in .", "; not walked: Pods (name one as a path")
    // Named as a path, the folder is read.
    #expect(try CLIRunner.run(["matrix", "Pods"], in: folder.url).status == 0)
  }
}
