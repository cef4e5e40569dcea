import Testing

@testable import LocaleCheck

/// A source plural form that reads its variable's count as another type than the variable
/// declares (`NSStringFormatValueTypeKey` `d`, form "%s objects") is reported once, in the source;
/// a translation that writes the declared type is not blamed for differing from it.
@Suite("format-mismatch: the variable's declared type")
struct FormatMismatchDeclaredTypeTests {
  private static func findings(
    _ forms: [String: (String, String)], format: String = "%#@n@",
    configuration: Configuration = Configuration()
  ) throws -> [Finding] {
    var files: [String: String] = [:]
    for (locale, (one, other)) in forms {
      let rule = FixturePluralRule(
        "objects", format: format, variable: "n", forms: [("one", one), ("other", other)])
      files["App/\(locale).lproj/Localizable.stringsdict"] = CatalogText.stringsdict([rule])
    }
    return try Fixture(files).findings(of: "format-mismatch", configuration: configuration)
  }

  @Test func aSourceFormThatReadsTheCountAsAStringIsReportedOnceAtTheSource() throws {
    // Organic Maps' "%s objects" with value type `d`: `%s` reads the integer as a pointer.
    let findings = try Self.findings([
      "en": ("%s object", "%s objects"),
      "ru": ("%d объект", "%d объектов"),
      "pl": ("%s obiekt", "%s obiektów"),
    ])
    #expect(
      findings.map(\.message) == [
        "en value of objects (substitutions.n.plural.one): argument 1 is %s (a C string) in this form but the "
          + "variable 'n' is declared %d (an integer); the app passes one value, which one of them reads as "
          + "the wrong type: a crash or garbage",
        "en value of objects (substitutions.n.plural.other): argument 1 is %s (a C string) in this form but the "
          + "variable 'n' is declared %d (an integer); the app passes one value, which one of them reads as "
          + "the wrong type: a crash or garbage",
      ])
    #expect(findings.first?.actual == "%s object" && findings.first?.expected == "d")
  }

  @Test func theCountOfAVariableAfterAnotherArgumentIsItsOwn() throws {
    // In "%@ has %#@n@" the variable reads argument 2, and so does its form's first placeholder.
    let findings = try Self.findings(["en": ("%@ object", "%@ objects")], format: "%@ has %#@n@")
    #expect(
      findings.map { String($0.message.prefix(62)) } == [
        "en value of objects (substitutions.n.plural.one): argument 2 i",
        "en value of objects (substitutions.n.plural.other): argument 2",
      ])
    let fine = try Self.findings(["en": ("%ld object", "%ld objects")], format: "%@ has %#@n@")
    #expect(fine.isEmpty)
  }

  @Test func formsThatReadTheDeclaredTypeAreFine() throws {
    let findings = try Self.findings([
      "en": ("%ld object", "%lld objects"),
      "de": ("Ein Objekt", "%d Objekte"),
    ])
    #expect(findings.isEmpty)
  }

  @Test func aRunWithoutTheSourceLanguageStillComparesWithTheSource() throws {
    // `--locales ru`: the source's finding is not in the run, so the difference stays in sight.
    var configuration = Configuration()
    configuration.locales = [LocaleID("ru")]
    let findings = try Self.findings(
      ["en": ("%s object", "%s objects"), "ru": ("%d объект", "%d объектов")], configuration: configuration)
    #expect(findings.map(\.locale) == [LocaleID("ru"), LocaleID("ru")])
  }

  @Test func aDeviceCaseWithVariablesOfItsOwnIsCheckedToo() throws {
    // Xcode writes `device.iphone` with its own substitutions: the source's "%@ photos" for a
    // variable declared lld is reported there, and German's "%lld Fotos" is not blamed for it.
    func localization(_ format: String, _ one: String, _ other: String) -> String {
      """
      {"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"\(format)"},
      "substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
      "one":{"stringUnit":{"state":"translated","value":"\(one)"}},
      "other":{"stringUnit":{"state":"translated","value":"\(other)"}}}}}}},
      "other":{"stringUnit":{"state":"translated","value":"\(other.replacingOccurrences(of: "%@", with: "%lld"))"}}}}}
      """
    }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"photos":{"localizations":{
      "en":\(localization("%#@n@ on iPhone", "%@ photo", "%@ photos")),
      "de":\(localization("%#@n@ auf dem iPhone", "%lld Foto", "%lld Fotos"))}}}}
      """
    let findings = try Fixture(["Localizable.xcstrings": catalog]).findings(of: "format-mismatch")
    #expect(findings.map(\.locale) == [LocaleID("en"), LocaleID("en")])
    #expect(
      findings.first?.message.hasPrefix("en value of photos (device.iphone.substitutions.n.plural.one): ")
        == true)
  }

  @Test func aOneThatLeavesOutTheCountBesideAFittingOtherIsToldSo() throws {
    // "Send the file to %@?" beside "Send %d files to %@?": the `one` form's `%@` reads the
    // count, and the fix is to number the next argument, not to change the type.
    let findings = try Self.findings(["en": ("Delete the object from %@?", "Delete %d objects from %@?")])
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("gives the arguments after it their numbers") == true)
  }

  @Test func aBrokenOtherLeavesTheOtherFormsOtherProblemsInSight() throws {
    // `one` reads an argument 2 that the sentence does not pass: a crash of its own, reported
    // beside the `other` form's type, not hidden by it.
    let findings = try Self.findings(["en": ("%d object in %@", "%s objects")])
    #expect(findings.count == 2)
    #expect(
      findings.contains { $0.message.contains("(substitutions.n.plural.one): argument 2 (%@) is not in") })
    #expect(
      findings.contains {
        $0.message.contains("(substitutions.n.plural.other): argument 1 is %s (a C string)")
      })
  }

  @Test func aOneFormWithNothingToNumberIsToldItsType() throws {
    // "%@ object" beside "%d objects" in a sentence of one argument: no argument 2 to number.
    let findings = try Self.findings(["en": ("%@ object", "%d objects")])
    #expect(
      findings.map(\.message) == [
        "en value of objects (substitutions.n.plural.one): argument 1 is %@ (an object) in this form but the "
          + "variable 'n' is declared %d (an integer); the app passes one value, which one of them reads as "
          + "the wrong type: a crash or garbage"
      ])
  }
}
