import Foundation
import Testing

@testable import CatalogParser

/// A Swift package's `defaultLocalization` is the source language of its resources' tables.
@Suite struct PackageDefaultLocalizationTests {
  @Test(arguments: [
    ("defaultLocalization: \"de\",", "de"), ("defaultLocalization:\"zh-Hans\"", "zh-Hans"),
    ("defaultLocalization: LanguageTag(\"fr\")", "fr"), ("defaultLocalization: \"en_US\"", "en-US"),
    ("name: \"Pkg\", platforms: [.iOS(.v15)]", nil), ("defaultLocalization: \"not a tag\"", nil),
  ])
  func theManifestsLanguage(manifest: String, expected: String?) {
    #expect(PackageDefaultLocalization.declared(inManifest: manifest)?.identifier == expected)
  }

  @Test func aPackagesTablesAreInItsLanguage() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "Pkg/Package.swift": "let package = Package(name: \"Pkg\", defaultLocalization: \"de\")\n",
      "Pkg/Sources/Pkg/Resources/de.lproj/Localizable.strings": "\"loeschen\" = \"Löschen\";\n",
      "Pkg/Sources/Pkg/Resources/en.lproj/Localizable.strings": "\"other\" = \"Other\";\n",
      "App/en.lproj/Localizable.strings": "\"save\" = \"Save\";\n",
      "App/de.lproj/Localizable.strings": "\"save\" = \"Sichern\";\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let catalog = CatalogLoader(workingDirectory: root.path).load(paths: ["."])
    let sources = Dictionary(
      uniqueKeysWithValues: catalog.tables.map { ($0.bundle, $0.sourceLocale?.identifier) })
    #expect(sources == ["App": "en", "Pkg/Sources/Pkg/Resources": "de"])
  }
}
