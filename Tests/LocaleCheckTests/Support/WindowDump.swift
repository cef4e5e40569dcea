/// A `XCUIApplication().debugDescription` capture of one iPhone window holding `lines` (each
/// indented below the window), as UI tests print it.
enum WindowDump {
  static func text(_ lines: [String]) -> String {
    ([
      "Element subtree:", " →Application, 0x1, pid: 1, label: 'Sample'",
      "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}",
    ]
      + lines.map { "      " + $0 } + ["Path to element:"]).joined(separator: "\n")
  }
}
