import LocaleCheck

/// A small table-driven command-line parser: `--name value`, `--name=value`, flags, short options
/// grouped as swift-argument-parser reads them (`-qf json`, `-f=json`), `--` and positionals.
enum ArgumentParser {
  /// Parses `arguments` (without the command name) against `options`; `named`: the command line
  /// names `command` (not the default `matrix`), so that an error names it only then.
  static func parse(_ given: [String], options: [OptionSpec], command: String, named: Bool = true) throws
    -> ParsedArguments
  {
    var arguments = given
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
        if !onlyPositionals, let meant = TypographicDash.optionMeant(by: argument) {
          throw typographicDashError(argument, meaning: meant, options: options)
        }
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if let shorts = groupedShortOptions(argument, in: options) {
        arguments.replaceSubrange(index - 1..<index, with: shorts)
        index -= 1
        continue
      }
      let (name, inlineValue) = split(argument)
      // `--help` and `--version` are read before parsing; given a value they reach here.
      if name == "--help" || name == "--version" { throw CLIError("option '\(name)' takes no value") }
      let spec = try lookUp(name, in: options, command: named ? command : nil)
      guard spec.takesValue else {
        if inlineValue != nil { throw CLIError("option '\(spec.name)' takes no value") }
        result.flags.insert(spec.name)
        continue
      }
      // The shell leaves `~` after `=` as it is: `--output=~/r.txt` would make a folder named `~`.
      var value = spec.isPath ? inlineValue.map(HomeFolder.expandingTilde) : inlineValue
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

  /// The error for `argument`, an option written with a typographic dash: the option it means
  /// where one is so named, else the closest (`—formt`: `--format`), else none.
  private static func typographicDashError(_ argument: String, meaning meant: String, options: [OptionSpec])
    -> CLIError
  {
    let (name, value) = split(meant)
    let names = options.map(\.name) + options.compactMap(\.short) + ["--help", "-h", "--version"]
    // One letter is one edit from every short option: only an exact one is meant.
    let option =
      names.contains(name) ? name : name.count > 2 ? Suggestion.closest(to: name, among: names) : nil
    let suggestion = option.map { " did you mean '\($0)\(value.map { "=" + $0 } ?? "")'?" } ?? ""
    return CLIError(
      "'\(argument)' starts with \(TypographicDash.name(of: argument)), not '-' (pasted from a web page?):"
        + "\(suggestion) A path that starts so goes after '--'")
  }

  /// Whether `argument` is an option (`-q`, `--format`) or `--`; a lone `-` is a positional.
  private static func isOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-"
  }

  /// `-qf` as `-q -f`, where each letter is a short option of `options`, and `-f=json` as
  /// `--format=json` (so that `-q=1` takes no value, as `--quiet=1` does, and `-o=-r.txt` is a
  /// file); `nil` for anything else.
  private static func groupedShortOptions(_ argument: String, in options: [OptionSpec]) -> [String]? {
    guard argument.count > 2, !argument.hasPrefix("--") else { return nil }
    let letters = argument.dropFirst()
    if let equals = letters.firstIndex(of: "="), letters.distance(from: letters.startIndex, to: equals) == 1 {
      let short = "-" + letters.prefix(1)
      guard let long = short == "-h" ? "--help" : options.first(where: { $0.short == short })?.name else {
        return nil
      }
      return [long + letters[equals...]]
    }
    let shorts = letters.map { "-\($0)" }
    guard shorts.allSatisfy({ short in options.contains { $0.short == short } }) else { return nil }
    return shorts
  }

  /// The option `name` names; `command`: the command the line names, `nil` for the default.
  private static func lookUp(_ name: String, in options: [OptionSpec], command: String?) throws -> OptionSpec
  {
    if let spec = options.first(where: { $0.name == name || $0.short == name }) { return spec }
    let names = options.map(\.name) + options.compactMap(\.short) + ["--help", "--version"]
    // One letter is one edit from every short option: what it may stand for is the short option
    // in the other case, else the one long option of that letter (`-a` for `--all`; `-c` names
    // none, as `--config` and `--captures` share it); `-v` most likely asks for the version.
    let isOneLetter = name.count == 2 && !name.hasPrefix("--")
    let otherCase = options.compactMap(\.short).first { $0.lowercased() == name.lowercased() }
    let longOfLetter =
      otherCase.map { [$0] }
      ?? (options.map(\.name) + ["--help", "--version"]).filter {
        $0.dropFirst(2).first?.lowercased() == name.dropFirst().lowercased()
      }
    let closest =
      name == "-v" || name == "-V"
      ? "--version"
      : isOneLetter
        ? (longOfLetter.count == 1 ? longOfLetter[0] : nil) : Suggestion.closest(to: name, among: names)
    let hint = closest.map { " (did you mean '\($0)'?)" } ?? ""
    // `labelcheck --versio` names no command: "for 'matrix'" would puzzle (audit 177).
    guard let command else {
      // `--version` and `--help` are the top level's: its help lists them (review 158).
      let pointer =
        closest == "--version" || closest == "--help"
        ? "see 'labelcheck --help'" : "the options of the default command are in 'labelcheck matrix --help'"
      throw CLIError("unknown option '\(name)'\(hint); \(pointer)")
    }
    throw CLIError("unknown option '\(name)' for '\(command)'\(hint); see 'labelcheck \(command) --help'")
  }

  /// How many of the arguments after `argument` are its value: 1 for an option (or a group of
  /// short options, `-qo`, ending in one) that takes a value and is not given one with `=`.
  static func valueCount(of argument: String, options: [OptionSpec]) -> Int {
    guard !argument.contains("=") else { return 0 }
    let last = argument.hasPrefix("--") || argument.count <= 2 ? argument : "-" + String(argument.suffix(1))
    return options.first { $0.name == last || $0.short == last }?.takesValue == true ? 1 : 0
  }

  /// `--name=value` and `-x=value` as name and value.
  private static func split(_ argument: String) -> (String, String?) {
    guard let equals = argument.firstIndex(of: "="),
      argument.hasPrefix("--") || argument.distance(from: argument.startIndex, to: equals) == 2
    else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
