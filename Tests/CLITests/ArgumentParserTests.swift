import Testing

@testable import cli

/// `ArgumentParser` against a small option table, one row per command-line shape.
@Suite("ArgumentParser")
struct ArgumentParserTests {
  static let options = [
    OptionSpec(name: "--format", short: "-f", kind: .value(placeholder: "FORMAT"), help: ""),
    OptionSpec(name: "--output", short: "-o", kind: .value(placeholder: "FILE"), help: ""),
    OptionSpec(name: "--rule", kind: .repeated(placeholder: "ID"), help: ""),
    OptionSpec(name: "--locales", kind: .repeated(placeholder: "L1,L2"), help: ""),
    OptionSpec(name: "--quiet", short: "-q", kind: .flag, help: ""),
    OptionSpec(name: "--all", kind: .flag, help: ""),
  ]

  /// One command line and what it parses to.
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var positionals: [String] = []
    var flags: Set<String> = []
    var values: [String: [String]] = [:]

    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: []),
    Case(arguments: ["--format", "json"], values: ["--format": ["json"]]),
    Case(arguments: ["--format=json"], values: ["--format": ["json"]]),
    Case(arguments: ["-f", "json"], values: ["--format": ["json"]]),
    Case(arguments: ["--output=a=b.txt"], values: ["--output": ["a=b.txt"]]),
    Case(arguments: ["--output", "-"], values: ["--output": ["-"]]),
    Case(arguments: ["--quiet", "-q", "--all"], flags: ["--quiet", "--all"]),
    Case(arguments: ["--format", "json", "--format", "sarif"], values: ["--format": ["json", "sarif"]]),
    Case(arguments: ["--rule", "a", "--rule=b"], values: ["--rule": ["a", "b"]]),
    Case(
      arguments: ["catalogs", "--quiet", "more", "--format", "xcode", "last"],
      positionals: ["catalogs", "more", "last"], flags: ["--quiet"], values: ["--format": ["xcode"]]),
    Case(arguments: ["a", "--", "--quiet", "-f", "--"], positionals: ["a", "--quiet", "-f", "--"]),
    Case(arguments: ["-", "--all"], positionals: ["-"], flags: ["--all"]),
    // Short options grouped as swift-argument-parser reads them.
    Case(arguments: ["-qf", "json"], flags: ["--quiet"], values: ["--format": ["json"]]),
    Case(arguments: ["-f=json"], values: ["--format": ["json"]]),
    Case(arguments: ["-o=-r.txt"], values: ["--output": ["-r.txt"]]),
  ]

  @Test(arguments: cases)
  func parses(_ row: Case) throws {
    let parsed = try ArgumentParser.parse(row.arguments, options: Self.options, command: "matrix")
    #expect(parsed.positionals == row.positionals)
    #expect(parsed.flags == row.flags)
    #expect(parsed.values == row.values)
  }

  /// One command line that must fail and the words its message must contain.
  struct Failure: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var message: [String]

    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let failures: [Failure] = [
    Failure(arguments: ["--format"], message: ["'--format' needs a value", "--format FORMAT"]),
    Failure(arguments: ["--format", "--quiet"], message: ["'--format' needs a value"]),
    Failure(arguments: ["--output", "-q"], message: ["'--output' needs a value"]),
    Failure(arguments: ["--format="], message: ["'--format' needs a value"]),
    Failure(arguments: ["-f"], message: ["'--format' needs a value"]),
    Failure(arguments: ["--quiet=yes"], message: ["'--quiet' takes no value"]),
    Failure(
      arguments: ["--frmat", "json"],
      message: [
        "unknown option '--frmat' for 'matrix'", "did you mean '--format'?", "labelcheck matrix --help",
      ]),
    Failure(arguments: ["--locale=de"], message: ["unknown option '--locale'", "did you mean '--locales'?"]),
    Failure(arguments: ["-Q"], message: ["unknown option '-Q'", "did you mean '-q'?"]),
    Failure(arguments: ["--verbose"], message: ["unknown option '--verbose' for 'matrix'"]),
    Failure(arguments: ["-v"], message: ["unknown option '-v'", "did you mean '--version'?"]),
    Failure(arguments: ["--versio"], message: ["unknown option '--versio'", "did you mean '--version'?"]),
    Failure(arguments: ["App", ""], message: ["an empty path was given (an unset variable?)"]),
    // One letter is one edit from every short option: only a long option of that letter is named.
    Failure(arguments: ["-a"], message: ["unknown option '-a'", "did you mean '--all'?"]),
    Failure(arguments: ["-qz"], message: ["unknown option '-qz'"]),
    Failure(arguments: ["-q=1"], message: ["'--quiet' takes no value"]),
    Failure(arguments: ["-a=1"], message: ["unknown option '-a' for 'matrix'", "did you mean '--all'?"]),
  ]

  @Test(arguments: failures)
  func rejects(_ row: Failure) {
    #expect {
      _ = try ArgumentParser.parse(row.arguments, options: Self.options, command: "matrix")
    } throws: { error in
      let message = (error as? CLIError)?.message ?? ""
      return row.message.allSatisfy { message.contains($0) }
    }
  }

  @Test(arguments: ["--verbose", "-x", "-z"])
  func unknownOptionWithoutACloseNameSuggestsNothing(option: String) throws {
    let error = try #require(throws: CLIError.self) {
      try ArgumentParser.parse([option], options: Self.options, command: "matrix")
    }
    #expect(!error.message.contains("did you mean"))
  }

  @Test func listsSplitCommasTrimAndDropEmptyItems() throws {
    let parsed = try ArgumentParser.parse(
      ["--locales", "de, es,,", "--locales=fr", "--rule", "a"], options: Self.options, command: "matrix")
    #expect(parsed.list("--locales") == ["de", "es", "fr"])
    #expect(parsed.list("--rule") == ["a"])
    #expect(parsed.list("--format") == [])
  }

  @Test func lastValueOfASingleValueOptionWins() throws {
    let parsed = try ArgumentParser.parse(
      ["-f", "json", "--format=sarif"], options: Self.options, command: "matrix")
    #expect(parsed.value("--format") == "sarif")
    #expect(parsed.value("--output") == nil)
    #expect(parsed.has("--quiet") == false)
  }
}
