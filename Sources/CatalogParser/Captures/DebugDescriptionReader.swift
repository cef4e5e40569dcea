/// Reads the element lines of `XCUIApplication().debugDescription`.
///
/// The lines below `Element subtree:` look like
/// `      Button, 0x600000c0c1c0, {{16.0, 100.0}, {358.0, 44.0}}, identifier: 'login.submit', label: 'Sign in'`;
/// indentation (spaces, tabs, the `→` of the root) gives the tree, from which each element's path
/// (`0/2/1`) is derived. A label may go on over several lines; lines may end in `\n` or `\r\n`.
enum DebugDescriptionReader {
  /// The deepest element tree read: far beyond an app's (SwiftUI's run to a few hundred), short
  /// of what costs memory by the depth squared, each element's path holding its ancestors'
  /// (8,000 levels took half a gigabyte).
  static let maximumDepth = 1_000

  static func elements(in text: String, file: String) throws(CatalogError) -> [CapturedElement] {
    let lines = DebugDescriptionText.lines(of: text)
    guard var first = firstElementLine(of: lines) else { throw notADump(text, file: file) }
    var elements: [CapturedElement] = []
    var tree = TreePaths()
    // A test that prints the tree before and after a step writes several dumps into one file:
    // each is read, its root numbered after the last one's (`1/0/2`), so paths stay apart.
    while true {
      let count = elements.count
      let end = try readSubtree(from: first, of: lines, file: file, tree: &tree, into: &elements)
      // A dump always has its application's line: a subtree without one is cut off (audit 270).
      if elements.count == count {
        throw CatalogError(
          file: file, line: first, column: 1,
          message: "the element subtree is empty, without even the application's line: the capture is cut off"
        )
      }
      guard let next = nextSubtreeHeader(after: end, of: lines) else { return elements }
      first = next + 1
    }
  }

  /// Reads the element lines from `first` up to the end of the subtree (`Path to element:` or the
  /// end of the text) into `elements`, and returns the index of the line that ended it.
  private static func readSubtree(
    from first: Int, of lines: [Substring], file: String, tree: inout TreePaths,
    into elements: inout [CapturedElement]
  ) throws(CatalogError) -> Int {
    let sourceFile = SourceFile(file)
    var index = first
    while index < lines.count {
      let line = lines[index]
      // Found after trimming, like `Element subtree:`: a dump pasted with an indent is indented
      // throughout, and the query chain's `SBSwitcherWindow:Main` must not become an element.
      let trimmed = DebugDescriptionText.trimmed(line)
      if isEndOfSubtree(trimmed) { return index }
      guard !trimmed.isEmpty, !isElision(trimmed) else {
        index += 1
        continue
      }
      let indent = line.prefix { $0 == " " || $0 == "\t" || $0 == "→" }.count
      let (parsed, last) = try element(startingAt: index, indent: indent, of: lines, file: file)
      // Each element's path holds its ancestors': a tree thousands deep costs its depth squared.
      guard let path = tree.next(indent: indent) else {
        throw CatalogError(
          file: file, line: index + 1, column: indent + 1,
          message: "element tree nested deeper than \(Self.maximumDepth) levels")
      }
      let identifier = parsed.attributes["identifier"]
      elements.append(
        CapturedElement(
          identifier: identifier?.isEmpty == true ? nil : identifier,
          label: SpokenLabel.of(parsed.attributes, type: parsed.type),
          value: parsed.attributes["value"], type: parsed.type, traits: parsed.traits,
          path: path,
          position: SourcePosition(file: sourceFile, line: index + 1, column: indent + 1)))
      index = last + 1
    }
    return index
  }

  /// The `Element subtree:` line of the next dump from line `end` (the line that ended the last
  /// one) on, if the text holds one more.
  private static func nextSubtreeHeader(after end: Int, of lines: [Substring]) -> Int? {
    guard end < lines.count else { return nil }
    return lines[end...].firstIndex { DebugDescriptionText.trimmed($0).hasPrefix("Element subtree:") }
  }

