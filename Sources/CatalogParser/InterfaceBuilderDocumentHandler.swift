import Foundation

/// Collects a storyboard's or XIB's objects and texts, element by element (see
/// ``InterfaceBuilderDocumentParser``).
final class InterfaceBuilderDocumentHandler: XMLEventHandler {
  var document: InterfaceBuilderDocument
  /// The id of each open element's object: its own, or the nearest enclosing one's.
  private var owners: [String?] = []
  /// The name of each open element, for the strings of a list (`scopeButtonTitles`).
  private var names: [String] = []
  /// The items of a list counted so far per object and list (`segmentTitles`, `scopeButtonTitles`).
  private var itemCounts: [String: Int] = [:]
  /// The container (see ``InterfaceBuilderDocument/containers``) of each open element, as an
  /// index of `containerNames`.
  private var containerStack: [Int?] = []
  /// Each container's name; a scene's is its first object's class or title, once met.
  private var containerNames: [String] = []
  /// The containers whose name is still the scene's id.
  private var unnamedScenes: Set<Int> = []
  /// The container of each text's key.
  private var containerKeys: [String: Int] = [:]
  /// Each container's id (a menu's, a scene's, a top-level object's).
  private var containerIDs: [String] = []
  /// Whether each open element is a matrix's prototype cell (`key="prototype"`) or inside one:
  /// a template AppKit copies for each cell, never shown itself.
  private var prototypeStack: [Bool] = []
  /// The key, position and bytes of an open `<string>` child whose text is collected.
  private var collected: (key: String, isBase64: Bool, bytes: [UInt8], depth: Int, position: SourcePosition)?

  init(document: InterfaceBuilderDocument) {
    self.document = document
  }

  func startElement(_ element: XMLStartElement, reader: XMLEventReader) throws(CatalogError) {
    let enclosing = owners.last ?? nil
    let parent = names.last
    names.append(element.name)
    containerStack.append(container(of: element, enclosing: containerStack.last ?? nil))
    prototypeStack.append(prototypeStack.last == true || element.attribute("key") == "prototype")
    noteMarks(of: element, owner: enclosing)
    // A device's id (`retina6_12`) names no object.
    if let id = element.attribute("id"), !element.hasName("device") {
      document.objectIDs.insert(id)
      document.objectClasses[id] = element.name
      readOwnTexts(of: element, id: id, reader: reader)
      owners.append(id)
      return
    }
    owners.append(enclosing)
    guard let owner = enclosing else { return }
    readOwnedText(of: element, owner: owner, parent: parent, reader: reader)
  }

  /// Notes what `element` tells of the objects around it: one code reaches (an outlet's
  /// destination, a table cell's own label), one the project leaves untranslated (BartyCrouch's
  /// `#bc-ignore!` in `owner`'s comment for localizers).
  private func noteMarks(of element: XMLStartElement, owner: String?) {
    if element.hasName("outlet") || element.hasName("outletCollection"),
      let destination = element.attribute("destination")
    {
      document.codeReachedObjects.insert(destination)
    }
    // A table cell names its own labels (`textLabel="Ldl-ek-4NF"`), which code fills in.
    if let id = element.attribute("textLabel") { document.codeReachedObjects.insert(id) }
    if let id = element.attribute("detailTextLabel") { document.codeReachedObjects.insert(id) }
    if element.hasName("fragment"), element.attribute("content")?.contains("#bc-ignore!") == true, let owner {
      document.untranslatedObjects.insert(owner)
    }
  }

  /// Reads the texts of an object's own element.
  private func readOwnTexts(of element: XMLStartElement, id: String, reader: XMLEventReader) {
    // A pop-up button shows its selected item's title, which its menu item's key translates:
    // `ibtool` gives the cell's own title no key (audit 303: Clipy).
    let isPopUp = element.hasName("popUpButtonCell")
    // A window's, menu's or view controller's own title names its screen: it is no control on it
    // (audit 310, review 210).
    let namesScreen = InterfaceBuilderDocumentParser.screenElements.contains(element.name)
    for name in InterfaceBuilderDocumentParser.textAttributes where !(isPopUp && "\(name)" == "title") {
      guard let text = element.attribute(name) else { continue }
      record(text, key: "\(id).\(name)", at: element, reader: reader)
      if namesScreen && "\(name)" == "title" { document.screenTitleKeys.insert("\(id).title") }
      // AppKit's views key their tooltip so (`ibShadowedToolTip`), a toolbar item by its name.
      if "\(name)" == "toolTip" { record(text, key: "\(id).ibShadowedToolTip", at: element, reader: reader) }
    }
  }

