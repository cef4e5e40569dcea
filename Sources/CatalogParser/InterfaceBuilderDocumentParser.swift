import Foundation

/// Reads a storyboard or XIB (`Base.lproj/Main.storyboard`) for its objects and their texts,
/// keyed as `ibtool` keys them in the `.strings` tables it generates.
///
/// A property's text is an attribute of the element with the object's id (`<label text="…"
/// id="…">`, `<menuItem title="…">`, an AppKit cell's `title`), or of a child without an id that
/// the object owns: `<state key="normal" title="…"/>` (`normalTitle`), `<buttonConfiguration
/// key="configuration" title="…">` (`configuration.title`), `<tableHeaderCell key="headerCell"
/// title="…">` (`headerCell.title`), a segmented control's `<segment title="…">`
/// (`segmentTitles[0]`), and `<string key="text">` for a text over several lines.
public enum InterfaceBuilderDocumentParser {
  /// Parses one document of `context`'s bundle and table.
  public static func parse(_ bytes: [UInt8], context: FileContext) throws(CatalogError) -> ParsedFile {
    let handler = Handler(
      document: InterfaceBuilderDocument(
        path: context.displayPath, bundle: context.bundle, table: context.table))
    try XMLEventReader.read(bytes, file: context.displayPath, handler: handler)
    var parsed = ParsedFile(tables: [])
    parsed.interfaceBuilderDocuments = [handler.document]
    return parsed
  }

  /// The attributes of an object's own element that hold a text its tables translate.
  static let textAttributes: [StaticString] = [
    "title", "text", "placeholder", "placeholderString", "label", "headerTitle", "footerTitle", "prompt",
    "alternateTitle", "paletteLabel",
  ]
  /// The same names as strings, for `<string key="…">` children.
  static let textProperties: Set<String> = Set(textAttributes.map { "\($0)" })
  /// The button states whose title a `<state key="…">` child gives (`normalTitle`, …).
  static let buttonStates: Set<String> = ["normal", "highlighted", "selected", "disabled"]

  /// Collects the document's objects and texts, element by element.
  final class Handler: XMLEventHandler {
    var document: InterfaceBuilderDocument
    /// The id of each open element's object: its own, or the nearest enclosing one's.
    private var owners: [String?] = []
    /// The segments counted so far per object, for `segmentTitles[N]`.
    private var segmentCounts: [String: Int] = [:]
    /// The key and bytes of an open `<string key="…">` child whose text is collected.
    private var collected: (key: String, isBase64: Bool, bytes: [UInt8], depth: Int)?

    init(document: InterfaceBuilderDocument) {
      self.document = document
    }

    func startElement(_ element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
      let enclosing = owners.last ?? nil
      // A device's id (`retina6_12`) names no object.
      if let id = element.attribute("id"), !element.hasName("device") {
        document.objectIDs.insert(id)
        // A pop-up button shows its selected item's title, which its menu item's key translates:
        // `ibtool` gives the cell's own title no key (audit 303: Clipy).
        let isPopUp = element.hasName("popUpButtonCell")
        for name in InterfaceBuilderDocumentParser.textAttributes where !(isPopUp && "\(name)" == "title") {
          record(element.attribute(name), key: "\(id).\(name)")
        }
        owners.append(id)
        return
      }
      owners.append(enclosing)
      guard let owner = enclosing else { return }
      readOwnedText(of: element, owner: owner)
    }

    /// Reads the text a child without an id gives its owning object.
    private func readOwnedText(of element: XMLStartElement, owner: String) {
      if element.hasName("state"), let state = element.attribute("key"),
        InterfaceBuilderDocumentParser.buttonStates.contains(state)
      {
        record(element.attribute("title"), key: "\(owner).\(state)Title")
      } else if element.hasName("buttonConfiguration"), element.attribute("key") == "configuration" {
        record(element.attribute("title"), key: "\(owner).configuration.title")
        record(element.attribute("subtitle"), key: "\(owner).configuration.subtitle")
      } else if element.hasName("tableHeaderCell"), element.attribute("key") == "headerCell" {
        record(element.attribute("title"), key: "\(owner).headerCell.title")
      } else if element.hasName("segment"), let title = element.attribute("title") {
        let index = segmentCounts[owner, default: 0]
        segmentCounts[owner] = index + 1
        record(title, key: "\(owner).segmentTitles[\(index)]")
      } else if element.hasName("string"), let key = element.attribute("key"),
        InterfaceBuilderDocumentParser.textProperties.contains(key)
      {
        collected = ("\(owner).\(key)", element.attribute("base64-UTF8") == "YES", [], owners.count)
      }
    }

    func endElement(reader: XMLEventReader) throws(CatalogError) {
      if let string = collected, string.depth == owners.count {
        collected = nil
        let text = String(decoding: string.bytes, as: UTF8.self)
        record(string.isBase64 ? Self.decodedBase64(text) : text, key: string.key)
      }
      owners.removeLast()
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) throws(CatalogError) {
      guard collected != nil else { return }
      collected?.bytes.append(contentsOf: bytes)
    }

    /// Keeps a non-empty text: an empty one gets no key from `ibtool`.
    private func record(_ text: String?, key: String) {
      guard let text, !text.isEmpty else { return }
      document.texts[key] = text
    }

    /// The UTF-8 text of a `base64-UTF8="YES"` string, whose base64 Xcode wraps in line breaks.
    private static func decodedBase64(_ text: String) -> String? {
      let compact = text.filter { !$0.isWhitespace }
      guard let data = Data(base64Encoded: compact) else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
  }
}
