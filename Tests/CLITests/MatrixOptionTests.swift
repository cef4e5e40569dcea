import Foundation
import TestSupport
import Testing

/// Options that change what the matrix checks: `--locales`, `--rule`, `--disable`, the default run.
@Suite("Matrix options")
struct MatrixOptionTests {
  /// The JSON report of `labelcheck matrix arguments --format json` over the sample catalogs.
  private func report(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
    -> (CLIRunner.Result, [String: Any])
  {
    let result = try CLIRunner.run(["matrix", "--format", "json"] + arguments)
    #expect(result.stderr.isEmpty, "\(result)", sourceLocation: sourceLocation)
    return (result, try JSON.object(result.stdout, sourceLocation: sourceLocation))
  }

  @Test func localesRestrictTheMatrix() throws {
    let (result, json) = try report(["--locales", "de,es"])
    #expect(result.status == 1)
    #expect(json["locales"] as? [String] == ["de", "es"])
    let cellLocales = Set(json.objects("matrix").flatMap { $0.object("cells")?.keys.map { $0 } ?? [] })
    #expect(cellLocales == ["de", "es"])
    let findingLocales = Set(json.objects("findings").compactMap { $0.string("locale") })
    #expect(findingLocales.isSubset(of: ["de", "es"]))
    #expect(findingLocales.contains("de"))

    let text = try CLIRunner.run(["--locales", "de", "--locales", "es", "--no-color"])
    let header = text.stdout.split(separator: "\n").first { $0.hasPrefix("identifier") }
    #expect(header?.split(separator: " ") == ["identifier", "de", "es"], "\(text)")
  }

  @Test func aLocaleGivenTwiceInAnySpellingIsOneColumn() throws {
    let (_, json) = try report(["--locales", "de,DE,es", "--locales", "de_de,de-DE"])
    #expect(json["locales"] as? [String] == ["de", "es", "de-DE"])
    #expect(json.object("summary")?["locales"] as? Int == 3)
  }

  @Test func theSameFindingsFromAFolderInsideTheProject() throws {
    // The sample's XLIFF names its tables from the project root (`catalogs/SampleApp/...`); run
    // inside `catalogs/SampleApp`, those tables are still the `.lproj` folders' (bundle `.`), and
    // fingerprints name bundles from the configuration's folder, so a baseline still matches.
    let (_, fromRoot) = try report([])
    let inside = try CLIRunner.run(
      ["matrix", "--format", "json"], in: TestPaths.packageRoot.appendingPathComponent("catalogs/SampleApp"))
    let fromInside = try JSON.object(inside.stdout)
    let what = { (json: [String: Any]) in
      json.objects("findings").map {
        "\($0.string("rule") ?? "") \($0.string("locale") ?? "") \($0.string("key") ?? "") "
          + ($0.string("fingerprint") ?? "")
      }
    }
    #expect(what(fromInside).sorted() == what(fromRoot).sorted(), "\(inside)")
    #expect(what(fromRoot).count == 9)
  }

  @Test func aLocaleNoFileHasIsWarnedAbout() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    let result = try CLIRunner.run(["--locales", "de,ed,de-AT"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderr
        == "labelcheck: warning: no file has locale 'ed' or its language (found: de, en); "
        + "all its labels are reported missing\n")
  }

  @Test func messageDocumentationAskedForAsALocaleIsExplained() throws {
    let folder = try TempFolder()
    try folder.write("en.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
    try folder.write("qqq.lproj/Localizable.strings", "\"save\" = \"Title of the save button\";\n")
    let result = try CLIRunner.run(["--locales", "qqq"], in: folder.url)
    #expect(
      result.stderr
        == "labelcheck: warning: 'qqq' is translatewiki.net's message documentation, read as the keys' "
        + "comments, not a locale users can choose; all its labels are reported missing\n", "\(result)")
  }

  @Test func aLocaleWhoseChainReachesAFileIsNotWarnedAbout() throws {
    let folder = try TempFolder()
    try folder.write(
      "Localizable.xcstrings",
      #"{"sourceLanguage":"en","version":"1.0","strings":{"Save":{"localizations":{"#
        + #""nb":{"stringUnit":{"state":"translated","value":"Lagre"}},"#
        + #""ar":{"stringUnit":{"state":"translated","value":"حفظ"}}}}}}"#)
    let result = try CLIRunner.run(["--locales", "no,nn,ars"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr.isEmpty, "\(result)")
  }

  @Test func aSourceLocaleNoFileHasIsWarnedAbout() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    let result = try CLIRunner.run(["--source-locale", "fr"], in: folder.url)
    #expect(
      result.stderr
        == "labelcheck: warning: no file has the source locale 'fr' or its language (found: de, en); "
        + "the keys stand in for its text\n"
        + "labelcheck: warning: Localizable.xcstrings declares the source language en, which the source "
        + "locale fr replaces: its keys are checked as if fr were their source; check it in a run of its own\n"
    )
    #expect(try CLIRunner.run(["--source-locale", "en-US"], in: folder.url).stderr == "")
  }

  /// Audit 113: a `ja` catalog's keys without entries (`"Sauna" : { }`) in a run with
  /// `--source-locale en` are read as an `en` catalog's: the source's text, `ja` without one.
  @Test func aReplacedSourceTakesTheKeysACatalogLeftWithoutEntries() throws {
    let folder = try TempFolder()
    try folder.write(
      "Kit/Localizable.xcstrings",
      #"{"sourceLanguage":"ja","version":"1.0","strings":{"Sauna":{},"Save":{"localizations":{"#
        + #""en":{"stringUnit":{"state":"translated","value":"Save"}},"#
        + #""ja":{"stringUnit":{"state":"translated","value":"保存"}}}}}}"#)
    let result = try CLIRunner.run(["--source-locale", "en", "--format", "xcode"], in: folder.url)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stdout
        == "Kit/Localizable.xcstrings:1:51: error: ja has no translation for 'Sauna'; VoiceOver reads the en "
        + "text [missing-translation]\n", "\(result)")
  }

  @Test func twoFoldersOfOneLocaleAreWarnedAbout() throws {
    let folder = try TempFolder()
    try folder.write("App/en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n")
    try folder.write("App/pt-BR.lproj/Localizable.strings", "\"Save\" = \"Salvar\";\n")
    try folder.write("App/pt_BR.lproj/Localizable.strings", "\"Save\" = \"Gravar\";\n")
    let result = try CLIRunner.run(["--no-color"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr
        == "labelcheck: warning: App/pt-BR.lproj and App/pt_BR.lproj both hold pt-BR; the app reads only one of "
        + "them, so keep one; this run checks App/pt-BR.lproj's for 1 key and none of App/pt_BR.lproj's\n"
    )
    #expect(try CLIRunner.run(["--quiet"], in: folder.url).stderr.isEmpty)
  }

  @Test func tablesWhoseNamesDifferInCaseAreWarnedAbout() throws {
    let folder = try TempFolder()
    try folder.write("App/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"Sample\";\n")
    try folder.write("App/de.lproj/infoPlist.strings", "\"CFBundleName\" = \"Beispiel\";\n")
    let result = try CLIRunner.run(["--no-color", "--fail-on", "never"], in: folder.url)
    #expect(
      result.stderr
        == "labelcheck: warning: App has tables 'InfoPlist' and 'infoPlist', whose file names differ only in "
        + "case; on a case-sensitive file system (iOS) the app reads only the one it names, so only "
        + "'InfoPlist', which the system reads, is checked\n")
    // The other spelling's keys are the `InfoPlist` table's: de is not asked for its table again.
    let json = try CLIRunner.run(["--format", "json", "--quiet", "--fail-on", "never"], in: folder.url)
    #expect(!json.stdout.contains("the infoPlist table has nothing"), "\(json)")
  }

  @Test func excludedPathsAreNotRead() throws {
    // A vendored SDK adds a locale and errors; a broken test fixture would make the run exit 2.
    let folder = try TempFolder()
    try folder.write("ios/App/en.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
    try folder.write("ios/App/de.lproj/Localizable.strings", "\"save\" = \"Sichern\";\n")
    try folder.write("ios/externals/SDK/ja.lproj/SDK.strings", "\"ok\" = \"OK\";\n")
    try folder.write("ios/Tests/Fixtures/de.lproj/Broken.strings", "\"broken\" = ")
    try folder.write(".labelcheck.json", #"{"version": 1, "paths": ["ios"], "exclude": ["ios/externals/*"]}"#)
    let withFixtures = try CLIRunner.run(["--no-color", "--format", "json"], in: folder.url)
    #expect(withFixtures.status == 2, "\(withFixtures)")
    let result = try CLIRunner.run(
      ["--no-color", "--format", "json", "--exclude", "Fixtures"],
      in: folder.url.appendingPathComponent("ios"))
    #expect(result.status == 0, "\(result)")
    let report = try JSON.object(result.stdout)
    #expect(report["locales"] as? [String] == ["de", "en"])
    let empty = try CLIRunner.run(["--exclude", " "], in: folder.url)
    #expect(empty.status == 2 && empty.stdout.isEmpty)
    #expect(empty.stderr.contains("--exclude names no path (expected a name or a glob such as externals/*"))
    let braces = try CLIRunner.run(["--exclude", "ios/{a,b}"], in: folder.url)
    #expect(braces.status == 2 && braces.stdout.isEmpty)
    #expect(braces.stderr.contains("--exclude: exclude pattern 'ios/{a,b}' uses '{…,…}'"), "\(braces)")
  }

  @Test func anExcludeEntryWinsOverTheConfigurationsPaths() throws {
    // As SwiftLint's `excluded` over `included`: a bundle left out while it migrates (audit 193).
    let folder = try TempFolder()
    try folder.write("App/en.lproj/Localizable.strings", "\"save\" = \"Save\";\n")
    try folder.write("App/de.lproj/Localizable.strings", "\"save\" = \"Sichern\";\n")
    try folder.write("Widget/en.lproj/Localizable.strings", "\"close\" = \"Close\";\n")
    try folder.write("Widget/de.lproj/Localizable.strings", "")
    try folder.write(
      ".labelcheck.json", #"{"version": 1, "paths": ["App", "Widget"], "exclude": ["Widget"]}"#)
    let result = try CLIRunner.run(["--no-color", "--quiet"], in: folder.url)
    #expect(result.status == 0 && result.stdout.isEmpty, "\(result)")
    // Nor a folder inside an excluded one (review 145).
    try folder.write("Widget/Sub/en.lproj/Sub.strings", "\"sub\" = \"Sub\";\n")
    try folder.write("Widget/Sub/de.lproj/Sub.strings", "")
    try folder.write(
      ".labelcheck.json", #"{"version": 1, "paths": ["App", "Widget/Sub"], "exclude": ["Widget"]}"#)
    let inside = try CLIRunner.run(["--no-color", "--quiet"], in: folder.url)
    #expect(inside.status == 0 && inside.stdout.isEmpty, "\(inside)")
    // Named on the command line, it is read all the same.
    #expect(try CLIRunner.run(["matrix", "Widget", "--quiet"], in: folder.url).status == 1)
    try folder.write(".labelcheck.json", #"{"version": 1, "paths": ["Widget"], "exclude": ["Widget"]}"#)
    let nothing = try CLIRunner.run(["--no-color"], in: folder.url)
    #expect(nothing.status == 2 && nothing.stdout.isEmpty)
    #expect(
      nothing.stderr
        == ".labelcheck.json:1:26: error: 'paths' names only what 'exclude' leaves out (Widget): nothing is "
        + "left to check\n", "\(nothing)")
  }

  @Test func twoExportsOfOneLocaleAreWarnedAbout() throws {
    // An old `de.xliff` kept beside the newer `de.xcloc`: one locale, one table, two documents.
    let export = { (source: String, target: String) in
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="de"><body>
      <trans-unit id="connect"><source>\(source)</source>\(target)</trans-unit></body></file></xliff>
      """
    }
    let folder = try TempFolder()
    try folder.write("l10n/de.xliff", export("Connect to Cloud", "<target>Mit Cloud verbinden</target>"))
    try folder.write("l10n/de.xcloc/Localized Contents/de.xliff", export("Connect to your Cloud", ""))
    let result = try CLIRunner.run(["--no-color", "--fail-on", "never", "l10n"], in: folder.url)
    // Their sources differ too, which that warning says already (review 202).
    #expect(
      result.stderr
        == "labelcheck: warning: l10n/de.xcloc/Localized Contents/de.xliff and l10n/de.xliff both translate "
        + "App/Localizable into de; their units are merged key by key, so an older export can hide what a "
        + "newer one leaves untranslated; keep one export per locale\n")
  }

  @Test func capturesThatBindNothingAreWarnedAbout() throws {
    // Only an image named by its asset: no identifier binds, so no label is checked at all.
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.clean)
    try folder.write(
      "captures/en/home.txt",
      "Element subtree:\n →Application, pid: 1, label: 'App'\n    Image, identifier: 'logo'\n")
    let result = try CLIRunner.run(["--captures", "captures", "--no-color"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr
        == "labelcheck: warning: no identifier of the 1 capture binds to a catalog key, so no catalog label was checked; "
        + "bind them in a label map (--labels)\n")
    #expect(try CLIRunner.run(["--captures", "captures", "--quiet"], in: folder.url).stderr.isEmpty)
  }

  @Test func keysNoCaptureShowsAreNotedAsUnchecked() throws {
    // Audit 328: captures without a label map choose what is checked; the keys they leave out
    // (here de's missing "Help") are not, and the run says so.
    let folder = try TempFolder()
    try folder.write(
      "Localizable.xcstrings",
      #"{"sourceLanguage":"en","version":"1.0","strings":{"#
        + #""Sign in":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Sign in"}},"#
        + #""de":{"stringUnit":{"state":"translated","value":"Anmelden"}}}},"#
        + #""Help":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Help"}}}}}}"#)
    try folder.write(
      "captures/en/login.txt",
      "Element subtree:\n →Application, pid: 1, label: 'App'\n"
        + "    Button, identifier: 'login.submit.button', label: 'Sign in'\n")
    let result = try CLIRunner.run(["--captures", "captures", "--no-color"], in: folder.url)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stderr
        == "labelcheck: note: the captures show 1 of the catalogs' 2 keys, so the other one was not checked; "
        + "a run without --captures checks every key, and a label map (--labels) names the ones to check\n")
    try folder.write(
      "labels.json", #"{"version": 1, "identifiers": {"login.submit.button": {"key": "Sign in"}}}"#)
    let mapped = try CLIRunner.run(
      ["--captures", "captures", "--labels", "labels.json", "--no-color"], in: folder.url)
    #expect(!mapped.stderr.contains("not checked"), "\(mapped)")
  }

  @Test func ruleRunsOnlyThatRule() throws {
    let (result, json) = try report(["--rule", "english-fallback"])
    #expect(result.status == 1)
    let rules = Set(json.objects("findings").compactMap { $0.string("rule") })
    #expect(rules == ["english-fallback"])
  }

  @Test func disableDropsARule() throws {
    let (all, everything) = try report([])
    let (_, json) = try report(["--disable", "english-fallback", "--disable=length-expansion"])
    let before = everything.objects("findings")
    let after = json.objects("findings")
    #expect(all.status == 1)
    #expect(before.contains { $0.string("rule") == "english-fallback" })
    let kept = before.filter { !["english-fallback", "length-expansion"].contains($0.string("rule")) }
    #expect(after.count == kept.count)
    #expect(!after.contains { ["english-fallback", "length-expansion"].contains($0.string("rule")) })
  }

  /// `labelcheck` alone in the repository root checks `catalogs/` with the configured label map.
  @Test func noArgumentsChecksTheConfiguredPaths() throws {
    let result = try CLIRunner.run([])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.isEmpty)
    #expect(
      result.stdout.contains("\n  checkout.promoCode.field "), "identifiers come from catalogs/labels.json")
    #expect(result.stdout.contains("catalogs/SampleApp/Localizable.xcstrings:"))
    let explicit = try CLIRunner.run(["matrix", "catalogs", "--labels", "catalogs/labels.json"])
    #expect(explicit.stdout == result.stdout)
  }

  /// The repository's label map names the sample app's keys; another app's catalogs get their keys checked.
  @Test func catalogsOutsideTheConfigurationFolderAreCheckedWithoutItsLabelMap() throws {
    let folder = try TempFolder()
    try folder.write("Localizable.xcstrings", Fixtures.fallback)
    let result = try CLIRunner.run(["matrix", folder.url.path, "--format", "json"])
    #expect(result.status == 1, "\(result)")
    #expect(result.stderr.hasPrefix("labelcheck: note: not using the label map catalogs/labels.json"))
    let findings = try JSON.object(result.stdout).objects("findings")
    #expect(findings.map { $0.string("identifier") } == ["Promo code"])
    let quiet = try CLIRunner.run(["matrix", folder.url.path, "--quiet"])
    #expect(quiet.stderr.isEmpty, "\(quiet)")
  }
}
