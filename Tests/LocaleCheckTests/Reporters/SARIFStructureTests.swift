import Foundation
import Testing

@testable import LocaleCheck

/// The SARIF output has the structure GitHub code scanning requires (the full schema was checked
/// by hand with a JSON-schema validator; see the reporter's commit).
@Suite("SARIF structure")
struct SARIFStructureTests {
  private func parse(_ report: Report) throws -> [String: Any] {
    let text = SARIFReporter().render(report, options: ReportOptions())
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  private func run(_ log: [String: Any]) throws -> [String: Any] {
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    return try #require(runs.first)
  }

  @Test func topLevelAndDriver() throws {
    let log = try parse(ReportFixture.report)
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    #expect(log["version"] as? String == "2.1.0")
    let tool = try #require(try run(log)["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "labelcheck")
    #expect(driver["version"] as? String == Report.toolVersion)
    #expect(driver["informationUri"] == nil, "no project page to point at yet")
  }

  @Test func rulesAreUniqueAndComplete() throws {
    let rules = try driverRules(try parse(ReportFixture.report))
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids.count == rules.count)
    #expect(Set(ids).count == ids.count)
    #expect(Set(ids).isSuperset(of: ReportFixture.rules.map(\.id)))
    for rule in rules {
      for key in ["name", "shortDescription", "fullDescription", "help", "defaultConfiguration"] {
        #expect(rule[key] != nil, "rule \(rule["id"] ?? "?") lacks \(key)")
      }
      let configuration = rule["defaultConfiguration"] as? [String: Any]
      #expect(["error", "warning", "note"].contains(configuration?["level"] as? String ?? ""))
    }
  }

  @Test func resultsPointAtTheirRules() throws {
    let log = try parse(ReportFixture.report)
    let ids = try driverRules(log).compactMap { $0["id"] as? String }
    let results = try #require(try run(log)["results"] as? [[String: Any]])
    #expect(results.count == ReportFixture.findings.count)
    for result in results {
      let ruleId = try #require(result["ruleId"] as? String)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ids.indices.contains(index) && ids[index] == ruleId)
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      #expect((result["message"] as? [String: Any])?["text"] is String)
      let fingerprints = result["partialFingerprints"] as? [String: String]
      #expect(fingerprints?["labelcheck/v1"]?.count == 16)
    }
  }

  @Test func locationsAreRelativeEncodedAndPositive() throws {
    let results = try #require(try run(try parse(ReportFixture.report))["results"] as? [[String: Any]])
    let withoutPosition = ReportFixture.findings.filter { $0.position == nil }.count
    #expect(results.filter { $0["locations"] == nil }.count == withoutPosition)
    var uris: [String] = []
    for result in results {
      guard let locations = result["locations"] as? [[String: Any]] else { continue }
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      let region = try #require(physical["region"] as? [String: Any])
      #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
      uris.append(try #require(artifact["uri"] as? String))
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
    }
    #expect(uris.contains("My%20App/Localizable.xcstrings"))
    #expect(!uris.contains { $0.contains(" ") })
  }

  @Test func emptyReportStillDescribesRules() throws {
    var report = ReportFixture.report
    report.findings = []
    let run = try run(try parse(report))
    #expect((run["results"] as? [Any])?.isEmpty == true)
    let rules = try driverRules(try parse(report))
    #expect(rules.count == Set(ReportFixture.rules.map(\.id)).count)
  }

  private func driverRules(_ log: [String: Any]) throws -> [[String: Any]] {
    let tool = try #require(try run(log)["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    return try #require(driver["rules"] as? [[String: Any]])
  }

  @Test(arguments: [
    ("", "de.lproj/L.strings", "de.lproj/L.strings"),
    ("App Folder", "de.lproj/L.strings", "App Folder/de.lproj/L.strings"),
    ("App/Sources", "../../Translations/./x.xliff", "Translations/x.xliff"),
    ("App Folder", "../../outside/de.lproj/L.strings", "../outside/de.lproj/L.strings"),
  ])
  func pathsAreReadFromTheRepositoryRoot(folder: String, path: String, fromRoot: String) {
    #expect(RepositoryPath.path(path, from: folder) == fromRoot)
  }
}
