import CatalogParser

/// The identifiers of captured containers that show no label (`Cell` `FileCell_4`, `Table`
/// `FilesTable`): no control to check a label of, but identifiers UI tests query all the same.
enum UnlabelledContainers {
  /// Container types whose identifier is the app's own choice. Not a navigation bar's, an
  /// alert's or a sheet's (UIKit names them by their title), nor an image's (its asset name),
  /// nor the system's windows, keyboards and bars.
  static let judgedTypes: Set<String> = [
    "browser", "cell", "collectionview", "drawer", "grid", "group", "layoutarea", "layoutitem", "other",
    "outline", "outlinerow", "picker", "popover", "radiogroup", "scrollview", "segmentedcontrol",
    "splitgroup", "tabgroup", "table", "tablecolumn", "tablerow", "webview",
  ]

  /// Identifiers UIKit gives its own views: a popover's backdrop, the iPad keyboard's bar.
  static let systemIdentifiers: Set<String> = ["PopoverDismissRegion", "SystemInputAssistantView"]

  /// Each identified unlabelled container of `captures`, with its screen and place, the source
  /// language's captures first (see `CaptureBinder.rank`). Rows numbered alike (`feed.row.0`,
  /// `feed.row.1`, ...) are one identifier made in one place: the first stands for them.
  static func identified(in captures: [UICapture], source: LocaleID)
    -> [(identifier: String, screen: String, position: SourcePosition)]
  {
    let ordered = captures.sorted {
      (CaptureBinder.rank($0, source: source), $0.file) < (CaptureBinder.rank($1, source: source), $1.file)
    }
    var shapes: Set<String> = []
    return ordered.flatMap { capture in
      capture.elements.compactMap { element in
        guard let identifier = element.identifier, let type = element.type?.lowercased(),
          judgedTypes.contains(type), LabelText.trimmed(element.label ?? "").isEmpty, element.value == nil,
          !systemIdentifiers.contains(identifier), !identifier.hasPrefix("_"),
          shapes.insert(numberedShape(of: identifier)).inserted
        else { return nil }
        return (identifier, capture.screen, element.position)
      }
    }
  }

  /// `identifier` with each run of digits as one `#`: `feed.row.#` for `feed.row.12`.
  static func numberedShape(of identifier: String) -> String {
    var shape = ""
    for character in identifier where !(character.isASCII && character.isNumber && shape.last == "#") {
      shape.append(character.isASCII && character.isNumber ? "#" : character)
    }
    return shape
  }
}
