import Foundation
import Testing

@testable import LocaleCheck

/// What a library user (an Xcode plugin, a Danger script) needs without the command line's code.
@Suite struct LibraryUseTests {
  private static func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func aCatalogTellsWhenItReadNoFile() throws {
    let root = try Self.folder([
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
      "Broken/Localizable.xcstrings": "{\"sourceLanguage\": ",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let loader = CatalogLoader(workingDirectory: root.path)
    #expect(!loader.load(paths: ["."]).readsNoFile)
    #expect(loader.load(paths: ["Broken"]).readsNoFile)
    #expect(loader.load(paths: ["Missing"]).readsNoFile)
  }

  @Test func captureErrorsReachTheReport() throws {
    let root = try Self.folder([
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
      "captures/de/login.json": "{\"identifier\": ",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = CatalogLoader(workingDirectory: root.path).load(paths: ["App"])
    let (captures, errors) = UICaptureLoader(workingDirectory: root.path).load("captures")
    #expect(errors.count == 1)
    let report = LocaleChecker().check(catalog, labelMap: nil, captures: captures, captureErrors: errors)
    #expect(report.inputErrors.map(\.position.file) == ["captures/de/login.json"])
    // SARIF then says the run did not succeed.
    let sarif = SARIFReporter().render(report, options: ReportOptions())
    #expect(sarif.contains("\"executionSuccessful\": false"))
  }

  @Test func theFolderInTheRepositoryIsFoundFromAnyFolder() throws {
    let root = try Self.folder([".git/HEAD": "ref: refs/heads/main\n", "App/Sources/.keep": ""])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(RepositoryFolder.path(of: root.path) == "")
    #expect(RepositoryFolder.path(of: root.appendingPathComponent("App/Sources").path) == "App/Sources")
    #expect(RepositoryFolder.path(of: "/") == nil)
  }
}
