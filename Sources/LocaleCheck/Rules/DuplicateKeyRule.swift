/// A key written twice in one `.strings` file or one JSON object: the last one silently wins.
public struct DuplicateKeyRule: Rule {
  public static let descriptor = RuleDescriptor(
    id: "duplicate-key", name: "Duplicate key",
    summary: "A key appears twice in one .strings file or one JSON object (the last one silently wins).",
    rationale: "Translators edit the first occurrence while the app shows the second.",
    defaultSeverity: .warning,
    triggeringExamples: ["\"OK\" = \"OK\";\n\"OK\" = \"Okay\";"],
    nonTriggeringExamples: ["the same key in two different tables"])

  public init() {}

  public func check(_ context: CheckContext) -> [Finding] {
    let wanted = Set(context.locales)
    return context.catalog.duplicates.filter { $0.locale.map(wanted.contains) ?? true }.map { duplicate in
      let locale = duplicate.locale
      let what = duplicate.field.map { "'\($0)' in '\(duplicate.key)'" } ?? "'\(duplicate.key)'"
      let message =
        "\(what) is written twice (first at line \(duplicate.first.line), column \(duplicate.first.column)); "
        + "the last one wins"
      return Finding(
        rule: Self.descriptor.id, severity: Self.descriptor.defaultSeverity, locale: locale,
        identifier: duplicate.key,
        bundle: duplicate.bundle, table: duplicate.table, key: duplicate.key, message: message,
        position: duplicate.second, fingerprint: fingerprint(duplicate, locale: locale))
    }
  }

  /// A repeated field gets its own fingerprint, apart from a repeated key of the same entry.
  private func fingerprint(_ duplicate: DuplicateKey, locale: LocaleID?) -> String? {
    guard let field = duplicate.field else { return nil }
    return Fingerprint.make(
      rule: Self.descriptor.id, locale: locale?.identifier, bundle: duplicate.bundle, table: duplicate.table,
      key: duplicate.key + "\u{1F}" + field, identifier: duplicate.key)
  }
}
