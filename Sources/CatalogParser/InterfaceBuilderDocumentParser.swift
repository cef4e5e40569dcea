import Foundation

/// Reads a storyboard or XIB (`Base.lproj/Main.storyboard`) for its objects and their texts,
/// keyed as `ibtool` keys them in the `.strings` tables it generates.
///
/// A property's text is an attribute of the element with the object's id (`<label text="…"
/// id="…">`, `<menuItem title="…">`, an AppKit cell's `title`, a view's `toolTip`), or of a
/// child without an id that the object owns: `<state key="normal" title="…"/>` (`normalTitle`),
/// `<buttonConfiguration key="configuration" title="…">` (`configuration.title`),
/// `<tableHeaderCell key="headerCell" title="…">` (`headerCell.title`), `<accessibility
/// key="accessibilityConfiguration" label="…" hint="…">` (`accessibilityLabel`, what VoiceOver
/// reads), a segmented control's `<segment title="…">` or AppKit's `<segment label="…">`
/// (`segmentTitles[0]`, `ibShadowedLabels[0]`), a search bar's `<scopeButtonTitles>` strings
/// (`scopeButtonTitles[0]`), and `<string key="text">` for a text over several lines.
public enum InterfaceBuilderDocumentParser {
  /// Parses one document of `context`'s bundle and table.
  public static func parse(_ bytes: [UInt8], context: FileContext) throws(CatalogError) -> ParsedFile {
    let handler = InterfaceBuilderDocumentHandler(
      document: InterfaceBuilderDocument(
        path: context.displayPath, bundle: context.bundle, table: context.table))
    try XMLEventReader.read(bytes, file: context.displayPath, handler: handler)
    var parsed = ParsedFile(tables: [])
    parsed.interfaceBuilderDocuments = [handler.finishedDocument()]
    return parsed
  }

  /// The attributes of an object's own element that hold a text its tables translate.
  static let textAttributes: [StaticString] = [
    "title", "text", "placeholder", "placeholderString", "label", "headerTitle", "footerTitle", "prompt",
    "alternateTitle", "paletteLabel", "backButtonTitle", "toolTip",
  ]
  /// The same names as strings, for `<string key="…">` children.
  static let textProperties: Set<String> = Set(textAttributes.map { "\($0)" })
  /// The elements whose title names the screen they make (a window's, a view controller's, a
  /// navigation item's, a menu's), not a control on it.
  static let screenElements: Set<String> = [
    "window", "panel", "menu", "windowController", "viewController", "tableViewController",
    "collectionViewController", "navigationController", "tabBarController", "splitViewController",
    "pageViewController", "navigationItem", "tabViewController", "pagecontroller",
    "hostingController", "avPlayerViewController", "glkViewController",
  ]

  /// The button states whose title a `<state key="…">` child gives (`normalTitle`, …).
  static let buttonStates: Set<String> = ["normal", "highlighted", "selected", "disabled"]

  /// Whether the reader reads the property of `key` (`x1Y-2z-abc.normalTitle`): a key of such a
  /// property without a text in the document has lost it there; one of another property
  /// (`keyEquivalentLabel`) is simply not read.
  static func readsProperty(ofKey key: String) -> Bool {
    guard let dot = key.firstIndex(of: ".") else { return false }
    let property = String(key[key.index(after: dot)...])
    if textProperties.contains(property) || readChildProperties.contains(property) { return true }
    if buttonStates.contains(where: { property == $0 + "Title" }) { return true }
    return ["segmentTitles[", "ibShadowedLabels[", "scopeButtonTitles["].contains { property.hasPrefix($0) }
  }

  /// The properties of children and other names the reader gives texts.
  private static let readChildProperties: Set<String> = [
    "ibShadowedToolTip", "configuration.title", "configuration.subtitle", "headerCell.title",
    "accessibilityLabel", "accessibilityHint",
  ]

  /// The properties whose text labels the object (what VoiceOver reads for it, or the text it
  /// shows), not a tooltip, hint or placeholder beside its label.
  static func isLabelProperty(ofKey key: String) -> Bool {
    guard let dot = key.firstIndex(of: ".") else { return false }
    return !nonLabelProperties.contains(String(key[key.index(after: dot)...]))
  }

  private static let nonLabelProperties: Set<String> = [
    "toolTip", "ibShadowedToolTip", "accessibilityHint", "placeholder", "placeholderString", "prompt",
    "paletteLabel", "footerTitle", "alternateTitle", "configuration.subtitle", "backButtonTitle",
  ]
}
