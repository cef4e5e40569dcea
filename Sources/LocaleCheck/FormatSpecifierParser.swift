/// Finds the printf-style placeholders of a format string the way Foundation's
/// `String(format:)` (CoreFoundation's `__CFParseFormatSpec`) reads them.
///
/// Handles flags (`-+ #0'`), width and precision (`%5.2f`, `%*d`, `%.*f`, `%1$*2$d`), length
/// modifiers (`h hh l ll q z t j L`), positions (`%2$@`), `%%`, stringsdict / String Catalog
/// substitutions (`%#@name@`, `%1$#@name@`) and the String Catalog `%arg` placeholder of
/// substitution variations. Unnumbered arguments are counted as CoreFoundation counts them:
/// in order, skipping positional ones. Malformed placeholders (a lone `%` at the end, `%` and
/// an invalid character, a `$` position over 127) consume no argument and never trap.
///
/// Two readings differ from CoreFoundation on purpose: the POSIX grouping flag `'` is taken
/// as a flag (CoreFoundation prints `%'d` literally, but a translator copying it meant a
/// number), and `%arg` followed by a non-name character is the String Catalog placeholder
/// rather than `%a` and "rg". Like `String(format:)`, "50% off" holds a placeholder: `% o`.
public enum FormatSpecifierParser {
  /// The placeholders of `text`, in order.
  ///
  /// - Parameters:
  ///   - substitutions: the value's substitutions by name, giving each `%#@name@` its argument
  ///     number (`argNum`) and type (`formatSpecifier`, e.g. `lld`).
  ///   - placeholder: the substitution whose variation `text` is, giving `%arg` its argument
  ///     number and type.
  public static func parse(
    _ text: String, substitutions: [String: Substitution]? = nil, placeholder: Substitution? = nil
  ) -> [FormatSpecifier] {
    let context = Context(
      lookup: { name in substitutions?[name].map { ($0.argNum, $0.formatSpecifier) } },
      placeholder: placeholder)
    return parse(text, context: context)
  }

  /// The placeholders of `text`, in order, with `%#@name@` typed by `substitutionFormat`
  /// (which returns the substitution's format specifier, e.g. `lld` or `%ld`, or `nil`).
  public static func parse(
    _ text: String, substitutionFormat: (String) -> String?, placeholderFormat: String? = nil
  ) -> [FormatSpecifier] {
    let placeholder = placeholderFormat.map { Substitution(formatSpecifier: $0) }
    return withoutActuallyEscaping(substitutionFormat) { format in
      parse(
        text, context: Context(lookup: { name in format(name).map { (nil, $0) } }, placeholder: placeholder))
    }
  }

  /// The argument type of a substitution's format specifier (`lld`, `%ld`, `@`, `1$d`), or
  /// `nil` when it is not a valid conversion.
  public static func argumentType(ofFormatSpecifier specifier: String) -> FormatArgumentType? {
    let trimmed = specifier.hasPrefix("%") ? specifier : "%" + specifier
    let found = parse(trimmed, context: Context(lookup: { _ in nil }, placeholder: nil))
    guard let first = found.first, first.utf8Range == 0..<trimmed.utf8.count,
      first.substitutionName == nil, first.type != .unknown
    else { return nil }
    return first.type
  }

  /// How substitutions and `%arg` resolve while parsing one string.
  struct Context {
    /// A substitution's argument number and format specifier, by name.
    var lookup: (String) -> (argument: Int?, format: String?)?
    /// The substitution `%arg` stands for.
    var placeholder: Substitution?
  }

  static func parse(_ text: String, context: Context) -> [FormatSpecifier] {
    var text = text
    return text.withUTF8 { bytes in
      var results: [FormatSpecifier] = []
      var nextArgument = 1
      var index = 0
      var utf16 = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte == UInt8(ascii: "%") else {
          utf16 += utf16Width(ofLeadByte: byte)
          index += 1
          continue
        }
        var cursor = FormatSpecCursor(bytes: bytes, start: index)
        let raw = cursor.parse()
        let end = cursor.index
        if let raw {
          let range = index..<end
          let spec = resolve(
            raw, text: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self),
            utf8Range: range, utf16Start: utf16, context: context, nextArgument: &nextArgument)
          results.append(spec)
        }
        utf16 += end - index  // a placeholder is ASCII: one UTF-16 unit per byte
        index = end
      }
      return results
    }
  }

  /// UTF-16 units contributed by a UTF-8 byte: continuation bytes none, 4-byte leads two.
  private static func utf16Width(ofLeadByte byte: UInt8) -> Int {
    if byte & 0xC0 == 0x80 { return 0 }
    return byte >= 0xF0 ? 2 : 1
  }

  /// Numbers the arguments of a parsed placeholder and types its substitution.
  private static func resolve(
    _ raw: RawFormatSpec, text: String, utf8Range: Range<Int>, utf16Start: Int, context: Context,
    nextArgument: inout Int
  ) -> FormatSpecifier {
    var type = raw.type
    var position = raw.position
    if raw.isArgPlaceholder {
      position = position ?? context.placeholder?.argNum ?? 1
      type = context.placeholder?.formatSpecifier.flatMap(argumentType(ofFormatSpecifier:)) ?? .unknown
    } else if let name = raw.substitutionName {
      let found = context.lookup(name)
      position = position ?? found?.argument
      type = found?.format.flatMap(argumentType(ofFormatSpecifier:)) ?? .unknown
    }
    // CoreFoundation hands out unnumbered arguments in this order: width, precision, value.
    var width = raw.widthPosition
    if raw.hasWidthStar && width == nil { width = take(&nextArgument) }
    var precision = raw.precisionPosition
    if raw.hasPrecisionStar && precision == nil { precision = take(&nextArgument) }
    let argument = position ?? take(&nextArgument)
    return FormatSpecifier(
      text: text, argument: argument, type: type, isPositional: position != nil,
      widthArgument: width, precisionArgument: precision, substitutionName: raw.substitutionName,
      utf8Range: utf8Range, utf16Range: utf16Start..<(utf16Start + utf8Range.count))
  }

  private static func take(_ counter: inout Int) -> Int {
    defer { counter += 1 }
    return counter
  }
}
