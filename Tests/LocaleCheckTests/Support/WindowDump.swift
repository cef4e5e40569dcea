@testable import LocaleCheck

/// A `XCUIApplication().debugDescription` capture of one iPhone window, as UI tests print it, and
/// the report of a String Catalog checked with such captures.
enum WindowDump {
  /// The capture of a window holding `lines`, each indented below the window.
  static func text(_ lines: [String]) -> String {
    ([
      "Element subtree:", " →Application, 0x1, pid: 1, label: 'Sample'",
      "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}",
    ]
      + lines.map { "      " + $0 } + ["Path to element:"]).joined(separator: "\n")
  }

  /// The report of `catalog` (a `Localizable.xcstrings`) with the captures of `screen`, one per
  /// locale (`captures/<locale>/<screen>.txt`), and `labelMap`, where given.
  static func report(
    catalog: String, captures dumps: [String: String], screen: String, labelMap: String? = nil
  )
    throws -> Report
  {
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let captures = try dumps.sorted { $0.key < $1.key }.map { locale, text in
      try UICaptureParser.parse(
        Array(text.utf8), file: "captures/\(locale)/\(screen).txt", locale: LocaleID(locale), screen: screen,
        isJSON: false)
    }
    let map = try labelMap.map { try LabelMap.parse(Array($0.utf8), file: "labels.json") }
    return LocaleChecker().check(fixture.catalog(), labelMap: map, captures: captures)
  }
}
