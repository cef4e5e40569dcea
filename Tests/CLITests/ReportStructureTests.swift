import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The SARIF and JUnit outputs of a real run, against the findings of the JSON report of the same run.
@Suite("Report structure")
struct ReportStructureTests {
  /// Runs the sample catalogs with `format` on standard output and a JSON report beside it.
  private func run(_ format: String) throws -> (output: String, findings: [[String: Any]]) {
    let folder = try TempFolder()
    let json = folder.url.appendingPathComponent("report.json").path
    let result = try CLIRunner.run(["matrix", "--format", format, "--report", "json:\(json)"])
    #expect(result.status == 1, "\(result)")
    let report = try JSON.object(try #require(folder.read("report.json")))
    return (result.stdout, report.objects("findings"))
  }

  @Test func sarifHasTheRequired210Structure() throws {
    let (output, findings) = try run("sarif")
    let log = try JSON.object(output)
    #expect(log["version"] as? String == "2.1.0")
    #expect(log.string("$schema")?.contains("sarif-2.1.0") == true)
    let runs = log.objects("runs")
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    let driver = try #require(run.object("tool")?.object("driver"))
    #expect(driver.string("name") == "labelcheck")
    #expect(driver.string("version") == "0.1.0")
    let ruleIds = driver.objects("rules").compactMap { $0.string("id") }
    #expect(Set(ruleIds).count == ruleIds.count)
    let results = run.objects("results")
    #expect(results.count == findings.count)
    for (result, finding) in zip(results, findings) {
      let ruleId = try #require(result.string("ruleId"))
      #expect(result["ruleIndex"] as? Int == ruleIds.firstIndex(of: ruleId))
      #expect(result.string("level") == finding.string("severity"))
      #expect(result.object("message")?.string("text")?.isEmpty == false)
      let location = try #require(result.objects("locations").first?.object("physicalLocation"))
      let uri = try #require(location.object("artifactLocation")?.string("uri"))
      #expect(!uri.hasPrefix("/") && !uri.contains("://"), "relative URI: \(uri)")
      #expect(location.object("region")?["startLine"] as? Int == finding["line"] as? Int)
      #expect(location.object("region")?["startColumn"] as? Int == finding["column"] as? Int)
    }
    #expect(results.map { $0.string("ruleId") } == findings.map { $0.string("rule") })
  }

  @Test func sarifPathsAreRelativeToTheRepositoryFromASubfolder() throws {
    // Code scanning reads a relative URI from the repository root, not from where the step ran.
    let folder = try TempFolder()
    try folder.write(".git/HEAD", "ref: refs/heads/main\n")
    try folder.write("App/Sources/Localizable.xcstrings", Fixtures.fallback)
    try folder.write("Translations/de.lproj/More.strings", "\"Promo code\" = \"Promo code\";\n")
    try folder.write("Translations/en.lproj/More.strings", "\"Promo code\" = \"Promo code\";\n")
    let result = try CLIRunner.run(
      ["matrix", ".", "../../Translations", "--format", "sarif"],
      in: folder.url.appendingPathComponent("App/Sources"))
    #expect(result.status == 1, "\(result)")
    let results = try JSON.object(result.stdout).objects("runs").first?.objects("results") ?? []
    let uris = Set(
      results.compactMap {
        $0.objects("locations").first?.object("physicalLocation")?.object("artifactLocation")?.string("uri")
      })
    #expect(uris == ["App/Sources/Localizable.xcstrings", "Translations/de.lproj/More.strings"])
  }

  @Test func junitClassNamesNameBundlesFromTheRepositoryRootFromASubfolder() throws {
    // A dashboard keys a test's history on its class: the same wherever the step runs (audit 244).
    let folder = try TempFolder()
    try folder.write(".git/HEAD", "ref: refs/heads/main\n")
    for bundle in ["ios/App", "ios/Kit/App"] {
      try folder.write("\(bundle)/en.lproj/Localizable.strings", "\"title\" = \"Title\";\n")
      try folder.write("\(bundle)/de.lproj/Localizable.strings", "\"title\" = \"Title\";\n")
    }
    func classes(from subfolder: String, paths: [String]) throws -> Set<String> {
      let result = try CLIRunner.run(
        ["matrix"] + paths + ["--format", "junit"], in: folder.url.appendingPathComponent(subfolder))
      let pattern = try Regex(#"classname="([^"]*)""#)
      return Set(result.stdout.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) })
    }
    let fromRoot = try classes(from: ".", paths: ["ios"])
    #expect(fromRoot == ["ios.App.Localizable", "ios.Kit.App.Localizable"])
    #expect(try classes(from: "ios/Kit", paths: ["..", "."]) == fromRoot)
    // An XLIFF's bundle, named by its `original`, is a name, not a folder (review 174).
    try folder.write(
      "ios/l10n/de.xliff",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="Shared/en.lproj/Localizable.strings"
      source-language="en" target-language="de" datatype="plaintext"><body>
      <trans-unit id="title"><source>Title</source><target>Title</target></trans-unit></body></file></xliff>
      """)
    let xliffFromRoot = try classes(from: ".", paths: ["ios/l10n"])
    #expect(try classes(from: "ios", paths: ["l10n"]) == xliffFromRoot)
  }

  @Test func githubAnnotationsNameFilesFromTheRepositoryRootFromASubfolder() throws {
    // The Actions runner reads a relative `file=` from the repository root.
    let folder = try TempFolder()
    try folder.write(".git/HEAD", "ref: refs/heads/main\n")
    try folder.write("ios/App/Localizable.xcstrings", Fixtures.fallback)
    let result = try CLIRunner.run(
      ["matrix", "--format", "github"], in: folder.url.appendingPathComponent("ios"))
    #expect(result.status == 1, "\(result)")
    let files = Set(result.stdout.split(separator: "\n").compactMap { $0.split(separator: ",").first })
    #expect(files == ["::error file=ios/App/Localizable.xcstrings"], "\(result)")
  }

  @Test func pathsAndFingerprintsAreFromTheRepositoryWhenRunAboveIt() throws {
    // A checkout into a folder of the workspace (`actions/checkout` with `path: app`), checked
    // from the workspace: code scanning reads URIs from the repository's root, and alerts keep
    // their fingerprints whichever folder the step runs in.
    let folder = try TempFolder()
    try folder.write("app/.git/HEAD", "ref: refs/heads/main\n")
    try folder.write("app/en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n")
    try folder.write("app/de.lproj/Localizable.strings", "\"Save\" = \"Save\";\n")
    let above = try CLIRunner.run(["matrix", "app", "--format", "github"], in: folder.url)
    #expect(above.stdout.hasPrefix("::error file=de.lproj/Localizable.strings,"), "\(above)")
    let sarif = try CLIRunner.run(["matrix", "app", "--format", "sarif"], in: folder.url)
    let location = try JSON.object(sarif.stdout).objects("runs").first?.objects("results").first?
      .objects("locations").first?.object("physicalLocation")?.object("artifactLocation")
    #expect(location?.string("uri") == "de.lproj/Localizable.strings")
    let fingerprints = try [folder.url, folder.url.appendingPathComponent("app")].map { place in
      let run = try CLIRunner.run(
        ["matrix", place == folder.url ? "app" : ".", "--format", "json"], in: place)
      return try JSON.object(run.stdout).objects("findings").compactMap { $0.string("fingerprint") }
    }
    #expect(fingerprints[0] == fingerprints[1] && fingerprints[0].count == 1)
  }

  @Test func sarifNamesBundlesAndFilesFromTheRepositoryWhereverItRuns() throws {
    // Beside the checkout, in it and in its bundle: one finding, one URI, one bundle.
    let folder = try TempFolder()
    try folder.write("ws/app/.git/HEAD", "ref: refs/heads/main\n")
    try folder.write("ws/app/App/en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n")
    try folder.write("ws/app/App/de.lproj/Localizable.strings", "\"Save\" = \"Save\";\n")
    try folder.write("beside/README", "\n")
    let runs = [("beside", "../ws/app"), ("ws", "app"), ("ws/app", "."), ("ws/app/App", ".")]
    let places = try runs.map { place, path in
      let run = try CLIRunner.run(
        ["matrix", path, "--format", "sarif"], in: folder.url.appendingPathComponent(place))
      let result = try JSON.object(run.stdout).objects("runs").first?.objects("results").first
      let uri = result?.objects("locations").first?.object("physicalLocation")?.object("artifactLocation")?
        .string("uri")
      return [uri, result?.object("properties")?.string("bundle")]
    }
    #expect(Set(places) == [["App/de.lproj/Localizable.strings", "App"]], "\(places)")
  }

  @Test func junitIsWellFormedWithCountsMatchingTheFindings() throws {
    let (output, findings) = try run("junit")
    let root = try #require(try XMLDocument(data: Data(output.utf8)).rootElement())
    #expect(root.name == "testsuites")
    let suites = root.elements(forName: "testsuite")
    var tests = 0
    var failedCases = 0
    for suite in suites {
      let cases = suite.elements(forName: "testcase")
      let failed = cases.filter { !$0.elements(forName: "failure").isEmpty }.count
      #expect(Self.count(suite, "tests") == cases.count)
      #expect(Self.count(suite, "failures") == failed)
      tests += cases.count
      failedCases += failed
    }
    #expect(Self.count(root, "tests") == tests)
    #expect(Self.count(root, "failures") == failedCases)
    let cases = suites.flatMap { $0.elements(forName: "testcase") }
    let failures = cases.flatMap { $0.elements(forName: "failure") }
    #expect(failures.count == findings.filter { $0.string("severity") == "error" }.count)
    let otherLines = cases.flatMap { $0.elements(forName: "system-out") }.compactMap(\.stringValue)
      .flatMap { $0.split(separator: "\n") }
    #expect(otherLines.count == findings.filter { $0.string("severity") != "error" }.count)
    let locales = Set(findings.compactMap { $0.string("locale") })
    let suiteNames: Set<String> = Set(suites.compactMap { $0.attribute(forName: "name")?.stringValue })
    #expect(suiteNames.isSuperset(of: locales))
  }

  private static func count(_ element: XMLElement, _ attribute: String) -> Int? {
    element.attribute(forName: attribute)?.stringValue.flatMap { Int($0) }
  }
}