  /// The element whose line is `lines[start]`, and the last line its text takes.
  private static func element(
    startingAt start: Int, indent: Int, of lines: [Substring], file: String
  ) throws(CatalogError) -> (DebugDescriptionLine, Int) {
    let body = lines[start].dropFirst(indent)
    // The frame comes before the attributes; a value written without quotes may hold a `{`.
    let beforeText = body.utf8.prefix { $0 != UInt8(ascii: "'") && $0 != UInt8(ascii: ":") }
    if beforeText.count(where: { $0 == UInt8(ascii: "{") })
      > beforeText.count(where: { $0 == UInt8(ascii: "}") })
    {
      throw CatalogError(
        file: file, line: start + 1, column: indent + 1,
        message: "the frame of this element is not closed: the capture is cut off")
    }
    // A quoted value left open goes on on the next lines.
    guard var read = closedElement(body, after: start, of: lines) else {
      throw unclosedValue(startingAt: start, indent: indent, of: lines, file: file)
    }
    // A label line may also end in a quote of its text ("Welcome to 'Test App'"): lines that are
    // no element, up to where a quote closes the value again, go on with it.
    while read.last + 1 < lines.count, isContinuation(lines[read.last + 1]),
      let longer = closedElement(
        Substring(read.body + "\n" + lines[read.last + 1]), after: read.last + 1, of: lines,
        joiningElementLines: false),
      longer.last - start <= maximumLinesPerElement
    {
      read = longer
    }
    if lines[(read.last + 1)...].allSatisfy({ DebugDescriptionText.trimmed($0).isEmpty }) {
      try checkNotCutOff(
        DebugDescriptionText.trimmed(read.body), line: start + 1, column: indent + 1, file: file)
    }
    return (read.element, read.last)
  }

  /// The error of an element whose quoted value nothing closes: up to the end of the text, a
  /// dump cut off; else one open past the limits (audit 270).
  private static func unclosedValue(
    startingAt start: Int, indent: Int, of lines: [Substring], file: String
  ) -> CatalogError {
    let rest = lines[start...]
    let isCut =
      rest.count <= maximumLinesPerElement
      && rest.reduce(0, { $0 + $1.utf8.count + 1 }) < maximumElementLength
    return CatalogError(
      file: file, line: start + 1, column: indent + 1,
      message: isCut
        ? "a quoted value of this element is not closed: the capture is cut off"
        : "a quoted value of this element is not closed within \(maximumLinesPerElement) lines or "
          + "\(maximumElementLength >> 10) KB: the capture is cut off, or a label is longer than labelcheck reads"
    )
  }

  /// Throws where the last element's text `ending` ends in an attribute's name with no value
  /// (`label: `): a dump cut off, not an empty label that blames the app (audit 247); or in the
  /// start of one (`, iden`), which no complete dump ends in (audit 270).
  private static func checkNotCutOff(_ ending: Substring, line: Int, column: Int, file: String)
    throws(CatalogError)
  {
    let name =
      ending.last == ":"
      ? String(ending.dropLast().reversed().prefix(while: DebugDescriptionLine.isLetter).reversed()) : ""
    // Only an attribute's name after a comma: an unquoted value may end in a colon ("value: 10:").
    if !name.isEmpty, ending.hasSuffix(", \(name):") {
      throw CatalogError(
        file: file, line: line, column: column,
        message: "this element ends in '\(name):' with no value: the capture is cut off")
    }
    if let cut = cutAttributeName(endingIn: ending) {
      throw CatalogError(
        file: file, line: line, column: column,
        message:
          "this element ends in '\(cut)', an attribute's name or a trait without what follows it: the capture is cut off"
      )
    }
    // Nor an element's type alone (`Applicatio`) or an address cut to `0x`: a type is followed by
    // an address, a frame or attributes, `0x` by digits (reviews 186, 187). Not a trailing comma,
    // which a bare value may end in (`value: Hello,`).
    if ending.hasSuffix(", 0x") || !(ending.contains(", ") || ending.contains(" 0x")) {
      throw CatalogError(
        file: file, line: line, column: column,
        message:
          "this element ends in '\(lastWords(of: ending))' with nothing after it: the capture is cut off")
    }
  }

  /// The end of an element's text as a message quotes it: its last line's last 20 characters.
  private static func lastWords(of text: Substring) -> Substring {
    (text.split(whereSeparator: \.isNewline).last ?? "").suffix(20)
  }

