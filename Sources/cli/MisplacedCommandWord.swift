/// A command's name written among another command's paths (`labelcheck App inspect`): read as a
/// path, it would be "no such file or folder" after a whole matrix was printed.
enum MisplacedCommandWord {
  /// The index in `arguments` of the first word that `isCommand` and that the command would read
  /// as a path: not an option, nor an option's value (`--output inspect`, `-qo inspect`), nor a
  /// word after `--`, which is a path whatever it says; `nil` where there is none.
  static func index(in arguments: [String], options: [OptionSpec], isCommand: (String) -> Bool) -> Int? {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" { return nil }
      if argument.hasPrefix("-") && argument != "-" {
        index += 1 + valueCount(of: argument, options: options)
        continue
      }
      if isCommand(argument) { return index }
      index += 1
    }
    return nil
  }

  /// How many of the arguments after `argument` are its value: 1 for an option (or a group of
  /// short options, `-qo`, ending in one) that takes a value and is not given one with `=`.
  static func valueCount(of argument: String, options: [OptionSpec]) -> Int {
    guard !argument.contains("=") else { return 0 }
    let last =
      argument.hasPrefix("--") ? argument : argument.count > 2 ? "-" + String(argument.suffix(1)) : argument
    let spec = options.first { $0.name == last || $0.short == last }
    return spec?.takesValue == true ? 1 : 0
  }
}
