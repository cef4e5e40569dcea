import Foundation
import TestSupport
import Testing

@testable import CatalogParser

/// Compares the String Catalog reader with Foundation's `JSONSerialization` over the real corpus.
@Suite("String Catalog corpus")
struct StringCatalogCorpusTests {
  static let files = TestPaths.files(under: TestPaths.corpus, extensions: ["xcstrings"])

  @Test func corpusHasCatalogs() {
    #expect(Self.files.count >= 70)
  }

  @Test(arguments: files)
  func readsLikeFoundation(file: URL) throws {
    let data = try Data(contentsOf: file)
    let context = FileContext(displayPath: file.lastPathComponent, table: "T")
    let parsed = try StringCatalogParser.parse([UInt8](data), context: context)
    let table = try #require(parsed.tables.first)
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let strings = root["strings"] as? [String: Any] ?? [:]
    #expect(table.entries.count == strings.count)
    for (key, rawEntry) in strings {
      let entry = try #require(table.entry(forKey: key), "missing key \(key)")
      let oracle = rawEntry as? [String: Any] ?? [:]
      #expect(entry.comment == oracle["comment"] as? String)
      #expect(entry.shouldTranslate == (oracle["shouldTranslate"] as? Bool ?? true))
      let localizations = oracle["localizations"] as? [String: Any] ?? [:]
      for (locale, rawValue) in localizations {
        let value = try #require(entry.localizations[LocaleID(locale)], "missing \(locale) of \(key)")
        #expect(flatten(value) == flatten(oracle: rawValue), "\(key) in \(locale)")
      }
    }
  }

  /// Every leaf as `path=state:value`, from the model.
  func flatten(_ value: LocalizedValue) -> [String] {
    value.leaves.map {
      "\($0.path)=\($0.leaf.state ?? "-"):\($0.leaf.value ?? $0.leaf.stringSet?.joined(separator: "|") ?? "-")"
    }
    .sorted()
  }

  /// Every leaf as `path=state:value`, from Foundation's reading.
  func flatten(oracle: Any, prefix: String = "") -> [String] {
    guard let object = oracle as? [String: Any] else { return [] }
    var result: [String] = []
    func join(_ part: String) -> String { prefix.isEmpty ? part : prefix + "." + part }
    if let variations = object["variations"] as? [String: Any] {
      for (kind, cases) in variations {
        for (name, leaf) in cases as? [String: Any] ?? [:] {
          result += flatten(oracle: leaf, prefix: join("\(kind).\(name)"))
        }
      }
    } else if let unit = object["stringUnit"] as? [String: Any] {
      result.append("\(prefix)=\(unit["state"] as? String ?? "-"):\(unit["value"] as? String ?? "-")")
    } else if let set = object["stringSet"] as? [String: Any] {
      let values = (set["values"] as? [String] ?? []).joined(separator: "|")
      result.append("\(prefix)=\(set["state"] as? String ?? "-"):\(values)")
    }
    for (name, substitution) in object["substitutions"] as? [String: Any] ?? [:] {
      let variations = (substitution as? [String: Any])?["variations"] as? [String: Any] ?? [:]
      for (kind, cases) in variations {
        for (caseName, leaf) in cases as? [String: Any] ?? [:] {
          result += flatten(oracle: leaf, prefix: join("substitutions.\(name).\(kind).\(caseName)"))
        }
      }
    }
    return result.sorted()
  }
}
