import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// Loading a project as the command line does, from the library: configuration, catalogs, label
/// map and captures, each from the options or else from the configuration.
@Suite struct ProjectLoadingTests {
  static let strings = "\"Save\" = \"Save\";\n"
  static let german = "\"Save\" = \"Sichern\";\n"

  /// A project with a configuration in `ios/` naming its catalogs, label map and captures.
  static func configuredProject() throws -> TempFolder {
    try TempFolder(files: [
      "ios/.labelcheck.json": """
      {"version": 1, "paths": ["App"], "captures": "captures", "failOn": "warning"}
      """,
      "ios/labels.json": """
      {"version": 1, "identifiers": {"editor.save.button": {"key": "Save"}}}
      """,
      "ios/App/en.lproj/Localizable.strings": strings,
      "ios/App/de.lproj/Localizable.strings": german,
      "ios/captures/de/editor.json": """
      {"locale": "de", "screen": "editor",
       "elements": [{"identifier": "editor.save.button", "label": "Sichern", "path": "0"}]}
      """,
      "Other/en.lproj/Localizable.strings": strings,
    ])
  }

  /// Audit 224: a relative or empty working folder is the process's; its walk up once never ended.
  @Test func aRelativeWorkingFolderIsTheProcesssOwn() {
    let current = FileManager.default.currentDirectoryPath
    #expect(ProjectOptions(workingDirectory: "").workingDirectory == current)
    var options = ProjectOptions(workingDirectory: "Sub/Folder")
    #expect(options.workingDirectory == current + "/Sub/Folder")
    options.workingDirectory = "."
    #expect(options.workingDirectory == current)
    // A reporter may be kept where Swift 6 asks for Sendable values.
    let reporter: any Reporter & Sendable = JSONReporter()
    #expect(type(of: reporter) == JSONReporter.self)
  }

