import Testing

@testable import LocaleCheck

/// A String Catalog substitution without forms shows its variable as written (`%#@photos@`): it
/// lacks every form, as a `.stringsdict` variable without forms does (audit 235).
@Suite struct PluralCoverageFormlessSubstitutionTests {
  static func catalog(spanishPhotos: String) -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%@ shared %lld photos" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%1$@ shared %#@photos@" },
              "substitutions" : {
                "photos" : {
                  "argNum" : 2, "formatSpecifier" : "lld",
                  "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } }
                  } }
                }
              }
            },
            "es" : {
              "stringUnit" : { "state" : "translated", "value" : "%1$@ compartió %#@photos@" },
              "substitutions" : {
                "photos" : \(spanishPhotos)
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """
  }

  @Test func aSubstitutionWithoutFormsLacksEveryForm() throws {
    let text = Self.catalog(spanishPhotos: #"{ "argNum" : 2, "formatSpecifier" : "lld" }"#)
    let fixture = try Fixture(["Localizable.xcstrings": text])
    let findings = try fixture.findings(of: "plural-coverage")
    #expect(
      findings.map(\.message) == [
        "es plural of %@ shared %lld photos (substitutions.photos) lacks the 'one' and 'other' forms "
          + "(es needs one, other)"
      ])
    #expect(
      findings.first?.position
        == fixture.position(of: "\"photos\" : {", in: "Localizable.xcstrings", occurrence: 2))
  }

  @Test func aSubstitutionWithItsFormsIsComplete() throws {
    let forms = """
      { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg foto" } },
        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg fotos" } } } } }
      """
    #expect(
      try Fixture(["Localizable.xcstrings": Self.catalog(spanishPhotos: forms)]).findings(
        of: "plural-coverage"
      ).isEmpty)
  }
}
