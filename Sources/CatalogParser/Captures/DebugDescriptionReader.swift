/// Reads the element lines of `XCUIApplication().debugDescription`.
///
/// The lines below `Element subtree:` look like
/// `      Button, 0x600000c0c1c0, {{16.0, 100.0}, {358.0, 44.0}}, identifier: 'login.submit', label: 'Sign in'`;
/// indentation gives the tree, from which each element's path (`0/2/1`) is derived.
enum DebugDescriptionReader {
  static func elements(in text: String, file: String) -> [CapturedElement] {
    var elements: [CapturedElement] = []
    let sourceFile = SourceFile(file)
    var inSubtree = false
    var stack: [(indent: Int, path: [Int], children: Int)] = []
    var roots = 0
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if line.hasPrefix("Element subtree:") {
        inSubtree = true
        continue
      }
      if line.hasPrefix("Path to element:") || line.hasPrefix("Query chain:") { inSubtree = false }
      guard inSubtree, !line.trimmingWhitespace.isEmpty else { continue }
      let indent = line.prefix { $0 == " " || $0 == "→" }.count
      while let last = stack.last, last.indent >= indent { stack.removeLast() }
      let path: [Int]
      if stack.isEmpty {
        path = [roots]
        roots += 1
      } else {
        path = stack[stack.count - 1].path + [stack[stack.count - 1].children]
        stack[stack.count - 1].children += 1
      }
      stack.append((indent, path, 0))
      let body = String(line.dropFirst(indent))
      let position = SourcePosition(file: sourceFile, line: index + 1, column: indent + 1)
      elements.append(
        element(from: body, path: path.map(String.init).joined(separator: "/"), position: position))
    }
    return elements
  }

  /// The type and the quoted attributes of one element line.
  static func element(from body: String, path: String, position: SourcePosition) -> CapturedElement {
    let type = body.prefix { $0 != "," && $0 != "(" }.trimmingWhitespace
    let traits = ["Selected", "Disabled"].filter { body.hasSuffix(", \($0)") || body.contains(", \($0),") }
    return CapturedElement(
      identifier: attribute("identifier", in: body), label: attribute("label", in: body),
      value: attribute("value", in: body), type: type.isEmpty ? nil : type, traits: traits, path: path,
      position: position)
  }

  /// The value of `name: '...'`; the quote ends before `', ` + another attribute or at the line end.
  static func attribute(_ name: String, in body: String) -> String? {
    guard let start = body.range(of: ", \(name): ") else { return nil }
    let rest = body[start.upperBound...]
    guard rest.first == "'" else {
      let bare = rest.prefix { $0 != "," }
      return bare.isEmpty ? nil : String(bare)
    }
    let quoted = rest.dropFirst()
    let names = ["identifier", "label", "value", "title", "placeholderValue", "Selected", "Disabled"]
    var end = quoted.endIndex
    for other in names {
      if let range = quoted.range(of: "', \(other)"), range.lowerBound < end { end = range.lowerBound }
    }
    if end == quoted.endIndex, quoted.hasSuffix("'") { end = quoted.index(before: quoted.endIndex) }
    return String(quoted[..<end])
  }
}
