import Foundation
import Testing

@testable import CatalogParser

/// Which files below a captures folder are read, and as which locale.
@Suite struct UICaptureLoaderTests {
  static let capture = #"{"elements":[{"identifier":"login.submit.button","label":"Sign in"}]}"#

  /// A captures folder holding `files` (paths relative to it), loaded from its parent.
  private func load(_ files: [String]) throws -> (captures: [UICapture], errors: [CatalogError]) {
    let folder = NSTemporaryDirectory() + "labelcheck-captures-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for file in files {
      let path = folder + "/captures/" + file
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      // Notes beside the captures hold prose, not an element tree.
      let text =
        file.contains("notes") || file.contains("README")
        ? "Captures of the login screen.\n" : file.contains("broken") ? "{\"elements\":[" : Self.capture
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
    return UICaptureLoader(workingDirectory: folder).load("captures")
  }

  @Test func localeFoldersBecomeLocales() throws {
    let (captures, errors) = try load([
      "en/login.json", "pt_BR/login.json", "English/home.json", "yue/a.json",
    ])
    #expect(errors.isEmpty)
    #expect(Set(captures.map(\.locale.identifier)) == ["en", "pt-BR", "yue"])
  }

  @Test func manyCapturesReadOnAllCoresKeepTheirOrder() throws {
    // Read in parallel, the captures and errors come back as the folders list them.
    let screens = (0..<150).map { String(format: "s%03d", $0) }
    let (captures, errors) = try load(
      ["de", "en", "fr"].flatMap { locale in screens.map { "\(locale)/\($0).json" } }
        + ["notes.txt", "de/broken.json", "ja x/a.json"])
    #expect(captures.count == 450)
    #expect(
      captures.map(\.locale.identifier) == ["de", "en", "fr"].flatMap { Array(repeating: $0, count: 150) })
    #expect(captures.prefix(150).map(\.screen) == screens)
    #expect(errors.map(\.position.file) == ["captures/de/broken.json", "captures/ja x"])
  }

  @Test func aFolderThatNamesNoLocaleIsAnErrorNotAColumn() throws {
    let (captures, errors) = try load([
      "en/login.json", "screenshots/login.json", "old/notes.md", "de x/a.json",
    ])
    #expect(captures.map(\.locale.identifier) == ["en"])
    #expect(errors.map(\.position.file) == ["captures/de x", "captures/screenshots"])
    #expect(errors.last?.message.hasPrefix("'screenshots' is not a locale") == true)
  }

  @Test func aFileIsNoCapturesFolderAndAMissingFolderIsNotFound() throws {
    // Audit 224: worded as the command line words it.
    let folder = NSTemporaryDirectory() + "labelcheck-captures-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/labels.json"))
    let loader = UICaptureLoader(workingDirectory: folder)
    #expect(
      loader.load("labels.json").errors.map(\.message) == [
        "captures must be a folder (captures/<locale>/<screen>.txt or .json), not a file"
      ])
    #expect(loader.load("nowhere").errors.map(\.message) == ["captures folder not found"])
  }

  @Test func aCaptureOutsideALocaleFolderIsAnError() throws {
    let (captures, errors) = try load(["en/login.json", "login.txt", "README.md", "notes.txt"])
    #expect(captures.count == 1)
    #expect(errors.map(\.position.file) == ["captures/login.txt"])
    #expect(errors.first?.message.contains("captures/<locale>/login.txt") == true)
  }

  /// What loading `captures/` gives beside an English capture, where `link` under it leads to
  /// `target`, which is not there.
  private func loadBesideDanglingLink(_ link: String, to target: String) throws -> (
    screens: [String], errors: [String]
  ) {
    let folder = NSTemporaryDirectory() + "labelcheck-captures-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/captures/en", withIntermediateDirectories: true)
    try Data(Self.capture.utf8).write(to: URL(fileURLWithPath: folder + "/captures/en/login.json"))
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/captures/" + link, withDestinationPath: target)
    let (captures, errors) = UICaptureLoader(workingDirectory: folder).load("captures")
    return (captures.map { "\($0.locale.identifier)/\($0.screen)" }, errors.map(\.description))
  }

  @Test func aLocaleFolderLinkThatLeadsNowhereIsAnError() throws {
    // A captures folder shared between targets, missing from the checkout.
    let loaded = try loadBesideDanglingLink("fr", to: "../shared/fr")
    #expect(loaded.screens == ["en/login"])
    #expect(
      loaded.errors == [
        "captures/fr:1:1: error: the link leads nowhere (No such file or directory), so its captures are not read"
      ])
  }

  @Test func aCaptureFileLinkThatLeadsNowhereSaysSo() throws {
    // As a locale folder's link does (audit 267), not "cannot open the file".
    let loaded = try loadBesideDanglingLink("en/inbox.json", to: "../../shared/inbox.json")
    #expect(loaded.screens == ["en/login"])
    #expect(
      loaded.errors == [
        "captures/en/inbox.json:1:1: error: the link leads nowhere (No such file or directory), so it is not read"
      ])
  }

}
