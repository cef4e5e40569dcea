import Foundation
import Testing

@testable import LocaleCheck

/// A throw-away folder of catalog files, read back through the real discovery and parsers;
/// removed when the fixture is released.
final class Fixture {
  let root: URL
  /// The files' texts by path, to locate what the parsers should point at.
  let files: [String: String]

  init(_ files: [String: String]) throws {
    self.files = files
    root = FileManager.default.temporaryDirectory.appendingPathComponent("labelcheck-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// The catalog of every file in the fixture.
  func catalog(sourceLocale: String? = nil) -> Catalog {
    CatalogLoader(workingDirectory: root.path).load(
      paths: ["."], sourceLocale: sourceLocale.map(LocaleID.init))
  }

  /// The report of a matrix run over the fixture.
  func report(
    configuration: Configuration = Configuration(), labels: String? = nil, sourceLocale: String? = nil,
    baseline: Baseline? = nil
  ) throws -> Report {
    let map = try labels.map { try LabelMap.parse(Array($0.utf8), file: "labels.json") }
    return LocaleChecker(configuration: configuration).check(
      catalog(sourceLocale: sourceLocale), labelMap: map, baseline: baseline)
  }

  /// The findings of one rule.
  func findings(of rule: String, configuration: Configuration = Configuration(), labels: String? = nil) throws
    -> [Finding]
  {
    try report(configuration: configuration, labels: labels).findings.filter { $0.rule == rule }
  }

  /// Expects `rule` to report exactly `message`, at the first `needle` in fixture file `path`.
  func expectOneFinding(
    of rule: String, message: String, at needle: String, in path: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let findings = try findings(of: rule)
    #expect(findings.map(\.message) == [message], sourceLocation: sourceLocation)
    #expect(findings.first?.position == position(of: needle, in: path), sourceLocation: sourceLocation)
  }

  /// Where the `occurrence`-th `needle` starts in fixture file `path`.
  /// The messages of `rule` for one key of `.lproj` `.strings` tables: `source` in English,
  /// `translation` in `locale`.
  static func messages(of rule: String, _ translation: String, source: String, locale: String) throws
    -> [String]
  {
    try Fixture([
      "App/en.lproj/Localizable.strings": CatalogText.strings([("k", source)]),
      "App/\(locale).lproj/Localizable.strings": CatalogText.strings([("k", translation)]),
    ]).findings(of: rule).map(\.message)
  }

  func position(of needle: String, in path: String, occurrence: Int = 1) -> SourcePosition {
    Self.locate(needle, in: files[path] ?? "", file: path, occurrence: occurrence)
  }

  /// Where the `occurrence`-th `needle` starts in `text`, counted independently of the parsers:
  /// 1-based line, column in Unicode scalars; line 0 when it is not there.
  static func locate(_ needle: String, in text: String, file: String, occurrence: Int = 1) -> SourcePosition {
    var start = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<occurrence {
      found = text.range(of: needle, range: start..<text.endIndex)
      guard let found else { break }
      start = found.upperBound
    }
    guard let found else { return SourcePosition(file: file, line: 0, column: 0) }
    let before = text.unicodeScalars[..<found.lowerBound]
    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let lineStart = before.lastIndex(of: "\n").map { text.unicodeScalars.index(after: $0) } ?? text.startIndex
    let column = text.unicodeScalars[lineStart..<found.lowerBound].count + 1
    return SourcePosition(file: file, line: line, column: column)
  }
}

/// Builds catalog file texts for fixtures.
enum CatalogText {
  /// A String Catalog: key -> locale -> value (`nil` locale map means no localizations).
  static func xcstrings(
    _ keys: [String: [String: String]], source: String = "en", states: [String: String] = [:],
    extra: [String: String] = [:]
  ) -> String {
    var entries: [String] = []
    for (key, locales) in keys.sorted(by: { $0.key < $1.key }) {
      let localizations = locales.sorted { $0.key < $1.key }.map { locale, value in
        let state = states["\(key)/\(locale)"] ?? "translated"
        return "\"\(locale)\":{\"stringUnit\":{\"state\":\"\(state)\",\"value\":\(quoted(value))}}"
      }
      let extraFields = extra[key].map { $0 + "," } ?? ""
      entries.append(
        "\(quoted(key)):{\(extraFields)\"localizations\":{\(localizations.joined(separator: ","))}}")
    }
    return
      "{\"sourceLanguage\":\"\(source)\",\"strings\":{\(entries.joined(separator: ",\n"))},\"version\":\"1.0\"}"
  }

  /// A `.strings` file.
  static func strings(_ pairs: [(String, String)]) -> String {
    pairs.map { "\(quoted($0.0)) = \(quoted($0.1));" }.joined(separator: "\n") + "\n"
  }

  /// An XLIFF 1.2 file with one `<file>`; `target` nil means a unit without `<target>`.
  static func xliff(original: String, target: String, units: [(id: String, source: String, target: String?)])
    -> String
  {
    let body = units.map { unit in
      let target = unit.target.map { "<target>\(escape($0))</target>" } ?? ""
      return
        "<trans-unit id=\"\(escape(unit.id))\"><source>\(escape(unit.source))</source>\(target)</trans-unit>"
    }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="\(original)" source-language="en" target-language="\(target)" datatype="plaintext">
      <body>
      \(body)
      </body>
      </file>
      </xliff>
      """
  }

  /// A String Catalog `stringUnit` object, for writing variations by hand.
  static func stringUnit(_ value: String, state: String = "translated") -> String {
    "{\"stringUnit\":{\"state\":\"\(state)\",\"value\":\(quoted(value))}}"
  }

  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: "\"", with: "&quot;")
  }
}
