import CatalogParser

/// Checks one fuzz input against the parsers' contract; shared by the libFuzzer entry point and
/// the replayer.
///
/// The first byte of an input chooses the parser, by its value modulo 8: 0 xcstrings,
/// 1 strings, 2 stringsdict, 3 xliff, 4 a property list of source text, 5 a storyboard or XIB (the
/// order of `CatalogFormat.allCases`), 6 a UI capture in `debugDescription` text, 7 a UI capture in
/// JSON; the rest is the file. A parser must return a
/// model or throw a `CatalogError` that names the file, a 1-based line and column and a one-line
/// message; a broken contract stops the process so that libFuzzer saves the input.
enum FuzzHarness {
  /// The file name (without extension) errors must carry.
  static let displayPath = "Fuzz/de.lproj/Localizable"

  /// Parses one input and traps when the parser broke its contract.
  static func run(_ input: UnsafeBufferPointer<UInt8>) {
    guard let selector = input.first else { return }
    let formats = CatalogFormat.allCases
    let choice = Int(selector) % (formats.count + 2)
    let bytes = Array(input.dropFirst())
    guard choice < formats.count else { return runCapture(bytes, isJSON: choice > formats.count) }
    let format = formats[choice]
    let context = FileContext(
      displayPath: "\(displayPath).\(format.rawValue)", bundle: "Fuzz", table: "Localizable",
      locale: LocaleID("de"))
    do {
      let parsed = try CatalogFileParser.parse(bytes, format: format, context: context)
      checkModel(parsed, context)
    } catch {
      checkError(error, context)
    }
  }

  private static func runCapture(_ bytes: [UInt8], isJSON: Bool) {
    let context = FileContext(displayPath: "captures/de/login." + (isJSON ? "json" : "txt"), table: "login")
    do {
      let capture = try UICaptureParser.parse(
        bytes, file: context.displayPath, locale: LocaleID("de"), screen: "login", isJSON: isJSON)
      for element in capture.elements { check(element.position, context, "a captured element") }
    } catch {
      checkError(error, context)
    }
  }

  private static func checkError(_ error: CatalogError, _ context: FileContext) {
    check(error.position, context, "error '\(error)'")
    if error.message.isEmpty || error.message.contains(where: \.isNewline) {
      fatalError("error message is empty or has several lines: \(error)")
    }
  }

  private static func checkModel(_ parsed: ParsedFile, _ context: FileContext) {
    for table in parsed.tables {
      for entry in table.entries {
        check(entry.keyPosition, context, "key position of '\(entry.key)'")
        for value in entry.localizations.values {
          for leaf in value.leaves { check(leaf.leaf.position, context, "a value of '\(entry.key)'") }
        }
      }
    }
  }

  private static func check(_ position: SourcePosition?, _ context: FileContext, _ what: String) {
    guard let position else { return }
    if position.file != context.displayPath || position.line < 1 || position.column < 1 {
      fatalError("bad position \(position) in \(what)")
    }
  }
}

#if LABELCHECK_FUZZ
  /// libFuzzer's callback. libFuzzer's own `main` refers to it by name, although SwiftPM makes
  /// `FuzzReplay` the program's `main`, which passes it to the driver.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    FuzzHarness.run(UnsafeBufferPointer(start: data, count: size))
    return 0
  }
#endif
