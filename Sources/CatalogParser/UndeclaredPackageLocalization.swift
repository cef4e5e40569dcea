/// A Swift package whose targets hold `.lproj` tables but whose manifest declares no
/// `defaultLocalization`: SwiftPM refuses to build it ("'defaultLocalization' not set; it is
/// required in the presence of localized resources"), and its tables' source language is only
/// labelcheck's guess.
public struct UndeclaredPackageLocalization: Hashable, Sendable {
  /// Where the manifest that lacks the declaration calls `Package(` (a display path).
  public var manifest: SourcePosition
  /// The bundles of the package's targets that hold `.lproj` tables, as tables name them.
  public var bundles: [String]

  /// The package of `manifest`, whose targets' `bundles` hold `.lproj` tables.
  public init(manifest: SourcePosition, bundles: [String]) {
    self.manifest = manifest
    self.bundles = bundles
  }
}
