/// How the handler tells the elements that matter apart: by name, XLIFF version and parent.
extension XLIFFParserHandler {
  /// Refuses a unit of the other XLIFF version (`<trans-unit>` in a 2.0 document, `<unit>` in a
  /// 1.2 one): its translation would be left out without a word.
  func refuseOtherVersionsUnit(_ element: XMLStartElement, reader: XMLEventReader)
    throws(CatalogError)
  {
    let (found, expected) = isVersion2 ? ("trans-unit", "unit") : ("unit", "trans-unit")
    guard element.hasName(isVersion2 ? "trans-unit" : "unit") else { return }
    // An extension's element of that name (in its own namespace) is no unit.
    if element.namespaceURI != nil && Self.isVersion2(namespace: element.namespaceURI) == nil { return }
    throw CatalogError(
      position: reader.position(ofOffset: element.tagOffset),
      message: "<\(found)> in an XLIFF \(isVersion2 ? "2.0" : "1.2") document, whose units are <\(expected)>")
  }

  /// The element's role, from its name and its parent (source/target of `<alt-trans>` or file
  /// notes are not the unit's).
  @inline(__always) func classify(_ element: XMLStartElement, parent: Kind?) -> Kind {
    switch element.localName[0] {
    case UInt8(ascii: "s"):
      if element.hasName("source") { return isTextParent(parent) ? .source : .other }
      if element.hasName("segment") && parent == .unit && isVersion2 { return .segment }
    case UInt8(ascii: "t"):
      if element.hasName("target") { return isTextParent(parent) ? .target : .other }
      if element.hasName("trans-unit") && !isVersion2 && file != nil { return .unit }
    case UInt8(ascii: "u"):
      if element.hasName("unit") && isVersion2 && file != nil { return .unit }
    case UInt8(ascii: "n"):
      if element.hasName("note") { return isDevelopersNote(element, parent: parent) ? .note : .other }
      if element.hasName("notes") && (parent == .unit || parent == .group) { return .notes }
    case UInt8(ascii: "i"):
      if element.hasName("ignorable") && parent == .unit && isVersion2 { return .ignorable }
    case UInt8(ascii: "f"):
      if element.hasName("file") && parent == .xliff { return .file }
    case UInt8(ascii: "x"):
      if element.hasName("xliff") && parent == nil { return .xliff }
    case UInt8(ascii: "g"):
      if element.hasName("group") && file != nil && parent != .unit { return .group }
    case UInt8(ascii: "o"):
      if element.hasName("originalData") && parent == .unit && isVersion2 { return .originalData }
    case UInt8(ascii: "d"):
      if element.hasName("data") && parent == .originalData { return .data }
    default:
      break
    }
    return .other
  }

  /// Whether a `<note>` in `parent` is a unit's or a group's comment: not one a translator wrote
  /// on the target (`annotates="target"`, 2.0 `appliesTo="target"`), nor a file's, nor where in
  /// the code the text is used (Angular's 2.0 `category="location"`, `src/app/app.html:12`,
  /// which its 1.2 puts in a `<context-group>`).
  private func isDevelopersNote(_ element: XMLStartElement, parent: Kind?) -> Bool {
    guard isVersion2 ? parent == .notes : parent == .unit || parent == .group else { return false }
    if isVersion2 && element.attribute("category") == "location" { return false }
    return element.attribute(isVersion2 ? "appliesTo" : "annotates") != "target"
  }

  /// Whether a `<source>` or `<target>` in `parent` is the unit's: in XLIFF 1.2 the unit's own, in
  /// 2.0 a segment's or an ignorable's.
  @inline(__always) func isTextParent(_ parent: Kind?) -> Bool {
    isVersion2 ? parent == .segment || parent == .ignorable : parent == .unit
  }
}
