/// Turns the SAX events of an XLIFF 1.2 or 2.0 document into tables, one unit at a time.
///
/// Per-event work is kept small: element names are compared on raw bytes, attributes are read
/// only for the few elements that matter, and text goes into one reusable byte buffer.
final class XLIFFParserHandler: XMLEventHandler {
  enum Kind: UInt8 {
    case xliff, file, group, unit, segment, source, target, notes, note
    /// XLIFF 2.0's `<ignorable>`: text between segments, kept as it is in the target.
    case ignorable
    /// XLIFF 2.0's `<originalData>` and its `<data>`: the native code that inline codes stand for.
    case originalData, data
    /// An inline code inside a text whose end adds text (XLIFF 2.0 `<pc>`).
    case pairedCode
    /// An XLIFF 1.2 segment of a target (`<mrk mtype="seg">`, as Trados and memoQ write them).
    case segmentMarker
    case other
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
  /// See `ParsedFile.tablesNamedByFile`.
  var tablesNamedByFile: Set<Int> = []
  /// See `ParsedFile.localeNameMismatches`: one per document at most.
  var localeNameMismatch: XLIFFLocaleNameMismatch?
  /// Whether a `<file>` (or the 2.0 document) declares the language the document's name gives.
  var declaresNamedLanguage = false
  /// How many units each `<file>` holds, counted ahead (``XLIFFUnitCounter``), and how many
  /// `<file>`s have started.
  var expectedUnitsPerFile: [Int] = []
  var fileCount = 0
  @exclusivity(unchecked) var file: XLIFFFileState?
  @exclusivity(unchecked) var unit = XLIFFUnitState()
  /// The `translate` that the innermost open `<file>` or `<group>` gives the units inside it
  /// (`translate="no"` on a group covers its units unless one says `yes`).
  @exclusivity(unchecked) var inheritedTranslate = true
  /// The `translate` of the scopes around the innermost one, restored as each closes.
  @exclusivity(unchecked) var translateScopes: [Bool] = []
  /// The notes of each open `<group>`, innermost last: they are the comment of the units inside
  /// that have none of their own (XLIFF 1.2 section 2.6; Crowdin writes its context there).
  var groupNotes: [String?] = []
  /// Keys whose substitutions need argument numbers from their value, once all units are read.
  var substituted: Set<TableKey> = []
  /// Keys with variation units, whose base unit must merge into what the variations built.
  @exclusivity(unchecked) var varied: Set<TableKey> = []
  /// Keys whose plain text came from a `.stringsdict` `<file>`: a `.strings` unit of the same key
  /// does not replace it (CFBundle lays the `.stringsdict` table over the `.strings` table).
  var stringsdictTexts: Set<TableKey> = []
  /// Keys that a `.stringsdict` unit marks for translation: the `translate="no"` of their
  /// `.strings` twin (Transifex writes one, "(Key in .stringsdict)", for every plural key) is
  /// not the translator's word on the plural that the app shows.
  var translatableStringsdictKeys: Set<TableKey> = []
  /// Plain keys written by two units of this document.
  var duplicates: [DuplicateKey] = []
  /// The first unit of each name, and the names units with other ids and source texts share, in
  /// a first reading; the names whose units are keyed by id, in a second (`unitKey(name:id:file:)`).
  var firstUnitByName: [TableKey: (id: String, source: String?)] = [:]
  var sharedNames: Set<TableKey> = []
  var namesKeyedByID: Set<TableKey>?
  /// The id of the first unit of each shared name and source text, in the second reading.
  var firstIDByMessage: [TableKey: String] = [:]
  /// The forms whose units have no `<target>` (see `fillUntranslatedForms()`).
  var untranslatedForms: [XLIFFUntranslatedForm] = []
  @exclusivity(unchecked) private var kinds: [Kind] = []
  @exclusivity(unchecked) var capture = XLIFFCapture()
  @exclusivity(unchecked) var text: [UInt8] = []
  /// The texts that the open `<pc>`s of the text being read add at their ends.
  var pairedCodeEnds: [String] = []
  /// Where the text of each open XLIFF 1.2 target segment (`<mrk mtype="seg">`) starts, and
  /// whether it holds an inline code (a segment of only `<x/>` is translated all the same).
  var segmentMarkers: [(start: Int, holdsCode: Bool)] = []
  /// XLIFF 2.0's `<originalData>` of the current unit: the native code of each inline code, by
  /// its `dataRef` id. (Kept apart from the unit state, which every unit resets.)
  var originalData: [String: String] = [:]
  /// XLIFF 1.2: the `equiv-text` of the current unit's source codes, by code `id`.
  var sourceCodeTexts: [String: String] = [:]

