extension StringEntry {
  /// The UIKit or AppKit class of the object a storyboard or XIB key belongs to, as the comment
  /// Xcode writes above it names it (`/* Class = "UIButton"; normalTitle = "Save"; ObjectID =
  /// "x1Y-2z-abc"; */`, also an exported XLIFF's `note`), or `nil` for any other key.
  public var interfaceBuilderClass: String? {
    InterfaceBuilderSource.className(of: key, comment: comment)
  }

  /// Whether the key is the text Interface Builder gives a table view's data cell (`Class =
  /// "NSTextFieldCell"; title = "Text Cell";`), which the table's data source replaces: no one
  /// sees or hears it (audits 113, 115).
  public var isInterfaceBuilderCellPlaceholder: Bool {
    guard let comment, comment.contains("Text Cell") else { return false }
    return interfaceBuilderClass == "NSTextFieldCell"
      && InterfaceBuilderSource.sourceText(of: key, comment: comment) == "Text Cell"
  }
}