  /// The letters after the last `, ` of an element's text where they start an attribute's name
  /// the dump writes (`iden`, `label`) or a trait word (`Sel`): a dump cut off there.
  private static func cutAttributeName(endingIn text: Substring) -> String? {
    let rest = text.reversed().prefix(while: DebugDescriptionLine.isLetter).reversed()
    let before = text.dropLast(rest.count)
    guard !rest.isEmpty, before.hasSuffix(", ") else { return nil }
    // Also the whole name without its colon (`, label`; review 186), Xcode 9's `traits`, or the
    // start of a trait word (`, Sel`; review 187), which a whole one ends a line with.
    let name = String(rest)
    let isAttribute = (DebugDescriptionLine.attributeNames.map(String.init) + ["traits"]).contains {
      $0.hasPrefix(name)
    }
    let isCutTrait = DebugDescriptionLine.traitWords.contains { $0.count > name.count && $0.hasPrefix(name) }
    return isAttribute || isCutTrait ? name : nil
  }

  /// `body` read as an element, with as many following lines joined as close its quoted values.
  /// Lines that look like elements are joined only where `joiningElementLines` (a value still
  /// open must go on, whatever its next line looks like).
  private static func closedElement(
    _ body: Substring, after line: Int, of lines: [Substring], joiningElementLines: Bool = true
  ) -> (element: DebugDescriptionLine, body: Substring, last: Int)? {
    var body = body
    var last = line
    var parsed = DebugDescriptionLine(body)
    while parsed == nil && last + 1 < lines.count && last - line < maximumLinesPerElement
      && body.utf8.count < maximumElementLength && (joiningElementLines || isContinuation(lines[last + 1]))
    {
      last += 1
      body = Substring(String(body) + "\n" + lines[last])
      // `body` does not read only where a quoted value is left open, and only a quote at the end
      // of the text or before `, ` closes it: a line without one is joined without reading the
      // whole element again, so a long label costs its length, not its length squared.
      if mayCloseQuote(lines[last]) { parsed = DebugDescriptionLine(body) }
    }
    return parsed.map { ($0, body, last) }
  }

  /// Whether `line`, the last of an element's text, has a `'` that may close a quoted value: one
  /// before white space to its end or before `, ` (not "Licensor's", "it's"). A superset of what
  /// ``DebugDescriptionLine`` closes a value with, so that skipping the others changes nothing.
  private static func mayCloseQuote(_ line: Substring) -> Bool {
    let bytes = line.utf8
    var search = bytes.startIndex
    while let quote = bytes[search...].firstIndex(of: UInt8(ascii: "'")) {
      let after = bytes[bytes.index(after: quote)...]
      // Other white space than ASCII's may follow too: any non-ASCII byte is taken to be some.
      if after.allSatisfy({
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") || $0 >= 0x80
      })
        || after.starts(with: [UInt8(ascii: ","), UInt8(ascii: " ")])
      {
        return true
      }
      search = bytes.index(after: quote)
    }
    return false
  }

  /// Whether a line after a complete element may be more of its text: not empty, not the end of
  /// the subtree, and not an element line (`Type, 0x...`, `Window (Main), {...`, or Xcode 8's
  /// `Button 0x6080001735c0: ...`). "Details (optional)'" ends a label, and so does a sentence
  /// that starts with a capitalized word and a comma ("Otherwise, you won't get reminders.'").
  private static func isContinuation(_ line: Substring) -> Bool {
    let trimmed = DebugDescriptionText.trimmed(line)
    guard !trimmed.isEmpty, !isEndOfSubtree(trimmed), !isElision(trimmed) else { return false }
    let element = line.drop { $0 == " " || $0 == "\t" || $0 == "→" }
    guard let first = element.first, first.isUppercase else { return true }
    let type = element.prefix(while: DebugDescriptionLine.isLetter)
    let rest = element.dropFirst(type.count)
    if rest.hasPrefix(",") { return !startsElementDescription(rest.dropFirst()) }
    if DebugDescriptionLine.addressAfterType(rest) != nil { return false }
    guard rest.hasPrefix(" ("), let close = rest.firstIndex(of: ")") else { return true }
    let afterName = rest[rest.index(after: close)...]
    return !(afterName.hasPrefix(",") && startsElementDescription(afterName.dropFirst()))
  }

