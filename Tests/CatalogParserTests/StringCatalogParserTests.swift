import Foundation
import Testing

@testable import CatalogParser

@Suite("String Catalog parser")
struct StringCatalogParserTests {
  let context = FileContext(displayPath: "Localizable.xcstrings", bundle: ".", table: "Localizable")

  func parse(_ text: String) throws -> ParsedFile {
    try StringCatalogParser.parse(Array(text.utf8), context: context)
  }

  func parseError(_ text: String) -> CatalogError? {
    do {
      _ = try parse(text)
      return nil
    } catch let error as CatalogError {
      return error
    } catch {
      return nil
    }
  }

  @Test func readsStringUnitsStatesAndPositions() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Sign in" : {
            "comment" : "Button on the login screen",
            "localizations" : {
              "es" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Iniciar sesión"
                }
              },
              "pt_BR" : {
                "stringUnit" : {
                  "state" : "needs_review",
                  "value" : "Entrar"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let parsed = try parse(text)
    #expect(parsed.sourceLocale == LocaleID("en"))
    let entry = try #require(parsed.tables.first?.entry(forKey: "Sign in"))
    #expect(entry.comment == "Button on the login screen")
    #expect(entry.keyPosition == SourcePosition(file: "Localizable.xcstrings", line: 4, column: 5))
    let spanish = try #require(entry.localizations[LocaleID("es")])
    #expect(spanish.value == "Iniciar sesión")
    #expect(spanish.state == "translated")
    #expect(spanish.position == SourcePosition(file: "Localizable.xcstrings", line: 10, column: 23))
    #expect(entry.localizations[LocaleID("pt-BR")]?.state == "needs_review")
    // The key is its own source text when the catalog has no source-language entry.
    #expect(entry.localizations[LocaleID("en")]?.value == "Sign in")
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let text =
      "{\"strings\":{\"é\":{\"localizations\":{\"de\":{\"stringUnit\":{\"value\":\"ü\"}}}}},\"version\":\"1.0\"}"
    let entry = try #require(try parse(text).tables.first?.entry(forKey: "é"))
    #expect(entry.localizations[LocaleID("de")]?.position?.column == 63)
  }

  @Test func aCatalogOnOneLineKeepsEveryColumn() throws {
    // Names and values alternate on one line: each column continues from the one before.
    let units = (0..<40).map {
      "\"ké\($0)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"value\":\"ü\($0)\"}}}}"
    }
    let text =
      "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{" + units.joined(separator: ",") + "}}"
    let table = try #require(try parse(text).tables.first)
    for number in [0, 1, 17, 39] {
      let key = "ké\(number)"
      let entry = try #require(table.entry(forKey: key))
      let keyColumn = text.distance(from: text.startIndex, to: text.range(of: "\"\(key)\"")!.lowerBound) + 1
      let value = "\"ü\(number)\""
      let valueColumn = text.distance(from: text.startIndex, to: text.range(of: value)!.lowerBound) + 1
      #expect(entry.keyPosition?.column == keyColumn)
      #expect(entry.localizations[LocaleID("de")]?.position?.column == valueColumn)
      #expect(entry.localizations[LocaleID("de")]?.keyPosition?.line == 1)
    }
  }

  @Test func readsNestedDeviceAndPluralVariations() throws {
    let text = """
      {"sourceLanguage":"en","version":"1.0","strings":{"%lld items":{"localizations":{"ru":{"variations":{"device":{
        "iphone":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld вещь"}},
          "other":{"stringUnit":{"state":"translated","value":"%lld вещей"}}}}},
        "mac":{"stringUnit":{"state":"new","value":"%lld"}}}}}}}},"version":"1.1"}
      """
    let entry = try #require(try parse(text).tables.first?.entry(forKey: "%lld items"))
    let russian = try #require(entry.localizations[LocaleID("ru")])
    let iphone = try #require(russian.variations?.device?["iphone"])
    #expect(iphone.variations?.plural?["one"]?.value == "%lld вещь")
    #expect(russian.variations?.device?["mac"]?.state == "new")
    #expect(russian.leaf(at: "device.iphone.plural.one")?.value == "%lld вещь")
    #expect(russian.leaf(at: "device.ipad") == nil)
    #expect(russian.leaf(at: "") == russian)
    #expect(
      russian.leaves.map(\.path) == ["device.iphone.plural.one", "device.iphone.plural.other", "device.mac"])
  }

  @Test func readsSubstitutionsAndStringSets() throws {
    let text = """
      {"sourceLanguage":"en","version":"1.0","strings":{"key":{"shouldTranslate":false,"extractionState":"manual",
      "localizations":{"cs":{"stringUnit":{"state":"translated","value":"%#@arg1@"},
      "substitutions":{"arg1":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "few":{"stringUnit":{"state":"translated","value":"%arg shody"}}}}}}},
      "en":{"stringSet":{"state":"new","values":["a","b"]}}}}}}
      """
    let entry = try #require(try parse(text).tables.first?.entry(forKey: "key"))
    #expect(entry.shouldTranslate == false)
    #expect(entry.extractionState == "manual")
    let substitution = try #require(entry.localizations[LocaleID("cs")]?.substitutions?["arg1"])
    #expect(substitution.argNum == 1)
    #expect(substitution.formatSpecifier == "lld")
    #expect(substitution.variations?.plural?["few"]?.value == "%arg shody")
    #expect(entry.localizations[LocaleID("en")]?.stringSet == ["a", "b"])
    // Each phrase where it is written (line 5: `"values":["a","b"]`), the value at the first.
    let english = try #require(entry.localizations[LocaleID("en")])
    #expect(english.stringSetPositions?.map { [$0.line, $0.column] } == [[5, 44], [5, 48]])
    #expect(english.position(ofPhrase: 1)?.column == 48 && english.position?.column == 44)
    #expect(english.position(ofPhrase: 2) == english.position)
  }

  @Test func anArgumentNumberMayBeWrittenWithAZeroFraction() throws {
    func catalog(_ argNum: String) -> String {
      """
      {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated",
      "value":"%#@n@"},"substitutions":{"n":{"argNum": \(argNum),"formatSpecifier":"lld"}}}}}}}
      """
    }
    for (argNum, expected) in [("1.0", 1), ("2e0", 2), ("3", 3)] {
      let entry = try #require(try parse(catalog(argNum)).tables.first?.entry(forKey: "k"))
      #expect(entry.localizations[LocaleID("de")]?.substitutions?["n"]?.argNum == expected, "\(argNum)")
    }
    let error = try #require(throws: CatalogError.self) { try parse(catalog("1.5")) }
    #expect(error.message == "expected a whole number")
    #expect(error.position.line == 2 && error.position.column == 50)
  }

  @Test func ignoresUnknownFieldsAndFutureVersions() throws {
    let text = """
      {"sourceLanguage":"en","version":"1.0","futureField":{"a":[1,2.5e3,null,true]},"strings":{"k":{"newThing":[{}],
      "localizations":{"de":{"stringUnit":{"value":"x","state":"translated","extra":1}}}}},"version":"9.9"}
      """
    #expect(try parse(text).tables.first?.entry(forKey: "k")?.localizations[LocaleID("de")]?.value == "x")
  }

  @Test func aCatalogWithoutVersionIsRefusedAsXcodeRefusesIt() {
    // `xcstringstool compile`: "Missing required key 'version'"; scripts writing catalogs forget it.
    #expect(
      throws: CatalogError(
        file: "Localizable.xcstrings", line: 1, column: 1,
        message:
          "no \"version\": Xcode cannot compile a String Catalog without it (it writes \"version\" : \"1.0\")"
      )
    ) { try parse(#"{"sourceLanguage":"en","strings":{}}"#) }
  }

  @Test(arguments: ["1.0.0", "01", "1-2", "--", "-", "1e", "1.", ".5", "+1"])
  func aMalformedNumberIsAnError(number: String) {
    // Skipped or read, a number must be JSON's: Xcode's reader refuses `1.0.0`.
    #expect(throws: CatalogError.self) { try parse(#"{"version":\#(number),"strings":{}}"#) }
  }

  @Test(arguments: [
    (#""argNum":"1""#, "expected a number, found a string"),
    (#""argNum":0"#, "argNum 0 names no argument: arguments count from 1"),
    (#""argNum":-1"#, "argNum -1 names no argument: arguments count from 1"),
    (#""argNum":first"#, "expected a number, found a word without quotes"),
    (#""argNum":null"#, "expected a number, found null"),
  ])
  func aSubstitutionsArgNumIsANumberFromOne(field: String, message: String) {
    // Converters write numbers as strings, or count arguments from 0.
    let text =
      #"{"version":"1.0","strings":{"k":{"localizations":{"en":{"substitutions":{"n":{"#
      + field + #","formatSpecifier":"lld"}}}}}}}"#
    #expect(throws: CatalogError.self) { try parse(text) }
    do { _ = try parse(text) } catch { #expect((error as? CatalogError)?.message == message) }
  }

  @Test func aFieldWrittenTwiceIsTheLastOneWhole() throws {
    // A merge-conflict fix leaves `localizations` or `stringUnit` twice: the duplicate-key finding
    // says the last one wins, and the check reads that one alone.
    let text =
      #"{"version":"1.0","strings":{"k":{"localizations":{"de":{"stringUnit":{"value":"Anmelden"}}},"#
      + #""localizations":{"fr":{"stringUnit":{"state":"translated","value":"Connexion"},"#
      + #""stringUnit":{"state":"new"}}}}}}"#
    let parsed = try parse(text)
    let entry = try #require(parsed.tables.first?.entry(forKey: "k"))
    #expect(entry.localizations[LocaleID("de")] == nil)
    #expect(entry.localizations[LocaleID("fr")]?.value == nil)
    #expect(entry.localizations[LocaleID("fr")]?.state == "new")
    #expect(parsed.duplicates.count == 2)
  }

  @Test func decodesEscapes() throws {
    let text =
      #"{"strings":{"a\"b\u00e9\ud83d\ude00":{"localizations":{"de":{"stringUnit":{"value":"x\ny\\z\/"}}}}},"version":"1.0"}"#
    let entry = try #require(try parse(text).tables.first?.entries.first)
    #expect(entry.key == "a\"bé😀")
    #expect(entry.localizations[LocaleID("de")]?.value == "x\ny\\z/")
  }

  @Test func reportsDuplicateKeysWithBothPositions() throws {
    let text = """
      {"strings":{
      "k":{"localizations":{"de":{"stringUnit":{"value":"first"}}}},
      "k":{"localizations":{"de":{"stringUnit":{"value":"second"}}}}},"version":"1.0"}
      """
    let parsed = try parse(text)
    #expect(parsed.tables.first?.entry(forKey: "k")?.localizations[LocaleID("de")]?.value == "second")
    let duplicate = try #require(parsed.duplicates.first)
    #expect(duplicate.key == "k")
    #expect(duplicate.first.line == 2)
    #expect(duplicate.second.line == 3)
  }

  @Test(arguments: [
    (
      "{\"strings\":{\"k\":{} \"x\":1}}",
      "Localizable.xcstrings:1:20: error: expected ',' or '}' after a value"
    ),
    (
      "{\"strings\":{\"k\":{}}",
      "Localizable.xcstrings:1:20: error: expected ',' or '}' after a value, but the file ends"
    ),
    ("{\"strings\" {}}", "Localizable.xcstrings:1:12: error: expected ':' after an object key"),
    ("", "Localizable.xcstrings:1:1: error: empty file: expected a String Catalog object"),
    (
      "\n  {\"sourceLanguage\": \"en\", \"version\": \"1.0\"}",
      "Localizable.xcstrings:2:3: error: no \"strings\" object: this JSON is not a String Catalog"
    ),
    (
      "{\"a\":\"b\n\"}",
      "Localizable.xcstrings:1:8: error: unterminated string (a line break inside a string)"
    ),
    (
      "{\"a\":\"b\u{0}\"}",
      "Localizable.xcstrings:1:8: error: control character U+0000 in a string (write it as \\u0000)"
    ),
    ("{\"a\":tru}", "Localizable.xcstrings:1:6: error: expected true, found 'tru'"),
    ("{\"a\":1}x", "Localizable.xcstrings:1:8: error: unexpected content after the end of the JSON document"),
    ("{\"a\":\"\\q\"}", "Localizable.xcstrings:1:7: error: invalid escape '\\q'"),
    // A YAML or text file saved as a String Catalog.
    ("---\nstrings: {}", "Localizable.xcstrings:1:1: error: this is not JSON: found '---'"),
    ("sourceLanguage: en", "Localizable.xcstrings:1:1: error: this is not JSON: found 'sourceLanguage'"),
    ("-5", "Localizable.xcstrings:1:1: error: expected '{' to start an object, found a number"),
  ])
  func reportsMalformedInputWithPosition(text: String, message: String) {
    #expect(parseError(text)?.description == message)
  }

  @Test func refusesInvalidUTF8InAStringWithItsPosition() {
    let bytes: [UInt8] = Array("{\"a\":\n \"é".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    #expect(
      throws: CatalogError(
        file: "Localizable.xcstrings", line: 2, column: 4, message: "invalid UTF-8 byte 0xC3")
    ) {
      try StringCatalogParser.parse(bytes, context: context)
    }
  }

  @Test(arguments: [
    [0xFF] as [UInt8], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82],
  ])
  func refusesMalformedSequencesInsideAndOutsideStrings(sequence: [UInt8]) {
    let inside: [UInt8] = Array("{\"a\":\"".utf8) + sequence + Array("\"}".utf8)
    let outside: [UInt8] = Array("{\"a\":".utf8) + sequence + Array("1}".utf8)
    #expect(throws: CatalogError.self) { try StringCatalogParser.parse(inside, context: context) }
    #expect(throws: CatalogError.self) { try StringCatalogParser.parse(outside, context: context) }
  }

  @Test func refusesDeepNestingWithoutCrashing() {
    let text =
      "{\"x\":" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
    #expect(parseError(text)?.message.contains("nesting deeper") == true)
  }
}
