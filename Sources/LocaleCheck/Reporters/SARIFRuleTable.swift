/// The rules of a SARIF run: each id once, in report order, plus any rule a finding names that the
/// report does not describe, so that every result's `ruleIndex` points at its rule.
struct SARIFRuleTable {
  /// The rules in `tool.driver.rules` order.
  private(set) var descriptors: [RuleDescriptor] = []
  private var indices: [String: Int] = [:]

  init(_ rules: [RuleDescriptor], findings: [Finding]) {
    for rule in rules { add(rule) }
    let unknown = Set(findings.map(\.rule)).subtracting(indices.keys).sorted()
    for id in unknown {
      let severity = findings.filter { $0.rule == id }.map(\.severity).max() ?? .error
      add(RuleDescriptor(id: id, name: id, summary: id, rationale: id, defaultSeverity: severity))
    }
  }

  private mutating func add(_ rule: RuleDescriptor) {
    guard indices[rule.id] == nil else { return }
    indices[rule.id] = descriptors.count
    descriptors.append(rule)
  }

  /// The index of rule `id` (every finding's rule is in the table by construction).
  func index(of id: String) -> Int { indices[id] ?? 0 }

  /// The SARIF level of a severity.
  static func level(_ severity: Severity) -> String { severity.rawValue }

  /// A `reportingDescriptor` for `rule`.
  static func json(_ rule: RuleDescriptor) -> JSONValue {
    .object([
      ("id", .string(rule.id)), ("name", .string(rule.name)),
      ("shortDescription", .object([("text", .string(SARIFMessageText.plain(rule.summary)))])),
      ("fullDescription", .object([("text", .string(SARIFMessageText.plain(rule.rationale)))])),
      ("help", .object([("text", .string(SARIFMessageText.plain(helpText(rule))))])),
      ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
    ])
  }

  /// The summary, the rationale and the examples, as plain text.
  static func helpText(_ rule: RuleDescriptor) -> String {
    var parts = [rule.summary, rule.rationale]
    if !rule.triggeringExamples.isEmpty {
      parts.append("Triggers:\n" + rule.triggeringExamples.map { "- " + $0 }.joined(separator: "\n"))
    }
    if !rule.nonTriggeringExamples.isEmpty {
      parts.append(
        "Does not trigger:\n" + rule.nonTriggeringExamples.map { "- " + $0 }.joined(separator: "\n"))
    }
    return parts.filter { !$0.isEmpty }.joined(separator: "\n\n")
  }
}
