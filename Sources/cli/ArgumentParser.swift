import LocaleCheck

/// A small table-driven command-line parser: `--name value`, `--name=value`, flags, `--` and positionals.
enum ArgumentParser {
  /// Parses `arguments` (without the command name) against `options`.
  static func parse(_ arguments: [String], options: [OptionSpec], command: String) throws -> ParsedArguments {
    var result = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let (name, inlineValue) = split(argument)
      guard let spec = options.first(where: { $0.name == name || $0.short == name }) else {
        let hint =
          Suggestion.closest(to: name, among: options.map(\.name)).map { " (did you mean '\($0)'?)" } ?? ""
        throw CLIError("unknown option '\(name)' for '\(command)'\(hint); see 'labelcheck \(command) --help'")
      }
      guard spec.takesValue else {
        if inlineValue != nil { throw CLIError("option '\(spec.name)' takes no value") }
        result.flags.insert(spec.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        value = arguments[index]
        index += 1
      } else {
        throw CLIError("option '\(spec.name)' needs a value (\(spec.usage))")
      }
      result.values[spec.name, default: []].append(value)
    }
    return result
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
