/// The kinds of variation a value can have, as String Catalogs and `.stringsdict` name them.
public enum VariationKind: String, CaseIterable, Hashable, Sendable {
  /// CLDR plural categories: zero, one, two, few, many, other.
  case plural
  /// Device classes: iphone, ipod, ipad, applewatch, appletv, applevision, mac, other.
  case device
  /// `.stringsdict` variable-width rules, keyed by width (`1`, `20`, `50`).
  case width
}

/// The variations of one value: for each kind, the cases by name.
public struct Variations: Hashable, Sendable {
  /// Plural cases by CLDR category.
  public var plural: [String: LocalizedValue]?
  /// Device cases by device class.
  public var device: [String: LocalizedValue]?
  /// Width cases by width.
  public var width: [String: LocalizedValue]?

  /// Variations with the given cases; `nil` for a kind the value does not vary by.
  public init(
    plural: [String: LocalizedValue]? = nil, device: [String: LocalizedValue]? = nil,
    width: [String: LocalizedValue]? = nil
  ) {
    self.plural = plural
    self.device = device
    self.width = width
  }

  /// The kinds present, in a stable order, with their cases.
  public var kinds: [(kind: VariationKind, cases: [String: LocalizedValue])] {
    VariationKind.allCases.compactMap { kind in self[kind].map { (kind, $0) } }
  }

  /// The cases of one kind.
  public subscript(kind: VariationKind) -> [String: LocalizedValue]? {
    get {
      switch kind {
      case .plural: plural
      case .device: device
      case .width: width
      }
    }
    set {
      switch kind {
      case .plural: plural = newValue
      case .device: device = newValue
      case .width: width = newValue
      }
    }
  }

  /// Changes the cases of one kind in place (the subscript's setter would copy them).
  mutating func modifyCases(of kind: VariationKind, _ change: (inout [String: LocalizedValue]?) -> Void) {
    switch kind {
    case .plural: change(&plural)
    case .device: change(&device)
    case .width: change(&width)
    }
  }
}
