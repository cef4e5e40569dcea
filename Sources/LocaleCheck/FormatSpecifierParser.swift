/// Finds the printf-style placeholders of a format string the way Foundation's
/// `String(format:)` (CoreFoundation's `__CFParseFormatSpec`) reads them.
///
/// Handles flags (`-+ #0'`), width and precision (`%5.2f`, `%*d`, `%.*f`, `%1$*2$d`), length
/// modifiers (`h hh l ll q z t j L`), positions (`%2$@`), `%%`, stringsdict / String Catalog
/// substitutions (`%#@name@`, `%1$#@name@`), the String Catalog `%arg` placeholder of
/// substitution variations and Xcode 26's named arguments (`%(count)lld`, `%1$(limit)lld`). Unnumbered arguments are counted as CoreFoundation counts them:
/// in order, skipping positional ones. Malformed placeholders (a lone `%` at the end, `%` and
/// an invalid character, a `$` position over 127) consume no argument and never trap.
///
/// Two readings differ from CoreFoundation on purpose: the POSIX grouping flag `'` is taken
/// as a flag (CoreFoundation prints `%'d` literally, but a translator copying it meant a
/// number: `FormatMismatchRule` reports the flag itself, not the arguments it shifts), and `%arg` followed by a non-name character is the String Catalog placeholder
/// rather than `%a` and "rg". Like `String(format:)`, "50% off" holds a placeholder: `% o`
/// (`FormatMismatchRule` takes a text whose only placeholders start so, with a space, `-` or `+`,
/// as prose).
public enum FormatSpecifierParser {
  /// The placeholders of `text`, in order.
  ///
  /// - Parameters:
  ///   - substitutions: the value's substitutions by name, giving each `%#@name@` its argument
  ///     number (`argNum`) and type (`formatSpecifier`, e.g. `lld`).
  ///   - placeholder: the substitution whose variation `text` is, giving `%arg` its argument
  ///     number and type, and the other unnumbered placeholders their first argument.
  ///   - decoratedPlaceholdersAreText: read a placeholder with flags or a width as text,
  ///     consuming no argument: in a text that is no format string, "50 % de réduction",
  ///     Hungarian "50%-os" and Turkish "%5 Ses" hold percent signs, not `% d`, `%-o` and `%5 S`.
  public static func parse(
    _ text: String, substitutions: [String: Substitution]? = nil, placeholder: Substitution? = nil,
    decoratedPlaceholdersAreText: Bool = false
  ) -> [FormatSpecifier] {
    let context = Context(
      lookup: { name in substitutions?[name].map { ($0.argNum, $0.formatSpecifier) } },
      placeholder: placeholder, decoratedPlaceholdersAreText: decoratedPlaceholdersAreText)
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

  /// `text` without the placeholders `specifiers` (parsed from it) stand for: the text around them,
  /// each placeholder replaced by `separator` (so that "50% off", where printf reads `% o`, does
  /// not read "50ff").
  public static func text(_ text: String, without specifiers: [FormatSpecifier], separator: String = "")
    -> String
  {
    guard !specifiers.isEmpty else { return text }
    var bytes = Array(text.utf8)
    // Last first, so that the ranges still to remove stay where they are.
    for specifier in specifiers.sorted(by: { $0.utf8Range.lowerBound > $1.utf8Range.lowerBound }) {
      bytes.replaceSubrange(specifier.utf8Range.clamped(to: 0..<bytes.count), with: separator.utf8)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The argument type of a substitution's format specifier (`lld`, `%ld`, `@`, `1$d`), or
  /// `nil` when it is not a valid conversion.
  public static func argumentType(ofFormatSpecifier specifier: String) -> FormatArgumentType? {
    let trimmed = placeholder(ofFormatSpecifier: specifier)
    let found = parse(trimmed, context: Context(lookup: { _ in nil }, placeholder: nil))
    guard let first = found.first, first.utf8Range == 0..<trimmed.utf8.count,
      first.substitutionName == nil, first.type != .unknown
    else { return nil }
    return first.type
  }

  /// A variable's format specifier as a placeholder: `d` (a `.stringsdict` value type) as `%d`,
  /// `%lld` as it is.
  static func placeholder(ofFormatSpecifier specifier: String) -> String {
    specifier.hasPrefix("%") ? specifier : "%" + specifier
  }

  /// How substitutions and `%arg` resolve while parsing one string.
  struct Context {
    /// A substitution's argument number and format specifier, by name.
    var lookup: (String) -> (argument: Int?, format: String?)?
    /// The substitution `%arg` stands for.
    var placeholder: Substitution?
    /// Whether a placeholder with flags or a width is text.
    var decoratedPlaceholdersAreText = false
  }

  static func parse(_ text: String, context: Context) -> [FormatSpecifier] {
    var text = text
    return text.withUTF8 { bytes in
      var results: [FormatSpecifier] = []
      // In a substitution's form, CoreFoundation numbers unnumbered arguments from the
      // substitution's own (its `initialArgPosition`): the `%d` of "%d likes" in `%@ got
      // %#@likes@` is argument 2, the count, as `%2$d` is.
      var nextArgument = context.placeholder?.argNum ?? 1
      // Named arguments (`%(count)lld`) are numbered by their first use; a repeated name is the
      // same argument.
      var namedArguments: [String: Int] = [:]
      var index = 0
      var utf16 = 0
      // Where the last placeholder ended: a `%` right after one (`%d%iger`) is a percent sign of
      // the text, the source's `%%` written with one `%`.
      var previousEnd = -1
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
        if raw != nil && context.decoratedPlaceholdersAreText && isDecorated(bytes, at: index) {
          utf16 += 1  // the `%` is text; what follows it is read as text too
          index += 1
          continue
        }
        if let raw {
          let range = index..<end
          var spec = resolve(
            raw, text: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self),
            utf8Range: range, utf16Start: utf16, context: context, nextArgument: &nextArgument,
            namedArguments: &namedArguments)
          // Not a numbered placeholder (`%1$d個`) nor a zero-padded one (`%02dStd`): those are
          // written on purpose, and Japanese and Korean glue placeholders to words (review 176).
          spec.sitsInWord =
            !spec.isPositional && end < bytes.count && isLetter(bytes[end])
            && ((index > 0 && isDigit(bytes[index - 1])) || index == previousEnd
              || (index + 1 < bytes.count && isDigit(bytes[index + 1])
                && bytes[index + 1] != UInt8(ascii: "0")))
          results.append(spec)
        }
        // A placeholder is ASCII but for a variable's name in another script (`%#@sekundę@`).
        for byte in bytes[index..<end] { utf16 += utf16Width(ofLeadByte: byte) }
        if raw != nil { previousEnd = end }
        index = end
      }
      return results
    }
  }

  /// Whether `byte`, after a `%`, is a flag that prose puts there: a space ("50% off"), `-`
  /// (Hungarian "50%-os") or `+` ("100%+").
  static func startsLikeText(_ byte: UInt8?) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
  }

