import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

@Suite struct FormatSpecifierTests {
  private func types(_ text: String) -> [FormatArgumentType] {
    FormatSpecifierParser.parse(text).map(\.type)
  }

  private func arguments(_ text: String) -> [Int] {
    FormatSpecifierParser.parse(text).map(\.argument)
  }

  @Test(arguments: [
    ("%@", FormatArgumentType.object), ("%d", .integer), ("%i", .integer), ("%u", .integer),
    ("%o", .integer), ("%x", .integer), ("%X", .integer), ("%D", .integer), ("%U", .integer),
    ("%O", .integer), ("%c", .character), ("%C", .unicodeCharacter), ("%s", .cString),
    ("%S", .unicodeString), ("%p", .pointer), ("%e", .floating), ("%E", .floating),
    ("%f", .floating), ("%F", .floating), ("%g", .floating), ("%G", .floating), ("%a", .floating),
    ("%A", .floating), ("%hhd", .integer), ("%hd", .integer), ("%ld", .integer),
    ("%lld", .integer), ("%qd", .integer), ("%zd", .integer), ("%td", .integer), ("%jd", .integer),
    ("%lu", .integer), ("%llx", .integer), ("%Lf", .floating), ("%lf", .floating),
    ("%-5d", .integer), ("%+d", .integer), ("% d", .integer), ("%#x", .integer),
    ("%05d", .integer), ("%'d", .integer), ("%5.2f", .floating), ("%.0f", .floating),
    ("%-10@", .object), ("%10.3e", .floating),
  ])
  func conversions(text: String, expected: FormatArgumentType) {
    let found = FormatSpecifierParser.parse(text)
    #expect(found.count == 1)
    #expect(found.first?.type == expected)
    #expect(found.first?.text == text)
    #expect(found.first?.argument == 1)
    #expect(found.first?.isPositional == false)
  }

