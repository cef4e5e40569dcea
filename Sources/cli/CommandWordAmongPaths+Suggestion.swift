extension CommandWordAmongPaths {
  /// `arguments` of `command` as the suggested command line writes them for a command that takes
  /// `options` (and paths, where `takesPaths`): without the options it does not take (`--fail-on
  /// error` for `inspect`), their values, or the letters of a group (`-qo x.json` is `-o x.json`).
  static func suggestedArguments(
    _ arguments: [String], of command: any Command.Type, keeping options: [OptionSpec], takesPaths: Bool
  ) -> [String] {
    func takes(_ name: String) -> Bool { options.contains { $0.name == name || $0.short == name } }
    func isOption(_ name: String) -> Bool { command.options.contains { $0.name == name || $0.short == name } }
    var kept: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--" {
        if takesPaths { kept += arguments[index...] }
        break
      }
      let count =
        argument.hasPrefix("-") ? ArgumentParser.valueCount(of: argument, options: command.options) : 0
      let values = arguments[min(arguments.count, index + 1)..<min(arguments.count, index + 1 + count)]
      let name = String(argument.prefix { $0 != "=" })
      let letters = argument.dropFirst().map { "-" + String($0) }
      // Only a group whose letters before the last take no value (`-oq` makes a path a value).
      let takesValue = { (letter: String) in
        ArgumentParser.valueCount(of: letter, options: command.options) > 0
      }
      if argument.hasPrefix("-") && !argument.hasPrefix("--") && letters.count > 1 && !argument.contains("=")
        && letters.allSatisfy(isOption) && !letters.dropLast().contains(where: takesValue)
      {
        // A group keeps the letters the command takes; the value goes with its last letter.
        let taken = letters.filter(takes)
        if !taken.isEmpty { kept.append("-" + taken.map { String($0.dropFirst()) }.joined()) }
        if taken.last == letters.last { kept += values }
      } else if argument.hasPrefix("-") && argument != "-" ? (!isOption(name) || takes(name)) : takesPaths {
        kept.append(argument)
        kept += values
      }
      index += 1 + count
    }
    return kept
  }
}
