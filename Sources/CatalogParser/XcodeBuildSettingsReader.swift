/// Reads one `buildSettings = { … };` block of an Xcode project file, from just after its `{`.
///
/// Lists and dictionaries are skipped over (counted, not recursed into, so no nesting overflows
/// the stack); comments (`/* … */`, `// …`) are passed by as Foundation's reader does.
struct XcodeBuildSettingsReader {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Where reading goes on: after the block's closing `}` once it is read.
  private(set) var index: Int
  private var decoder = StringsEscapeDecoder()
  private var failure: (offset: Int, message: String)?

  private static let quote = UInt8(ascii: "\"")
  /// The bytes that end an unquoted name or value besides white space (`$(SRCROOT)/App` is one
  /// value: Foundation's reader asks quotes of it, but hand-written projects leave them out).
  private static let delimiters = Set("=;\"".utf8)

  init(bytes: UnsafeBufferPointer<UInt8>, index: Int) {
    self.bytes = bytes
    self.index = index
  }

  /// The block's settings; where it stops making sense, those read before and the failure.
  mutating func readBlock() -> XcodeBuildSettings {
    var block = XcodeBuildSettings()
    while failure == nil {
      skipSpaceAndComments()
      guard index < bytes.count else {
        fail("the build settings end without their closing '}'")
        break
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return block
      }
      if let setting = readSetting() { block.settings.append(setting) }
    }
    block.failure = failure
    return block
  }

  /// `NAME = value;`, or `nil` with the failure recorded.
  private mutating func readSetting() -> XcodeBuildSettings.Setting? {
    let nameOffset = index
    guard let text = readText(what: "a build setting's name") else { return nil }
    // Named in one-line messages: a quoted name may hold line breaks.
    let name = ControlCharacters.escaped(String(text.prefix(60)))
    guard expect(UInt8(ascii: "="), after: "the build setting '\(name)'") else { return nil }
    skipSpaceAndComments()
    let valueOffset = index
    var value: String?
    if index < bytes.count, bytes[index] == UInt8(ascii: "(") || bytes[index] == UInt8(ascii: "{") {
      guard skipNested() else { return nil }
    } else {
      guard let text = readText(what: "the value of '\(name)'") else { return nil }
      value = text
    }
    guard expect(UInt8(ascii: ";"), after: "the value of '\(name)'") else { return nil }
    return XcodeBuildSettings.Setting(
      name: text, nameOffset: nameOffset, value: value, valueOffset: valueOffset)
  }

  /// A quoted text (decoded) or an unquoted word at `index`.
  private mutating func readText(what: String) -> String? {
    guard index < bytes.count else {
      fail("the file ends where \(what) was expected")
      return nil
    }
    if bytes[index] == Self.quote {
      guard let (text, closing) = decoder.decodeQuoted(bytes, from: index + 1, quote: Self.quote) else {
        fail("the quoted text that starts here is never closed")
        return nil
      }
      index = closing + 1
      return text
    }
    let start = index
    while index < bytes.count, !StringsFileScanner.isASCIIWhiteSpace(bytes[index]),
      !Self.delimiters.contains(bytes[index])
    {
      index += 1
    }
    guard index > start else {
      fail("expected \(what), found '\(Character(Unicode.Scalar(bytes[index])))'")
      return nil
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  /// Passes `byte` after white space and comments, or records that it is missing.
  private mutating func expect(_ byte: UInt8, after what: String) -> Bool {
    skipSpaceAndComments()
    guard index < bytes.count, bytes[index] == byte else {
      fail("expected '\(Character(Unicode.Scalar(byte)))' after \(what)")
      return false
    }
    index += 1
    return true
  }

  /// Passes a list or dictionary value, quotes and comments inside it included.
  private mutating func skipNested() -> Bool {
    let start = index
    var depth = 0
    repeat {
      skipSpaceAndComments()
      guard index < bytes.count else {
        index = start
        fail("the list or dictionary that starts here is never closed")
        return false
      }
      switch bytes[index] {
      case UInt8(ascii: "("), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "}"): depth -= 1
      case Self.quote:
        guard let (_, closing) = decoder.decodeQuoted(bytes, from: index + 1, quote: Self.quote) else {
          fail("the quoted text that starts here is never closed")
          return false
        }
        index = closing
      default: break
      }
      index += 1
    } while depth > 0
    return true
  }

  private mutating func skipSpaceAndComments() {
    while index < bytes.count {
      if StringsFileScanner.isASCIIWhiteSpace(bytes[index]) {
        index += 1
      } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "*")
      {
        var end = index + 2
        while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/"))
        {
          end += 1
        }
        index = min(end + 2, bytes.count)
      } else if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/")
      {
        index = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: index, to: bytes.count) ?? bytes.count
      } else {
        return
      }
    }
  }

  private mutating func fail(_ message: String) {
    if failure == nil { failure = (index, message) }
  }
}
