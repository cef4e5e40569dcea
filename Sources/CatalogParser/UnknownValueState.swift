/// A `state` that the format of its file does not define (XLIFF's `state="bogus"`, a String
/// Catalog's `"Translated"`): labelcheck reads such a value as translated, which may hide one
/// still to translate.
public struct UnknownValueState: Hashable, Sendable {
  /// The state as written.
  public var state: String
  /// The first value of the file with that state.
  public var position: SourcePosition
  /// How many values (or plural and device forms) of the file have it.
  public var count: Int
  /// The format's states, to name in a message: String Catalog or XLIFF.
  public var format: CatalogFormat

  /// `count` values of one file with `state`, the first at `position`.
  public init(state: String, position: SourcePosition, count: Int, format: CatalogFormat) {
    self.state = state
    self.position = position
    self.count = count
    self.format = format
  }

  /// The state of the format that `state` misspells in case or separator (`Translated`,
  /// `needs-review` in a String Catalog), if any.
  public var meantState: String? {
    let folded = Self.folded(state)
    return Self.knownStates(of: format).first { Self.folded($0) == folded }
  }

  /// The states a format defines: a String Catalog's four, XLIFF 1.2's ten and XLIFF 2.0's four
  /// (an XLIFF file's version is not kept with its values); XLIFF 1.2 also allows any `x-` state.
  public static func knownStates(of format: CatalogFormat) -> [String] {
    switch format {
    case .stringCatalog: ["new", "translated", "needs_review", "stale"]
    case .xliff:
      [
        "new", "needs-translation", "needs-l10n", "needs-adaptation", "translated",
        "needs-review-translation", "needs-review-l10n", "needs-review-adaptation", "final", "signed-off",
        "initial", "reviewed",
      ]
    default: []
    }
  }

  /// Whether `state` is one `format` defines, or XLIFF 1.2's user-defined `x-` kind.
  public static func isKnown(_ state: String, in format: CatalogFormat) -> Bool {
    if format == .xliff && state.hasPrefix("x-") { return true }
    return knownStates(of: format).contains(state)
  }

  private static func folded(_ state: String) -> String {
    String(state.lowercased().map { $0 == "_" ? "-" : $0 })
  }
}
