/// Turns the SAX events of an XLIFF 1.2 or 2.0 document into tables, one unit at a time.
///
/// Per-event work is kept small: element names are compared on raw bytes, attributes are read
/// only for the few elements that matter, and text goes into one reusable byte buffer.
final class XLIFFParserHandler: XMLEventHandler {
  enum Kind: UInt8 { case xliff, file, unit, segment, source, target, notes, note, other }

  /// What the current `<file>` declares.

  /// What the current unit holds so far.
  struct UnitState {
    var id: String?
    var name: String?
    var position: SourcePosition
    var shouldTranslate = true
    var source: (text: String, position: SourcePosition)?
    var target: (text: String, position: SourcePosition, state: String?)?
    var note: String?
    /// The `state` of the first `<segment>` (XLIFF 2.0 keeps states per segment).
    var segmentState: String?
    var sawSegment = false
  }

  /// A key of one of the tables being built.
  struct TableKey: Hashable {
    var table: Int
    var key: String
  }

  let context: FileContext
  // The SAX callbacks reach this state one event at a time and never hold an access to it across
  // another callback, so the hot properties skip the runtime exclusivity checks (8% of a parse).
  var isVersion2 = false
  var documentSourceLocale: LocaleID?
  var documentTargetLocale: LocaleID?
  @exclusivity(unchecked) var tables: [StringTable] = []
  var tableIndex: [String: Int] = [:]
  /// How many units each `<file>` holds, counted ahead (``XLIFFUnitCounter``), and how many
  /// `<file>`s have started.
  var expectedUnitsPerFile: [Int] = []
  var fileCount = 0
  @exclusivity(unchecked) var file: XLIFFFileState?
  @exclusivity(unchecked) var unit: UnitState?
  /// Keys whose substitutions need argument numbers from their value, once all units are read.
  var substituted: Set<TableKey> = []
  /// Keys with variation units, whose base unit must merge into what the variations built.
  @exclusivity(unchecked) var varied: Set<TableKey> = []
  @exclusivity(unchecked) private var kinds: [Kind] = []
  @exclusivity(unchecked) private var capture:
    (kind: Kind, depth: Int, position: SourcePosition, state: String?)?
  @exclusivity(unchecked) private var text: [UInt8] = []

  /// XLIFF 1.2's `state` values: read as these literals, they cost no allocation per unit.
  static let commonStates: [StaticString] = [
    "translated", "new", "needs-review-translation", "needs-review-l10n", "needs-translation", "final",
    "signed-off", "needs-l10n", "needs-adaptation", "needs-review-adaptation",
  ]

  init(context: FileContext) {
    self.context = context
  }

  func startElement(_ element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
    if capture != nil {
      kinds.append(.other)  // inline markup (<g>, <x/>, <ph>, <mrk>, <pc>): only its text counts
      return
    }
    let parent = kinds.last
    let kind = classify(element, parent: parent)
    if parent == nil && kind != .xliff {
      let position = reader.position(ofOffset: element.tagOffset)
      throw CatalogError(
        position: position, message: "expected <xliff> as the root element, found <\(element.name)>")
    }
    kinds.append(kind)
    switch kind {
    case .xliff: startDocument(element)
    case .file: startFile(element)
    case .unit: try startUnit(element, reader: reader)
    case .segment:
      if unit?.sawSegment == false && element.hasName("segment") {
        unit?.sawSegment = true
        unit?.segmentState = element.attribute("state")
      }
    case .source, .target, .note: startCapture(kind, element, reader: reader)
    case .notes, .other: break
    }
  }

  func endElement(reader: XMLEventReader) throws(CatalogError) {
    guard let kind = kinds.popLast() else { return }
    if let current = capture {
      guard current.depth == kinds.count else { return }
      finishCapture(current)
      return
    }
    switch kind {
    case .unit: try finishUnit()
    case .file: file = nil
    default: break
    }
  }

  func text(_ bytes: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) throws(CatalogError) {
    if capture != nil { text.append(contentsOf: bytes) }
  }

  /// The element's role, from its name and its parent (source/target of `<alt-trans>` or file
  /// notes are not the unit's).
  private func classify(_ element: XMLStartElement, parent: Kind?) -> Kind {
    switch element.localName[0] {
    case UInt8(ascii: "s"):
      if element.hasName("source") { return parent == (isVersion2 ? .segment : .unit) ? .source : .other }
      if element.hasName("segment") && parent == .unit { return .segment }
    case UInt8(ascii: "t"):
      if element.hasName("target") { return parent == (isVersion2 ? .segment : .unit) ? .target : .other }
      if element.hasName("trans-unit") && !isVersion2 && file != nil { return .unit }
    case UInt8(ascii: "u"):
      if element.hasName("unit") && isVersion2 && file != nil { return .unit }
    case UInt8(ascii: "n"):
      if element.hasName("note") { return parent == (isVersion2 ? .notes : .unit) ? .note : .other }
      if element.hasName("notes") && parent == .unit { return .notes }
    case UInt8(ascii: "i"):
      if element.hasName("ignorable") && parent == .unit { return .segment }
    case UInt8(ascii: "f"):
      if element.hasName("file") && parent == .xliff { return .file }
    case UInt8(ascii: "x"):
      if element.hasName("xliff") && parent == nil { return .xliff }
    default:
      break
    }
    return .other
  }

  private func startCapture(_ kind: Kind, _ element: XMLStartElement, reader: XMLEventReader) {
    guard unit != nil else { return }
    let offset = element.isEmpty ? element.tagOffset : element.contentOffset
    let state = kind == .target && !isVersion2 ? element.attribute("state", common: Self.commonStates) : nil
    capture = (kind, kinds.count - 1, reader.position(ofOffset: offset), state)
    text.removeAll(keepingCapacity: true)
  }

  private func finishCapture(_ current: (kind: Kind, depth: Int, position: SourcePosition, state: String?)) {
    capture = nil
    let string = String(decoding: text, as: UTF8.self)
    // XLIFF 2.0 splits a unit into segments: their texts join in order. Appending in place keeps
    // a unit of many segments linear.
    switch current.kind {
    case .source:
      if unit?.source != nil {
        unit?.source?.text += string
      } else {
        unit?.source = (string, current.position)
      }
    case .target:
      if unit?.target != nil {
        unit?.target?.text += string
        if unit?.target?.state == nil { unit?.target?.state = current.state }
      } else {
        unit?.target = (string, current.position, current.state)
      }
    case .note:
      if unit?.note != nil {
        unit?.note? += "\n" + string
      } else {
        unit?.note = string
      }
    default:
      break
    }
  }
}
