/// A CLDR plural category, as String Catalogs and `.stringsdict` files name their plural cases.
///
/// Cases are ordered the way CLDR and Xcode list them (`zero` first, `other` last), so sorting a
/// set of categories gives the familiar order.
public enum PluralCategory: String, CaseIterable, Comparable, Hashable, Sendable {
  case zero, one, two, few, many, other

  /// The category's position in CLDR order (`zero` = 0 ... `other` = 5).
  public var order: Int {
    switch self {
    case .zero: 0
    case .one: 1
    case .two: 2
    case .few: 3
    case .many: 4
    case .other: 5
    }
  }

  /// Orders in CLDR order (``order``), `zero` first and `other` last.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool { lhs.order < rhs.order }
}
