/// The identifier does not follow the `screen.section.element` taxonomy.
public struct IdentifierTaxonomyRule: Rule {
  public static let descriptor = RuleDescriptor(
    id: "identifier-taxonomy", name: "Identifier taxonomy",
    summary:
      "The identifier does not follow screen.section.element (lowercase first letter, dot-separated camelCase, 2 to 4 segments).",
    rationale: "Stable, structured identifiers keep UI tests readable and independent of the displayed text.",
    defaultSeverity: .note,
    triggeringExamples: ["'SubmitButton'", "'login_submit'", "'a.b.c.d.e'"],
    nonTriggeringExamples: ["'login.submit.button'", "'checkout.promoCode.field'"])

  public init() {}

  public func check(_ context: CheckContext) -> [Finding] {
    context.subjects.filter { $0.isRealIdentifier && !IdentifierShape.isTaxonomic($0.identifier) }.map {
      subject in
      finding(
        "identifier '\(subject.identifier)' does not follow screen.section.element", subject: subject,
        locale: nil,
        position: subject.declaration)
    }
  }
}
