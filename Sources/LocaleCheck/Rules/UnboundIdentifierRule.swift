/// An identifier has no catalog key: its label cannot be checked in any locale.
public struct UnboundIdentifierRule: Rule {
  public static let descriptor = RuleDescriptor(
    id: "unbound-identifier", name: "Unbound identifier",
    summary:
      "An identifier in a UI capture or the label map has no catalog key (no label map entry, no unique match).",
    rationale: "Its label is hard-coded or its key was renamed, so no locale can be checked or translated.",
    defaultSeverity: .warning,
    triggeringExamples: ["labels.json binds login.help to a key no table has"],
    nonTriggeringExamples: ["labels.json binds login.submit.button to 'Sign in', which Localizable has"])

  public init() {}

  public func check(_ context: CheckContext) -> [Finding] {
    context.unboundEntries.map { entry in
      Finding(
        rule: Self.descriptor.id, severity: Self.descriptor.defaultSeverity, identifier: entry.identifier,
        table: entry.table, key: entry.key,
        message:
          "\(entry.identifier) is bound to '\(entry.key)' in \(entry.table), but no \(entry.table) table has that key",
        position: entry.position)
    }
  }
}
