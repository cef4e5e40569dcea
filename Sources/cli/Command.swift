import Foundation

/// A `labelcheck` subcommand: its option table, help and behaviour.
protocol Command {
  /// The subcommand's name (`matrix`).
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The usage line after `labelcheck`.
  static var usage: String { get }
  /// Example invocations with what they do.
  static var examples: [(String, String)] { get }
  /// Lines that show the files the command reads besides catalogs (none by default).
  static var files: [String] { get }
  /// The options it accepts (besides `--help`).
  static var options: [OptionSpec] { get }
  /// Runs with parsed arguments and returns the exit status.
  static func run(_ arguments: ParsedArguments, environment: CLIEnvironment) throws -> Int32
}

extension Command {
  static var files: [String] { [] }

  /// The `--help` text.
  static var help: String {
    var lines = ["OVERVIEW: \(summary)", "", "USAGE: labelcheck \(usage)", "", "OPTIONS:"]
    let all = options + [OptionSpec(name: "--help", short: "-h", kind: .flag, help: "Show this help.")]
    let width = all.map { ($0.short.map { "\($0), " } ?? "") + $0.usage }.map(\.count).max() ?? 0
    for option in all {
      let label = (option.short.map { "\($0), " } ?? "") + option.usage
      lines.append("  " + label.padding(toLength: width + 2, withPad: " ", startingAt: 0) + option.help)
    }
    if !examples.isEmpty {
      lines += ["", "EXAMPLES:"]
      for (command, explanation) in examples { lines += ["  \(command)", "      \(explanation)"] }
    }
    if !files.isEmpty { lines += ["", "FILES:"] + files.map { "  " + $0 } }
    return lines.joined(separator: "\n") + "\n"
  }
}
