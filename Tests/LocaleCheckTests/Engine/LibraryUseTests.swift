import TestSupport
import Testing

@testable import LocaleCheck

/// What a library user (an Xcode plugin, a Danger script) needs without the command line's code.
@Suite struct LibraryUseTests {
  @Test func aCatalogTellsWhenItReadNoFile() throws {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
      "Broken/Localizable.xcstrings": "{\"sourceLanguage\": ",
    ])
    let loader = CatalogLoader(workingDirectory: folder.url.path)
    #expect(!loader.load(paths: ["."]).readsNoFile)
    #expect(loader.load(paths: ["Broken"]).readsNoFile)
    #expect(loader.load(paths: ["Missing"]).readsNoFile)
  }

  @Test func captureErrorsReachTheReport() throws {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
      "captures/de/login.json": "{\"identifier\": ",
    ])
    let catalog = CatalogLoader(workingDirectory: folder.url.path).load(paths: ["App"])
    let (captures, errors) = UICaptureLoader(workingDirectory: folder.url.path).load("captures")
    #expect(errors.count == 1)
    let report = LocaleChecker().check(catalog, labelMap: nil, captures: captures, captureErrors: errors)
    #expect(report.inputErrors.map(\.position.file) == ["captures/de/login.json"])
    // SARIF then says the run did not succeed.
    let sarif = SARIFReporter().render(report, options: ReportOptions())
    #expect(sarif.contains("\"executionSuccessful\": false"))
  }

  @Test func theFolderInTheRepositoryIsFoundFromAnyFolder() throws {
    let folder = try TempFolder(files: [".git/HEAD": "ref: refs/heads/main\n", "App/Sources/.keep": ""])
    #expect(RepositoryFolder.path(of: folder.url.path) == "")
    #expect(RepositoryFolder.path(of: folder.url.appendingPathComponent("App/Sources").path) == "App/Sources")
    #expect(RepositoryFolder.path(of: "/") == nil)
  }
}
