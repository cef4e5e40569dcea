/// Reads one placeholder from a `%`, following CoreFoundation's `__CFParseFormatSpec`.
struct FormatSpecCursor {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read; after `parse()`, the first byte after the placeholder.
  private(set) var index: Int

  private var spec = RawFormatSpec(type: .unknown)
  private var seenDot = false
  private var seenSharp = false

  /// Positions `$` may name; CoreFoundation fails the whole format above `INT8_MAX`.
  private static let maxPosition = 127

  /// Where the `%` is.
  private let startOfSpec: Int

  init(bytes: UnsafeBufferPointer<UInt8>, start: Int) {
    self.bytes = bytes
    startOfSpec = start
    index = start + 1  // past the `%`
  }

  /// The placeholder starting at the `%`, or `nil` for `%%`, a malformed one or a lone `%`.
  /// Leaves `index` after what it consumed (never inside a multi-byte character).
  mutating func parse() -> RawFormatSpec? {
    if readArgPlaceholder() { return spec }
    while index < bytes.count {
      let byte = bytes[index]
      guard byte < 0x80 else { return nil }  // not consumed: the caller counts it as text
      index += 1
      switch step(byte) {
      case .proceed: continue
      case .done: return spec
      case .invalid: return nil
      }
    }
    return nil  // ran out before a conversion character
  }

  private enum Step { case proceed, done, invalid }

  /// Handles one byte of the placeholder.
  private mutating func step(_ byte: UInt8) -> Step {
    if let type = Self.conversionType(byte) {
      spec.type = type
      return .done
    }
    switch byte {
    case UInt8(ascii: "#"): seenSharp = true
    case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "'"): break
    case UInt8(ascii: "0"): break  // zero flag, or a digit of the precision after `.`
    case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "L"), UInt8(ascii: "q"),
      UInt8(ascii: "t"), UInt8(ascii: "z"), UInt8(ascii: "j"):
      break  // length modifiers (`hh`, `ll` are two of them) do not change the class
    case UInt8(ascii: "@"): return seenSharp ? readSubstitutionName() : object()
    case UInt8(ascii: "("): return readArgumentName()
    case UInt8(ascii: "1")...UInt8(ascii: "9"): return readNumber(startingWith: byte)
    case UInt8(ascii: "*"): spec.hasWidthStar = true
    case UInt8(ascii: "."): return readPrecisionStart()
    default: return .invalid  // `%%` too: a literal, no argument
    }
    return .proceed
  }

  private mutating func object() -> Step {
    spec.type = .object
    return .done
  }

  /// The argument class of a conversion character, `nil` if `byte` is not one (`@` aside).
  private static func conversionType(_ byte: UInt8) -> FormatArgumentType? {
    switch byte {
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"),
      UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "D"), UInt8(ascii: "U"),
      UInt8(ascii: "O"):
      .integer
    case UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "F"),
      UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
      .floating
    case UInt8(ascii: "c"): .character
    case UInt8(ascii: "C"): .unicodeCharacter
    case UInt8(ascii: "s"), UInt8(ascii: "P"): .cString
    case UInt8(ascii: "S"): .unicodeString
    case UInt8(ascii: "p"), UInt8(ascii: "n"): .pointer
    default: nil
    }
  }

  /// Digits: a `$` position (of the value, or of a pending `*`), else a width or precision.
  private mutating func readNumber(startingWith first: UInt8) -> Step {
    var number = Int(first - UInt8(ascii: "0"))
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
      number = number * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
      if number > Int(Int32.max) { return .invalid }  // CoreFoundation reports an overflow
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "$") else { return .proceed }
    index += 1
    guard number <= Self.maxPosition else { return .invalid }
    if spec.hasPrecisionStar && spec.precisionPosition == nil {
      spec.precisionPosition = number
    } else if spec.hasWidthStar && spec.widthPosition == nil {
      spec.widthPosition = number
    } else {
      spec.position = number
    }
    return .proceed
  }

  /// After `.`: `*` takes the precision from an argument; anything else is read as usual.
  private mutating func readPrecisionStart() -> Step {
    seenDot = true
    guard index < bytes.count else { return .invalid }
    if bytes[index] == UInt8(ascii: "*") {
      index += 1
      spec.hasPrecisionStar = true
    }
    return .proceed
  }

  /// After `%#@`: the name up to the closing `@`. Another ASCII character makes the placeholder
  /// malformed (CoreFoundation would then misread the rest as flags).
  private mutating func readSubstitutionName() -> Step {
    let nameStart = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "@") {
        guard index > nameStart else { return .invalid }
        spec.substitutionName = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
        spec.type = .unknown
        index += 1
        return .done
      }
      // A name may hold dots (`%#@file.count@`, which Xcode's compiler accepts), not at its start,
      // and letters of another script (`%#@sekundę@`): CoreFoundation cannot read those (the rule
      // says so), yet the translator meant the variable, whose argument it stands for.
      guard Self.isNameByte(byte) || byte >= 0x80 || (byte == UInt8(ascii: ".") && index > nameStart) else {
        return .invalid
      }
      index += 1
    }
    return .invalid
  }

  /// After `%(` (or `%1$(`): a named argument's name up to the closing `)`, as Xcode 26's String
  /// Catalogs write one (`%(count)lld`, `%1$(limit)lld`). Only first, before any flag or width;
  /// a name of letters, digits and `_` (another script's letters too).
  private mutating func readArgumentName() -> Step {
    // The `(` is read: it stands right after the `%`, or right after the position's `$`.
    let afterPercent = index - 1 == startOfSpec + 1
    let afterPosition = spec.position != nil && bytes[index - 2] == UInt8(ascii: "$")
    guard spec.argumentName == nil, afterPercent || afterPosition else { return .invalid }
    let nameStart = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ")") {
        // What follows is the conversion (`lld`, `@`, `.2f`), not a flag: "50%(approx) on" is
        // prose, not `% o` (review 192).
        guard index > nameStart, index + 1 < bytes.count, Self.startsConversion(bytes[index + 1]) else {
          return .invalid
        }
        spec.argumentName = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
        index += 1
        return .proceed
      }
      guard Self.isNameByte(byte) || byte >= 0x80 else { return .invalid }
      index += 1
    }
    return .invalid
  }

  /// Whether `byte` may start what follows a named argument's name: a precision, a width, a
  /// length modifier or a conversion (`.2f`, `lld`, `@`).
  private static func startsConversion(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "@") || byte == UInt8(ascii: ".")
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || conversionType(byte) != nil || "hlLqtzj".utf8.contains(byte)
  }

  /// `%arg` directly after the `%`, not followed by a name character.
  private mutating func readArgPlaceholder() -> Bool {
    let end = index + 3
    guard end <= bytes.count, bytes[index] == UInt8(ascii: "a"), bytes[index + 1] == UInt8(ascii: "r"),
      bytes[index + 2] == UInt8(ascii: "g")
    else { return false }
    if end < bytes.count && Self.isNameByte(bytes[end]) { return false }
    index = end
    spec.isArgPlaceholder = true
    return true
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
  }
}
