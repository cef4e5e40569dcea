/// The input formats labelcheck reads.
public enum CatalogFormat: String, CaseIterable, Hashable, Sendable {
  /// A String Catalog (`.xcstrings`, JSON).
  case stringCatalog = "xcstrings"
  /// A `.strings` table (text in UTF-8 or UTF-16, or a binary property list).
  case strings
  /// A `.stringsdict` table (XML or binary property list).
  case stringsdict
  /// An XLIFF 1.2 or 2.0 file (`.xliff`, `.xlf`, also inside `.xcloc` bundles).
  case xliff
  /// A property list whose text `.strings` tables translate (`Info.plist`, a Settings bundle's
  /// `Root.plist`): read only beside `.lproj` folders, never found by its extension alone.
  case propertyList = "plist"
  /// A storyboard or XIB whose texts `.strings` tables translate (`Base.lproj/Main.storyboard`
  /// beside `de.lproj/Main.strings`): read only beside those tables, for the texts they record.
  case interfaceBuilder = "storyboard"
  /// An Xcode project file (`project.pbxproj`) whose `INFOPLIST_KEY_` build settings give the
  /// text of an Info plist Xcode generates: read only for a target's `InfoPlist` tables.
  case xcodeProject = "pbxproj"

  /// The format of a file, by its extension.
  public init?(pathExtension: String) {
    switch pathExtension.lowercased() {
    case "xcstrings": self = .stringCatalog
    case "strings": self = .strings
    case "stringsdict": self = .stringsdict
    case "xliff", "xlf": self = .xliff
    default: return nil
    }
  }
}
