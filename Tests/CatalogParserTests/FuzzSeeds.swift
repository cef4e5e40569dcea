import Foundation
import TestSupport

@testable import CatalogParser

/// The starting files of the fuzz tests: a spread of small real files per format from the corpus,
/// plus synthetic files for what the corpus lacks (XLIFF 2.0, `.stringsdict` device and width
/// rules, binary property lists, escapes, UTF-16).
enum FuzzSeeds {
  /// Real files larger than this are skipped: mutation rounds should stay quick in debug builds.
  static let maximumSeedSize = 48 * 1024

  /// The seed files of `format`: corpus files first, then the synthetic ones.
  static func seeds(for format: CatalogFormat, corpusCount: Int = 6) -> [[UInt8]] {
    corpusFiles(for: format, count: corpusCount) + synthetic(for: format)
  }

  /// The context every fuzzed file is parsed with; errors must name its display path.
  static func context(for format: CatalogFormat) -> FileContext {
    FileContext(
      displayPath: "Fuzz/de.lproj/Localizable.\(format.rawValue)", bundle: "Fuzz", table: "Localizable",
      locale: LocaleID("de"))
  }

  /// Up to `count` corpus files of `format`, evenly spread over the sorted list of small ones.
  static func corpusFiles(for format: CatalogFormat, count: Int) -> [[UInt8]] {
    let extensions: Set<String> = format == .xliff ? ["xliff", "xlf"] : [format.rawValue]
    let small = TestPaths.files(under: TestPaths.corpus, extensions: extensions).compactMap { url in
      (try? Data(contentsOf: url)).flatMap { $0.count <= maximumSeedSize ? [UInt8]($0) : nil }
    }
    guard small.count > count else { return small }
    return (0..<count).map { small[$0 * small.count / count] }
  }

  /// The sample app's UI captures of one kind, plus a synthetic one.
  static func captures(isJSON: Bool) -> [[UInt8]] {
    let files = TestPaths.files(
      under: TestPaths.catalogs.appendingPathComponent("captures"), extensions: [isJSON ? "json" : "txt"])
    let synthetic = isJSON ? captureJSON : captureText
    return files.compactMap { try? [UInt8](Data(contentsOf: $0)) } + [Array(synthetic.utf8)]
  }

  /// Hand-written seeds for shapes the corpus does not hold.
  static func synthetic(for format: CatalogFormat) -> [[UInt8]] {
    switch format {
    case .stringCatalog: return [Array(stringCatalog.utf8)]
    case .strings:
      return [
        Array(strings.utf8), [0xFF, 0xFE] + strings.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
        Array("{\n\(strings)}\n".utf8), Array(stringsPropertyList.utf8),
      ]
    case .stringsdict: return [Array(stringsdictRules.utf8), binaryStringsdict()]
    case .xliff: return [Array(xliff2.utf8), Array(xliffVariations.utf8)]
    case .propertyList: return [Array(settingsSchema.utf8), binarySettingsSchema()]
    case .interfaceBuilder: return [Array(storyboard.utf8), Array(xib.utf8)]
    case .xcodeProject:
      return [
        Array(xcodeProject.utf8), Array("A = { buildSettings = { GENERATE_INFOPLIST_FILE = YES; }; };".utf8),
      ]
    }
  }

