import Testing

@testable import LocaleCheck

/// A cell of a value with forms shows the form its finding is about, not the form that stands
/// for the value (audit 131: Backyard Birds' device variations).
@Suite struct VariedCellLabelTests {
  static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Tap to continue" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap to continue" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to continue" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to continue" } }
            } } },
            "de" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tippen, um fortzufahren" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to continue" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tippen, um fortzufahren" } }
            } } },
            "fr" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Touchez pour continuer" } },
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Cliquez pour continuer" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Touchez pour continuer" } }
            } } }
          }
        }
      },
      "version" : "1.0"
    }
    """#

  @Test func theCellShowsTheFormItsFindingIsAbout() throws {
    let report = try Fixture(["Localizable.xcstrings": Self.catalog]).report()
    let row = try #require(report.matrix.first)
    #expect(row.cells[LocaleID("de")] == MatrixCell(status: "english-fallback", label: "Click to continue"))
    // Without a finding, the form that stands for the value.
    #expect(row.cells[LocaleID("fr")]?.label == "Touchez pour continuer")
  }

  @Test func aCellThatInheritsTheStatusShowsTheSameForm() throws {
    // Review 108: de-AT reads de's value and shows its status, so its form too.
    var configuration = Configuration()
    configuration.locales = [LocaleID("de"), LocaleID("de-AT")]
    let fixture = try Fixture([
      "Localizable.xcstrings": Self.catalog, "de-AT.lproj/Other.strings": CatalogText.strings([("x", "y")]),
      "en.lproj/Other.strings": CatalogText.strings([("x", "y")]),
    ])
    let row = try #require(
      try fixture.report(configuration: configuration).matrix.first { $0.table == "Localizable" })
    #expect(
      row.cells[LocaleID("de-AT")] == MatrixCell(status: "english-fallback", label: "Click to continue"))
  }

  @Test func aFormatWithVariablesShowsTheLabelItsFormsMake() throws {
    // Review 108: never `%#@files@` or `%arg`, which no one hears.
    let fixture = try Fixture(
      CatalogText.filesVariable(
        "selected", format: "%#@files@ selected", translations: ["de": CatalogText.germanFileForms]))
    let row = try #require(try fixture.report().matrix.first)
    #expect(row.cells[LocaleID("de")] == MatrixCell(status: "english-fallback", label: "%d Dateien selected"))
  }
}