  /// Whether the placeholder at `start` has flags or a width after its `%` and position, as
  /// prose's percent signs read (`% o`, `%-a`, `%5 S`, a full stop and a space as in "100 %. Das";
  /// not `%@`, `%1$lld`, `%.1f`, `%#@name@`).
  private static func isDecorated(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var index = start + 1
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    index = index < bytes.count && bytes[index] == UInt8(ascii: "$") ? index + 1 : start + 1
    guard index < bytes.count else { return false }
    if bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count, startsLikeText(bytes[index + 1]) {
      return true
    }
    return startsLikeText(bytes[index]) || bytes[index] == UInt8(ascii: "'") || isDigit(bytes[index])
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `byte` starts a letter: an ASCII one, or the lead byte of a character past Latin-1's
  /// symbols (`ü`, `ő`, Cyrillic, ...), which a word of prose goes on with.
  private static func isLetter(_ byte: UInt8) -> Bool {
    ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || byte >= 0xC3
  }

  /// UTF-16 units contributed by a UTF-8 byte: continuation bytes none, 4-byte leads two.
  private static func utf16Width(ofLeadByte byte: UInt8) -> Int {
    if byte & 0xC0 == 0x80 { return 0 }
    return byte >= 0xF0 ? 2 : 1
  }

  /// Numbers the arguments of a parsed placeholder and types its substitution.
  private static func resolve(
    _ raw: RawFormatSpec, text: String, utf8Range: Range<Int>, utf16Start: Int, context: Context,
    nextArgument: inout Int, namedArguments: inout [String: Int]
  ) -> FormatSpecifier {
    var type = raw.type
    var position = raw.position
    if let name = raw.argumentName {
      position = position ?? namedArguments[name] ?? take(&nextArgument)
      namedArguments[name] = namedArguments[name] ?? position
    }
    if raw.isArgPlaceholder {
      position = position ?? context.placeholder?.argNum ?? 1
      type = context.placeholder?.formatSpecifier.flatMap(argumentType(ofFormatSpecifier:)) ?? .unknown
    } else if let name = raw.substitutionName {
      let found = context.lookup(name)
      // An unnumbered `%#@name@` takes the next argument, as any unnumbered placeholder does: in
      // `%#@n@ by %@` the `%@` is argument 2, whatever argument `n` names.
      if position == nil {
        let sequential = take(&nextArgument)
        position = found?.argument ?? sequential
      }
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
      isArgPlaceholder: raw.isArgPlaceholder, argumentName: raw.argumentName, utf8Range: utf8Range,
      utf16Range: utf16Start..<(utf16Start + text.utf16.count))
  }

  private static func take(_ counter: inout Int) -> Int {
    defer { counter += 1 }
    return counter
  }
}
