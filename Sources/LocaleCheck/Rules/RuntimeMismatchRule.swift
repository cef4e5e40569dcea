/// The label a locale's UI capture shows differs from the catalog's resolved label.
public struct RuntimeMismatchRule: Rule {
  public static let descriptor = RuleDescriptor(
    id: "runtime-mismatch", name: "Runtime label mismatch",
    summary:
      "The label in the locale's UI capture differs from the catalog's resolved label for that locale.",
    rationale:
      "The running app shows something the catalogs do not say: a hard-coded or wrongly bound label.",
    defaultSeverity: .error,
    triggeringExamples: ["es capture shows 'Sign in' where the catalog resolves 'Iniciar sesión'"],
    nonTriggeringExamples: ["es capture shows 'Iniciar sesión'"])

  public init() {}

  public func check(_ context: CheckContext) -> [Finding] {
    // Compares captured labels once UI captures are read (SPEC section 7); without captures there is nothing to compare.
    []
  }
}
