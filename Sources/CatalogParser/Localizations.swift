/// A key's values by locale: a small map kept in insertion order.
///
/// Most keys of `.strings`, `.stringsdict` and XLIFF files hold one or two locales per file, so a
/// single value is stored inline (no allocation) and more in one array, searched linearly: a
/// locale compares as one number. Equality and hashing ignore the order, as a dictionary's do.
public struct Localizations: Hashable, Sendable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
  /// A locale with its value, labelled `key` and `value` as a dictionary's elements are.
  public typealias Element = (key: LocaleID, value: LocalizedValue)

  private struct Pair: Sendable {
    var locale: LocaleID
    var value: LocalizedValue
  }

  private enum Storage: Sendable {
    case empty
    case one(LocaleID, LocalizedValue)
    case many([Pair])
  }

  private var storage: Storage = .empty

  /// An empty map.
  public init() {}

  /// One locale's value.
  public init(_ locale: LocaleID, _ value: LocalizedValue) {
    storage = .one(locale, value)
  }

  /// Two locales' values (the locales must differ).
  init(_ locale: LocaleID, _ value: LocalizedValue, _ otherLocale: LocaleID, _ otherValue: LocalizedValue) {
    storage = .many([Pair(locale: locale, value: value), Pair(locale: otherLocale, value: otherValue)])
  }

  /// The values of a literal, in the order written; a locale written twice keeps its first place
  /// and its last value.
  public init(dictionaryLiteral elements: (LocaleID, LocalizedValue)...) {
    for (locale, value) in elements { self[locale] = value }
  }

  /// The values of `dictionary`, sorted by locale.
  public init(_ dictionary: [LocaleID: LocalizedValue]) {
    for (locale, value) in dictionary.sorted(by: { $0.key < $1.key }) { self[locale] = value }
  }

  // MARK: Collection

  /// Always 0: positions count the locales in the order they were added.
  public var startIndex: Int { 0 }

  /// The number of locales.
  public var endIndex: Int {
    switch storage {
    case .empty: 0
    case .one: 1
    case .many(let pairs): pairs.count
    }
  }

  /// The locale and value at `position`, in the order the locales were added.
  public subscript(position: Int) -> Element {
    switch storage {
    case .empty: preconditionFailure("index out of range")
    case .one(let locale, let value):
      precondition(position == 0, "index out of range")
      return (locale, value)
    case .many(let pairs): return (pairs[position].locale, pairs[position].value)
    }
  }

  // MARK: Dictionary-like access

  /// The locales, in the order they were added.
  public var keys: [LocaleID] {
    switch storage {
    case .empty: []
    case .one(let locale, _): [locale]
    case .many(let pairs): pairs.map(\.locale)
    }
  }

  /// The values, in the order their locales were added.
  public var values: [LocalizedValue] {
    switch storage {
    case .empty: []
    case .one(_, let value): [value]
    case .many(let pairs): pairs.map(\.value)
    }
  }

  /// The position of `locale`'s value, if it has one.
  public func index(forKey locale: LocaleID) -> Int? {
    switch storage {
    case .empty: nil
    case .one(let stored, _): stored == locale ? 0 : nil
    case .many(let pairs): Self.position(of: locale, in: pairs)
    }
  }

  /// Where `locale` is in `pairs`, compared field by field: `first(where:)` would copy every
  /// pair it passes (a value holds several references), and rules look values up for every cell.
  private static func position(of locale: LocaleID, in pairs: [Pair]) -> Int? {
    pairs.withUnsafeBufferPointer { buffer in
      var index = 0
      while index < buffer.count {
        if buffer[index].locale == locale { return index }
        index += 1
      }
      return nil
    }
  }

  /// The value for `locale`; setting `nil` removes it.
  public subscript(locale: LocaleID) -> LocalizedValue? {
    get {
      switch storage {
      case .empty: return nil
      case .one(let stored, let value): return stored == locale ? value : nil
      case .many(let pairs): return Self.position(of: locale, in: pairs).map { pairs[$0].value }
      }
    }
    set {
      if let newValue { setValue(newValue, for: locale) } else { removeValue(forKey: locale) }
    }
  }

  /// The value for `locale`, or `defaultValue` (which setting through this stores).
  public subscript(locale: LocaleID, default defaultValue: @autoclosure () -> LocalizedValue)
    -> LocalizedValue
  {
    get { self[locale] ?? defaultValue() }
    set { setValue(newValue, for: locale) }
  }

  /// Sets the value of `locale`, replacing one already there; moves `value` in, without a copy.
  mutating func setValue(_ value: consuming LocalizedValue, for locale: LocaleID) {
    switch storage {
    case .empty:
      storage = .one(locale, value)
    case .one(let stored, let present):
      storage =
        stored == locale
        ? .one(locale, value)
        : .many([Pair(locale: stored, value: present), Pair(locale: locale, value: value)])
    case .many(var pairs):
      storage = .empty  // drops the array's other reference, so it changes in place
      if let index = Self.position(of: locale, in: pairs) {
        pairs[index].value = value
      } else {
        pairs.append(Pair(locale: locale, value: value))
      }
      storage = .many(pairs)
    }
  }

  /// Changes the value of `locale` in place, starting from an empty value when there is none.
  mutating func modifyValue(for locale: LocaleID, _ change: (inout LocalizedValue) -> Void) {
    switch storage {
    case .empty:
      var value = LocalizedValue()
      change(&value)
      storage = .one(locale, value)
    case .one(let stored, var present) where stored == locale:
      storage = .empty  // leaves `present` the only reference to its structure
      change(&present)
      storage = .one(stored, present)
    case .one, .many:
      if index(forKey: locale) == nil { appendNew(LocalizedValue(), for: locale) }
      guard case .many(var pairs) = storage, let index = Self.position(of: locale, in: pairs)
      else { return }
      storage = .empty
      change(&pairs[index].value)
      storage = .many(pairs)
    }
  }

  /// Removes and returns the value for `locale`.
  @discardableResult
  public mutating func removeValue(forKey locale: LocaleID) -> LocalizedValue? {
    switch storage {
    case .empty:
      return nil
    case .one(let stored, let value):
      guard stored == locale else { return nil }
      storage = .empty
      return value
    case .many(var pairs):
      guard let index = Self.position(of: locale, in: pairs) else { return nil }
      storage = .empty
      let removed = pairs.remove(at: index)
      storage = pairs.count == 1 ? .one(pairs[0].locale, pairs[0].value) : .many(pairs)
      return removed.value
    }
  }

  /// Adds `other`'s values, choosing with `combine(present, new)` where both have a locale.
  public mutating func merge(
    _ other: Localizations,
    uniquingKeysWith combine: (LocalizedValue, LocalizedValue) throws -> LocalizedValue
  ) rethrows {
    for (locale, value) in other {
      if let present = self[locale] {
        setValue(try combine(present, value), for: locale)
      } else {
        appendNew(value, for: locale)
      }
    }
  }

  /// Adds `other`'s values for the locales this map lacks; values present stay, except a
  /// `.strings` value that a `.stringsdict` value of the same locale overrides (see
  /// ``LocalizedValue/overrides(_:)``).
  ///
  /// `other` is consumed: the values it adds move in. Returns the XLIFF `<source>` texts that a
  /// project file's different text replaced (see ``LocalizedValue/exportSource(_:replacedBy:)``).
  @discardableResult
  public mutating func addMissing(from other: consuming Localizations) -> [ExportSourceText] {
    // On the storage, not through the collection's index: most merged entries hold one value.
    let incoming = other.storage
    other.storage = .empty
    switch consume incoming {
    case .empty:
      return []
    case .one(let locale, let value):
      return add(value, for: locale).map { [$0] } ?? []
    case .many(let pairs):
      return pairs.compactMap { add($0.value, for: $0.locale) }
    }
  }

  /// `addMissing(from:)` for one value; the XLIFF `<source>` text it replaced or that gave way.
  private mutating func add(_ value: LocalizedValue, for locale: LocaleID) -> ExportSourceText? {
    guard index(forKey: locale) != nil else {
      appendNew(value, for: locale)
      return nil
    }
    // A collision: rare (the same key in two files of one locale), so the look-up is repeated.
    guard let present = self[locale] else { return nil }
    if value.overrides(present) {
      setValue(value, for: locale)
      return LocalizedValue.exportSource(present, replacedBy: value).map {
        ExportSourceText(locale: locale, value: $0)
      }
    } else if present.isFromXLIFF && value.isFromXLIFF && present.hasForms && value.hasForms {
      modifyValue(for: locale) { $0.fillFormsToTranslate(from: value) }
      return LocalizedValue.exportSource(value, besides: present).map {
        ExportSourceText(locale: locale, value: $0, givesWayToAnotherExport: true)
      }
    }
    if let replaced = LocalizedValue.exportSource(value, replacedBy: present) {
      return ExportSourceText(locale: locale, value: replaced)
    }
    return LocalizedValue.exportSource(value, besides: present).map {
      ExportSourceText(locale: locale, value: $0, givesWayToAnotherExport: true)
    }
  }

  /// Adds a value for a locale known to be absent: no second search.
  private mutating func appendNew(_ value: consuming LocalizedValue, for locale: LocaleID) {
    switch storage {
    case .empty:
      storage = .one(locale, value)
    case .one(let stored, let present):
      storage = .many([Pair(locale: stored, value: present), Pair(locale: locale, value: value)])
    case .many(var pairs):
      storage = .empty  // drops the array's other reference, so it grows in place
      pairs.append(Pair(locale: locale, value: value))
      storage = .many(pairs)
    }
  }

  /// The same locales with transformed values.
  public func mapValues(_ transform: (LocalizedValue) throws -> LocalizedValue) rethrows -> Localizations {
    var result = Localizations()
    for (locale, value) in self { result.setValue(try transform(value), for: locale) }
    return result
  }

  /// Makes room for `minimumCapacity` locales.
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    guard minimumCapacity > 1, case .empty = storage else { return }
    var pairs: [Pair] = []
    pairs.reserveCapacity(minimumCapacity)
    storage = .many(pairs)
  }

  // MARK: Equality regardless of order

  /// Whether both maps hold the same locales with equal values, in any order.
  public static func == (lhs: Localizations, rhs: Localizations) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.allSatisfy { locale, value in rhs[locale] == value }
  }

  /// Hashes the locales and values regardless of their order, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    // Commutative: the same locales and values hash alike in any order.
    var sum = 0
    for (locale, value) in self {
      var element = Hasher()
      element.combine(locale)
      element.combine(value)
      sum = sum &+ element.finalize()
    }
    hasher.combine(count)
    hasher.combine(sum)
  }
}