  @Test func readsWhatTheNearestConfigurationNames() throws {
    let folder = try Self.configuredProject()
    let working = folder.url.appendingPathComponent("ios/App").path
    let project = try Project.load(ProjectOptions(workingDirectory: working))
    #expect(project.configurationFile == folder.url.appendingPathComponent("ios/.labelcheck.json").path)
    #expect(project.configuration.failOn == .warning)
    // The configuration's paths are relative to its folder, shown relative to the working folder.
    #expect(project.paths == ["."])
    #expect(project.labelMapPath == "../labels.json")
    #expect(project.labelMap?.entries.map(\.identifier) == ["editor.save.button"])
    #expect(project.captureErrors.isEmpty)
    #expect(project.captures.map(\.locale) == [LocaleID("de")])
    #expect(
      Set(project.inputFiles.values) == ["the configuration", "the label map", "a catalog", "a capture"])
    #expect(project.notes.isEmpty)
    let report = project.check()
    #expect(report.summary.subjects == 1)
  }

  @Test func catalogsOnlyReadsNoLabelMapOrCaptures() throws {
    let folder = try Self.configuredProject()
    var options = ProjectOptions(workingDirectory: folder.url.appendingPathComponent("ios").path)
    options.readsCatalogsOnly = true
    let project = try Project.load(options)
    #expect(project.labelMap == nil)
    #expect(project.captures.isEmpty)
    #expect(project.catalog.locales == [LocaleID("de"), LocaleID("en")])
  }

  @Test func pathsOutsideTheConfigurationsFolderLeaveItsLabelMapOut() throws {
    let folder = try Self.configuredProject()
    var options = ProjectOptions(workingDirectory: folder.url.appendingPathComponent("ios").path)
    options.paths = ["../Other"]
    let project = try Project.load(options)
    #expect(project.labelMap == nil)
    #expect(project.captures.isEmpty)
    #expect(
      project.notes.map(\.description) == [
        "note: not using the label map labels.json and the captures captures: the paths checked are outside "
          + "the folder of their configuration (--labels FILE, --captures DIR to use them)"
      ])
  }

  @Test func namedFilesThatAreMissingAreErrors() throws {
    let folder = try Self.configuredProject()
    var options = ProjectOptions(workingDirectory: folder.url.appendingPathComponent("ios").path)
    options.configurationFile = "missing.json"
    #expect(throws: ProjectError("missing.json:1:1: error: no such configuration file")) {
      try Project.load(options)
    }
    // An absolute path is named as written, not relative to the working folder (audit 210).
    options.configurationFile = "/dev/null"
    #expect(throws: ProjectError("/dev/null:1:1: error: empty file: expected a JSON value")) {
      try Project.load(options)
    }
    options.configurationFile = nil
    options.captures = "shots"
    #expect(throws: ProjectError("shots:1:1: error: captures folder not found")) { try Project.load(options) }
    options.captures = nil
    options.paths = ["captures"]
    #expect(throws: ProjectError.self) { try Project.load(options) }
  }

  /// The configuration's captures folder may be missing (UI tests have not run yet): the run goes
  /// on, with the error at the line that names it.
  @Test func aMissingConfiguredPathIsAnErrorAtItsLine() throws {
    let folder = try TempFolder(files: [
      ".labelcheck.json": "{\"paths\": [\"Gone\", \"App\"],\n \"captures\": \"shots\"}",
      "App/en.lproj/Localizable.strings": Self.strings,
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    #expect(
      project.catalog.errors.map(\.description) == [
        ".labelcheck.json:1:12: error: 'paths' names 'Gone': no such file or folder"
      ])
    #expect(project.catalog.files == ["App/en.lproj/Localizable.strings"])
    #expect(
      project.captureErrors.map(\.description) == [
        ".labelcheck.json:2:14: error: 'captures' names 'shots': captures folder not found"
      ])
    // Paths given to the run are its own: the configuration's are not read.
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.paths = ["App"]
    #expect(try Project.load(options).catalog.errors.isEmpty)
    // A file where the folder should be (a saved log) is told at the same line (audit 210).
    try folder.write("shots", "not a folder")
    #expect(
      try Project.load(ProjectOptions(workingDirectory: folder.url.path)).captureErrors.map(\.description)
        == [
          ".labelcheck.json:2:14: error: 'captures' names 'shots': it is a file; captures are a folder "
            + "(captures/<locale>/<screen>.txt)"
        ])
  }

  @Test func unreadableCatalogsAreReturnedForAReport() throws {
    let folder = try TempFolder(files: ["App/Localizable.xcstrings": "{\"sourceLanguage\": "])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    #expect(project.readsNoCatalog)
    #expect(project.catalog.errors.map(\.position.file) == ["App/Localizable.xcstrings"])
    #expect(project.labelMap == nil)
  }

  @Test func warnsAboutLocalesNoFileHasAndAnEmptyLabelMap() throws {
    let folder = try TempFolder(files: [
      "labels.json": "{\"version\": 1, \"identifiers\": {}}",
      "App/en.lproj/Localizable.strings": Self.strings,
      "App/de.lproj/Localizable.strings": Self.german,
    ])
    var options = ProjectOptions(workingDirectory: folder.url.path)
    options.labelMap = "labels.json"
    var (configuration, file) = try Project.loadConfiguration(file: nil, workingDirectory: folder.url.path)
    configuration.locales = [LocaleID("de"), LocaleID("ed")]
    let project = try Project.load(options, configuration: configuration, configurationFile: file)
    #expect(
      project.unknownLocaleWarnings().map(\.description) == [
        "warning: no file has locale 'ed' or its language (found: de, en); all its labels are reported missing"
      ])
    #expect(
      project.emptyLabelMapWarnings().map { $0.message.hasPrefix("the label map labels.json has no") } == [
        true
      ])
    #expect(project.ambiguousBindingWarnings().isEmpty)
    // All of them after a check, unknown locales first, as `labelcheck matrix` prints them.
    #expect(
      project.warnings(after: project.check())
        == project.unknownLocaleWarnings() + project.emptyLabelMapWarnings())
    #expect(project.localeFolderCollisionWarnings().isEmpty)
  }

  @Test func warnsAboutALocaleWhoseLanguageHasOnlyOtherRegions() throws {
    // A device set to `fr` reads `fr-FR.lproj`; the fallback chain does not reach it.
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": Self.strings,
      "App/fr-FR.lproj/Localizable.strings": Self.german,
      "App/fr-CA.lproj/Localizable.strings": Self.german,
    ])
    let project = try Project.load(in: folder) {
      $0.locales = [LocaleID("fr"), LocaleID("fr-CA"), LocaleID("en-GB")]
    }
    #expect(
      project.regionalOnlyLocaleWarnings(in: project.check()).map(\.message) == [
        "no file has locale 'fr' or a parent of it, only other regions of its language (fr-CA, fr-FR), which "
          + "a device set to 'fr' reads: all its labels are reported missing; check the one it reads instead"
      ])
  }

  /// An SDK's `ru-RU.lproj` beside the app's `ru.lproj`: its labels are reported missing in the
  /// `ru` column, which the warning explains (audit 104).
  @Test func warnsAboutABundleWhoseLocaleHasOnlyAnotherRegion() throws {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": Self.strings,
      "App/ru.lproj/Localizable.strings": Self.german,
      "SDK/en.lproj/Localizable.strings": Self.strings,
      "SDK/ru-RU.lproj/Localizable.strings": Self.german,
    ])
    let project = try Project.load(in: folder)
    let warnings = project.bundleRegionalOnlyLocaleWarnings(in: project.check())
    #expect(
      warnings.map(\.message) == [
        "SDK has no file of locale 'ru' or a parent of it, only ru-RU, which a device set to 'ru' reads for it: "
          + "its labels are reported missing in ru; check ru-RU instead"
      ])
    #expect(project.warnings(after: project.check()).contains(warnings[0]))
  }

  @Test func namesWhichOfThreeFoldersOfOneLocaleItChecks() throws {
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"a\" = \"Save\";\n\"b\" = \"Open\";\n",
      "App/zh-Hant.lproj/Localizable.strings": "\"a\" = \"Save\";\n",
      "App/zh_Hant.lproj/Localizable.strings": "\"a\" = \"儲存\";\n\"b\" = \"打開\";\n",
      "App/zh-hant.lproj/Localizable.strings": "\"b\" = \"Open\";\n",
    ])
    let project = try Project.load(in: folder)
    #expect(
      project.localeFolderCollisionWarnings().map(\.message) == [
        "App/zh-Hant.lproj, App/zh-hant.lproj and App/zh_Hant.lproj all hold zh-Hant; the app reads only one of "
          + "them, so keep one; this run checks App/zh-Hant.lproj's for 1 key, App/zh-hant.lproj's for 1 key and "
          + "none of App/zh_Hant.lproj's"
      ])
    // The first folder's 'a' is checked (not the third's translation); the second folder, next in
    // order, gives the 'b' the first lacks.
    let fallbacks = project.check().findings.filter { $0.rule == "english-fallback" }
    #expect(
      fallbacks.map { $0.position?.file } == [
        "App/zh-Hant.lproj/Localizable.strings", "App/zh-hant.lproj/Localizable.strings",
      ])
  }

  @Test func countsTheValuesEachFolderOfOneLocaleGives() throws {
    // A `.stringsdict` value wins over a `.strings` one of an earlier folder (review 86).
    let plural = PropertyListText.dictionary(
      """
      <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d arquivo</string><key>other</key><string>%d arquivos</string></dict></dict>
      """)
    let folder = try TempFolder(files: [
      "App/en.lproj/Localizable.strings": "\"a\" = \"Files\";\n\"b\" = \"Open\";\n",
      "App/pt-BR.lproj/Localizable.strings": "\"a\" = \"Arquivos\";\n\"b\" = \"Abrir\";\n",
      "App/pt_BR.lproj/Localizable.stringsdict": plural,
    ])
    let project = try Project.load(in: folder)
    #expect(
      project.localeFolderCollisionWarnings().map(\.message).first?.hasSuffix(
        "this run checks App/pt-BR.lproj's for 1 key and App/pt_BR.lproj's for 1 key") == true)
    // A String Catalog of the same table wins over both folders: it is named too (review 87).
    try folder.write(
      "App/Localizable.xcstrings", CatalogText.xcstrings(["b": ["en": "Open", "pt-BR": "Abrir XC"]]))
    #expect(
      try Project.load(in: folder).localeFolderCollisionWarnings().map(\.message).first?.hasSuffix(
        "this run checks none of App/pt-BR.lproj's, App/pt_BR.lproj's for 1 key and "
          + "App/Localizable.xcstrings's for 1 key") == true)
  }

  @Test func warnsWhereTheSourceLocaleReplacesADeclaredOne() throws {
    // A German app's folders need `--source-locale de`; its English package declares `en`.
    let folder = try TempFolder(files: [
      "Shop/de.lproj/Localizable.strings": Self.german,
      "Shop/en.lproj/Localizable.strings": Self.strings,
      "PayKit/Localizable.xcstrings": """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"Pay": {}}}
      """,
      "Widget/Localizable.xcstrings": """
      {"sourceLanguage": "de-AT", "version": "1.0", "strings": {"Zahlen": {}}}
      """,
    ])
    let project = try Project.load(in: folder) { $0.sourceLocale = LocaleID("de") }
    #expect(
      project.sourceOverrideWarnings().map(\.message) == [
        "PayKit/Localizable.xcstrings declares the source language en, which the source locale de replaces: "
          + "its keys are checked as if de were their source; check it in a run of its own"
      ])
    #expect(project.warnings(after: project.check()).contains(project.sourceOverrideWarnings()[0]))
  }

  @Test func warnsWhereInfoPlistsFilesAreNamedInAnotherCase() throws {
    // Seconds' `infoPlist.strings`: read on a Mac, never on an iPhone.
    let folder = try TempFolder(files: [
      "App/en.lproj/infoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Scan a code")]),
      "App/de.lproj/infoPlist.strings": CatalogText.strings([("NSCameraUsageDescription", "Code scannen")]),
      "Widget/de.lproj/InfoPlist.strings": CatalogText.strings([("CFBundleDisplayName", "Sekunden")]),
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    #expect(
      project.infoPlistCaseWarnings().map(\.message) == [
        "App/de.lproj/infoPlist.strings and 1 more: the system reads Info.plist's translations only from files "
          + "named InfoPlist.strings; on a case-sensitive file system (iOS) it never reads 'infoPlist', so the "
          + "app's name and permission prompts stay in the development language"
      ])
    #expect(project.warnings(after: project.check()).contains(project.infoPlistCaseWarnings()[0]))
  }

  @Test func warnsWhereATablesKeysAreEastAsianTextAndNoSourceIsNamed() throws {
    // HXPhotoPicker: its keys are its Simplified Chinese text, with no zh-Hans file.
    let folder = try TempFolder(files: [
      "Kit/ja.lproj/Localizable.strings": CatalogText.strings([
        ("取消", "キャンセル"), ("完成", "完了"), ("照片", "写真"), ("Done", "完了"),
      ]),
      "Kit/ko.lproj/Other.strings": CatalogText.strings([("save", "저장"), ("open", "열기"), ("close", "닫기")]),
    ])
    let project = try Project.load(ProjectOptions(workingDirectory: folder.url.path))
    #expect(
      project.eastAsianKeyWarnings().map(\.message) == [
        "Kit/Localizable: 3 of its 4 keys are Chinese text, and no file gives them in the source locale en: where "
          + "they are the development language's text, run with --source-locale zh-Hans or zh-Hant"
      ])
    #expect(project.warnings(after: project.check()).contains(project.eastAsianKeyWarnings()[0]))
    let named = try Project.load(in: folder) { $0.sourceLocale = LocaleID("zh-Hans") }
    #expect(named.eastAsianKeyWarnings().isEmpty)
  }
}