  /// Reads the text a child without an id gives its owning object.
  private func readOwnedText(
    of element: XMLStartElement, owner: String, parent: String?, reader: XMLEventReader
  ) {
    let key = element.attribute("key")
    if element.hasName("state"), let state = key, InterfaceBuilderDocumentParser.buttonStates.contains(state)
    {
      record(element.attribute("title"), key: "\(owner).\(state)Title", at: element, reader: reader)
    } else if element.hasName("buttonConfiguration"), key == "configuration" {
      record(element.attribute("title"), key: "\(owner).configuration.title", at: element, reader: reader)
      record(
        element.attribute("subtitle"), key: "\(owner).configuration.subtitle", at: element, reader: reader)
    } else if element.hasName("tableHeaderCell"), key == "headerCell" {
      record(element.attribute("title"), key: "\(owner).headerCell.title", at: element, reader: reader)
    } else if element.hasName("accessibility"), key == "accessibilityConfiguration" {
      record(element.attribute("label"), key: "\(owner).accessibilityLabel", at: element, reader: reader)
      record(element.attribute("hint"), key: "\(owner).accessibilityHint", at: element, reader: reader)
    } else if element.hasName("segment") {
      // Every segment counts, one with an image only too: its index is its place.
      let index = nextIndex(of: owner, list: "segments")
      record(element.attribute("title"), key: "\(owner).segmentTitles[\(index)]", at: element, reader: reader)
      record(
        element.attribute("label"), key: "\(owner).ibShadowedLabels[\(index)]", at: element, reader: reader)
    } else if element.hasName("string") {
      let property: String?
      if key == nil && parent == "scopeButtonTitles" {
        property = "scopeButtonTitles[\(nextIndex(of: owner, list: "scopeButtonTitles"))]"
      } else {
        property = key.flatMap { InterfaceBuilderDocumentParser.textProperties.contains($0) ? $0 : nil }
      }
      guard let property else { return }
      let position = reader.position(ofOffset: element.tagOffset)
      collected = (
        "\(owner).\(property)", element.attribute("base64-UTF8") == "YES", [], names.count, position
      )
    }
  }

  /// The next index of `list` in `owner`'s object.
  private func nextIndex(of owner: String, list: String) -> Int {
    let name = owner + "\u{0}" + list
    let index = itemCounts[name, default: 0]
    itemCounts[name] = index + 1
    return index
  }

  func endElement(reader: XMLEventReader) throws(CatalogError) {
    if let string = collected, string.depth == names.count {
      collected = nil
      let text = String(decoding: string.bytes, as: UTF8.self)
      let decoded = string.isBase64 ? Self.decodedBase64(text) : text
      record(decoded, key: string.key, position: string.position)
      // A tooltip over several lines is a child, keyed as the attribute is (audit 309: Durian).
      if string.key.hasSuffix(".toolTip") {
        record(
          decoded, key: String(string.key.dropLast("toolTip".count)) + "ibShadowedToolTip",
          position: string.position)
      }
    }
    owners.removeLast()
    names.removeLast()
    containerStack.removeLast()
    prototypeStack.removeLast()
  }

  /// The container of `element`: a menu or a scene of its own, a top-level object of a XIB (under
  /// `<document><objects>`), else its parent's; a scene takes the name of its first object.
  private func container(of element: XMLStartElement, enclosing: Int?) -> Int? {
    let id = element.attribute("id")
    if element.hasName("menu"), let id {
      return newContainer("menu '\(element.attribute("title") ?? id)'", id: id)
    }
    if element.hasName("scene"), let scene = element.attribute("sceneID") {
      let index = newContainer("scene \(scene)", id: scene)
      unnamedScenes.insert(index)
      return index
    }
    // The scene's own object names it, not a placeholder beside it (First Responder's
    // `UIResponder`; review 209).
    if let enclosing, unnamedScenes.contains(enclosing),
      element.attribute("sceneMemberID") == "viewController"
    {
      if let name = element.attribute("customClass") ?? element.attribute("title") {
        containerNames[enclosing] = "scene '\(name)'"
      }
      unnamedScenes.remove(enclosing)
    }
    if enclosing == nil, names.count == 3, let id {
      return newContainer(
        "\(element.name) '\(element.attribute("title") ?? element.attribute("userLabel") ?? id)'", id: id)
    }
    return enclosing
  }

  private func newContainer(_ name: String, id: String) -> Int {
    containerNames.append(name)
    containerIDs.append(id)
    return containerNames.count - 1
  }

  /// The document with each text's container named; names that several containers share (every
  /// pop-up's menu is "OtherViews", a XIB's windows "Window") with each one's id (review 209).
  func finishedDocument() -> InterfaceBuilderDocument {
    var finished = document
    let counts = Dictionary(containerNames.map { ($0, 1) }, uniquingKeysWith: +)
    let names = containerNames.indices.map { index in
      counts[containerNames[index], default: 0] > 1
        ? "\(containerNames[index]) (\(containerIDs[index]))" : containerNames[index]
    }
    finished.containers = containerKeys.compactMapValues { $0 < names.count ? names[$0] : nil }
    return finished
  }

  func text(_ bytes: UnsafeBufferPointer<UInt8>, reader: XMLEventReader) throws(CatalogError) {
    guard collected != nil else { return }
    collected?.bytes.append(contentsOf: bytes)
  }

  /// Keeps a non-empty text written in `element`'s tag.
  private func record(_ text: String?, key: String, at element: XMLStartElement, reader: XMLEventReader) {
    guard let text, !text.isEmpty else { return }
    record(text, key: key, position: reader.position(ofOffset: element.tagOffset))
  }

  /// Keeps a non-empty text: an empty one gets no key from `ibtool`.
  private func record(_ text: String?, key: String, position: SourcePosition) {
    guard let text, !text.isEmpty else { return }
    document.texts[key] = text
    document.positions[key] = position
    if prototypeStack.last == true { document.prototypeKeys.insert(key) }
    if let container = containerStack.last ?? nil { containerKeys[key] = container }
  }

  /// The UTF-8 text of a `base64-UTF8="YES"` string, whose base64 Xcode wraps in line breaks.
  private static func decodedBase64(_ text: String) -> String? {
    let compact = text.filter { !$0.isWhitespace }
    guard let data = Data(base64Encoded: compact) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
