import Foundation
import Testing

@testable import CatalogParser

/// SwiftPM builds with a version-specific manifest newer than `Package.swift`'s tools version
/// (audit 130: LINE SDK keeps a 5.0 `Package.swift` for old toolchains beside the 5.3 manifest
/// that declares `defaultLocalization`).
@Suite struct PackageManifestChoiceTests {
  @Test(arguments: [
    ("Package@swift-5.3.swift", [5, 3]), ("Package@swift-5.swift", [5]),
    ("Package@swift-5.9.1.swift", [5, 9, 1]),
    ("Package@swift-5.3.0.swift", [5, 3]),
  ])
  func aVersionSpecificManifestsVersion(name: String, version: [Int]) {
    #expect(PackageManifestChoice.version(ofManifestNamed: name) == version)
  }

  @Test(arguments: [
    "Package.swift", "Package@swift-.swift", "Package@swift-5.x.swift", "Package@swift-5.3.swift.bak",
  ])
  func otherNamesAreNone(name: String) {
    #expect(PackageManifestChoice.version(ofManifestNamed: name) == nil)
  }

  @Test func theNewerManifestDeclaresTheLanguage() throws {
    let root = try writeFiles([
      "Package.swift": "// swift-tools-version:5.0\nlet package = Package(name: \"Kit\")\n",
      "Package@swift-5.3.swift": """
      // swift-tools-version:5.3
      let package = Package(name: "Kit", defaultLocalization: "de", targets: [.target(name: "Kit")])
      """,
      "Sources/Kit/Resources/de.lproj/Localizable.strings": "\"offline\" = \"Offline-Modus\";\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = CatalogLoader(workingDirectory: root.path).load(paths: ["."])
    #expect(catalog.tables.map(\.sourceLocale?.identifier) == ["de"])
  }

  @Test(arguments: [
    "// Swift-Tools-Version:5.9\n", "\n\n// swift-tools-version: 5.9\n", "// swift-tools-version:5.9.0\n",
  ])
  func theToolsVersionIsReadAsSwiftPMReadsIt(head: String) throws {
    // Review 108: any case, after blank lines.
    let root = try writeFiles(["Package.swift": head + "let package = Package(name: \"Kit\")\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(PackageManifestChoice.toolsVersion(ofManifestAt: root.path + "/Package.swift") == [5, 9])
  }

  @Test func aPackageSwiftAsNewAsTheOthersIsTheOneRead() throws {
    // JavaScriptKit's layout: `Package.swift` the newest, older toolchains' manifests beside it.
    let root = try writeFiles([
      "Package.swift":
        "// swift-tools-version: 5.9\nlet package = Package(name: \"Kit\", defaultLocalization: \"fr\")\n",
      "Package@swift-5.3.swift":
        "// swift-tools-version:5.3\nlet package = Package(name: \"Kit\", defaultLocalization: \"de\")\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
    #expect(PackageManifestChoice.manifestName(in: root.path, among: names) == "Package.swift")
  }

  /// Audit 143: SwiftPM compares the manifests' own tools versions, and skips one named for a
  /// toolchain newer than any (a variant of 5.9 beside a 5.3 `Package.swift`).
  @Test(arguments: [
    ("Package@swift-5.swift", true), ("Package@swift-5.9.swift", true), ("Package@swift-5.10.swift", true),
    ("Package@swift-5.9.1.swift", true), ("Package@swift-6.swift", true), ("Package@swift-99.swift", false),
    ("Package@swift-+5.swift", false),
  ])
  func aVariantDeclaringANewerToolsVersionIsRead(name: String, isRead: Bool) throws {
    let root = try writeFiles([
      "Package.swift": "// swift-tools-version:5.3\nlet package = Package(name: \"Kit\")\n",
      name: "// swift-tools-version:5.9\nlet package = Package(name: \"Kit\", defaultLocalization: \"de\")\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
    #expect(
      PackageManifestChoice.manifestName(in: root.path, among: names) == (isRead ? name : "Package.swift"))
  }

  @Test func aVariantNamedForTheToolchainWinsOverANewerPackageSwift() throws {
    // SwiftPM looks for `@swift-6.3.0`, `@swift-6.3` and `@swift-6` first, whatever they declare;
    // `@swift-6.0` names Swift 6.0 only.
    let root = try writeFiles([
      "Package.swift": "// swift-tools-version:6.0\nlet package = Package(name: \"Kit\")\n",
      "Package@swift-6.swift": "// swift-tools-version:5.9\nlet package = Package(name: \"Kit\")\n",
      "Package@swift-6.0.swift": "// swift-tools-version:6.0\nlet package = Package(name: \"Kit\")\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
    #expect(PackageManifestChoice.manifestName(in: root.path, among: names) == "Package@swift-6.swift")
  }

  @Test func onlyTheLiteralNameOfTheToolchainWinsOutright() throws {
    // Review 116: SwiftPM looks up `Package@swift-6.swift`, not any name whose number reads 6.
    let root = try writeFiles([
      "Package.swift": "// swift-tools-version:6.1\nlet package = Package(name: \"Kit\")\n",
      "Package@swift-06.swift": "// swift-tools-version:6.0\nlet package = Package(name: \"Kit\")\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path)
    #expect(PackageManifestChoice.manifestName(in: root.path, among: names) == "Package.swift")
  }

  private func writeFiles(_ files: [String: String]) throws -> URL {
    try TemporaryTree.write(files, prefix: "manifest")
  }
}
