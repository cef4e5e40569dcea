/// Text helpers shared by resolution and rules.
public enum LabelText {
  /// The text that stands for a value: its plain text, else its `other` (or first) variation leaf;
  /// of width variations, the widest (the full text, which a label shows where it has room).
  public static func displayText(of value: LocalizedValue) -> String? {
    if let text = value.value { return text }  // most values, without a walk
    return displayedCase(of: value).flatMap { $0.value ?? $0.stringSet?.first }
  }

  /// Whether `state` says a value is not translated yet; see
  /// ``CatalogParser/LocalizedValue/isUntranslatedState(_:)``.
  public static func isUntranslatedState(_ state: String?) -> Bool {
    LocalizedValue.isUntranslatedState(state)
  }

  /// Whether a value can be shown: some non-empty text, and for a translation not in a state that
  /// says it is untranslated (`isUntranslatedState(_:)`).
  ///
  /// `asSourceText`: the value is the source language's own, which the app shows whatever its
  /// state (Xcode marks source entries it creates, such as `InfoPlist` keys, `new` and still
  /// builds them into the app). Judging it by its state would hide every locale's missing
  /// translation of it.
  public static func isUsable(_ value: LocalizedValue, asSourceText: Bool = false) -> Bool {
    if !asSourceText && isUntranslatedState(value.state) { return false }
    if value.variations == nil && value.substitutions == nil {
      if let text = value.value { return !text.isEmpty }
      return !(value.stringSet?.first ?? "").isEmpty
    }
    return value.leaves.contains { leaf in
      (asSourceText || !isUntranslatedState(leaf.leaf.state))
        && !(leaf.leaf.value ?? leaf.leaf.stringSet?.first ?? "").isEmpty
    }
  }

  /// Whether `value` is a `.strings` file's empty text (`"Save" = "";`): no usable value, but
  /// CFBundle returns it as found, so the app shows no text rather than the next locale's.
  public static func isEmptyStringsValue(_ value: LocalizedValue?) -> Bool {
    guard let value, value.value == "", value.variations == nil else { return false }
    return value.position?.file.hasSuffix(".strings") == true
  }