  /// XLIFF 1.2's `state` values: read as these literals, they cost no allocation per unit.
  static let commonStates: [String] = [
    "translated", "new", "needs-review-translation", "needs-review-l10n", "needs-translation", "final",
    "signed-off", "needs-l10n", "needs-adaptation", "needs-review-adaptation",
  ]

  /// The strings of earlier files of the load, and the place in the current table's.
  let sharedStrings: SharedStrings?
  @exclusivity(unchecked) var shared = SharedStringCursor(nil)

  init(context: FileContext, shared: SharedStrings? = nil) {
    self.context = context
    self.sharedStrings = shared
  }

  func startElement(_ element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
    if capture.isActive {
      // Inline markup (<g>, <x/>, <ph>, <mrk>, <pc>): its text counts, and the native code that an
      // empty code stands for.
      kinds.append(startInlineCode(element))
      return
    }
    let parent = kinds.last
    let kind = classify(element, parent: parent)
    if parent == nil && kind != .xliff {
      let position = reader.position(ofOffset: element.tagOffset)
      throw CatalogError(
        position: position, message: "expected <xliff> as the root element, found <\(element.name)>")
    }
    if kind == .other && file != nil {
      try refuseOtherVersionsUnit(element, reader: reader)
      if !unit.isOpen && !isVersion2 && element.hasName("tool") { noteTool(element) }
    }
    kinds.append(kind)
    switch kind {
    case .xliff: try startDocument(element, reader: reader)
    case .file:
      try startFile(element, reader: reader)
      openTranslateScope(element)
    case .group:
      openTranslateScope(element)
      groupNotes.append(nil)
    case .unit: try startUnit(element, reader: reader)
    case .segment:
      if unit.isOpen {
        unit.addSegmentState(element.attribute("state"))
        unit.partCount += 1
      }
    case .ignorable:
      if unit.isOpen { unit.partCount += 1 }
    case .source, .target, .note, .data:
      if kind == .target && !isVersion2 && unit.isOpen {
        try adoptTargetLanguage(of: element, reader: reader)
      }
      startCapture(kind, element, reader: reader)
    case .notes, .originalData, .pairedCode, .segmentMarker, .other: break
    }
  }

  func endElement(reader: XMLEventReader) throws(CatalogError) {
    guard let kind = kinds.popLast() else { return }
    if capture.isActive {
      guard capture.depth == kinds.count else {
        if kind == .pairedCode { endPairedCode() }
        if kind == .segmentMarker { endSegmentMarker() }
        return
      }
      finishCapture(reader: reader)
      return
    }
    switch kind {
    case .unit: try finishUnit()
    case .segment, .ignorable: if unit.isOpen { unit.endSegment(isIgnorable: kind == .ignorable) }
    case .file:
      file = nil
      closeTranslateScope()
    case .group:
      closeTranslateScope()
      groupNotes.removeLast()
    default: break
    }
  }

  func text(_ bytes: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) throws(CatalogError) {
    guard capture.isActive else { return }
    if capture.isInDocument {
      capture.deliveredCount += bytes.count
    } else {
      text.append(contentsOf: bytes)
    }
  }

  /// The string an earlier file wrote for the current unit's first source text or note, when
  /// `bytes` spell it.
  private func sharedText(for kind: Kind, _ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    switch kind {
    case .source: return unit.source == nil ? shared.sourceText(matching: bytes) : nil
    case .note: return unit.isOpen && unit.note == nil ? shared.comment(matching: bytes) : nil
    default: return nil
    }
  }

