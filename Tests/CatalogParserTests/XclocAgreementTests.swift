import Foundation
import TestSupport
import Testing

@testable import CatalogParser

/// The `.xcloc` bundles Xcode exported from KeepingYouAwake's String Catalogs say what the catalogs say.
@Suite("xcloc agreement")
struct XclocAgreementTests {
  static let project = TestPaths.corpus.appendingPathComponent("newmarcel__KeepingYouAwake")

  @Test func exportedBundlesAgreeWithTheirCatalogs() throws {
    let loader = CatalogLoader(workingDirectory: Self.project.path)
    let catalogs = loader.load(paths: ["KeepingYouAwake"])
    let exports = loader.load(paths: ["Localizations"])
    #expect(catalogs.errors.isEmpty && exports.errors.isEmpty)
    #expect(exports.files.count == 22)
    var compared = 0
    var disagreements: [String] = []
    for exported in exports.tables {
      guard let table = catalogs.table(named: exported.name, bundle: exported.bundle) else { continue }
      for entry in exported.entries {
        guard let original = table.entry(forKey: entry.key) else { continue }
        for (locale, value) in entry.localizations where locale != exports.sourceLocale {
          guard let originalValue = original.localizations[locale] else { continue }
          let mine = Dictionary(
            value.leaves.map { ($0.path, $0.leaf.value) }, uniquingKeysWith: { a, _ in a })
          for (path, leaf) in originalValue.leaves {
            guard let exportedText = mine[path] else { continue }
            compared += 1
            if exportedText != leaf.value {
              disagreements.append(
                "\(table.name) \(locale) \(entry.key) \(path): \(exportedText ?? "nil") vs \(leaf.value ?? "nil")"
              )
            }
          }
        }
      }
    }
    #expect(compared > 500)
    #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(5))")
  }

  @Test func discoveryReadsOnlyLocalizedContents() {
    let loader = CatalogLoader(workingDirectory: Self.project.path)
    let exports = loader.load(paths: ["Localizations/KeepingYouAwake/de.xcloc"])
    #expect(exports.files == ["Localizations/KeepingYouAwake/de.xcloc/Localized Contents/de.xliff"])
    #expect(exports.locales.contains(LocaleID("de")))
  }
}
