import Foundation
import TestSupport
import Testing

@testable import CatalogParser

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every XLIFF of the corpus parses; two projects are compared with an independent reading.
@Suite struct XLIFFCorpusTests {
  private static let xliffs = TestPaths.files(under: TestPaths.corpus, extensions: ["xliff", "xlf"])

  @Test func everyCorpusXLIFFParses() throws {
    #expect(XLIFFCorpusTests.xliffs.count >= 75)
    for url in XLIFFCorpusTests.xliffs {
      let bytes = try [UInt8](Data(contentsOf: url))
      let context = FileContext(displayPath: url.path, table: "Localizable")
      #expect(throws: Never.self, "\(url.path)") { _ = try XLIFFParser.parse(bytes, context: context) }
    }
  }

  @Test(arguments: ["mozilla-l10n__focusios-l10n", "newmarcel__KeepingYouAwake"])
  func valuesMatchFoundationXML(project: String) throws {
    let files = XLIFFCorpusTests.xliffs.filter { $0.path.contains("/\(project)/") }
    #expect(files.count >= 20)
    var compared = 0
    for url in files {
      let bytes = try [UInt8](Data(contentsOf: url))
      let context = FileContext(displayPath: url.path, table: "Localizable")
      let parsed = try XLIFFParser.parse(bytes, context: context)
      var ours: [String: String] = [:]
      for table in parsed.tables {
        for entry in table.entries {
          for (locale, value) in entry.localizations {
            ours["\(table.bundle)|\(table.name)|\(locale)|\(entry.key)"] = value.value
          }
        }
      }
      let theirs = try IndependentXLIFFReader.read(Data(bytes))
      #expect(ours.count == theirs.count, "\(url.path)")
      for (key, value) in theirs where ours[key] != value {
        Issue.record("\(url.lastPathComponent): \(key): \(String(describing: ours[key])) != \(value)")
      }
      compared += theirs.count
    }
    #expect(compared > 1000)
  }
}

/// A plain `XMLParser` reading of XLIFF 1.2: `bundle|table|locale|key` -> text, target winning.
private final class IndependentXLIFFReader: NSObject, XMLParserDelegate {
  private var values: [String: String] = [:]
  private var prefix = ""
  private var sourceLanguage = ""
  private var targetLanguage: String?
  private var key: String?
  private var element: String?
  private var text = ""
  private var unitValues: (source: String?, target: String?) = (nil, nil)

  static func read(_ data: Data) throws -> [String: String] {
    let parser = XMLParser(data: data)
    let reader = IndependentXLIFFReader()
    parser.delegate = reader
    guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    return reader.values
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    switch name {
    case "file":
      var folders = (attributes["original"] ?? "").components(separatedBy: "/")
      let file = folders.removeLast()
      if folders.last?.hasSuffix(".lproj") == true { folders.removeLast() }
      let table = file.components(separatedBy: ".").dropLast().joined(separator: ".")
      prefix = (folders.isEmpty ? "." : folders.joined(separator: "/")) + "|" + table + "|"
      sourceLanguage = LocaleID(attributes["source-language"] ?? "").identifier
      targetLanguage = attributes["target-language"].map { LocaleID($0).identifier }
    case "trans-unit":
      key = attributes["resname"] ?? attributes["id"]
      unitValues = (nil, nil)
    case "source", "target":
      element = name
      text = ""
    default:
      break
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if element != nil { text += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    switch name {
    case "source": unitValues.source = text
    case "target": unitValues.target = text
    case "trans-unit":
      guard let key else { return }
      if let source = unitValues.source { values[prefix + sourceLanguage + "|" + key] = source }
      if let target = unitValues.target, let targetLanguage {
        values[prefix + targetLanguage + "|" + key] = target
      }
    default:
      return
    }
    element = nil
  }
}
