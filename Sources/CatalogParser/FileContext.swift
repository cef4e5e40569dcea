/// What the discovery knows about a file before it is parsed: how to name it and where it belongs.
public struct FileContext: Hashable, Sendable {
  /// The path shown to users (relative to the working folder where possible).
  public var displayPath: String
  /// The bundle the file's table belongs to.
  public var bundle: String
  /// The table name (the file name without extension).
  public var table: String
  /// The locale of the file, for one-locale files (`.lproj` contents); `LocaleID.base` for `Base.lproj`.
  public var locale: LocaleID?

  /// For an Xcode project file read as a generated Info plist's text: the target's build
  /// configurations to read, by the order of their `buildSettings` blocks (see
  /// ``XcodeBuildSettings``); empty for every configuration that generates a plist.
  public var buildConfigurations: [Int] = []
  /// The context of a file of `table` in `bundle` (`.`, the working folder, by default); `locale`
  /// for a one-locale file.
  public init(displayPath: String, bundle: String = ".", table: String, locale: LocaleID? = nil) {
    self.displayPath = displayPath
    self.bundle = bundle
    self.table = table
    self.locale = locale
  }
}
