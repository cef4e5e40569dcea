extension StringEntry {
  /// The UIKit or AppKit class of the object a storyboard or XIB key belongs to, as the comment
  /// Xcode writes above it names it (`/* Class = "UIButton"; normalTitle = "Save"; ObjectID =
  /// "x1Y-2z-abc"; */`, also an exported XLIFF's `note`), or `nil` for any other key.
  public var interfaceBuilderClass: String? {
    InterfaceBuilderSource.className(of: key, comment: comment)
  }
}
