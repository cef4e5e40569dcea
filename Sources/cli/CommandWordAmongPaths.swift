/// A command's name written among another command's paths (`labelcheck App inspect`): read as a
/// path, it would be "no such file or folder" after a whole matrix was printed.
enum CommandWordAmongPaths {
  /// Refuses the first word of `arguments` that `isCommand` where `command` would read a path:
  /// not an option, nor an option's value (`--output inspect`, `-qo inspect`), nor a word after
  /// `--`, which is a path whatever it says; never for `rules`, which takes no paths. After the
  /// arguments failed to parse (an option of the command meant, `App handoff --locale de`), a
  /// word right after an unknown option may be its value and is passed by. `named`: the command
  /// line names `command` (`labelcheck baseline App inspect`), which the word does not replace;
  /// `optionsOf` gives a command's options, to leave out of the suggestion those it lacks.
  static func refuse(
    in arguments: [String], of command: any Command.Type, named: Bool = false, afterParseFailure: Bool,
    isCommand: (String) -> Bool, optionsOf: (String) -> [OptionSpec]? = { _ in nil }
  ) throws {
    guard command.name != RulesCommand.name else { return }
    var index = 0
    var afterUnknownOption = false
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      if argument.hasPrefix("-") && argument != "-" {
        let valueCount = ArgumentParser.valueCount(of: argument, options: command.options)
        let name = String(argument.prefix { $0 != "=" })
        afterUnknownOption =
          afterParseFailure && valueCount == 0 && !argument.contains("=")
          && !command.options.contains { $0.name == name || $0.short == name }
        index += 1 + valueCount
        continue
      }
      if isCommand(argument) && !afterUnknownOption {
        throw error(for: index, in: arguments, of: command, named: named, optionsOf: optionsOf)
      }
      afterUnknownOption = false
      index += 1
    }
  }

  /// "write it first", with the command line that does; for `help`, the command's help; where
  /// the command line names its command already, that one runs at a time.
  private static func error(
    for index: Int, in arguments: [String], of command: any Command.Type, named: Bool,
    optionsOf: (String) -> [OptionSpec]?
  ) -> CLIError {
    var rest = arguments
    let word = rest.remove(at: index)
    if word == "help" {
      return CLIError("'help' is a command, not a path: for help, run labelcheck \(command.name) --help")
    }
    if named {
      // Turning `baseline App inspect --output b.json` into inspect would write over the baseline.
      return CLIError(
        "'\(word)' is a command, not a path, and this command line runs \(command.name): one command at a time"
      )
    }
    let kept =
      optionsOf(word).map {
        suggestedArguments(rest, of: command, keeping: $0, takesPaths: word != RulesCommand.name)
      } ?? rest
    return CLIError(
      "'\(word)' is a command, not a path: write it first (labelcheck \(([word] + kept).joined(separator: " ")))"
    )
  }
}
