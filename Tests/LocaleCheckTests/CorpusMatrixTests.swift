import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The matrix over the real corpus: every folder checks without error, and the Firefox Focus
/// counts agree with an independent reading of its XLIFF files.
@Suite("Corpus matrix")
struct CorpusMatrixTests {
  static let folders: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: TestPaths.corpus.path)) ?? [])
    .filter { !$0.hasSuffix(".md") }.sorted()

  @Test func corpusIsPresent() { #expect(Self.folders.count >= 8) }

  @Test(arguments: folders)
  func everyFolderChecksWithoutError(folder: String) throws {
    let catalog = CatalogLoader(workingDirectory: TestPaths.corpus.path).load(paths: [folder])
    #expect(
      catalog.errors.isEmpty,
      "\(catalog.errors.count) errors, first: \(catalog.errors.prefix(3).map(\.description))")
    #expect(!catalog.tables.isEmpty)
    let report = LocaleChecker().check(catalog)
    // Every key a subject, but those of tables only a source-language export holds, and of a
    // table the system never reads beside its rightly named twin (Mastodon's `infoPlist.strings`).
    let checked = catalog.withoutExportOnlyTables()
    let shadowed = CheckContext.caseShadowedTables(in: checked).map { checked.tables[$0].entries.count }
    #expect(
      report.matrix.count == checked.tables.reduce(0) { $0 + $1.entries.count } - shadowed.reduce(0, +))
    #expect(report.locales == checked.locales)
  }

  @Test func focusCountsMatchAnIndependentReading() throws {
    let folder = "mozilla-l10n__focusios-l10n"
    let catalog = CatalogLoader(workingDirectory: TestPaths.corpus.path).load(paths: [folder])
    let report = LocaleChecker().check(catalog)
    var actual: [String: [String: Int]] = [:]
    for finding in report.findings where ["missing-translation", "english-fallback"].contains(finding.rule) {
      actual[finding.rule, default: [:]][finding.locale?.identifier ?? "-", default: 0] += 1
    }
    let expected = try FocusOracle.counts(in: TestPaths.corpus.appendingPathComponent(folder))
    #expect(actual["missing-translation", default: [:]] == expected.missing)
    #expect(actual["english-fallback", default: [:]] == expected.fallback)
    #expect(expected.missing.values.reduce(0, +) > 100)
    #expect(expected.fallback.values.reduce(0, +) > 10)
  }
}

/// Counts untranslated units and units whose target equals the source, straight from the XLIFF.
enum FocusOracle {
  struct Unit {
    var source = ""
    var target: String?
    var translatable = true
  }

  static func counts(in folder: URL) throws -> (missing: [String: Int], fallback: [String: Int]) {
    var files: [String: [String: Unit]] = [:]
    for url in TestPaths.files(under: folder, extensions: ["xliff"]) {
      let reader = UnitReader()
      let parser = XMLParser(data: try Data(contentsOf: url))
      parser.delegate = reader
      #expect(parser.parse())
      files[reader.language] = reader.units
    }
    var missing: [String: Int] = [:]
    var fallback: [String: Int] = [:]
    for (language, units) in files where !language.hasPrefix("en") {
      // es-AR, es-CL, es-MX, es-ES fall back to es (there is no es-419 file) before English.
      let parent = language.contains("-") ? files[String(language.prefix { $0 != "-" })] : nil
      for (id, unit) in units
      where unit.translatable && !unit.source.isEmpty && !isKeptAppleName(trim(unit.source), in: language) {
        let target = unit.target.flatMap { $0.isEmpty ? nil : $0 }
        if target == nil && (parent?[id]?.target ?? "").isEmpty {
          missing[language, default: 0] += 1
        } else if let target, isCopy(trim(target), of: trim(unit.source), in: language), isWordy(trim(target))
        {
          fallback[language, default: 0] += 1
        }
      }
    }
    return (missing, fallback)
  }

  /// Whether `text` is the name of Apple's browser, which Apple's software writes so in every
  /// language but Simplified Chinese ("Safari浏览器"): the same untranslated.
  static func isKeptAppleName(_ text: String, in language: String) -> Bool {
    text == "Safari" && language != "zh-CN"
  }

  /// Whether `target` is `source`, or, in a language written in another script than Latin, its
  /// ASCII letters in other case ("OK" for "Ok" in Greek).
  static func isCopy(_ target: String, of source: String, in language: String) -> Bool {
    if target == source { return true }
    let otherScripts: Set<String> = [
      "ar", "be", "bg", "bn", "bo", "el", "fa", "gu", "he", "hi", "hy", "ja", "ka", "km", "kn", "ko", "lo",
      "mk", "ml", "mr", "my", "ne", "or", "pa", "ru", "si", "ta", "te", "th", "uk", "ur", "zh",
    ]
    return otherScripts.contains(String(language.prefix { $0 != "-" })) && target.allSatisfy(\.isASCII)
      && target.lowercased() == source.lowercased()
  }

  /// Without white space at the edges and invisible format characters (Cf: "MOZILLA\u{200D}"),
  /// which VoiceOver does not read.
  static func trim(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.filter { $0.properties.generalCategory != .format })
    return String(scalars).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// More than one character, with a letter outside printf placeholders.
  static func isWordy(_ text: String) -> Bool {
    let stripped = text.replacingOccurrences(
      of: "%([0-9]+\\$)?[-+ #0']*[0-9*]*(\\.[0-9*]+)?(hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfFeEgGcCsSpaA%]",
      with: "", options: .regularExpression)
    return text.count > 1 && stripped.contains { $0.isLetter }
  }

  final class UnitReader: NSObject, XMLParserDelegate {
    var language = ""
    var units: [String: Unit] = [:]
    private var original = ""
    private var id: String?
    private var current = Unit()
    private var text: String?

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      switch name {
      case "file":
        original = attributes["original"] ?? ""
        language = attributes["target-language"] ?? language
      case "trans-unit":
        id = original + "|" + (attributes["id"] ?? "")
        current = Unit(translatable: attributes["translate"] != "no")
      case "source", "target": text = ""
      default: break
      }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
      switch name {
      case "source": current.source = text ?? ""
      case "target": current.target = text
      case "trans-unit": if let id { units[id] = current }
      default: return
      }
      if name != "trans-unit" { text = nil }
    }
  }
}
