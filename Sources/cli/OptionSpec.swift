/// One command-line option: its name, whether it takes a value, and its help.
struct OptionSpec: Sendable {
  enum Kind: Sendable {
    /// A switch without a value (`--quiet`).
    case flag
    /// An option with one value (`--format json`, `--format=json`).
    case value(placeholder: String)
    /// An option that may repeat, collecting values (`--rule a --rule b`).
    case repeated(placeholder: String)
  }

  var name: String
  var short: String?
  var kind: Kind
  var help: String
  /// Whether the value is a path, which the shell's name of the working folder may start
  /// (`CLIEnvironment.physicalPath(_:)`).
  var isPath = false

  /// `--name VALUE` as shown in usage.
  var usage: String {
    switch kind {
    case .flag: name
    case .value(let placeholder), .repeated(let placeholder): "\(name) \(placeholder)"
    }
  }

  var takesValue: Bool {
    if case .flag = kind { return false }
    return true
  }
}