  /// The number of characters of `text` one sees, counted byte by byte for ASCII text: in ASCII
  /// only CR LF is a character of two scalars, and `count` reads every character's breaks.
  /// Invisible characters (`isInvisible(_:)`) take no room: Khmer and Thai write zero-width spaces
  /// between words, right-to-left text direction marks around its numbers.
  static func characterCount(_ text: String) -> Int {
    var lineBreakPairs = 0
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte >= 0x80 { return text.reduce(0) { $1.unicodeScalars.allSatisfy(isInvisible) ? $0 : $0 + 1 } }
      if byte == 0x0A && previous == 0x0D { lineBreakPairs += 1 }
      previous = byte
    }
    return text.utf8.count - lineBreakPairs
  }

  /// `text` without leading and trailing white space.
  public static func trimmed(_ text: String) -> String { text.trimmingWhitespace }

  /// Whether a format (`%@ called%#@calls@`) has words of its own besides its placeholders, or a
  /// text argument beside its variables (`%@ %#@others@`: a name, "Anna" where the form for no
  /// others is empty; audit 289), so that a variable's form may be empty without leaving the
  /// label empty.
  public static func formHasOwnText(_ format: String?) -> Bool {
    guard let format, !format.trimmingWhitespace.isEmpty else { return false }
    let placeholders = FormatSpecifierParser.parse(format)
    return !FormatSpecifierParser.text(format, without: placeholders).trimmingWhitespace.isEmpty
      || placeholders.contains { placeholder in
        placeholder.substitutionName == nil
          && [.object, .cString, .unicodeString].contains(placeholder.type)
      }
  }

  /// Whether VoiceOver reads nothing of `text`: it is empty, or only white space and invisible
  /// characters (zero-width space, word joiner, byte order mark, direction marks).
  ///
  /// Most labels are settled by their first scalar.
  public static func isBlank(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first else { return true }
    if first.value > 0x20 && first.value < 0x7F { return false }
    // White space that trimming removes whole (a space with a combining mark on it) is blank too.
    if isWhiteSpace(first) && trimmed(text).isEmpty { return true }
    return isSilent(first) && text.unicodeScalars.allSatisfy(isSilent)
  }

  /// Whether `scalar` is white space or invisible (`isInvisible(_:)`).
  static func isSilent(_ scalar: Unicode.Scalar) -> Bool {
    isWhiteSpace(scalar) || isInvisible(scalar)
  }

  /// Whether `scalar` is invisible: a default-ignorable code point (Unicode's
  /// `Default_Ignorable_Code_Point`): bidirectional marks, embeddings and isolates, zero-width
  /// spaces and joiners, word joiners, byte order marks, soft hyphens, variation selectors.
  /// VoiceOver does not speak them. (Visible format characters, such as the Arabic number sign,
  /// are not among them.)
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    // The property's ranges (a test checks them against the Unicode data): the property look-up
    // costs more than the rest of a label's check.
    switch scalar.value {
    case 0xAD, 0x34F, 0x61C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F,
      0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
      0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      return true
    default: return false
    }
  }

  /// Whether `scalar` is white space (Unicode's `White_Space`, as `properties.isWhitespace`).
  static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
    // The property's scalars (a test checks them against the Unicode data): the property
    // look-up costs more than the rest of a label's check.
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
      return true
    default: return false
    }
  }

  /// Whether `text` starts or ends with an invisible character, perhaps behind white space
  /// ("Settings\u{200F} "): where they wrap a text, without a look at the scalars in
  /// between.
  static func hasInvisibleCharacterAtAnEdge(_ text: String) -> Bool {
    let scalars = text.unicodeScalars
    let first = scalars.first { !isWhiteSpace($0) }
    let last = scalars.last { !isWhiteSpace($0) }
    return first.map(isInvisible) == true || last.map(isInvisible) == true
  }

  /// `text` without its invisible characters, or `nil` when it has none.
  static func removingInvisibleCharacters(_ text: String) -> String? {
    guard text.unicodeScalars.contains(where: isInvisible) else { return nil }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isInvisible($0) })
    return String(scalars)
  }

  /// `text` trimmed and without the direction marks that code puts around a label: the words
  /// VoiceOver reads ("\u{200F}login.submit.button" is the token itself).
  static func trimmedWithoutDirectionMarks(_ text: String) -> String {
    let trimmed = trimmed(text)
    return removingDirectionMarks(trimmed).map(Self.trimmed) ?? trimmed
  }

  /// `text` without the direction marks and zero-width spaces that code puts around a label (a
  /// right-to-left mark before Hebrew text), and the soft hyphens a translator puts in a long
  /// word ("Einstel\u{AD}lungen"), or `nil` when it has none: none is spoken. Joiners, variation
  /// selectors and tag characters stay: they make emoji (👩‍💻, a region's flag) what they are.
  static func removingDirectionMarks(_ text: String) -> String? {
    func isMark(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0xAD, 0x61C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
      default: false
      }
    }
    guard text.unicodeScalars.contains(where: isMark) else { return nil }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isMark($0) })
    return String(scalars)
  }

  /// Whether the first character of `text` is white space (as its first scalar is).
  static func startsWithWhitespace(_ text: String) -> Bool {
    text.unicodeScalars.first.map(isWhiteSpace) ?? false
  }

  /// `text` without what the app replaces before it shows it: format placeholders, build-setting
  /// references, template arguments and markup tags.
  static func withoutPlaceholders(_ text: String) -> String {
    let plain = withoutMarkupTags(withoutTemplateArguments(withoutBuildSettings(text)))
    guard plain.containsUTF8Byte(UInt8(ascii: "%")) else { return plain }
    // Named tokens ("%date% %time%") are the app's values, as `{DATE}` is (review 153).
    if PercentNameTokens.tokens(in: plain) != nil { return PercentNameTokens.masked(plain) }
    return FormatSpecifierParser.text(plain, without: FormatSpecifierParser.parse(plain), separator: " ")
  }

  /// `text` without build-setting references (`$(PRODUCT_NAME)`, `${EXECUTABLE_NAME}`), which
  /// Xcode replaces when it builds `Info.plist` (and App Intents with their parameters): the
  /// words are the setting's value, not the reference's name.
  private static func withoutBuildSettings(_ text: String) -> String {
    // Looked for on the bytes: `String.contains` of a string goes through Foundation.
    guard text.utf8.contains(UInt8(ascii: "$")) else { return text }
    return replacingSpans(in: text, startingWith: "$") { span in
      let opening = span.index(after: span.startIndex)
      guard opening < span.endIndex, span[opening] == "(" || span[opening] == "{" else { return nil }
      return span[opening...].firstIndex(of: span[opening] == "(" ? ")" : "}")
    }
  }

  /// `text` without template arguments that the app fills in: Angular's `{{ user.name }}` and ICU
  /// message arguments (`{count}`, `{sex, select, male {...} other {...}}`), which XLIFF from web
  /// and cross-platform tools carries as the code's text.
  private static func withoutTemplateArguments(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
    return replacingSpans(in: text, startingWith: "{") { span in
      // `{{` opens an interpolation, whatever it holds; a single `{` an argument's name.
      if span.dropFirst().first == "{" { return matchingBrace(in: span, from: span.startIndex) }
      let isNameCharacter = { (character: Character) in
        character.isLetter || character.isNumber || character == "_"
      }
      let name = span.dropFirst().drop { $0 == " " }
      guard let first = name.first, isNameCharacter(first) else { return nil }
      // ICU allows spaces before the name (Angular's `{ fruit, select, … }` for an ICU message
      // in another unit); then only an argument with one of ICU's types after its name is one,
      // as `{ Save }` or `{ Save, Open }` may well be text.
      if name.startIndex != span.index(after: span.startIndex) {
        let afterName = name.drop(while: isNameCharacter).drop { $0 == " " }
        guard afterName.first == "," else { return nil }
        let type = afterName.dropFirst().drop { $0 == " " }.prefix { $0.isLetter }
        guard Self.icuArgumentTypes.contains(String(type)) else { return nil }
      }
      return matchingBrace(in: span, from: span.startIndex)
    }
  }

  /// The argument types of ICU MessageFormat.
  private static let icuArgumentTypes: Set<String> = [
    "plural", "select", "selectordinal", "number", "date", "time", "spellout", "ordinal", "duration",
    "choice",
  ]

  /// `text` with each span that starts with `opener` and that `end` finds the last character of
  /// replaced by a space; an `opener` for which `end` returns `nil` stays.
  static func replacingSpans(
    in text: String, startingWith opener: Character, end: (Substring) -> Substring.Index?
  ) -> String {
    var result = ""
    var rest = Substring(text)
    while let start = rest.firstIndex(of: opener) {
      result += rest[..<start]
      guard let last = end(rest[start...]) else {
        result.append(opener)
        rest = rest[rest.index(after: start)...]
        continue
      }
      result.append(" ")
      rest = rest[rest.index(after: last)...]
    }
    return result + rest
  }

  /// The `}` that closes the `{` at `start` (nested braces counted), if there is one.
  private static func matchingBrace(in text: Substring, from start: Substring.Index) -> Substring.Index? {
    var depth = 0
    for index in text[start...].indices {
      if text[index] == "{" { depth += 1 }
      if text[index] == "}" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }
}
