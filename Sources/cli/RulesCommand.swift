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
    if let extra = arguments.positionals.first {
      throw CLIError("unexpected argument '\(extra)': rules takes no paths")
    }
    let descriptors = RuleRegistry.descriptors
    let format = try OptionChoice.parse(
      arguments.value("--format") ?? "text", among: ["text", "json"], option: "--format", command: "rules")
    switch format {
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
    default:
      Console.out(text(descriptors, width: environment.terminalWidth))
    }
    return 0
  }

  /// The rule table: id, severity, then summary and rationale wrapped to the terminal width.
  static func text(_ descriptors: [RuleDescriptor], width: Int) -> String {
    let idWidth = descriptors.map(\.id.count).max() ?? 0
    let indent = idWidth + 11
    var lines: [String] = []
    for rule in descriptors {
      // A blank line between rules: wrapped summaries and rationales would otherwise run together.
      if !lines.isEmpty { lines.append("") }
      let id = rule.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
      let severity = rule.defaultSeverity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
      let body = wrap(rule.summary, width: width - indent) + wrap(rule.rationale, width: width - indent)
      for (index, line) in body.enumerated() {
        lines.append((index == 0 ? id + severity : String(repeating: " ", count: indent)) + line)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` broken at spaces into lines of at most `width` characters (at least 30; longer words stay whole).
  static func wrap(_ text: String, width: Int) -> [String] {
    let limit = max(30, width)
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty && current.count + 1 + word.count > limit {
        lines.append(current)
        current = ""
      }
      current += current.isEmpty ? String(word) : " " + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
