import Foundation
import Testing

@testable import CatalogParser

@Suite("Normalized model JSON")
struct CatalogJSONEncoderTests {
  @Test func encodesEveryKeyLocaleValueAndVariationLeafWithPositions() throws {
    let text = """
      {"sourceLanguage":"en","strings":{"%lld files":{"comment":"count","localizations":{
      "ru":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld файл"}},
      "other":{"stringUnit":{"state":"needs_review","value":"%lld файла"}}}}}}},
      "Sign in":{}},"version":"1.0"}
      """
    let parsed = try StringCatalogParser.parse(
      Array(text.utf8), context: FileContext(displayPath: "L.xcstrings", bundle: ".", table: "L"))
    let catalog = CatalogMerger.merge([parsed])
    let json = CatalogJSONEncoder.encode(catalog).serialized()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == 1)
    #expect(object["sourceLocale"] as? String == "en")
    #expect(object["locales"] as? [String] == ["en", "ru"])
    let table = try #require((object["tables"] as? [[String: Any]])?.first)
    #expect(table["bundle"] as? String == ".")
    let keys = try #require(table["keys"] as? [[String: Any]])
    #expect(keys.map { $0["key"] as? String } == ["%lld files", "Sign in"])
    #expect(keys[1]["comment"] is NSNull)
    let signIn = try #require((keys[1]["localizations"] as? [String: [String: Any]])?["en"])
    #expect(signIn["value"] as? String == "Sign in")
    let ru = try #require((keys[0]["localizations"] as? [String: [String: Any]])?["ru"])
    #expect(ru["value"] is NSNull)
    let plural = try #require((ru["variations"] as? [String: Any])?["plural"] as? [String: [String: Any]])
    #expect(plural["other"]?["state"] as? String == "needs_review")
    #expect(plural["one"]?["file"] as? String == "L.xcstrings")
    #expect(plural["one"]?["line"] as? Int == 2)
    #expect(json.hasPrefix("{\"schemaVersion\":1,\"sourceLocale\":\"en\",\"locales\":"))
    // Every value and leaf has the same fields, null where it has none.
    let fields = ["column", "file", "line", "state", "stringSet", "substitutions", "value", "variations"]
    for value in [signIn, ru, plural["one"] ?? [:], plural["other"] ?? [:]] {
      #expect(value.keys.sorted() == fields)
    }
    #expect(signIn["stringSet"] is NSNull)
  }
}
