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
      if onlyPositionals || !isOption(argument) {
        // `labelcheck "$APP_DIR"` with the variable unset would check the current folder unseen.
        if argument.isEmpty {
          throw CLIError(
            "an empty path was given (an unset variable?); name a file or folder ('.' for this one)")
        }
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      let (name, inlineValue) = split(argument)
      // `--help` is read before parsing; given a value it reaches here.
      if name == "--help" { throw CLIError("option '--help' takes no value") }
      let spec = try lookUp(name, in: options, command: command)
      guard spec.takesValue else {
        if inlineValue != nil { throw CLIError("option '\(spec.name)' takes no value") }
        result.flags.insert(spec.name)
        continue
      }
      var value = inlineValue
      // An option-looking word is never taken as a value, so `--output -q` cannot write a file named
      // `-q`; such values can still be given as `--output=-q`.
      if value == nil, index < arguments.count, !isOption(arguments[index]) {
        value = arguments[index]
        index += 1
      }
      guard let value, !value.isEmpty else {
        throw CLIError("option '\(spec.name)' needs a value (\(spec.usage))")
      }
      result.values[spec.name, default: []].append(value)
    }
    return result
  }

  /// Whether `argument` is an option (`-q`, `--format`) or `--`; a lone `-` is a positional.
  private static func isOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-"
  }

  private static func lookUp(_ name: String, in options: [OptionSpec], command: String) throws -> OptionSpec {
    if let spec = options.first(where: { $0.name == name || $0.short == name }) { return spec }
    let names = options.map(\.name) + options.compactMap(\.short) + ["--help", "--version"]
    // `-v` is one letter from every short option; it most likely asks for the version.
    let closest = name == "-v" || name == "-V" ? "--version" : Suggestion.closest(to: name, among: names)
    let hint = closest.map { " (did you mean '\($0)'?)" } ?? ""
    throw CLIError("unknown option '\(name)' for '\(command)'\(hint); see 'labelcheck \(command) --help'")
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
