/// One element of `XCUIApplication().debugDescription`, read from its text:
/// `Button, 0x600000c0c1c0, {{16.0, 100.0}, {358.0, 44.0}}, identifier: 'login.submit', label: 'Sign in', Selected`.
///
/// Quoted values may hold quotes, commas and line breaks, so a quote closes a value only where
/// the line goes on as the dump does after one: another attribute (`, value: `), a frame
/// (`, {`), a trait word (`, Selected`, `, Keyboard Focused`) or the end of the text.
struct DebugDescriptionLine {
  /// The element type (`Button`, `StaticText`), the text before the first comma.
  var type: String?
  /// The attributes by name (`identifier`, `label`, `value`, `title`, ...); the first one wins.
  var attributes: [String: String] = [:]
  /// The trait words written after the attributes (`Selected`, `Disabled`, ...).
  var traits: [String] = []

  /// Words the dump writes after an element's attributes (states, not attributes).
  static let traitWords = [
    "Keyboard Focused", "Not Hittable", "Selected", "Disabled", "Focused", "Enabled", "Hittable",
  ]

  /// The attributes the dump writes. After a quote, a capitalised name and a colon is text
  /// ("Cultivar: 'Green Gem', Height: 12 m" is one label); a lower-camel-case one is taken for an
  /// attribute too (see `goesOnAsAfterAValue(_:)`).
  static let attributeNames: Set<Substring> = [
    "identifier", "label", "value", "title", "placeholderValue", "pid", "hitPoint",
  ]

  /// Reads `text`; `nil` when a quoted value is still open at its end (a label that goes on on
  /// the next line).
  init?(_ text: Substring) {
    let typeText = text.prefix { $0 != "," && $0 != "(" }.trimmingWhitespace
    // Xcode 8 and older write the type, the address and a colon: `Button 0x6080001735c0: traits: ...`.
    let word = text.prefix(while: Self.isLetter)
    let oldType = Self.addressAfterType(text.dropFirst(word.count)) != nil ? String(word) : nil
    type = oldType ?? (typeText.isEmpty ? nil : typeText)
    var index = text.startIndex
    while let separator = Self.commaSpace(in: text, from: index) {
      index = separator.upperBound
      let rest = text[index...]
      if let trait = Self.traitWords.first(where: { Self.isWord($0, at: rest) }) {
        traits.append(trait)
        index = text.index(index, offsetBy: trait.count)
        continue
      }
      let name = rest.prefix(while: Self.isLetter)
      guard !name.isEmpty, rest.dropFirst(name.count).hasPrefix(": ") else { continue }
      let valueStart = text.index(name.endIndex, offsetBy: 2)
      // The dump writes a `value` without quotes (`value: 0%`): a quote there that nothing closes
      // is its text (`value: 'til tomorrow`), not a value that goes on on the next lines.
      // The quote is a byte of its own: a label that starts with a combining mark ("'ั'", a Thai
      // key) makes one character of it and the mark (review 181).
      let opensQuote = text.utf8[valueStart...].first == UInt8(ascii: "'")
      let quoted = opensQuote ? text.utf8.index(after: valueStart) : valueStart
      let close = opensQuote ? Self.closingQuote(in: text, from: quoted) : nil
      if opensQuote && (close != nil || name != "value") {
        guard let close else { return nil }
        if attributes[String(name)] == nil { attributes[String(name)] = String(text[quoted..<close]) }
        index = text.index(after: close)
      } else {
        let bare = text[valueStart..<Self.endOfBareValue(in: text, from: valueStart)]
        if attributes[String(name)] == nil, !bare.isEmpty { attributes[String(name)] = String(bare) }
        index = bare.endIndex
      }
    }
  }

  /// The end of a value written without quotes (`value: City, State`, `value: 0%, Selected`):
  /// where the line goes on as after a value, else the end of the text.
  private static func endOfBareValue(in text: Substring, from start: Substring.Index) -> Substring.Index {
    var search = start
    while let comma = commaSpace(in: text, from: search) {
      if goesOnAsAfterAValue(text[comma.upperBound...]) { return comma.lowerBound }
      search = comma.upperBound
    }
    return text.endIndex
  }

  /// Whether `next`, the text after a value's `, `, is what the dump writes after a value: a
  /// frame, another attribute or a trait word. An attribute is also one the reader does not
  /// know but spelled as the dump spells them (`elementType: 9` from a newer Xcode): taken for
  /// text, it would swallow the rest of the dump into one label.
  private static func goesOnAsAfterAValue(_ next: Substring, knownOnly: Bool = false) -> Bool {
    let name = next.prefix(while: isLetter)
    guard !startsWithFrame(next), !traitWords.contains(where: { isWord($0, at: next) }) else { return true }
    guard next.dropFirst(name.count).hasPrefix(": ") else { return false }
    return attributeNames.contains(name) || (!knownOnly && isAttributeLikeName(name))
  }