  @Test func decoratedPlaceholdersCanBeReadAsText() {
    // Prose percent signs: printf reads `% d`, `%-o`, `%5 S`; plain placeholders stay.
    let text = "50 % de %@, 50%-os, %5 Ses, %1$.1f, %lld %#@n@"
    #expect(
      FormatSpecifierParser.parse(text).map(\.text) == [
        "% d", "%@", "%-o", "%5 S", "%1$.1f", "%lld", "%#@n@",
      ])
    let plain = FormatSpecifierParser.parse(text, decoratedPlaceholdersAreText: true)
    #expect(plain.map(\.text) == ["%@", "%1$.1f", "%lld", "%#@n@"])
    #expect(plain.map(\.argument) == [1, 1, 2, 3])
    // Ruuvi's German "100 %. Das Laden …" (audit 118): a full stop and a space after the sign.
    let sentence = "Akku ist bei 100 %. Das Laden wurde beendet, %.1f %%"
    #expect(FormatSpecifierParser.parse(sentence).map(\.text) == ["%. D", "%.1f"])
    #expect(FormatSpecifierParser.parse(sentence, decoratedPlaceholdersAreText: true).map(\.text) == ["%.1f"])
  }

  @Test func sequentialArgumentsAreNumberedInOrder() {
    #expect(arguments("%@ has %d items costing %.2f") == [1, 2, 3])
    #expect(types("%@ has %d items costing %.2f") == [.object, .integer, .floating])
  }

  @Test func positionsAreExplicit() {
    let found = FormatSpecifierParser.parse("%2$@ then %1$d")
    #expect(found.map(\.argument) == [2, 1])
    #expect(found.map(\.isPositional) == [true, true])
    #expect(found.map(\.text) == ["%2$@", "%1$d"])
    #expect(arguments("%10$lld") == [10])
  }

  /// CoreFoundation counts unnumbered arguments on their own, skipping positional ones.
  @Test func positionalAndSequentialMixLikeCoreFoundation() {
    #expect(arguments("%2$@ %@") == [2, 1])
    #expect(arguments("%@ %3$d %@") == [1, 3, 2])
  }

  @Test func starWidthAndPrecisionConsumeArguments() {
    let width = FormatSpecifierParser.parse("%*d")
    #expect(width.first?.widthArgument == 1)
    #expect(width.first?.argument == 2)
    let precision = FormatSpecifierParser.parse("%.*f")
    #expect(precision.first?.precisionArgument == 1)
    #expect(precision.first?.argument == 2)
    let both = FormatSpecifierParser.parse("%*.*f %d")
    #expect(both.first?.widthArgument == 1)
    #expect(both.first?.precisionArgument == 2)
    #expect(both.map(\.argument) == [3, 4])
    #expect(both.first?.consumedArguments.map(\.argument) == [1, 2, 3])
    #expect(both.first?.consumedArguments.map(\.type) == [.integer, .integer, .floating])
  }

  @Test func positionalStarWidth() {
    let found = FormatSpecifierParser.parse("%1$*2$d")
    #expect(found.first?.argument == 1)
    #expect(found.first?.widthArgument == 2)
    let precision = FormatSpecifierParser.parse("%1$.*3$f")
    #expect(precision.first?.argument == 1)
    #expect(precision.first?.precisionArgument == 3)
  }

  @Test(arguments: ["%%", "100%%", "%%d", "50%% off", "%%%%", "no placeholders", ""])
  func literalPercentConsumesNothing(text: String) {
    #expect(FormatSpecifierParser.parse(text).isEmpty)
  }

  @Test func percentEscapeDoesNotHideTheNextPlaceholder() {
    #expect(types("%%%d") == [.integer])
    #expect(types("%d%%") == [.integer])
  }

  /// Malformed input never traps and consumes no argument.
  @Test(arguments: [
    "%", "abc%", "% ", "%y", "%é", "%.", "%.5", "%*", "%5", "%l", "%#", "%#@", "%#@name",
    "%#@@", "%#@bad name@", "%128$@", "%0$@", "%99999999999d", "%1$", "%-",
    "%\u{1F44D}", "%\n",
  ])
  func malformedPlaceholders(text: String) {
    let found = FormatSpecifierParser.parse(text)
    #expect(found.allSatisfy { $0.argument >= 0 })
    #expect(found.count <= 1)
  }

  @Test func malformedPlaceholdersAreSkipped() {
    #expect(FormatSpecifierParser.parse("%y %@").map(\.type) == [.object])
    #expect(FormatSpecifierParser.parse("%é %d").map(\.argument) == [1])
    #expect(FormatSpecifierParser.parse("%128$@").isEmpty)
    #expect(FormatSpecifierParser.parse("%127$@").map(\.argument) == [127])
    #expect(FormatSpecifierParser.parse("%99999999999d").isEmpty)
    #expect(FormatSpecifierParser.parse("50 %, more").isEmpty)
    #expect(FormatSpecifierParser.parse("%#@bad name@ %d").map(\.type) == [.integer])
  }

  /// As in `String(format:)`, "% o" is an octal conversion with the space flag.
  @Test func spaceFlagMakesPercentSpaceLetterAPlaceholder() {
    let found = FormatSpecifierParser.parse("50% off")
    #expect(found.map(\.text) == ["% o"])
    #expect(found.map(\.type) == [.integer])
  }

  @Test func offsetsCountUTF8AndUTF16() {
    let accented = FormatSpecifierParser.parse("héllo %@")
    #expect(accented.first?.utf8Range == 7..<9)
    #expect(accented.first?.utf16Range == 6..<8)
    #expect(accented.first?.utf16Offset == 6)
    let emoji = FormatSpecifierParser.parse("👍 %1$d and 日本 %2$@")
    #expect(emoji.map(\.utf16Offset) == [3, 15])
    #expect(emoji.map(\.utf8Range.lowerBound) == [5, 21])
    // A variable named in another script is read as one (its name is still reported).
    let named = FormatSpecifierParser.parse("ą %#@sekundę@ %d")
    #expect(named.map(\.substitutionName) == ["sekundę", nil])
    #expect(named.map(\.utf16Range) == [2..<13, 14..<16])
  }

  @Test func substitutionsTakeTypeAndArgumentFromTheCatalog() {
    let substitutions = [
      "arg1": Substitution(argNum: 1, formatSpecifier: "lld"),
      "arg2": Substitution(argNum: 2, formatSpecifier: "@"),
    ]
    let found = FormatSpecifierParser.parse("%#@arg2@ in %#@arg1@", substitutions: substitutions)
    #expect(found.map(\.argument) == [2, 1])
    #expect(found.map(\.type) == [.object, .integer])
    #expect(found.map(\.substitutionName) == ["arg2", "arg1"])
    #expect(found.map(\.text) == ["%#@arg2@", "%#@arg1@"])
  }

  @Test func substitutionsWithoutArgumentNumbersAreSequential() {
    let found = FormatSpecifierParser.parse(
      "%@ has %#@files@", substitutionFormat: { $0 == "files" ? "%ld" : nil })
    #expect(found.map(\.argument) == [1, 2])
    #expect(found.map(\.type) == [.object, .integer])
  }

  @Test func anUnnumberedSubstitutionTakesAnArgumentFromTheSequence() {
    // `.stringsdict` numbers `n` 1 from its place; the `%@` after it is argument 2, not 1 again.
    let numbered = FormatSpecifierParser.parse(
      "%#@n@ by %@", substitutions: ["n": Substitution(argNum: 1, formatSpecifier: "d")])
    #expect(numbered.map(\.argument) == [1, 2])
    #expect(numbered.map(\.type) == [.integer, .object])
    let reordered = FormatSpecifierParser.parse(
      "%2$@による%1$#@n@", substitutions: ["n": Substitution(argNum: 1, formatSpecifier: "d")])
    #expect(reordered.map(\.argument) == [2, 1])
  }

  @Test func positionalSubstitution() {
    let found = FormatSpecifierParser.parse("%2$#@files@ %1$@", substitutionFormat: { _ in "d" })
    #expect(found.map(\.argument) == [2, 1])
    #expect(found.first?.type == .integer)
    #expect(found.first?.substitutionName == "files")
  }

  @Test func aVariableNameMayHoldDots() {
    // Xcode's compiler accepts `%#@file.count@`; a dot cannot start a name.
    let found = FormatSpecifierParser.parse("%#@file.count@ %@", substitutionFormat: { _ in "lld" })
    #expect(found.map(\.substitutionName) == ["file.count", nil])
    #expect(found.map(\.argument) == [1, 2])
    #expect(FormatSpecifierParser.parse("%#@.count@").allSatisfy { $0.substitutionName == nil })
  }

  @Test func unknownSubstitutionHasUnknownType() {
    let found = FormatSpecifierParser.parse("%#@missing@")
    #expect(found.first?.type == .unknown)
    #expect(found.first?.argument == 1)
  }

  @Test func argPlaceholderStandsForItsSubstitution() {
    let placeholder = Substitution(argNum: 2, formatSpecifier: "lld")
    let found = FormatSpecifierParser.parse("%arg files", placeholder: placeholder)
    #expect(found.count == 1)
    #expect(found.first?.text == "%arg")
    #expect(found.first?.argument == 2)
    #expect(found.first?.type == .integer)
    #expect(FormatSpecifierParser.parse("%arg Dateien").first?.type == .unknown)
    #expect(
      FormatSpecifierParser.parse("%arg", substitutionFormat: { _ in nil }, placeholderFormat: "@").first?
        .type == .object)
  }

  /// `%args` is not the placeholder: CoreFoundation reads `%a` (hex float) then text.
  @Test func argPlaceholderNeedsAWordEnd() {
    let found = FormatSpecifierParser.parse("%args")
    #expect(found.first?.text == "%a")
    #expect(found.first?.type == .floating)
  }

  @Test(arguments: [
    ("lld", FormatArgumentType.integer), ("%ld", .integer), ("d", .integer), ("@", .object),
    ("%@", .object), ("f", .floating), ("1$ld", .integer), ("s", .cString), ("u", .integer),
  ])
  func substitutionFormatTypes(specifier: String, expected: FormatArgumentType) {
    #expect(FormatSpecifierParser.argumentType(ofFormatSpecifier: specifier) == expected)
  }

  @Test(arguments: ["", "xyz", "lld extra", "%", "%%", "#@x@", "y"])
  func invalidSubstitutionFormats(specifier: String) {
    #expect(FormatSpecifierParser.argumentType(ofFormatSpecifier: specifier) == nil)
  }
}

@Suite struct FormatSpecifierCorpusTests {
  /// Every localization file of the shared corpus, read as one big format string: the parser
  /// must not trap on real text and must find the placeholders it contains.
  @Test func parsesTheWholeCorpus() throws {
    let files = TestPaths.files(
      under: TestPaths.corpus, extensions: ["strings", "stringsdict", "xcstrings", "xliff"])
    try #require(!files.isEmpty)
    var total = 0
    for file in files {
      guard let data = FileManager.default.contents(atPath: file.path) else { continue }
      let text = String(decoding: data, as: UTF8.self)
      let found = FormatSpecifierParser.parse(text)
      #expect(found.allSatisfy { $0.argument >= 1 && $0.utf8Range.upperBound <= data.count })
      total += found.count
    }
    #expect(total > 1000)
  }
}
