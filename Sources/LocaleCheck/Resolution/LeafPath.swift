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

  /// The source text that a translation's form at `path` stands for: the source's form at the
  /// same path; for a plural form the source language lacks (Russian `few` against English `one`
  /// and `other`), the source's `other` form; for a form of a plain source (a device variation),
  /// the source's text. `nil` when the source has none of these.
  public static func sourceText(standingFor path: String, in source: LocalizedValue) -> String? {
    if let text = source.leaf(at: path)?.value { return text }
    if pluralCategory(in: path) != nil, let other = source.leaf(at: otherForm(of: path))?.value {
      return other
    }
    if source.variations == nil && source.substitutions == nil, let text = source.value { return text }
    return path.isEmpty ? LabelText.displayText(of: source) : nil
  }
}