  /// A project whose targets generate their Info plists, with the shapes the settings reader
  /// passes over (quoted names, lists, dictionaries, comments, escapes).
  static let xcodeProject = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tA0 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\t"CODE_SIGN_IDENTITY[sdk=iphoneos*]" = "iPhone Developer";
    \t\t\t\tGENERATE_INFOPLIST_FILE = YES;
    \t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "Die \\"Kamera\\" fotografiert\\nden Himmel \\U00e9";
    \t\t\t\tINFOPLIST_KEY_NSMicrophoneUsageDescription = "$(PRODUCT_NAME) hört zu";
    \t\t\t\tLD_RUNPATH_SEARCH_PATHS = ( "$(inherited)", "@executable_path/Frameworks", );
    \t\t\t\tOTHER = { a = ( b, "c" ); }; // a comment
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    \t};
    }
    """

  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
      <objects>
        <window title="Preferences" id="371">
          <textFieldCell key="cell" title="Folder" placeholderString="Name &amp; place" id="duM-ug-7fu"/>
          <tableColumn id="1XJ-Gd-jYy"><tableHeaderCell key="headerCell" title="Remove"/></tableColumn>
          <button id="b1c-de-fgh"><string key="keyEquivalent" base64-UTF8="YES">
    DQ
    </string></button>
        </window>
      </objects>
    </document>
    """

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
      <device id="retina6_12" orientation="portrait"/>
      <scenes><scene sceneID="a1B-2c-3dE"><objects>
        <viewController id="x1Y-2z-abc" sceneMemberID="viewController">
          <navigationItem key="navigationItem" title="Home" id="zez-iF-Ci4"/>
          <button id="k7n-Jg-DRm"><state key="normal" title="Record"/></button>
          <textView id="bdr-g7-TdI"><string key="text">Two
    lines "quoted"</string></textView>
          <segmentedControl id="sg1-aa-bbb"><segments><segment title="One"/><segment title="Two"/></segments>
          </segmentedControl>
        </viewController>
      </objects></scene></scenes>
    </document>
    """

  /// A Settings bundle schema as a binary property list (arrays of dictionaries).
  static func binarySettingsSchema() -> [UInt8] {
    let plist: [String: Any] = [
      "StringsTable": "Localizable",
      "PreferenceSpecifiers": [
        ["Type": "PSMultiValueSpecifier", "Title": "Speed", "Titles": ["Slow", "Fast"], "Values": [1, 2]]
      ],
    ]
    let data = try? PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    return data.map { [UInt8]($0) } ?? []
  }

  static let settingsSchema = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>StringsTable</key><string>Localizable</string>
      <key>PreferenceSpecifiers</key>
      <array>
        <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>Sound</string>
          <key>FooterText</key><string>Plays on tap.</string></dict>
        <dict><key>Titles</key><array><string>Slow</string><string>Fast</string></array>
          <key>Values</key><array><integer>1</integer><real>2.5</real><true/></array></dict>
      </array>
    </dict>
    </plist>
    """

  /// The device-rule seed as a binary property list.
  static func binaryStringsdict() -> [UInt8] {
    let plist: [String: Any] = [
      "Open": ["NSStringDeviceSpecificRuleType": ["iphone": "Tap to open", "mac": "Click to open"]],
      "%d files": [
        "NSStringLocalizedFormatKey": "%#@files@",
        "files": [
          "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "one": "%d file", "other": "%d files",
        ],
      ],
    ]
    let data = try? PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    return data.map { [UInt8]($0) } ?? []
  }

  static let stringCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld files \\u00e9\\ud83d\\ude00" : {
          "comment" : "A \\"quoted\\" comment",
          "localizations" : {
            "de" : {
              "variations" : {
                "device" : { "iphone" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Datei" } },
                  "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld Dateien" } } } } } }
              }
            },
            "en" : {
              "stringUnit" : { "state" : "new", "value" : "%#@files@" },
              "substitutions" : { "files" : { "argNum" : 1, "formatSpecifier" : "lld",
                "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } } }
            },
            "fr" : { "stringSet" : { "state" : "translated", "values" : [ "a", "b" ] } }
          },
          "shouldTranslate" : false
        }
      },
      "version" : "1.3"
    }
    """

  static let strings = """
    /* A comment with "quotes" */
    "Open" = "Öffnen";
    // line comment
    "Tab\\t\\"q\\"" = "\\U00e9\\n\\\\";
    unquoted = "value";
    "Open" = "duplicate";
    "" = "";

    """

  static let stringsPropertyList = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>Open</key><string>Öffnen &amp; los</string>
      <key>Open</key><string>duplicate</string>
      <key></key><string/>
    </dict>
    </plist>
    """

  static let stringsdictRules = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>Open</key>
      <dict>
        <key>NSStringDeviceSpecificRuleType</key>
        <dict>
          <key>iphone</key><string>Tippen &amp; öffnen</string>
          <key>mac</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@ Dateien</string>
            <key>n</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>%ld</string>
              <key>one</key><string>%ld</string>
              <key>other</key><string>%ld</string>
            </dict>
          </dict>
        </dict>
      </dict>
      <key>Title</key>
      <dict>
        <key>NSStringVariableWidthRuleType</key>
        <dict><key>20</key><string>Kurz</string><key>50</key><string>Ein langer Titel</string></dict>
      </dict>
      <key>Open</key><dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict>
    </dict>
    </plist>
    """

  static let captureText = """
    Attributes: Application, 0x1, pid: 1, label: 'App'
    Element subtree:
     →Application, 0x1, pid: 1, label: 'App'
        Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
          Button, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, identifier: 'a.b', label: 'It's', value: 'x', Selected
          Switch, 0x4, {{1.0, 2.0}, {3.0, 4.0}}, identifier: 'c', label: 'Wi-Fi', Disabled\r
    Path to element:
     →Application, 0x1, pid: 1, label: 'App'
    """

  static let captureJSON = """
    {"locale": "de", "screen": "login", "elements": [
      {"identifier": "a.b", "label": "Anmelden \\u00e9", "type": "button", "traits": ["button"], "path": "0/1"},
      {"identifier": "", "label": null, "value": "v", "traits": [], "enabled": false}]}
    """

  static let xliff2 = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">
      <file id="App/en.lproj/Localizable.strings">
        <unit id="greeting" name="Hello %@">
          <notes><note>Shown &lt;once&gt;</note></notes>
          <segment state="translated"><source>Hello <ph id="1"/>%@</source><target>Hallo %@</target></segment>
          <ignorable><source> </source></ignorable>
          <segment><source>again</source><target>wieder</target></segment>
        </unit>
        <unit id="files|==|plural.one"><segment><source>one</source><target>eine</target></segment></unit>
        <unit id="codes">
          <originalData><data id="d1">%@</data><data id="d2">&lt;b&gt;</data><data id="d3">a<cp hex="7"/></data></originalData>
          <segment><source><pc id="1" dataRefStart="d2" dataRefEnd="d2">Hi <ph id="2" dataRef="d1"/></pc><cp hex="41"/></source>
          <target><sc id="1" dataRef="d2"/>Hallo <ph id="2" dataRef="d3" equiv="x"/><ec startRef="1"/></target></segment>
        </unit>
      </file>
    </xliff>
    """

  static let xliffVariations = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="App/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="%lld items|==|device.iphone.substitutions.n.plural.one" xml:space="preserve">
            <source>%lld item</source><target state="translated">%lld Element</target>
          </trans-unit>
          <trans-unit id="Save" translate="no"><source>Save</source><target state="new">Sichern</target>
            <note>Button &amp; title</note></trans-unit>
        </body>
      </file>
      <file original="App/en.lproj/Files.stringsdict" source-language="en" target-language="de">
        <body>
          <trans-unit id="/%d files:dict/files:dict/one:dict/:string"><source>%d file</source></trans-unit>
          <trans-unit id="/%d files:dict/NSStringLocalizedFormatKey:dict/:string">
            <source>%#@files@</source><target>%#@files@</target></trans-unit>
        </body>
      </file>
    </xliff>
    """
}
