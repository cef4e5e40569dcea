import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// Which argument a `.stringsdict` placeholder reads, as CoreFoundation hands them out: a
/// variable's forms number their unnumbered placeholders from the variable's own argument, and
/// an unnumbered `%#@name@` takes the next unnumbered argument.
@Suite("format-mismatch: .stringsdict arguments")
struct FormatMismatchStringsdictArgumentTests {
  static func likes(_ format: String, _ one: String, _ other: String, valueType: String = "d")
    -> FixturePluralRule
  {
    FixturePluralRule(
      "liked", format: format, variable: "likes", valueType: valueType,
      forms: [("one", one), ("other", other)])
  }

  static func findings(_ translations: [String: FixturePluralRule]) throws -> [Finding] {
    var files = [
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        likes("%@ got %#@likes@", "%d like", "%d likes")
      ])
    ]
    for (locale, rule) in translations {
      files["App/\(locale).lproj/Localizable.stringsdict"] = CatalogText.stringsdict([rule])
    }
    return try Fixture(files).findings(of: "format-mismatch")
  }

  @Test func aFormsUnnumberedPlaceholderReadsTheVariablesArgument() throws {
    // `%2$d` in the forms of the variable of argument 2 is the `%d` of the source's.
    let findings = try Self.findings([
      "de": Self.likes("%1$@ hat %2$#@likes@", "%2$d Like", "%2$d Likes"),
      "fr": Self.likes("%1$@ a %2$#@likes@", "%1$d j’aime", "%1$d j’aime"),
    ])
    #expect(findings.map(\.locale) == [LocaleID("fr"), LocaleID("fr")])
    // The French forms read the name (argument 1) as a number.
    #expect(findings.first?.message.contains("argument 1 is %@ in the source but %1$d here") == true)
  }

  @Test func aPositionalPlaceholderDoesNotAdvanceTheVariablesArgument() throws {
    // `%#@likes@` after `%1$@` is argument 1, the name, as in a `.strings` file.
    let findings = try Self.findings(["de": Self.likes("%1$@ hat %#@likes@", "%d Like", "%d Likes")])
    #expect(
      findings.map(\.message) == [
        "de value of liked: argument 1 is used both as %1$@ and as %#@likes@ here; one argument can have one type"
      ])
  }

  @Test func aVariableWithoutAValueTypeReadsAnObject() throws {
    // Apple: "If absent, %@ is assumed": the count is read as an object.
    let findings = try Self.findings([
      "de": Self.likes("%@ hat %#@likes@", "%d Like", "%d Likes", valueType: "")
    ])
    #expect(
      findings.map(\.message) == [
        "de value of liked: argument 2 (%#@likes@) is an integer in the source but an object here"
      ])
  }

  @Test func aRenamedVariableOfAnotherTypeNamesTheTypes() throws {
    let findings = try Self.findings([
      "de": FixturePluralRule(
        "liked", format: "%@ hat %#@anzahl@", variable: "anzahl", valueType: "@",
        forms: [("one", "%@ Like"), ("other", "%@ Likes")])
    ])
    #expect(
      findings.first?.message
        == "de value of liked: argument 2 is %#@likes@ (an integer) in the source but %#@anzahl@ (an object) here"
    )
  }

  @Test func argumentNumbersOfVariables() {
    #expect(StringsdictParser.variableArgumentNumbers(in: "%@ ate %#@apples@") == ["apples": 2])
    #expect(StringsdictParser.variableArgumentNumbers(in: "%1$@ ate %#@apples@") == ["apples": 1])
    #expect(
      StringsdictParser.variableArgumentNumbers(in: "%2$#@folders@ : %#@files@") == [
        "folders": 2, "files": 1,
      ])
  }

  @Test func formsOfAVariableTheFormatNoLongerNamesShowNoArgument() throws {
    // The translation's format dropped `%#@likes@`: the lost argument is one finding, at the
    // format key, not one more per form that nothing shows (audit 75).
    let findings = try Self.findings(["de": Self.likes("%@ hat geliked", "%d Like", "%d Likes")])
    #expect(
      findings.map(\.message) == ["de value of liked: argument 2 (%#@likes@ in the source) is missing here"])
  }
}
