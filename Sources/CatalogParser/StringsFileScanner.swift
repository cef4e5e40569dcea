/// Reads the `key = value;` statements of a `.strings` text (validated UTF-8 without BOM) in one
/// forward pass over its bytes, with the position of every token and the comment above each key.
///
/// The grammar is Foundation's (CFPropertyList's) for `.strings`: tokens are quoted with `"` or `'`,
/// or unquoted runs of `A-Z a-z 0-9 _ $ / : . -`; `key;` is short for `key = key;`; white space is
/// ASCII white space plus U+2028 and U+2029; `//` and `/* */` comments may stand between any tokens.
/// The statements may be wrapped in `{ }`, as in an old-style property list dictionary. Unlike
/// Foundation, which silently stops reading there, anything else after a statement (a stray `;`,
/// `}`, text) and an unterminated comment are errors: the app would drop the keys after them.
struct StringsFileScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let file: SourceFile
  private(set) var index = 0
  var lines: LineTracker
  private(set) var decoder = StringsEscapeDecoder()
  /// The last comment block since the previous statement: a `/* */` comment or a run of `//`
  /// comments on consecutive lines.
  private var pendingComment: Range<Int>?
  private(set) var pendingCommentIsLineComments = false
  /// Whether `pendingComment` is `/* */` comments written on one line (`/* A *//* B */`).
  private(set) var pendingCommentIsJoinedBlocks = false
  /// Whether `pendingComment` is POEditor's `/*Fuzzy*/`, written unspaced right below another
  /// comment (the developer's).
  private var pendingCommentIsPOEditorFuzzyMark = false
  /// Line breaks between the end of `pendingComment` and the current offset.
  private var lineBreaksAfterComment = 0
  /// Whether a line break follows the previous statement; a comment before it is a trailing remark
  /// on that statement, not the next key's context.
  private var lineBreakSinceEntry = true

  /// The comments that may hold a statement set aside (`//"key" = "Text";`).
  private(set) var commentsWithStatements: [Range<Int>] = []

  /// Whether the statements are wrapped in `{ }`: `nil` until the first token is seen.
  private var isBraced: Bool?

  /// The locale the file's values belong to.
  private let locale: LocaleID
  /// The keys and comments an earlier file of the table wrote, to reuse where they are spelled alike.
  private(set) var shared: SharedStringCursor

  init(_ bytes: UnsafeBufferPointer<UInt8>, file: String, locale: LocaleID, shared: SharedTableStrings? = nil)
  {
    self.locale = locale
    self.shared = SharedStringCursor(shared)
    self.bytes = bytes
    self.file = SourceFile(file)
    self.lines = LineTracker(bytes)
  }

  /// Whether another statement follows (skipping the comments and white space before it).
  mutating func hasNextEntry() throws(CatalogError) -> Bool {
    try skipTrivia(recordingComments: true)
    return try !isAtEndOfStatements()
  }

  /// The next statement as a table entry, after `hasNextEntry()` said there is one.
  ///
  /// Built here, so that the table takes it without the copies an intermediate statement type
  /// cost; and not returned as an optional, which cost another copy of every entry.
  mutating func nextEntry() throws(CatalogError) -> StringEntry {
    let keyStart = index
    // Only a comment directly above the key (no blank line between) describes it.
    let commentRange = lineBreaksAfterComment <= 1 ? pendingComment : nil
    guard let key = try readToken(isKey: true) else {
      throw error(at: keyStart, "expected a key" + foundText(at: keyStart))
    }
    // Read after the key: a comment shared with an earlier file is found through its key.
    let comment = CommentPlaceholder.meaningful(commentRange.flatMap(commentText))
    let keyPosition = lines.position(of: keyStart, file: file)
    try skipTrivia(recordingComments: false)
    var value = key
    var valuePosition = keyPosition
    if isAt(UInt8(ascii: "=")) {
      index += 1
      try skipTrivia(recordingComments: false)
      let valueStart = index
      guard let token = try readToken() else { throw error(at: valueStart, missingValueMessage()) }
      value = token
      valuePosition = lines.position(of: valueStart, file: file)
      try expectSemicolon(afterValueFrom: valueStart)
    } else if !isAt(UInt8(ascii: ";")) {
      throw error(at: index, "expected '=' or ';' after the key" + foundText(at: index))
    }
    index += 1
    pendingComment = nil
    lineBreakSinceEntry = false
    // translatewiki.net writes its mark as a line comment, POEditor as a second comment; a lone
    // `/* Fuzzy */` is a developer's word.
    let isFuzzy =
      (pendingCommentIsLineComments || pendingCommentIsPOEditorFuzzyMark)
      && comment.map(Self.marksFuzzy) == true
    let state = isFuzzy ? "fuzzy" : "translated"
    let localized = LocalizedValue(
      value: value, state: state, position: valuePosition, keyPosition: keyPosition)
    // A comment on the statement's own line after it (VLC's `"K" = "V"; // Do not translate`)
    // describes it where none above does (audit 150); it is left in place, a trailing remark.
    let described = comment ?? trailingCommentText()
    var entry = StringEntry(
      key: key, comment: described, keyPosition: keyPosition, localizations: Localizations(locale, localized))
    if described != nil { entry.commentLocale = locale }
    return entry
  }

  /// Whether `comment` is translatewiki.net's or POEditor's mark of a translation whose source
  /// text changed since (`// Fuzzy`, `/*Fuzzy*/` above the key): its state is `fuzzy`, to review.
  static func marksFuzzy(_ comment: String) -> Bool {
    comment.utf8.count == 5 && comment.lowercased() == "fuzzy"
  }

  /// Why no value follows `=`: nothing, or a property list's dictionary, array or data, which
  /// an old-style plist may hold but a `.strings` file, a table of strings, may not.
  /// Whether no statement follows: the end of the text, or the `}` that closes the opening `{`
  /// (only trivia may follow it). Consumes an opening `{`.
  private mutating func isAtEndOfStatements() throws(CatalogError) -> Bool {
    if isBraced == nil {
      isBraced = isAt(UInt8(ascii: "{"))
      if isBraced == true {
        index += 1
        try skipTrivia(recordingComments: true)
      }
    }
    guard isBraced == true else { return index >= bytes.count }
    guard index < bytes.count else { throw error(at: index, "expected '}' to close the dictionary") }
    guard isAt(UInt8(ascii: "}")) else { return false }
    index += 1
    try skipTrivia(recordingComments: false)
    guard index >= bytes.count else {
      throw error(at: index, "unexpected text after the closing '}'" + foundText(at: index))
    }
    return true
  }

  func isAt(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  // MARK: Tokens

  /// A quoted or unquoted token at the current offset, or `nil` when none starts there.
  private mutating func readToken(isKey: Bool = false) throws(CatalogError) -> String? {
    guard index < bytes.count else { return nil }
    let first = bytes[index]
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      return try readQuoted(quote: first, isKey: isKey)
    }
    guard Self.isUnquotedCharacter(first) else { return nil }
    let start = index
    while index < bytes.count && Self.isUnquotedCharacter(bytes[index]) { index += 1 }
    return text(in: start..<index, isKey: isKey)
  }

  private mutating func readQuoted(quote: UInt8, isKey: Bool) throws(CatalogError) -> String {
    let start = index + 1
    let end = Self.firstIndex(of: quote, or: 0x5C, in: bytes, from: start, to: bytes.count)
    if end < bytes.count && bytes[end] == quote {
      // Most tokens have no escapes: the text is the bytes as they are.
      index = end + 1
      return text(in: start..<end, isKey: isKey)
    }
    if end < bytes.count,
      let (text, closingQuote) = decoder.decodeQuoted(bytes, from: start, quote: quote, isKey: isKey)
    {
      index = closingQuote + 1
      if isKey { shared.moveTo(text) }
      return text
    }
    throw error(at: start - 1, "unterminated string")
  }

  /// The text of `range` as written; a key is the shared one when an earlier file spelled it alike.
  private mutating func text(in range: Range<Int>, isKey: Bool) -> String {
    let written = UnsafeBufferPointer(rebasing: bytes[range])
    guard isKey && shared.isActive else { return String(decoding: written, as: UTF8.self) }
    if let key = shared.key(matching: written) { return key }
    let key = String(decoding: written, as: UTF8.self)
    shared.moveTo(key)
    return key
  }

  /// The characters Foundation allows in an unquoted token.
  private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      true
    default: false
    }
  }

  // MARK: White space and comments

  /// Skips white space and comments; while `recordingComments`, keeps the last comment block.
  private mutating func skipTrivia(recordingComments: Bool) throws(CatalogError) {
    let count = bytes.count
    while index < count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0B, 0x0C:
        index += 1
      case 0x0A:
        index += 1
        noteLineBreak()
      case 0x0D:
        index += 1
        if index < count && bytes[index] == 0x0A { index += 1 }
        noteLineBreak()
      case 0xE2 where isLineOrParagraphSeparator(at: index):
        index += 3
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
        let start = index
        skipLineComment()
        if recordingComments { noteComment(start..<index, isLineComment: true) }
        if mayHoldStatement(start..<index, isLineComment: true) {
          commentsWithStatements.append(start..<index)
        }
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
        let start = index
        try skipBlockComment()
        if recordingComments { noteComment(start..<index, isLineComment: false) }
        if mayHoldStatement(start..<index, isLineComment: false) {
          commentsWithStatements.append(start..<index)
        }
      default:
        return
      }
    }
  }

  /// U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR, which Foundation skips as white space.
  private func isLineOrParagraphSeparator(at offset: Int) -> Bool {
    offset + 2 < bytes.count && bytes[offset] == 0xE2 && bytes[offset + 1] == 0x80
      && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9)
  }

  private mutating func skipLineComment() {
    let lineEnd = Self.firstIndex(of: 0x0A, or: 0x0D, in: bytes, from: index + 2, to: bytes.count)
    index += 2
    // U+2028 and U+2029 end a `//` comment too.
    while true {
      index = Self.firstIndex(of: 0xE2, or: 0xE2, in: bytes, from: index, to: lineEnd)
      if index == lineEnd || isLineOrParagraphSeparator(at: index) { return }
      index += 1
    }
  }

  private mutating func skipBlockComment() throws(CatalogError) {
    let start = index
    index += 2
    while true {
      index = Self.firstIndex(
        of: UInt8(ascii: "*"), or: UInt8(ascii: "*"), in: bytes, from: index, to: bytes.count)
      guard index + 1 < bytes.count else { break }
      index += 1
      if bytes[index] == UInt8(ascii: "/") {
        index += 1
        return
      }
    }
    throw error(at: start, "unterminated comment")
  }

  private mutating func noteLineBreak() {
    lineBreaksAfterComment += 1
    lineBreakSinceEntry = true
  }

  /// Skips the trivia after the value that starts at `valueStart` and ends at the current offset,
  /// up to the `;` that must follow it.
  private mutating func expectSemicolon(afterValueFrom valueStart: Int) throws(CatalogError) {
    let valueEnd = index
    try skipTrivia(recordingComments: false)
    guard !isAt(UInt8(ascii: ";")) else { return }
    let hint =
      foundText(at: index) + valueHint(valueStart: valueStart, valueEnd: valueEnd, errorOffset: index)
    // Where the next line goes on, the `;` is missing at the value's end, the line to mend, as a
    // compiler places it; the message says where the parser stopped (audit 129).
    guard bytes[valueEnd..<min(index, bytes.count)].contains(where: { $0 == 0x0A || $0 == 0x0D }) else {
      throw error(at: index, "expected ';' after the value" + hint)
    }
    guard index < bytes.count else { throw error(at: valueEnd, "expected ';' after the value" + hint) }
    let (line, column) = lines.location(of: index)
    throw error(
      at: valueEnd,
      "expected ';' after the value" + hint + " (the text goes on at line \(line), column \(column))")
  }

  private mutating func noteComment(_ range: Range<Int>, isLineComment: Bool) {
    guard lineBreakSinceEntry else { return }
    if isLineComment, pendingCommentIsLineComments, let pending = pendingComment, lineBreaksAfterComment == 1
    {
      pendingComment = pending.lowerBound..<range.upperBound
    } else if !isLineComment, !pendingCommentIsLineComments, let pending = pendingComment,
      lineBreaksAfterComment == 0, !bytes[pending].contains(where: { $0 == 0x0A || $0 == 0x0D })
    {
      // Two comments of one line are one note: genstrings' `/* Menu item */ /* Button */`,
      // Tunnelblick's `/* TRANSLATION SAME AS DEVELOPMENT *//* Button */` (audit 105); a
      // license block that ends on the key's comment's line is not.
      pendingComment = pending.lowerBound..<range.upperBound
      pendingCommentIsJoinedBlocks = true
    } else {
      pendingCommentIsJoinedBlocks = false
      // POEditor writes it unspaced; a developer's `/* Fuzzy */` has spaces.
      pendingCommentIsPOEditorFuzzyMark =
        !isLineComment && pendingComment != nil && lineBreaksAfterComment == 1
        && bytes[range].elementsEqual("/*Fuzzy*/".utf8)
      pendingComment = range
      pendingCommentIsLineComments = isLineComment
    }
    lineBreaksAfterComment = 0
  }

  private mutating func error(at offset: Int, _ message: String) -> CatalogError {
    CatalogError(position: lines.position(of: offset, file: file), message: message)
  }
}
