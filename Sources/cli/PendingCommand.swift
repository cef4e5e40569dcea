/// Commands of the contract that later work brings (`handoff`, `apply`, `expectations`).
struct PendingCommand {
  var name: String
  var summary: String
  var usage: String

  static let all = [
    PendingCommand(
      name: "handoff", summary: "What a translator of one locale must do, with context (not available yet).",
      usage: "handoff [PATHS...] --locale L --format xliff|csv|markdown --output FILE"),
    PendingCommand(
      name: "apply", summary: "Write returned translations into the catalogs (not available yet).",
      usage: "apply HANDOFF.xliff [PATHS...]"),
    PendingCommand(
      name: "expectations", summary: "Approved labels for UI tests (not available yet).",
      usage: "expectations [PATHS...] --locale L --format json|swift"),
  ]
}
