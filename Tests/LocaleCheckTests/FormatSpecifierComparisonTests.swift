import Testing

@testable import LocaleCheck

@Suite struct FormatSpecifierComparisonTests {
  @Test(arguments: [
    ("%@", "%@"), ("%d", "%ld"), ("%lld", "%d"), ("%x", "%d"), ("%u", "%lu"),
    ("%1$@ %2$@", "%2$@ %1$@"), ("%@ and %d", "%1$@ y %2$d"), ("%@ and %d", "%2$d y %1$@"),
    ("%d%%", "%d %%"), ("Hello", "Hola"), ("%5.2f", "%.1f"), ("%f", "%e"), ("%*d", "%*ld"),
    ("%.*f", "%.*g"), ("%1$*2$d", "%1$*2$ld"), ("%s", "%s"), ("%S", "%S"), ("%c", "%C"),
    ("%p", "%p"), ("%@", "%-10@"), ("100%%", "100 %%"), ("%@%@", "%1$@%2$@"), ("%", "%"),
    ("%y", ""),
  ])
  func matchingPlaceholders(source: String, translation: String) {
    #expect(FormatSpecifierComparison.compare(source: source, translation: translation).isEmpty)
  }

  @Test(arguments: [
    ("%@", "%d", FormatMismatch.Kind.typeMismatch, 1),
    ("%@", "%s", .typeMismatch, 1),
    ("%d", "%f", .typeMismatch, 1),
    ("%d", "%@", .typeMismatch, 1),
    ("%c", "%d", .typeMismatch, 1),
    ("%C", "%c", .typeMismatch, 1),
    ("%s", "%S", .typeMismatch, 1),
    ("%p", "%@", .typeMismatch, 1),
    ("%d", "", .missingArgument, 1),
    ("%d", "no number", .missingArgument, 1),
    ("", "%@", .extraArgument, 1),
    ("%@ %@", "%@", .missingArgument, 2),
    ("%@", "%@ %@", .extraArgument, 2),
    ("%*d", "%d", .missingArgument, 2),
    ("%*d", "%@ %d", .typeMismatch, 1),
    ("%@", "%2$@", .missingArgument, 1),
  ])
  func mismatches(source: String, translation: String, kind: FormatMismatch.Kind, argument: Int) {
    let found = FormatSpecifierComparison.compare(source: source, translation: translation)
    #expect(found.first?.kind == kind)
    #expect(found.first?.argument == argument)
  }

  @Test func typeMismatchMessageNamesBothPlaceholders() {
    let found = FormatSpecifierComparison.compare(source: "Hello %@", translation: "Hola %d")
    #expect(found.count == 1)
    #expect(found.first?.message == "argument 1 is %@ in the source but %d here")
    #expect(found.first?.source?.text == "%@")
    #expect(found.first?.translation?.text == "%d")
    #expect(found.first?.description == found.first?.message)
  }

  @Test func missingAndExtraMessages() {
    let missing = FormatSpecifierComparison.compare(source: "%@ and %d", translation: "%@")
    #expect(missing.map(\.message) == ["argument 2 (%d in the source) is missing here"])
    let extra = FormatSpecifierComparison.compare(source: "%@", translation: "%@ %lld")
    #expect(extra.map(\.message) == ["argument 2 (%lld) is not in the source"])
  }

  @Test func swappedTypesAreReportedPerArgument() {
    let found = FormatSpecifierComparison.compare(source: "%1$@ %2$d", translation: "%2$@ %1$d")
    #expect(found.map(\.argument) == [1, 2])
    #expect(found.allSatisfy { $0.kind == .typeMismatch })
  }

