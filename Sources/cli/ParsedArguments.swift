import Foundation

/// The result of parsing a command line against a command's option table.
struct ParsedArguments {
  var positionals: [String] = []
  var flags: Set<String> = []
  var values: [String: [String]] = [:]

  func has(_ flag: String) -> Bool { flags.contains(flag) }

  /// These arguments with `transform` applied to every path: the positionals and the values of
  /// `options` that take one.
  func mappingPaths(_ transform: (String) -> String, options: [OptionSpec]) -> ParsedArguments {
    var result = self
    result.positionals = positionals.map(transform)
    for option in options where option.isPath {
      result.values[option.name] = values[option.name]?.map(transform)
    }
    return result
  }

  /// The last value given for `option`.
  func value(_ option: String) -> String? { values[option]?.last }

  /// Every value given for a repeatable `option`, as given (a file name may hold a comma).
  func repeated(_ option: String) -> [String] { values[option] ?? [] }

  /// Every value given for `option`, comma-separated lists split.
  func list(_ option: String) -> [String] {
    (values[option] ?? []).flatMap {
      $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
    }
    .filter { !$0.isEmpty }
  }
}