  /// Whether `text` starts with a frame as the dump writes one, `{{16.0, 97.7}, {98.3, 40.7}}`
  /// or `{0.0, 62.0, 402.0, 106.0}`: numbers in braces, not a label's own braces ("Rename
  /// 'Draft', {count} notes").
  private static func startsWithFrame(_ text: Substring) -> Bool {
    guard text.first == "{" else { return false }
    let body = text.dropFirst().drop { $0 == "{" }
    guard let end = body.firstIndex(of: "}") else { return false }
    let numbers = body[..<end]
    return numbers.contains(",") && numbers.allSatisfy { "0123456789.-+e, infa".contains($0) }
  }

  /// Whether `name` is spelled as the dump's attribute names are: ASCII lower camel case
  /// (`placeholderValue`), not a capitalised word of a label's text ("Height: 12 m").
  private static func isAttributeLikeName(_ name: Substring) -> Bool {
    guard let first = name.first, first.isLowercase, name.count >= 2 else { return false }
    return name.allSatisfy { $0.isASCII }
  }

  /// The range of the first `, ` in `text` at or after `start`, found in its UTF-8: a dump's
  /// separators are ASCII, and Foundation's search costs a copy of the text per call.
  static func commaSpace(in text: Substring, from start: Substring.Index) -> Range<Substring.Index>? {
    let bytes = text.utf8
    var search = start
    while let comma = bytes[search...].firstIndex(of: UInt8(ascii: ",")) {
      let next = bytes.index(after: comma)
      if next < bytes.endIndex, bytes[next] == UInt8(ascii: " ") { return comma..<bytes.index(after: next) }
      search = next
    }
    return nil
  }

  /// Whether `character` is a letter, told without Unicode's tables for ASCII (most of a dump).
  static func isLetter(_ character: Character) -> Bool {
    guard let ascii = character.asciiValue else { return character.isLetter }
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii | 0x20)
  }

  /// The range of ` 0x6080001735c0:` at the start of `rest`, the text after an element's type in
  /// a dump of Xcode 8 or older, or `nil`.
  static func addressAfterType(_ rest: Substring) -> Range<Substring.Index>? {
    guard rest.hasPrefix(" 0x") else { return nil }
    let digits = rest.dropFirst(3).prefix { $0.isHexDigit }
    guard !digits.isEmpty, rest[digits.endIndex...].hasPrefix(":") else { return nil }
    return rest.startIndex..<rest.index(after: digits.endIndex)
  }

  /// Whether `word` starts `text` and ends where the dump's words end (a comma or the end).
  private static func isWord(_ word: String, at text: Substring) -> Bool {
    guard text.utf8.starts(with: word.utf8) else { return false }
    let after = text[text.utf8.index(text.startIndex, offsetBy: word.utf8.count)...]
    return after.first == "," || after.allSatisfy(\.isWhitespace)
  }

  /// The quote that closes the value starting at `start`: the first one after which the text
  /// ends or goes on as after a value. A name the reader does not know ends the value only where
  /// the rest reads as the dump's attributes: in "Delete 'Q3 Report', size: 2 MB'" the quote
  /// at the end is the label's.
  private static func closingQuote(in text: Substring, from start: Substring.Index) -> Substring.Index? {
    var search = start
    while let quote = text.utf8[search...].firstIndex(of: UInt8(ascii: "'")) {
      let after = text[text.utf8.index(after: quote)...]
      if after.allSatisfy(\.isWhitespace) { return quote }
      if after.hasPrefix(", ") {
        let next = after.dropFirst(2)
        if goesOnAsAfterAValue(next, knownOnly: true)
          || (goesOnAsAfterAValue(next) && readsAsAttributes(next))
        {
          return quote
        }
      }
      search = text.utf8.index(after: quote)
    }
    return nil
  }

  /// Whether `rest` reads as the dump's attributes: each quote opens a value after `name: `,
  /// closes the open one where the text ends or goes on with `, `, or is an apostrophe of a bare
  /// value (`value: O'Brien`); a quote left over where a value would end (at the end, or before a
  /// known attribute) is the end of a label's own text.
  private static func readsAsAttributes(_ rest: Substring) -> Bool {
    var isOpen = false
    var index = rest.startIndex
    while let quote = rest.utf8[index...].firstIndex(of: UInt8(ascii: "'")) {
      let after = rest[rest.utf8.index(after: quote)...]
      if isOpen {
        if after.allSatisfy(\.isWhitespace) || after.hasPrefix(", ") { isOpen = false }
      } else if rest[..<quote].hasSuffix(": ") {
        isOpen = true
      } else if after.allSatisfy(\.isWhitespace)
        || (after.hasPrefix(", ") && goesOnAsAfterAValue(after.dropFirst(2), knownOnly: true))
      {
        return false
      }
      index = rest.utf8.index(after: quote)
    }
    return !isOpen
  }
}
