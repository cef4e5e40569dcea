extension RoleInLabelRule {
  /// Whether `label-is-identifier` tells of `label`, a real identifier's token
  /// ("sign_in_button"): its role word is part of the token, not words VoiceOver speaks twice,
  /// and one defect is one finding.
  static func isToldAsToken(_ label: String, of subject: Subject, in context: CheckContext) -> Bool {
    subject.isRealIdentifier && context.configuration.isEnabled(LabelIsIdentifierRule.descriptor.id)
      && LabelIsIdentifierRule.isToken(
        LabelText.trimmedWithoutDirectionMarks(label), of: subject, in: context)
  }
}
