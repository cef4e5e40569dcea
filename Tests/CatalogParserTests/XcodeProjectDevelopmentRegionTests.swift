import Foundation
import Testing

@testable import CatalogParser

/// An Xcode project's `developmentRegion` is the source language of the `.lproj` tables below
/// its folder, where no file or package declares one (audit 103's DP-3T, written in German).
@Suite struct XcodeProjectDevelopmentRegionTests {
  @Test(arguments: [
    ("\t\t\tdevelopmentRegion = de;\n", "de"), ("developmentRegion = \"zh-Hans\";", "zh-Hans"),
    ("developmentRegion = English;", "en"), ("developmentRegion=fr;", "fr"),
    ("developmentRegion = \"$(LANGUAGE)\";", nil), ("knownRegions = (en, de);", nil),
  ])
  func theProjectsLanguage(projectFile: String, expected: String?) {
    #expect(XcodeProjectDevelopmentRegion.declared(inProjectFile: projectFile)?.identifier == expected)
  }

  /// Writes `files` below a new temporary folder and loads `paths` from `run` inside it.
  private static func sources(_ files: [String: String], run: String = ".", paths: [String] = ["."]) throws
    -> (bundles: [String: String], run: String)
  {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproj-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let catalog = CatalogLoader(workingDirectory: root.appendingPathComponent(run).path).load(paths: paths)
    let bundles = Dictionary(
      uniqueKeysWithValues: catalog.tables.map { ($0.bundle, $0.sourceLocale?.identifier ?? "-") })
    return (bundles, catalog.sourceLocale.identifier)
  }

  private static let germanApp = [
    "App.xcodeproj/project.pbxproj":
      "{ objects = { P = { isa = PBXProject; developmentRegion = de; }; }; }\n",
    "App/Translations/de.lproj/Localizable.strings": "\"save\" = \"Sichern\";\n",
    "App/Translations/en.lproj/Localizable.strings": "\"save\" = \"Save\";\n",
  ]

  @Test func aProjectsTablesAreInItsLanguageAlsoFromInsideItsRepository() throws {
    #expect(try Self.sources(Self.germanApp) == (["App/Translations": "de"], "de"))
    // Run from the folder of the tables: the project is found above it, up to the repository's root.
    var repository = Self.germanApp
    repository[".git/HEAD"] = "ref: refs/heads/main\n"
    #expect(try Self.sources(repository, run: "App/Translations") == ([".": "de"], "de"))
    // A project inside a checked folder counts, wherever the command runs (review 93).
    #expect(try Self.sources(Self.germanApp, run: "App", paths: [".."]).run == "de")
    // Without a repository, a project above the working folder may be anyone's (review 92).
    #expect(try Self.sources(Self.germanApp, run: "App/Translations") == ([".": "en"], "en"))
  }

  /// A generator's spec where the generated project is not committed (audit 273: E-Rezept's
  /// XcodeGen `project.yml`): its language is the project's.
  @Test func aGeneratorsSpecDeclaresTheProjectsLanguage() throws {
    let tables = [
      "App/de.lproj/Localizable.strings": "\"save\" = \"Sichern\";\n",
      "App/en.lproj/Localizable.strings": "\"save\" = \"Save\";\n",
    ]
    let xcodeGen =
      "name: App\noptions:\n  developmentLanguage: de # German first\ntargets:\n  App:\n    type: application\n"
    #expect(try Self.sources(tables.merging(["project.yml": xcodeGen]) { $1 }) == (["App": "de"], "de"))
    let tuist = """
      import ProjectDescription
      // let project = Project(name: "Old", options: .options(developmentRegion: "fr"))
      let project = Project(name: "App", options: .options(developmentRegion: "de"), targets: [])
      """
    #expect(try Self.sources(tables.merging(["Project.swift": tuist]) { $1 }) == (["App": "de"], "de"))
    // A spec that declares no language leaves the committed project above it the decision
    // (review 187).
    var nested = Self.germanApp
    nested["App/Translations/project.yml"] = "targets:\n  - name: lint\n"
    #expect(try Self.sources(nested) == (["App/Translations": "de"], "de"))
    // An app's own `Project.swift` model, or a YAML file of another tool, is no spec.
    let model = "struct Project { var developmentRegion: String = \"de\" }\n"
    #expect(try Self.sources(tables.merging(["Project.swift": model]) { $1 }) == (["App": "en"], "en"))
  }

  @Test(arguments: [
    ("options:\n  developmentLanguage: \"en-GB\"\n", "en-GB"),
    ("options:\n  developmentLanguage: 'ja'\n", "ja"),
    ("options:\n  developmentLanguage: ${LANG}\n", nil), ("options:\n  bundleIdPrefix: x\n", nil),
  ])
  func theXcodeGenSpecsLanguage(spec: String, expected: String?) {
    #expect(ProjectGeneratorSpec.declared(inXcodeGenSpec: spec)?.identifier == expected)
  }

  @Test func aBundleWithoutAProjectKeepsTheRunsSource() throws {
    var files = Self.germanApp
    files["Shared/.git/HEAD"] = "ref: refs/heads/main\n"
    files["Shared/fr.lproj/Shared.strings"] = "\"ok\" = \"D'accord\";\n"
    files["Shared/en.lproj/Shared.strings"] = "\"ok\" = \"OK\";\n"
    #expect(try Self.sources(files) == (["App/Translations": "de", "Shared": "en"], "en"))
  }

  @Test func aCatalogsOwnLanguageAndAPackagesWin() throws {
    var files = Self.germanApp
    files["App/Other/Settings.xcstrings"] =
      #"{"sourceLanguage":"en","version":"1.0","strings":{"Done":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Done"}}}}}}"#
    files["Pkg/Package.swift"] = "let package = Package(name: \"Pkg\", defaultLocalization: \"fr\")\n"
    files["Pkg/Sources/Pkg/Resources/fr.lproj/Localizable.strings"] = "\"ok\" = \"D'accord\";\n"
    let found = try Self.sources(files)
    #expect(
      found.bundles == ["App/Other": "en", "App/Translations": "de", "Pkg/Sources/Pkg/Resources": "fr"])
  }

  @Test func projectsThatDisagreeOrDeclareNothingLeaveEnglish() throws {
    var files = Self.germanApp
    files["Other.xcodeproj/project.pbxproj"] = "{ developmentRegion = en; }\n"
    #expect(try Self.sources(files) == (["App/Translations": "en"], "en"))
    files["Other.xcodeproj/project.pbxproj"] = nil
    // A repository inside the project's folder (a submodule) is not the project's.
    files["Vendor/Lib/.git/HEAD"] = "ref: refs/heads/main\n"
    files["Vendor/Lib/en.lproj/Lib.strings"] = "\"ok\" = \"OK\";\n"
    #expect(try Self.sources(files).bundles == ["App/Translations": "de", "Vendor/Lib": "en"])
    files["App.xcodeproj/project.pbxproj"] = "{ objects = { }; }\n"
    #expect(try Self.sources(files) == (["App/Translations": "en", "Vendor/Lib": "en"], "en"))
  }
}
