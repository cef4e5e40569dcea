import Foundation
import LocaleCheck

/// The `labelcheck` entry point: picks the subcommand, parses its options and maps errors to exit 2.
enum LabelcheckCLI {
  static let commands: [any Command.Type] = [
    MatrixCommand.self, InspectCommand.self, RulesCommand.self, BaselineCommand.self,
  ]

  /// Runs `arguments` (without the program name) and returns the exit status.
  static func run(_ arguments: [String], environment: CLIEnvironment) -> Int32 {
    do {
      return try dispatch(arguments, environment: environment)
    } catch let error as CLIError {
      let message = error.isDiagnosticLines ? error.message : ControlCharacters.escaped(error.message)
      Console.error(message.contains(": error: ") ? message : "labelcheck: error: \(message)")
      return 2
    } catch {
      Console.error("labelcheck: error: \(error)")
      return 2
    }
  }

  private static func dispatch(_ arguments: [String], environment: CLIEnvironment) throws -> Int32 {
    guard let first = arguments.first else { return try runCommand(MatrixCommand.self, [], environment) }
    if first == "--help" || first == "-h" || first == "help" {
      // `help COMMAND` is `COMMAND --help`, so a mistyped command gets the usual suggestion.
      guard arguments.count > 1, !arguments[1].hasPrefix("-") else {
        Console.out(overview)
        return 0
      }
      return try dispatch([arguments[1], "--help"], environment: environment)
    }
    if first == "--version" {
      if let extra = arguments.dropFirst().first {
        throw CLIError("unexpected argument '\(extra)' after --version")
      }
      Console.out("\(Report.toolVersion)\n")
      return 0
    }
    if let command = command(named: first) {
      return try runCommand(command, Array(arguments.dropFirst()), environment, named: true)
    }
    if let pending = PendingCommand.all.first(where: { $0.name == first }) {
      if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
        Console.out("OVERVIEW: \(pending.summary)\n\nUSAGE: labelcheck \(pending.usage)\n")
        return 0
      }
      throw CLIError("'\(pending.name)' is not available yet in labelcheck \(Report.toolVersion)")
    }
    if first.hasPrefix("-"), let moved = commandAfterOptions(arguments, environment: environment) {
      // `labelcheck --format json inspect`: options written before the command are its own.
      return try dispatch(moved, environment: environment)
    }
    // `—format json`: the default command's parser names the option meant.
    if first.hasPrefix("-") || looksLikePath(first, environment: environment)
      || TypographicDash.optionMeant(by: first) != nil
    {
      return try runCommand(MatrixCommand.self, arguments, environment)
    }
    let names = commands.map { $0.name } + PendingCommand.all.map(\.name)
    // A mistyped folder (`labelcheck catalgos`) lands here too: say both.
    if let command = Suggestion.closest(to: first, among: names) {
      throw CLIError("unknown command '\(first)' (did you mean '\(command)'?); see 'labelcheck --help'")
    }
    throw CLIError("no such command, file or folder: '\(first)'; see 'labelcheck --help'")
  }

  /// `arguments` with the command named after its options moved to the front (`-f json inspect`
  /// is `inspect -f json`), where the first argument that is no option or option value names a command
  /// and no file; else `nil` (options of the default `matrix`).
  private static func commandAfterOptions(_ arguments: [String], environment: CLIEnvironment) -> [String]? {
    var index = 0
    while index < arguments.count, arguments[index].hasPrefix("-"), arguments[index] != "--" {
      index += 1 + ArgumentParser.valueCount(of: arguments[index], options: MatrixCommand.options)
    }
    guard index < arguments.count else { return nil }
    let word = arguments[index]
    guard isCommandName(word), !looksLikePath(word, environment: environment) else { return nil }
    return [word] + arguments[..<index] + arguments[(index + 1)...]
  }

  /// Whether `word` names catalogs rather than a command: `labelcheck catalogs` checks that folder.
  private static func looksLikePath(_ word: String, environment: CLIEnvironment) -> Bool {
    CatalogFormat(pathExtension: PathUtilities.pathExtension(word)) != nil || word.contains("/")
      || word == "."
      || FileManager.default.fileExists(
        atPath: PathUtilities.absolute(word, base: environment.workingDirectory))
  }

  /// Whether `word` names a command, one not available yet, or `help`.
  private static func isCommandName(_ word: String) -> Bool {
    command(named: word) != nil || PendingCommand.all.contains { $0.name == word } || word == "help"
  }

  private static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.name == name }
  }

  /// Runs `command` over `arguments`; `named`: the command line names it (not the default
  /// `matrix`).
  private static func runCommand(
    _ command: any Command.Type, _ arguments: [String], _ environment: CLIEnvironment, named: Bool = false
  ) throws
    -> Int32
  {
    // `--help` anywhere before `--` wins over everything else, as in most command-line tools.
    let beforeSeparator = arguments.prefix { $0 != "--" }
    if beforeSeparator.contains("--help") || beforeSeparator.contains("-h") {
      Console.out(command.help)
      return 0
    }
    // Every command knows the version, as swift-argument-parser's subcommands inherit it.
    if beforeSeparator.contains("--version") {
      Console.out("\(Report.toolVersion)\n")
      return 0
    }
    let isCommand = { (word: String) in isCommandName(word) && !looksLikePath(word, environment: environment)
    }
    let parsed: ParsedArguments
    do {
      parsed = try ArgumentParser.parse(
        arguments, options: command.options, command: command.name, named: named)
    } catch {
      try CommandWordAmongPaths.refuse(
        in: arguments, of: command, named: named, afterParseFailure: true, isCommand: isCommand,
        optionsOf: { Self.command(named: $0)?.options })
      throw error
    }
    try CommandWordAmongPaths.refuse(
      in: arguments, of: command, named: named, afterParseFailure: false, isCommand: isCommand,
      optionsOf: { Self.command(named: $0)?.options })
    // Paths, the configuration and reports are found from the working folder (also for absolute
    // paths: the configuration above it, reports named relative to it): without one, `/` stands in.
    guard environment.workingDirectoryExists || command.name == RulesCommand.name else {
      throw CLIError(
        "the current folder no longer exists (it was deleted); cd into the project and run again")
    }
    return try command.run(
      parsed.mappingPaths(environment.physicalPath, options: command.options), environment: environment)
  }

  static var overview: String {
    var lines = [
      "OVERVIEW: Check that VoiceOver users hear the right label for every UI identifier in every locale.",
      "",
      "USAGE: labelcheck [COMMAND] [PATHS...] [OPTIONS]",
      "       labelcheck            (= labelcheck matrix on the configured paths or the current folder)",
      "",
      "COMMANDS:",
    ]
    for command in commands {
      lines.append("  " + command.name.padding(toLength: 14, withPad: " ", startingAt: 0) + command.summary)
    }
    for pending in PendingCommand.all {
      lines.append("  " + pending.name.padding(toLength: 14, withPad: " ", startingAt: 0) + pending.summary)
    }
    lines += [
      "",
      "OPTIONS:",
      "  -h, --help    Show help; 'labelcheck COMMAND --help' for a command's options and examples.",
      "  --version     Show the version.",
      "",
      "EXAMPLES:",
      "  labelcheck",
      "      Check the configured paths (or the current folder) in every locale and print the matrix.",
      "  labelcheck matrix catalogs --locales de,ja --format xcode",
      "      Check two locales of catalogs/; findings as Xcode diagnostics.",
      "  labelcheck inspect catalogs --format json",
      "      Print every key of every table in every locale, as labelcheck reads them.",
      "  labelcheck baseline --output .labelcheck-baseline.json",
      "      Record today's findings, so that a pull-request gate fails only on new ones.",
      "",
      "EXIT STATUS: 0 no finding at or above --fail-on; 1 findings; 2 usage error or unreadable input.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