  @Test func oneArgumentReadAsTwoTypesIsReported() {
    // String(format:) reads argument 1 once: as an object for `%1$@`, then `%1$d` gets garbage
    // (or, the other way round, `%1$@` dereferences an integer and crashes).
    let found = FormatSpecifierComparison.compare(source: "%@", translation: "%1$@ (%1$d)")
    #expect(found.map(\.kind) == [.conflictingTypes])
    #expect(
      found.first?.message
        == "argument 1 is used both as %1$@ and as %1$d here; one argument can have one type")
    #expect(
      FormatSpecifierComparison.compare(source: "%1$@ %2$d", translation: "%1$@ %2$d %2$@").map(\.argument)
        == [2])
    // The same type twice is fine, and a source that already reads one argument two ways is not
    // the translation's fault.
    #expect(FormatSpecifierComparison.compare(source: "%@", translation: "%1$@ (%1$@)").isEmpty)
    #expect(FormatSpecifierComparison.compare(source: "%d", translation: "%1$d / %1$ld").isEmpty)
    #expect(FormatSpecifierComparison.compare(source: "%1$@ %1$d", translation: "%1$@ %1$d").isEmpty)
  }

  @Test func positionGapIsMissingAndExtra() {
    let found = FormatSpecifierComparison.compare(source: "%@", translation: "%2$@")
    #expect(found.map(\.kind) == [.missingArgument, .extraArgument])
    #expect(found.map(\.argument) == [1, 2])
  }

  @Test func substitutionsAreTypedOnBothSides() {
    let substitutions = ["files": Substitution(argNum: 1, formatSpecifier: "lld")]
    #expect(
      FormatSpecifierComparison.compare(
        source: "%#@files@", translation: "%#@files@", substitutions: substitutions
      ).isEmpty)
    #expect(
      FormatSpecifierComparison.compare(
        source: "%#@files@", translation: "%d archivos", substitutions: substitutions
      ).isEmpty)
    let wrong = FormatSpecifierComparison.compare(
      source: "%#@files@", translation: "%@ archivos", substitutions: substitutions)
    #expect(wrong.map(\.kind) == [.typeMismatch])
  }

  @Test func translationSubstitutionsMayDiffer() {
    let found = FormatSpecifierComparison.compare(
      source: "%#@files@", translation: "%#@files@",
      substitutions: ["files": Substitution(argNum: 1, formatSpecifier: "lld")],
      translationSubstitutions: ["files": Substitution(argNum: 1, formatSpecifier: "@")])
    #expect(found.map(\.kind) == [.typeMismatch])
    // The variable reads the same on both sides: the message names the types that differ.
    #expect(found.map(\.message) == ["argument 1 (%#@files@) is an integer in the source but an object here"])
  }

  @Test func reorderedSubstitutionsPass() {
    let substitutions = [
      "arg1": Substitution(argNum: 1, formatSpecifier: "lld"),
      "arg2": Substitution(argNum: 2, formatSpecifier: "lld"),
    ]
    let found = FormatSpecifierComparison.compare(
      source: "%#@arg1@ in %#@arg2@", translation: "%#@arg2@: %#@arg1@",
      substitutions: substitutions)
    #expect(found.isEmpty)
  }

  @Test func unknownSubstitutionTypeMatchesAnything() {
    #expect(FormatSpecifierComparison.compare(source: "%#@x@", translation: "%d").isEmpty)
    #expect(FormatSpecifierComparison.compare(source: "%@", translation: "%#@x@").isEmpty)
  }

  @Test func substitutionFormatClosure() {
    let found = FormatSpecifierComparison.compare(
      source: "%#@count@", translation: "%@", substitutionFormat: { _ in "ld" })
    #expect(found.map(\.kind) == [.typeMismatch])
  }

  @Test func argPlaceholderVariations() {
    let placeholder = Substitution(argNum: 1, formatSpecifier: "lld")
    #expect(
      FormatSpecifierComparison.compare(
        source: "%arg files", translation: "%arg Dateien", placeholder: placeholder
      ).isEmpty)
    #expect(
      FormatSpecifierComparison.compare(
        source: "%arg files", translation: "%lld Dateien", placeholder: placeholder
      ).isEmpty)
    let wrong = FormatSpecifierComparison.compare(
      source: "%arg files", translation: "%@ Dateien", placeholder: placeholder)
    #expect(wrong.map(\.kind) == [.typeMismatch])
  }

  /// Real strings from the shared corpus (Mozilla Focus XLIFF, CotEditor catalogs).
  @Test func realWorldPairs() {
    #expect(
      FormatSpecifierComparison.compare(
        source: "%@ can’t open the page because it’s not a valid address.",
        translation: "%@ no puede abrir la página porque no es una dirección válida."
      ).isEmpty)
    #expect(
      FormatSpecifierComparison.compare(
        source: "Open in %1$s", translation: "Öffnen in %1$s"
      ).isEmpty)
    #expect(
      FormatSpecifierComparison.compare(source: "%1$@ (%2$@)", translation: "%2$@ « %1$@ »")
        .isEmpty)
  }

  /// Every pair of texts made of up to two of these placeholders (and some of three) compares as
  /// a plain reading by dictionary does: each argument's first use, arguments in order.
  @Test func agreesWithADictionaryReading() {
    let pieces = ["%@", "%d", "%2$@", "%1$d", "%*d", "%.*f", "%3$s", "%1$*2$d", "x", "%lld"]
    var texts = [""] + pieces
    for first in pieces { texts += pieces.map { first + " " + $0 } }
    texts += ["%3$@ %1$@ %2$d", "%*d %.*f %@", "%2$@ %2$d %1$@", "%1$*3$d %2$@"]
    let parsed = texts.map { FormatSpecifierParser.parse($0) }
    for source in parsed {
      for translation in parsed {
        let found = FormatSpecifierComparison.compare(source: source, translation: translation)
        #expect(found == Self.dictionaryReading(source: source, translation: translation))
      }
    }
  }

  /// The mismatches read with a dictionary of every use per argument: the first uses compared,
  /// then each later use of the translation that does not fit its first (where the source's fit).
  static func dictionaryReading(source: [FormatSpecifier], translation: [FormatSpecifier]) -> [FormatMismatch]
  {
    func uses(_ specifiers: [FormatSpecifier]) -> [Int: [(FormatArgumentType, FormatSpecifier)]] {
      var uses: [Int: [(FormatArgumentType, FormatSpecifier)]] = [:]
      for specifier in specifiers {
        for (argument, type) in specifier.consumedArguments {
          uses[argument, default: []].append((type, specifier))
        }
      }
      return uses
    }
    func conflicts(_ uses: [(FormatArgumentType, FormatSpecifier)]) -> [FormatSpecifier] {
      uses.dropFirst().filter { !uses[0].0.isCompatible(with: $0.0) }.map(\.1)
    }
    let expected = uses(source)
    let actual = uses(translation)
    return Set(expected.keys).union(actual.keys).sorted().flatMap { argument -> [FormatMismatch] in
      var found: [FormatMismatch] = []
      switch (expected[argument]?.first, actual[argument]?.first) {
      case (let want?, let got?) where !want.0.isCompatible(with: got.0):
        found.append(
          FormatMismatch(kind: .typeMismatch, argument: argument, source: want.1, translation: got.1))
      case (let want?, nil):
        found.append(FormatMismatch(kind: .missingArgument, argument: argument, source: want.1))
      case (nil, let got?):
        found.append(FormatMismatch(kind: .extraArgument, argument: argument, translation: got.1))
      default: break
      }
      if let got = actual[argument], conflicts(expected[argument] ?? []).isEmpty {
        found += conflicts(got).map {
          FormatMismatch(kind: .conflictingTypes, argument: argument, source: got[0].1, translation: $0)
        }
      }
      return found
    }
  }
}
