import Foundation
import LocaleCheck

/// `labelcheck rules`: every rule with its id, default severity, summary and rationale.
enum RulesCommand: Command {
  static let name = "rules"
  static let summary = "List every rule with its id, default severity, summary and rationale."
  static let usage = "rules [--format text|json]"
  static let examples = [
    ("labelcheck rules", "The rule table."), ("labelcheck rules --format json", "For tools."),
  ]
  static let options: [OptionSpec] = [
    OptionSpec(
      name: "--format", short: "-f", kind: .value(placeholder: "FORMAT"),
      help: "text or json (default: text).")
  ]

  static func run(_ arguments: ParsedArguments, environment: CLIEnvironment) throws -> Int32 {
    let descriptors = RuleRegistry.descriptors
    switch arguments.value("--format") ?? "text" {
    case "json":
      let rules = JSONValue.array(
        descriptors.map { rule in
          .object([
            ("id", .string(rule.id)), ("name", .string(rule.name)),
            ("defaultSeverity", .string(rule.defaultSeverity.rawValue)), ("summary", .string(rule.summary)),
            ("rationale", .string(rule.rationale)),
            ("triggeringExamples", .array(rule.triggeringExamples.map { .string($0) })),
            ("nonTriggeringExamples", .array(rule.nonTriggeringExamples.map { .string($0) })),
          ])
        })
      Console.out(rules.serialized(pretty: true) + "\n")
    case "text":
      let width = descriptors.map(\.id.count).max() ?? 0
      for rule in descriptors {
        let id = rule.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
        let severity = rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        Console.out(
          "\(id)\(severity)\(rule.summary)\n" + String(repeating: " ", count: width + 11)
            + "\(rule.rationale)\n")
      }
    case let other:
      throw CLIError("unknown format '\(other)' for rules; expected text or json")
    }
    return 0
  }
}