  /// Whether the text after an element type's comma is what the dump writes there: an address
  /// (`0x600000c0c1c0`), a frame (`{{0.0, 0.0}, ...}`, `{0.0, ...}`), or an attribute by name
  /// (`identifier: '...'`, `pid: 7340`, Xcode 9's `traits: ...`).
  private static func startsElementDescription(_ text: Substring) -> Bool {
    let text = text.drop { $0 == " " }
    if text.hasPrefix("0x") || text.hasPrefix("{") || text.hasPrefix("traits:") { return true }
    let name = text.prefix(while: DebugDescriptionLine.isLetter)
    return text.dropFirst(name.count).hasPrefix(":") && DebugDescriptionLine.attributeNames.contains(name)
  }

  /// Whether a trimmed line is the `...` that stands for lines left out of a dump shortened by hand.
  private static func isElision(_ trimmed: Substring) -> Bool {
    trimmed == "..." || trimmed == "…"
  }

  /// Whether a trimmed line ends the element subtree.
  private static func isEndOfSubtree(_ trimmed: Substring) -> Bool {
    trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:")
      // The next dump's start, where the last one has no path (review 186).
      || trimmed.hasPrefix("Attributes: Application") || trimmed.hasPrefix("Element subtree:")
  }

  /// The error for a text without element lines; an escaped string (`po` of a `String` in lldb
  /// writes `\n` out) is named as such.
  private static func notADump(_ text: String, file: String) -> CatalogError {
    let message: String
    if text.contains("\\nElement subtree:") {
      message =
        "the capture is an escaped string ('\\n' written out, as lldb's po prints it): save the output of print(app.debugDescription)"
    } else if text.allSatisfy(\.isWhitespace) {
      message = "the capture is empty: it holds no element tree"
    } else if text.drop(while: \.isWhitespace).hasPrefix("Query chain:") {
      // What XCUITest prints where it found no app to snapshot (audit 241).
      message =
        "the dump has a query chain but no element tree: the app was not running, or XCUITest could not snapshot it"
    } else {
      message = "no 'Element subtree:' line: this is not the text of XCUIApplication().debugDescription"
    }
    return CatalogError(file: file, line: 1, column: 1, message: message)
  }

  /// The most lines, and bytes, one element's text may take: a licence screen's label is a few
  /// hundred lines (Apache-2.0's 202; audit 270).
  static let maximumLinesPerElement = 2_000
  static let maximumElementLength = 1 << 18

  /// Where the element lines start: after `Element subtree:`, else (a tree copied without the
  /// dump's header, as Xcode's MCP bridge prints it) at the first `Application, ...` line.
  private static func firstElementLine(of lines: [Substring]) -> Int? {
    if let header = lines.firstIndex(where: { DebugDescriptionText.trimmed($0).hasPrefix("Element subtree:") }
    ) {
      return header + 1
    }
    return lines.firstIndex { line in
      let element = line.drop { $0 == " " || $0 == "\t" || $0 == "→" }
      return element.hasPrefix("Application, ") || element.hasPrefix("Application (")
    }
  }

  /// Turns the indentation of successive element lines into tree paths (`0`, `0/0`, `0/1`).
  private struct TreePaths {
    private var stack: [(indent: Int, path: [Int], children: Int)] = []
    private var roots = 0

    /// The path of the next element, at `indent`; `nil` where it would be deeper than
    /// `DebugDescriptionReader.maximumDepth`.
    mutating func next(indent: Int) -> String? {
      while let last = stack.last, last.indent >= indent { stack.removeLast() }
      guard stack.count < DebugDescriptionReader.maximumDepth else { return nil }
      let path: [Int]
      if stack.isEmpty {
        path = [roots]
        roots += 1
      } else {
        path = stack[stack.count - 1].path + [stack[stack.count - 1].children]
        stack[stack.count - 1].children += 1
      }
      stack.append((indent, path, 0))
      return path.map(String.init).joined(separator: "/")
    }
  }
}