  /// Opens a `<file>` or `<group>`: its `translate` (`yes` or `no`), else the one it inherits,
  /// holds for what it encloses.
  private func openTranslateScope(_ element: XMLStartElement) {
    translateScopes.append(inheritedTranslate)
    switch element.attribute("translate") {
    case "no": inheritedTranslate = false
    case "yes": inheritedTranslate = true
    default: break
    }
  }

  private func closeTranslateScope() {
    inheritedTranslate = translateScopes.popLast() ?? true
  }

  private func startCapture(_ kind: Kind, _ element: XMLStartElement, reader: XMLEventReader) {
    guard unit.isOpen || (kind == .note && !groupNotes.isEmpty) else { return }
    let offset = element.isEmpty ? element.tagOffset : element.contentOffset
    let state = kind == .target && !isVersion2 ? element.attribute("state", common: Self.commonStates) : nil
    capture.isActive = true
    capture.kind = kind
    capture.depth = kinds.count - 1
    // Only where the first piece of a source or target starts is kept (a note has no position):
    // a position costs a line and column count.
    let keepsPosition = kind == .source ? unit.source == nil : kind == .target && unit.target == nil
    capture.position = keepsPosition ? reader.position(ofOffset: offset) : nil
    capture.state = state
    capture.order = kind == .target && isVersion2 ? element.attribute("order").flatMap { Int($0) } : nil
    if kind == .data { capture.dataID = element.attribute("id") }
    capture.deliveredCount = 0
    if let range = XLIFFCapture.plainContent(of: element) {
      capture.textStart = range.lowerBound
      capture.textEnd = range.upperBound
    } else {
      capture.textEnd = -1
      text.removeAll(keepingCapacity: true)
    }
  }

  /// The captured element's text: read from the document where libxml2 delivered it unchanged,
  /// else from the text collected; one shared `String` for texts that repeat.
  private func capturedText(reader: XMLEventReader) -> String {
    guard capture.isInDocument else {
      let shared =
        self.shared.isActive ? text.withUnsafeBufferPointer { sharedText(for: capture.kind, $0) } : nil
      return shared ?? String(decoding: text, as: UTF8.self)
    }
    let range = capture.textStart..<capture.textEnd
    assert(capture.deliveredCount == range.count, "libxml2 delivered other text than the document's")
    let shared =
      self.shared.isActive ? reader.withText(in: range) { sharedText(for: capture.kind, $0) } : nil
    return shared ?? reader.text(in: range)
  }

  private func finishCapture(reader: XMLEventReader) {
    capture.isActive = false
    // Taken, not copied: the position and state move into the unit.
    let position = capture.position.take()
    let state = capture.state.take()
    let string = capturedText(reader: reader)
    // XLIFF 2.0 splits a unit into segments: their texts join in order. Appending in place keeps
    // a unit of many segments linear.
    switch capture.kind {
    case .source:
      if kinds.last == .ignorable { unit.ignorableSource = string }
      if unit.source != nil {
        unit.source? += string
      } else {
        unit.source = string
        unit.sourcePosition = position
      }
    case .target:
      if isVersion2 {
        unit.segmentHasTarget = true
        unit.addTargetPart(string, order: capture.order.take())
      }
      if unit.target != nil {
        unit.target? += string
        if unit.targetState == nil { unit.targetState = state }
      } else {
        unit.target = unit.pendingTargetText.take().map { $0 + string } ?? string
        unit.targetPosition = position
        unit.targetState = state
      }
    case .note:
      guard unit.isOpen else {
        groupNotes[groupNotes.count - 1] = groupNotes.last!.map { $0 + "\n" + string } ?? string
        break
      }
      if unit.note != nil {
        unit.note? += "\n" + string
      } else {
        unit.note = string
      }
    case .data:
      if let id = capture.dataID.take() { originalData[id] = string }
    default:
      break
    }
  }
}
