import LocaleCheck

/// The value of an option that takes one of a few words (`--format json`, `--fail-on warning`):
/// matched in any case, with a "did you mean" for a typo.
enum OptionChoice {
  /// `value` as one of `choices` (which are lower case); a usage error naming `option` otherwise.
  static func parse(_ value: String, among choices: [String], option: String, command: String? = nil) throws
    -> String
  {
    let lowered = value.lowercased()
    if choices.contains(lowered) { return lowered }
    // `--fail-on none` means `never`, not the `note` one letter away (audit 259).
    let meant =
      choices.contains("never") && Self.negations.contains(lowered)
      ? "never" : Suggestion.closest(to: value, among: choices)
    let hint = meant.map { " (did you mean '\($0)'?)" } ?? ""
    let forCommand = command.map { " for \($0)" } ?? ""
    let expected = choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
    throw CLIError("invalid \(option) '\(value)'\(forCommand)\(hint); expected \(expected)")
  }

  /// Words for "not at all".
  private static let negations: Set<String> = [
    "none", "no", "off", "false", "0", "nothing", "disable", "disabled",
  ]
}
