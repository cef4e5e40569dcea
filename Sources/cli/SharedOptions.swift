/// Options shared by the commands that read catalogs and run the rules.
enum SharedOptions {
  static let config = OptionSpec(
    name: "--config", kind: .value(placeholder: "FILE"),
    help: "Configuration file (default: nearest .labelcheck.json).", isPath: true)
  static let sourceLocale = OptionSpec(
    name: "--source-locale", kind: .value(placeholder: "LOCALE"),
    help: "Source (development) language of every table, e.g. en (default: each catalog's own).")
  static let locales = OptionSpec(
    name: "--locales", kind: .repeated(placeholder: "L1,L2"),
    help: "Locales of the matrix (default: every locale found).")
  static let labels = OptionSpec(
    name: "--labels", kind: .value(placeholder: "FILE"),
    help: "Label map binding identifiers to keys (default: the configuration's labels.json).", isPath: true)
  static let captures = OptionSpec(
    name: "--captures", kind: .value(placeholder: "DIR"),
    help: "UI captures folder (DIR/<locale>/<screen>.json, or .txt debugDescription dumps).", isPath: true)
  static let exclude = OptionSpec(
    name: "--exclude", kind: .repeated(placeholder: "GLOB"),
    help: "Skip paths matching a name, or a glob from here (externals/*; repeatable).")
  static let rule = OptionSpec(
    name: "--rule", kind: .repeated(placeholder: "ID"), help: "Run only this rule (repeatable).")
  static let disable = OptionSpec(
    name: "--disable", kind: .repeated(placeholder: "ID"), help: "Do not run this rule (repeatable).")
  static let output = OptionSpec(
    name: "--output", short: "-o", kind: .value(placeholder: "FILE"),
    help: "Write the report to FILE (default, or -: standard output; missing folders are made).", isPath: true
  )
  /// `baseline`'s file, which it needs.
  static let baselineOutput = OptionSpec(
    name: "--output", short: "-o", kind: .value(placeholder: "FILE"),
    help: "The baseline file to write (required; - is standard output; missing folders are made).",
    isPath: true)

  /// The options of every command that checks catalogs.
  static let checking: [OptionSpec] = [
    config, sourceLocale, locales, labels, captures, exclude, rule, disable,
  ]
}
