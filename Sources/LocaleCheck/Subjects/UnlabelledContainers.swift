import CatalogParser

/// The identifiers of captured containers that show no label (`Cell` `FileCell_4`, `Table`
/// `FilesTable`): no control to check a label of, but identifiers UI tests query all the same.
enum UnlabelledContainers {
  /// One container's identifier where it is first captured, with the part of it the app chose:
  /// `feed.row` of the rows `feed.row.0` and `feed.row.3F2A-11EE`, whose numbers or record ids
  /// are data (a list shows other rows when scrolled).
  struct Identified {
    var identifier: String
    /// The identifier without its trailing number or record id; the identifier where it has none.
    var chosenPart: String
    var screen: String
    var position: SourcePosition
  }

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

  /// Each identified unlabelled container of `captures`, the source language's captures first
  /// (see `CaptureBinder.rank`); rows whose chosen part is alike (`feed.row.0`, `feed.row.1`)
  /// once.
  static func identified(in captures: [UICapture], source: LocaleID) -> [Identified] {
    let ordered = captures.sorted {
      (CaptureBinder.rank($0, source: source), $0.file) < (CaptureBinder.rank($1, source: source), $1.file)
    }
    var chosenParts: Set<String> = []
    return ordered.flatMap { capture in
      let systemParts = systemPartPaths(in: capture)
      return capture.elements.compactMap { element -> Identified? in
        guard let identifier = element.identifier, let type = element.type?.lowercased(),
          judgedTypes.contains(type), LabelText.trimmed(element.label ?? "").isEmpty, element.value == nil,
          !systemIdentifiers.contains(identifier), !identifier.hasPrefix("_"),
          !isInside(element.path, anyOf: systemParts)
        else { return nil }
        let chosen = chosenPart(of: identifier)
        guard chosenParts.insert(chosen).inserted else { return nil }
        return Identified(
          identifier: identifier, chosenPart: chosen, screen: capture.screen, position: element.position)
      }
    }
  }

  /// Types of the system's own parts of a screen, whose insides the app does not name.
  static let systemPartTypes: Set<String> = ["keyboard", "statusbar", "menubar", "touchbar"]

  /// The paths of `capture`'s keyboards and system bars (`0/3`): the containers inside them are
  /// the system's (a keyboard's rows and input views).
  private static func systemPartPaths(in capture: UICapture) -> [String] {
    capture.elements.compactMap { element in
      guard let type = element.type?.lowercased(), systemPartTypes.contains(type) else { return nil }
      return element.path
    }
  }

  /// Whether the element at `path` is inside one at any of `paths` (`0/3/1` inside `0/3`).
  private static func isInside(_ path: String?, anyOf paths: [String]) -> Bool {
    guard let path, !paths.isEmpty else { return false }
    return paths.contains { path.hasPrefix($0 + "/") }
  }

  /// `identifier` without its trailing row number or record id, after `.`, `_`, `-` or a space:
  /// `feed.row` for `feed.row.12`, `FileCell` for `FileCell_4`, `inbox.row` for
  /// `inbox.row.3F2A9C1E` or a UUID. A segment of digits, of eight hex digits or more (or four
  /// with digits and letters, `1a2b`), or a UUID's group is data; a word with a digit is a name
  /// (`settings.ipv6`, `login.step2`; review 189).
  /// The identifier itself where nothing else is left.
  static func chosenPart(of identifier: String) -> String {
    var part = Substring(identifier)
    var stripped: Substring?
    while let separator = part.lastIndex(where: { ". _-".contains($0) }), separator != part.startIndex {
      let segment = part[part.index(after: separator)...]
      let isHex = !segment.isEmpty && segment.allSatisfy { $0.isHexDigit && $0.isASCII }
      // A UUID's group (`bdba` in `fec08e90-1e5f-a037-bdba-19ebabf100b0`) before another one.
      let isUUIDGroup =
        isHex && segment.count >= 4 && stripped.map { $0.count >= 4 && $0.allSatisfy(\.isHexDigit) } == true
        && identifier[segment.endIndex] == "-"
      let isData =
        (!segment.isEmpty && segment.allSatisfy { $0.isASCII && $0.isNumber })
        || (isHex
          && (segment.count >= 8
            || (segment.count >= 4 && segment.contains(where: \.isNumber)
              && segment.contains(where: \.isLetter))))
        || isUUIDGroup
      guard isData else { break }
      stripped = segment
      part = part[..<separator]
    }
    return part.contains(where: \.isNumber) && part.allSatisfy({ $0.isNumber || $0.isHexDigit })
      ? identifier : String(part)
  }
}
