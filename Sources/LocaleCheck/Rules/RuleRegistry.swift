/// Every rule labelcheck has, in the order of SPEC section 4.
public enum RuleRegistry {
  /// The rule types.
  public static let all: [any Rule.Type] = [
    MissingTranslationRule.self, EnglishFallbackRule.self, IdentifierDriftRule.self,
    StaleTranslationRule.self,
    FormatMismatchRule.self, PluralCoverageRule.self, EmptyLabelRule.self, LabelIsIdentifierRule.self,
    RoleInLabelRule.self, DuplicateLabelRule.self, IdentifierTaxonomyRule.self, DuplicateKeyRule.self,
    RuntimeMismatchRule.self, UnboundIdentifierRule.self, LengthExpansionRule.self,
  ]

  /// Every rule's descriptor.
  public static var descriptors: [RuleDescriptor] { all.map { $0.descriptor } }

  /// The descriptor of rule `id`.
  public static func descriptor(for id: String) -> RuleDescriptor? {
    descriptors.first { $0.id == id }
  }

  /// `" (did you mean 'x'?)"` for the closest known id, or an empty string.
  public static func suggestion(for id: String) -> String {
    guard let best = Suggestion.closest(to: id, among: descriptors.map(\.id)) else { return "" }
    return " (did you mean '\(best)'?)"
  }
}
