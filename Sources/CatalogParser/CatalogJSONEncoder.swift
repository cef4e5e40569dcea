/// Encodes a catalog as the normalized model of SPEC section 5 (`labelcheck inspect --format json`).
///
/// Nothing is dropped: every table, key, locale, value, state, comment, variation leaf and
/// substitution appears, with its position; fields without a value are `null`.
public enum CatalogJSONEncoder {
  /// The whole model.
  public static func encode(_ catalog: Catalog) -> JSONValue {
    .object([
      ("schemaVersion", 1),
      ("sourceLocale", .string(catalog.sourceLocale.identifier)),
      ("locales", .array(catalog.locales.map { .string($0.identifier) })),
      ("tables", .array(catalog.tables.map(encode(table:)))),
    ])
  }

  static func encode(table: StringTable) -> JSONValue {
    .object([
      ("bundle", .string(table.bundle)),
      ("name", .string(table.name)),
      ("keys", .array(table.entries.map(encode(entry:)))),
    ])
  }

  static func encode(entry: StringEntry) -> JSONValue {
    let localizations = entry.localizations.sorted { $0.key < $1.key }
      .map { ($0.key.identifier, encode(value: $0.value)) }
    return .object([
      ("key", .string(entry.key)),
      ("comment", .optional(entry.comment)),
      ("shouldTranslate", .bool(entry.shouldTranslate)),
      ("extractionState", .optional(entry.extractionState)),
      ("localizations", .object(localizations)),
    ])
  }

  /// A value with every field, `null` where it has none: each object has the same keys.
  static func encode(value: LocalizedValue) -> JSONValue {
    .object([
      ("value", .optional(value.value)),
      ("state", .optional(value.state)),
      ("file", .optional(value.position?.file)),
      ("line", .optional(value.position?.line)),
      ("column", .optional(value.position?.column)),
      ("variations", value.variations.map(encode(variations:)) ?? .null),
      ("substitutions", value.substitutions.map(encode(substitutions:)) ?? .null),
      ("stringSet", value.stringSet.map { .array($0.map { .string($0) }) } ?? .null),
    ])
  }

  static func encode(variations: Variations) -> JSONValue {
    .object(
      variations.kinds.map { kind, cases in
        (kind.rawValue, .object(sortedCases(cases, kind: kind).map { ($0.key, encode(value: $0.value)) }))
      })
  }

  static func encode(substitutions: [String: Substitution]) -> JSONValue {
    .object(
      substitutions.sorted { $0.key < $1.key }.map { name, substitution in
        (
          name,
          .object([
            ("argNum", .optional(substitution.argNum)),
            ("formatSpecifier", .optional(substitution.formatSpecifier)),
            ("variations", substitution.variations.map(encode(variations:)) ?? .null),
          ])
        )
      })
  }

  /// Plural categories in CLDR order (zero, one, two, few, many, other); other kinds by name.
  static func sortedCases(_ cases: [String: LocalizedValue], kind: VariationKind) -> [(
    key: String, value: LocalizedValue
  )] {
    let order = ["zero", "one", "two", "few", "many", "other"]
    return cases.sorted { lhs, rhs in
      guard kind == .plural else { return lhs.key < rhs.key }
      let left = order.firstIndex(of: lhs.key) ?? order.count
      let right = order.firstIndex(of: rhs.key) ?? order.count
      return (left, lhs.key) < (right, rhs.key)
    }
  }
}
