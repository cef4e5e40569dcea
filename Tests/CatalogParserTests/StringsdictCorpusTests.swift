import Foundation
import TestSupport
import Testing

@testable import CatalogParser

/// Every `.stringsdict` of the corpus, read by our parser and by Foundation, must agree.
@Suite struct StringsdictCorpusTests {
  /// Format key and, per variable, its plural forms: the content both readers must agree on.
  private struct Content: Equatable {
    var format: String?
    var variables: [String: [String: String]]
  }

  @Test func corpusMatchesFoundation() throws {
    let files = TestPaths.files(under: TestPaths.corpus, extensions: ["stringsdict"])
    #expect(files.count >= 80)
    var keys = 0
    for url in files {
      let bytes = try [UInt8](Data(contentsOf: url))
      let context = FileContext(displayPath: url.path, table: "Localizable", locale: LocaleID("xx"))
      let parsed: ParsedFile
      do {
        parsed = try StringsdictParser.parse(bytes, context: context)
      } catch {
        Issue.record("\(error)")
        continue
      }
      let ours = try #require(parsed.tables.first)
      let theirs = try #require(
        PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? [String: Any])
      #expect(Set(ours.entries.map(\.key)) == Set(theirs.keys), "\(url.path)")
      for entry in ours.entries {
        keys += 1
        let expected = foundationContent(theirs[entry.key])
        let actual = content(entry.localizations[LocaleID("xx")])
        #expect(actual == expected, "\(url.lastPathComponent): \(entry.key)")
      }
    }
    #expect(keys > 500)
  }

  private func content(_ value: LocalizedValue?) -> Content {
    var variables: [String: [String: String]] = [:]
    for (name, substitution) in value?.substitutions ?? [:] {
      variables[name] = (substitution.variations?.plural ?? [:]).compactMapValues(\.value)
    }
    return Content(format: value?.value, variables: variables)
  }

  private func foundationContent(_ object: Any?) -> Content {
    let rule = object as? [String: Any] ?? [:]
    var variables: [String: [String: String]] = [:]
    for (name, value) in rule where !name.hasPrefix("NSString") {
      guard let variable = value as? [String: Any] else { continue }
      let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
      variables[name] = (variable.filter { categories.contains($0.key) }).compactMapValues { $0 as? String }
    }
    return Content(format: rule["NSStringLocalizedFormatKey"] as? String, variables: variables)
  }
}
