import Foundation
import Testing

@testable import CatalogParser

@Suite("Discovery")
final class CatalogDiscoveryTests {
  /// The folders this test made, removed when it ends.
  private var roots: [URL] = []

  deinit { for root in roots { try? FileManager.default.removeItem(at: root) } }

  /// Creates empty files below a fresh temporary folder.
  func makeTree(_ paths: [String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)")
    roots.append(root)
    for path in paths {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data().write(to: url)
    }
    return root.path
  }

  @Test func findsRecognisedFilesAndSkipsBuildAndHiddenFolders() throws {
    let root = try makeTree([
      "App/Localizable.xcstrings", "App/de.lproj/Main.strings", "App/pt_BR.lproj/Main.stringsdict",
      "App/English.lproj/Main.strings", "App/Base.lproj/Main.strings", "App/loose.strings",
      "Ext/mul.lproj/Story.xcstrings", "l10n/de.xliff", "l10n/fr.xlf",
      "Export/de.xcloc/Localized Contents/de.xliff",
      "Export/de.xcloc/Source Contents/App/en.lproj/Main.strings",
      ".build/x/Localizable.xcstrings", "Pods/P/en.lproj/P.strings", ".hidden/a.xcstrings",
      "DerivedData/a.xcstrings", "Carthage/a.xcstrings", "node_modules/a.xcstrings", ".git/a.xcstrings",
    ])
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(errors.isEmpty)
    let found = files.map {
      "\($0.context.displayPath)|\($0.context.bundle)|\($0.context.table)|\($0.context.locale?.identifier ?? "-")"
    }
    #expect(
      found == [
        "App/Base.lproj/Main.strings|App|Main|Base", "App/English.lproj/Main.strings|App|Main|en",
        "App/Localizable.xcstrings|App|Localizable|-", "App/de.lproj/Main.strings|App|Main|de",
        "App/pt_BR.lproj/Main.stringsdict|App|Main|pt-BR", "Ext/mul.lproj/Story.xcstrings|Ext|Story|-",
        // Exports after the project's own files, whose values win over theirs.
        "Export/de.xcloc/Localized Contents/de.xliff|Export/de.xcloc/Localized Contents|de|-",
        "l10n/de.xliff|l10n|de|-", "l10n/fr.xlf|l10n|fr|-",
      ])
  }

  @Test func theRootsSystemFoldersAreNotWalked() {
    // A run in `/` would walk `/proc` and `/sys` for minutes; a project's own `dev` folder is walked.
    for name in ["proc", "sys", "dev"] {
      #expect(CatalogDiscovery.skipsFolder(named: name, in: "/"), "\(name)")
      #expect(!CatalogDiscovery.skipsFolder(named: name, in: "/home/me/App"), "\(name)")
    }
  }

  @Test func theRootsSystemFoldersAreNotWalkedThroughALinkToTheRoot() throws {
    let root = try makeTree(["App/en.lproj/Main.strings"])
    let link = root + "/everything"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/")
    #expect(CatalogDiscovery.skipsFolder(named: "proc", in: link))
    #expect(!CatalogDiscovery.skipsFolder(named: "proc", in: root + "/App"))
  }

  @Test func bundleOfTheWorkingFolderIsDot() throws {
    let root = try makeTree(["Localizable.xcstrings", "de.lproj/Main.strings"])
    let (files, _) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(files.map(\.context.bundle) == [".", "."])
  }

  @Test func anLprojFolderThatNamesNoLocaleIsReportedNotRead() throws {
    let root = try makeTree([
      "App/de.lproj/Main.strings", "App/_.lproj/Main.strings", "App/de x.lproj/Main.strings",
      "App/日本.lproj/Main.strings", "App/my art.lproj/icon.png", "App/Resources.lproj/Main.strings",
    ])
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(files.map(\.context.displayPath) == ["App/de.lproj/Main.strings"])
    #expect(
      errors.map(\.description) == [
        "App/Resources.lproj:1:1: error: 'Resources' is not a locale, so the folder is not read; rename it",
        "App/_.lproj:1:1: error: '_' is not a locale, so the folder is not read; rename it",
        "App/de x.lproj:1:1: error: 'de x' is not a locale, so the folder is not read; rename it",
        "App/日本.lproj:1:1: error: '日本' is not a locale, so the folder is not read; rename it",
      ])
  }

  @Test func anAndroidQualifierFolderIsReportedWithItsLocale() throws {
    // Localization platforms have written `pt-rBR.lproj` beside `pt-BR.lproj` into iOS projects.
    let root = try makeTree(["App/pt-BR.lproj/Main.strings", "App/pt-rBR.lproj/Main.strings"])
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(files.map(\.context.displayPath) == ["App/pt-BR.lproj/Main.strings"])
    #expect(
      errors.map(\.description) == [
        "App/pt-rBR.lproj:1:1: error: 'pt-rBR' is not a locale, so the folder is not read; rename it to "
          + "pt-BR.lproj (Android's spelling of pt-BR)"
      ])
  }

  @Test func aCountrysCodeIsReportedWithTheLanguageMeant() throws {
    // `jp.lproj` is never read: a Japanese user sees the development language.
    let root = try makeTree([
      "App/en.lproj/Main.strings", "App/jp.lproj/Main.strings", "App/CN.lproj/Main.strings",
    ])
    let (_, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(
      errors.map(\.description) == [
        "App/CN.lproj:1:1: error: 'CN' is not a locale, so the folder is not read; rename it to zh-Hans.lproj "
          + "('CN' is a country's code, not a language's)",
        "App/jp.lproj:1:1: error: 'jp' is not a locale, so the folder is not read; rename it to ja.lproj "
          + "('jp' is a country's code, not a language's)",
      ])
    // Codes that name a language stay that language: `se` is Northern Sami, `tw` Twi.
    #expect(LocaleID.languageMeant(byCountryCode: "se") == nil && LocaleID.isChoosable("tw"))
  }

  @Test func aLinkThatLeadsNowhereIsReportedWhereItNamesALocalizationFile() throws {
    // A shared translation folder missing from the checkout must not take its locale away unseen.
    let root = try makeTree(["App/en.lproj/Main.strings", "App/fr.lproj/Main.strings"])
    let links = [
      ("App/de.lproj", "../shared/de.lproj"), ("App/fr.lproj/Other.strings", "Other.strings"),
      ("App/notes.txt", "missing.txt"), ("App/en.lproj/.#Main.strings", "user@host.4242:1700000000"),
      ("App/.old.lproj", "/nonexistent/fr.lproj"),
    ]
    for (path, target) in links {
      try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: target)
    }
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(files.map(\.context.displayPath) == ["App/en.lproj/Main.strings", "App/fr.lproj/Main.strings"])
    #expect(
      errors.map(\.description) == [
        "App/de.lproj:1:1: error: the link leads nowhere (No such file or directory), so it is not read",
        "App/fr.lproj/Other.strings:1:1: error: the link leads nowhere (Too many levels of symbolic links), "
          + "so it is not read",
      ])
  }

  @Test func reportsMissingPaths() throws {
    let root = try makeTree([])
    let (_, errors) = CatalogDiscovery(workingDirectory: root).discover(["nowhere"])
    #expect(errors.map(\.description) == ["nowhere:1:1: error: no such file or folder"])
  }

  @Test func aNamedFileThatIsNotReadIsReported() throws {
    // A walk passes `loose.strings` by; named on the command line, it must not be dropped unseen.
    let root = try makeTree(["App/en.lproj/Main.strings", "loose.strings", "notes.txt"])
    let discovery = CatalogDiscovery(workingDirectory: root)
    let (files, errors) = discovery.discover([
      "App", "loose.strings", "notes.txt", "App/en.lproj/Main.strings",
    ])
    #expect(files.map(\.context.displayPath) == ["App/en.lproj/Main.strings"])
    #expect(
      errors.map(\.description) == [
        "loose.strings:1:1: error: not read: outside a *.lproj folder the file has no locale; move it into one (en.lproj)",
        "notes.txt:1:1: error: not a localization file",
      ])
  }

  @Test func anXclocWithoutTranslationsOrThatIsAFileIsReported() throws {
    let root = try makeTree([
      "Export/de.xcloc/Source Contents/App/en.lproj/Main.strings",
      "Export/fr.xcloc/Localized Contents/notes.txt",
      "Export/es.xcloc", "Export/it.xcloc/Localized Contents/it.xliff",
    ])
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["Export"])
    #expect(files.map(\.context.displayPath) == ["Export/it.xcloc/Localized Contents/it.xliff"])
    #expect(
      errors.map(\.description) == [
        "Export/de.xcloc:1:1: error: an .xcloc bundle without 'Localized Contents/*.xliff', so nothing of it is read",
        "Export/es.xcloc:1:1: error: an .xcloc bundle is a folder (Localized Contents/*.xliff); this is a file, "
          + "so it is not read",
        "Export/fr.xcloc:1:1: error: an .xcloc bundle without 'Localized Contents/*.xliff', so nothing of it is read",
      ])
    let named = CatalogDiscovery(workingDirectory: root).discover(["Export/es.xcloc"]).errors
    #expect(named.map(\.message) == [CatalogDiscovery.xclocFileMessage])
  }

  @Test func displaysPathsRelativeToTheWorkingFolder() throws {
    let root = try makeTree(["a/b/Localizable.xcstrings"])
    let (files, _) = CatalogDiscovery(workingDirectory: root + "/a").discover(["../a/b"])
    #expect(files.first?.context.displayPath == "b/Localizable.xcstrings")
    #expect(files.first?.context.bundle == "b")
  }

  @Test func linksToFoldersAreFollowedUnlessTheyHoldTheRoot() throws {
    // A shared folder linked in is read; a link to `/` or to an ancestor would walk the whole
    // file system (and /proc) and is not followed; a loop is walked once.
    let shared = try makeTree(["de.lproj/Shared.strings"])
    let root = try makeTree(["App/Localizable.xcstrings", "App/sub/keep.txt"])
    let manager = FileManager.default
    try manager.createSymbolicLink(atPath: root + "/App/Shared", withDestinationPath: shared)
    try manager.createSymbolicLink(atPath: root + "/App/everything", withDestinationPath: "/")
    try manager.createSymbolicLink(atPath: root + "/App/sub/up", withDestinationPath: "../..")
    try manager.createSymbolicLink(atPath: root + "/App/sub/again", withDestinationPath: "..")
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["App"])
    #expect(errors.isEmpty)
    #expect(
      files.map(\.context.displayPath).sorted() == [
        "App/Localizable.xcstrings", "App/Shared/de.lproj/Shared.strings",
      ])
  }

  @Test func aLocaleFolderThatTwoTargetsLinkToIsATableOfEach() throws {
    // The widget ships the app's English through a link: both bundles have an `en` table.
    let root = try makeTree([
      "App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings",
      "Widget/de.lproj/Localizable.strings",
    ])
    try FileManager.default.createSymbolicLink(
      atPath: root + "/Widget/en.lproj", withDestinationPath: "../App/en.lproj")
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(errors.isEmpty)
    #expect(
      files.map { "\($0.context.bundle) \($0.context.displayPath)" }.sorted() == [
        "App App/de.lproj/Localizable.strings", "App App/en.lproj/Localizable.strings",
        "Widget Widget/de.lproj/Localizable.strings", "Widget Widget/en.lproj/Localizable.strings",
      ])
  }

  @Test func foldersInsideALocaleFolderAreNotWalked() throws {
    // `ln -s /abs/App/en.lproj Widget/en.lproj` run twice leaves a link to itself inside it.
    let root = try makeTree(["App/en.lproj/Localizable.strings", "App/en.lproj/Sub/de.lproj/Other.strings"])
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: root + "/App/en.lproj/en.lproj", withDestinationPath: root + "/App/en.lproj")
    try manager.createSymbolicLink(atPath: root + "/App/en.lproj/fr.lproj", withDestinationPath: ".")
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(errors.isEmpty)
    #expect(files.map(\.context.displayPath) == ["App/en.lproj/Localizable.strings"])
  }

  @Test func builtProductsAndExcludedPathsAreNotWalked() throws {
    let root = try makeTree([
      "App/en.lproj/Localizable.strings", "build/Products/App.app/en.lproj/Localizable.strings",
      "Carthage2/Kit.framework/de.lproj/Kit.strings", "SourcePackages/checkouts/Kit/de.lproj/Kit.strings",
      "externals/SDK/en.lproj/SDK.strings", "App/Tests/Fixtures/de.lproj/Broken.strings",
    ])
    var discovery = CatalogDiscovery(workingDirectory: root)
    discovery.exclusion.add(["externals/*", "Fixtures"], base: root)
    let (files, errors) = discovery.discover(["."])
    #expect(errors.isEmpty)
    #expect(files.map(\.context.displayPath) == ["App/en.lproj/Localizable.strings"])
    // A path named on its own is read all the same.
    #expect(discovery.discover(["externals/SDK"]).files.count == 1)
  }

  @Test func buildOutputOutsideDerivedDataIsNotWalked() throws {
    // `xcodebuild -derivedDataPath build` and the legacy `build/` folder: a catalog's compiled
    // copy, a pod's resource bundle and a product's bundle would repeat or add findings.
    let root = try makeTree([
      "App/Localizable.xcstrings", "App-watchOS/en.lproj/Watch.strings",
      "App/Settings.bundle/en.lproj/Root.strings",
      "build/Build/Intermediates.noindex/App.build/Debug-iphonesimulator/App.build/en.lproj/Localizable.strings",
      "build/UninstalledProducts/iphoneos/Pod.bundle/ca.lproj/Pod.strings",
      "build/Build/Products/Debug-iphoneos/Kit.bundle/de.lproj/Kit.strings",
      "build/Release-watchsimulator/Kit.bundle/de.lproj/Kit.strings",
      "build/Build/Products/Release/Kit_Kit.bundle/Contents/Resources/de.lproj/Kit.strings",
    ])
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover(["."])
    #expect(errors.isEmpty)
    #expect(
      files.map(\.context.displayPath) == [
        "App/Localizable.xcstrings", "App/Settings.bundle/en.lproj/Root.strings",
        "App-watchOS/en.lproj/Watch.strings",
      ])
  }

  @Test func aNamedFileInAFolderThatNamesNoLocaleIsReported() throws {
    let root = try makeTree(["App/419.lproj/Main.strings", "App/de.lproj/Main.strings"])
    let (files, errors) = CatalogDiscovery(workingDirectory: root).discover([
      "App/419.lproj/Main.strings", "App/de.lproj/Main.strings",
    ])
    #expect(files.map(\.context.displayPath) == ["App/de.lproj/Main.strings"])
    #expect(
      errors.map(\.description) == [
        "App/419.lproj/Main.strings:1:1: error: '419' is not a locale, so the file is not read; rename its folder"
      ])
  }
}
