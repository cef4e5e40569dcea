import Foundation
import Testing

@testable import CatalogParser

private let file = "de.lproj/Localizable.stringsdict"
private let context = FileContext(
  displayPath: file, bundle: "App", table: "Localizable", locale: LocaleID("de"))

private func plist(_ body: String) -> [UInt8] {
  let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>
    """
  return Array(text.utf8)
}

private func at(_ line: Int, _ column: Int) -> SourcePosition {
  SourcePosition(file: file, line: line, column: column)
}

private func parse(_ body: String) throws -> ParsedFile {
  try StringsdictParser.parse(plist(body), context: context)
}

private func value(_ parsed: ParsedFile, _ key: String) throws -> LocalizedValue {
  let table = try #require(parsed.tables.first)
  return try #require(table.entry(forKey: key)?.localizations[LocaleID("de")])
}

/// The error that stops the parse, else the first entry left out.
private func error(_ bytes: [UInt8]) -> CatalogError? {
  do {
    return try StringsdictParser.parse(bytes, context: context).entryErrors.first
  } catch {
    return error
  }
}

@Suite struct StringsdictParserTests {
  /// Audit 112: Crowdin and Bitwarden write each key's note to translators as an XML comment
  /// before the key.
  @Test func aCommentBeforeAKeyIsItsComment() throws {
    let parsed = try parse(
      """
      <!-- Unit symbol. Do not translate. -->
      <key>mbps</key><string>%d Mbit/s</string>
      <key>plain</key><!-- between key and value --><string>Text</string>
      <key>files</key>
      <dict>
        <!-- inside the rule -->
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d Dateien</string></dict>
      </dict>
      <!-- after the last key -->
      """)
    let table = try #require(parsed.tables.first)
    #expect(table.entries.map(\.key) == ["mbps", "plain", "files"])
    #expect(table.entries.map(\.comment) == ["Unit symbol. Do not translate.", nil, nil])
    #expect(table.entries.first?.commentLocale == LocaleID("de"))
  }

  @Test func pluralVariable() throws {
    let parsed = try parse(
      """
      <key>%d files</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@files@</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>d</string>
          <key>one</key>
          <string>%d Datei</string>
          <key>other</key>
          <string>%d Dateien</string>
        </dict>
      </dict>
      """)
    let table = try #require(parsed.tables.first)
    #expect(table.bundle == "App" && table.name == "Localizable" && table.files == [file])
    let entry = try #require(table.entry(forKey: "%d files"))
    #expect(entry.keyPosition == at(5, 6))
    let value = try #require(entry.localizations[LocaleID("de")])
    #expect(value.value == "%#@files@" && value.state == "translated")
    #expect(value.position == at(8, 11))
    #expect(value.keyPosition == at(5, 6))
    let files = try #require(value.substitutions?["files"])
    #expect(files.argNum == 1 && files.formatSpecifier == "d")
    #expect(files.position == at(9, 8))
    #expect(
      files.variations?.plural?["one"]
        == LocalizedValue(
          value: "%d Datei", state: "translated", position: at(16, 13), keyPosition: at(15, 10)))
    #expect(files.variations?.plural?["other"]?.value == "%d Dateien")
    #expect(
      value.leaves.map(\.path) == ["", "substitutions.files.plural.one", "substitutions.files.plural.other"])
    #expect(parsed.duplicates.isEmpty)
  }

  @Test func severalVariablesAndArgumentNumbers() throws {
    let variable = { (name: String, type: String) in
      """
      <key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>\(type)</string>
      <key>one</key><string>one \(name)</string><key>other</key><string>many \(name)</string></dict>
      """
    }
    let parsed = try parse(
      """
      <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%@ has %#@x@ and %#@y@ (%%)</string>
      \(variable("x", "%ld"))\(variable("y", "lu"))</dict>
      <key>b</key><dict><key>NSStringLocalizedFormatKey</key><string>%2$#@y@ then %1$#@x@</string>
      \(variable("x", "d"))\(variable("y", "@"))</dict>
      """)
    let a = try value(parsed, "a")
    #expect(a.substitutions?["x"]?.argNum == 2 && a.substitutions?["x"]?.formatSpecifier == "ld")
    #expect(a.substitutions?["y"]?.argNum == 3 && a.substitutions?["y"]?.formatSpecifier == "lu")
    #expect(a.substitutions?["y"]?.variations?.plural?["other"]?.value == "many y")
    let b = try value(parsed, "b")
    #expect(b.substitutions?["x"]?.argNum == 1 && b.substitutions?["y"]?.argNum == 2)
    #expect(b.substitutions?["y"]?.formatSpecifier == "@")
  }

  @Test func deviceRule() throws {
    let parsed = try parse(
      """
      <key>UserInstructions</key>
      <dict>
        <key>NSStringDeviceSpecificRuleType</key>
        <dict>
          <key>iphone</key>
          <string>Hier tippen</string>
          <key>mac</key>
          <string>Hier klicken</string>
          <key>appletv</key>
          <string>Hier drücken</string>
        </dict>
      </dict>
      """)
    let value = try value(parsed, "UserInstructions")
    #expect(value.value == nil)
    #expect(value.keyPosition == at(5, 6))
    let device = try #require(value.variations?.device)
    #expect(device.keys.sorted() == ["appletv", "iphone", "mac"])
    #expect(
      device["iphone"]
        == LocalizedValue(
          value: "Hier tippen", state: "translated", position: at(10, 13), keyPosition: at(9, 10)))
    #expect(device["appletv"]?.value == "Hier drücken")
  }

  @Test func widthRule() throws {
    let parsed = try parse(
      """
      <key>hello</key><dict><key>NSStringVariableWidthRuleType</key><dict>
      <key>1</key><string>Hi</string><key>20</key><string>Hallo</string><key>50</key><string>Guten Tag</string>
      </dict></dict>
      """)
    let width = try #require(value(parsed, "hello").variations?.width)
    #expect(width.mapValues(\.value) == ["1": "Hi", "20": "Hallo", "50": "Guten Tag"])
    #expect(width["20"]?.position == at(6, 53))
  }

  @Test func pluralNestedInDevice() throws {
    let parsed = try parse(
      """
      <key>photos</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
        <key>mac</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>Klicke: %#@n@</string>
          <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld Foto</string><key>other</key><string>%lld Fotos</string></dict>
        </dict>
        <key>other</key><string>Tippe</string>
      </dict></dict>
      """)
    let device = try #require(value(parsed, "photos").variations?.device)
    let mac = try #require(device["mac"])
    #expect(mac.value == "Klicke: %#@n@" && mac.position == at(7, 50))
    #expect(mac.substitutions?["n"]?.formatSpecifier == "lld")
    #expect(mac.substitutions?["n"]?.variations?.plural?["one"]?.value == "%lld Foto")
    #expect(device["other"]?.value == "Tippe")
    let paths = try value(parsed, "photos").leaves.map(\.path)
    #expect(
      paths == [
        "device.mac", "device.mac.substitutions.n.plural.one", "device.mac.substitutions.n.plural.other",
        "device.other",
      ])
  }

  @Test func emptyFormsAreKeptAsEmptyStrings() throws {
    let parsed = try parse(
      """
      <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string>
      <key>v</key><dict><key>NSStringFormatValueTypeKey</key><string>ld</string>
      <key>zero</key><string></string><key>one</key><string/><key>other</key><string>%ld</string></dict></dict>
      """)
    let plural = try #require(value(parsed, "k").substitutions?["v"]?.variations?.plural)
    #expect(plural["zero"]?.value == "" && plural["one"]?.value == "")
    #expect(plural["zero"]?.position == at(7, 24) && plural["one"]?.position == at(7, 47))
  }

  @Test func formsAreKeptAsWrittenAndAPluralRuleWithoutFormsIsAnEmptyPlural() throws {
    // Category names are case-sensitive: `One` is no `one`. A plural rule whose forms were all
    // left out is a plural that lacks them all, not a text without a plural.
    let parsed = try parse(
      """
      <key>caps</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>One</key><string>%d Datei</string><key>other</key><string>%d Dateien</string></dict></dict>
      <key>none</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string></dict></dict>
      """)
    let caps = try #require(value(parsed, "caps").substitutions?["n"]?.variations?.plural)
    #expect(caps.keys.sorted() == ["One", "other"])
    let none = try #require(value(parsed, "none").substitutions?["n"]?.variations?.plural)
    #expect(none.isEmpty)
  }

  @Test func duplicateKeysAreReportedAndTheLastWins() throws {
    let parsed = try parse(
      """
      <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>first</string></dict>
      <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>second</string>
      <key>NSStringLocalizedFormatKey</key><string>third</string></dict>
      """)
    #expect(try value(parsed, "k").value == "third")
    #expect(parsed.tables.first?.entries.count == 1)
    let duplicates = parsed.duplicates.map {
      [$0.key, $0.field ?? "-", "\($0.first)", "\($0.second)", $0.table, "\($0.locale!)"]
    }
    // A key repeated inside an entry is reported as a field of the entry's key, not as a key.
    #expect(
      duplicates == [
        ["k", "NSStringLocalizedFormatKey", "\(at(6, 24))", "\(at(7, 6))", "Localizable", "de"],
        ["k", "-", "\(at(5, 6))", "\(at(6, 6))", "Localizable", "de"],
      ])
  }

  @Test func aKeyRepeatedInAVariableNamesItsPath() throws {
    let parsed = try parse(
      """
      <key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>other</key><string>%d files</string><key>other</key><string>%d Dateien</string></dict></dict>
      """)
    let duplicate = try #require(parsed.duplicates.first)
    #expect(duplicate.key == "files" && duplicate.field == "n.other")
  }

  @Test func unknownKeysAreIgnoredAndBaseIsTheDefaultLocale() throws {
    let bytes = plist(
      """
      <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string>
      <key>Comment</key><array><string>a</string><integer>1</integer></array><key>flag</key><true/></dict>
      """)
    let parsed = try StringsdictParser.parse(
      bytes, context: FileContext(displayPath: file, table: "Localizable"))
    #expect(parsed.tables.first?.entry(forKey: "k")?.localizations[.base]?.value == "x")
    #expect(parsed.tables.first?.bundle == ".")
  }

  @Test func binaryPropertyList() throws {
    let object: [String: Any] = [
      "k": [
        "NSStringLocalizedFormatKey": "%#@n@",
        "n": [
          "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "%ld",
          "one": "ein", "other": "viele",
        ],
      ]
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
    let parsed = try StringsdictParser.parse(Array(data), context: context)
    let value = try value(parsed, "k")
    #expect(value.value == "%#@n@" && value.position == at(1, 1))
    #expect(value.substitutions?["n"]?.formatSpecifier == "ld")
    #expect(value.substitutions?["n"]?.variations?.plural?["other"]?.value == "viele")
    #expect(error(Array("bplist00garbage".utf8))?.message == "invalid binary property list")
  }

  @Test func aPlainStringIsTheKeysText() throws {
    // CFBundle lays the .stringsdict over the .strings table whatever the values are.
    let parsed = try parse(
      """
      <key>greeting</key>
      <string>Hallo!</string>
      <key>%d items</key>
      <dict><key>NSStringLocalizedFormatKey</key><string>%d Dinge</string></dict>
      """)
    let greeting = try value(parsed, "greeting")
    #expect(greeting.value == "Hallo!" && greeting.state == "translated")
    #expect(greeting.position == at(6, 9) && greeting.keyPosition == at(5, 6))
    #expect(try value(parsed, "%d items").value == "%d Dinge")
  }

  @Test func structuralErrorsHavePositions() {
    let keyWithoutValue = error(plist("<key>a</key>"))
    #expect(keyWithoutValue?.description == "\(at(5, 1)): error: expected a value after <key>a</key>")
    let twoKeys = error(plist("<key>a</key>\n<key>b</key><string/>"))
    #expect(twoKeys?.position == at(5, 1))
    let valueWithoutKey = error(plist("<string>x</string>"))
    #expect(valueWithoutKey?.message == "expected a <key> before <string> in a <dict>")
    #expect(valueWithoutKey?.position == at(5, 1))
    // Nested stray dictionaries: the outer one, where the first slip is (audit 237).
    let strayDictionaries = error(plist("<key>a</key><string>A</string>\n<dict>\n<dict></dict>\n</dict>"))
    #expect(
      strayDictionaries?.description == "\(at(6, 1)): error: expected a <key> before <dict> in a <dict>")
    let strayArray = error(plist("<key>a</key><string>A</string>\n<array>\n<dict><dict/></dict>\n</array>"))
    #expect(strayArray?.position == at(6, 1))
    let rootArray = error(Array("<plist>\n  <array/></plist>".utf8))
    #expect(
      rootArray?.description == "\(at(2, 3)): error: expected a <dict> at the root of the property list")
    let integerForKey = error(plist("<key>k</key> <integer>1</integer>"))
    #expect(integerForKey?.position == at(5, 14))
    #expect(integerForKey?.message == "expected a <dict> or <string> for key 'k'")
    let noFormat = error(plist("<key>k</key><dict><key>x</key><string>y</string></dict>"))
    #expect(noFormat?.position == at(5, 6))
    let unknownElement = error(plist("<key>k</key><foo/>"))
    #expect(unknownElement?.message == "unexpected <foo> in a property list")
    let truncated = error(Array(plist("<key>k</key><dict>").prefix(180)))
    #expect(truncated != nil)
    #expect(error([]) != nil)
  }

  @Test func entityDeclarationsAreRefused() {
    let bytes = Array("<!DOCTYPE plist [<!ENTITY x \"y\">]><plist><dict/></plist>".utf8)
    #expect(error(bytes)?.message == "DOCTYPE with entity declarations is not allowed")
  }

  @Test func otherKeysOfAPluralRuleAreNoForms() throws {
    let parsed = try parse(
      """
      <key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string><key>comment</key><string>Files</string>
      <key>One</key><string>%d Datei</string><key>other</key><string>%d Dateien</string></dict></dict>
      """)
    #expect(
      try value(parsed, "k").substitutions?["n"]?.variations?.plural?.keys.sorted() == ["One", "other"])
  }
}
