/// Reading the leaf paths of ``CatalogParser/LocalizedValue/leaves`` (`plural.one`,
/// `device.mac.plural.other`, `substitutions.count.plural.few`).
public enum LeafPath {
  /// The plural category of a leaf path (`one` of `substitutions.n.plural.one`), if it is a
  /// plural form.
  public static func pluralCategory(in path: String) -> PluralCategory? {
    guard let range = path.range(of: "plural.", options: .backwards) else { return nil }
    return PluralCategory(rawValue: String(path[range.upperBound...].prefix { $0 != "." }))
  }

  /// The path of the `other` form of the plural that `path` is a form of (`plural.other` for
  /// `plural.one`); `path` itself when it is no plural form.
  public static func otherForm(of path: String) -> String {
    guard let range = path.range(of: "plural.", options: .backwards) else { return path }
    return String(path[..<range.upperBound]) + "other"
  }
}
