import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A capture taken on a device set to a language whose only files are of other regions (`es`
/// where the app has `es-MX`): the device reads those regions, so the screen is compared with
/// them, not with the source language the fallback chain reaches (audit 187).
@Suite("runtime-mismatch: a capture's locale read through another region")
struct RuntimeMismatchRegionalReadingTests {
  private static func mismatches(_ catalog: [String: [String: String]], shown: [(String, String)]) throws
    -> [String]
  {
    let source = [("login.signin", "Sign in"), ("login.cancel", "Cancel")]
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": CatalogText.xcstrings(catalog)],
      [
        try CaptureBindingTests.capture(
          "en", "login", source.enumerated().map { ($1.0, $1.1, "Button", "0/\($0)") }),
        try CaptureBindingTests.capture(
          "es", "login", shown.enumerated().map { ($1.0, $1.1, "Button", "0/\($0)") }),
      ])
    return report.findings.filter { $0.rule == "runtime-mismatch" }.map(\.message)
  }

  @Test func aCaptureOfTheLanguageIsComparedWithItsOnlyRegion() throws {
    let catalog = [
      "Sign in": ["en": "Sign in", "es-MX": "Iniciar sesión"],
      "Cancel": ["en": "Cancel", "es-MX": "Cancelar"],
    ]
    let messages = try Self.mismatches(
      catalog, shown: [("login.signin", "Iniciar sesión"), ("login.cancel", "Cancel")])
    #expect(
      messages == [
        "es capture of login shows the source-language text 'Cancel' for login.cancel, but the catalog "
          + "resolves 'Cancelar' "
          + "(of es-MX, which a device set to es reads)"
      ])
  }

  @Test func anyOfSeveralRegionsMayBeTheOneShown() throws {
    let catalog = [
      "Sign in": ["en": "Sign in", "es-AR": "Ingresar", "es-MX": "Iniciar sesión"],
      "Cancel": ["en": "Cancel", "es-AR": "Cancelar", "es-MX": "Cancelar"],
    ]
    #expect(
      try Self.mismatches(catalog, shown: [("login.signin", "Ingresar"), ("login.cancel", "Cancelar")])
        .isEmpty)
    #expect(
      try Self.mismatches(catalog, shown: [("login.signin", "Sign in"), ("login.cancel", "Cancel")]) == [
        "es capture of login shows the source-language text 'Sign in' for login.signin, but the catalog "
          + "resolves 'Ingresar' of es-AR or "
          + "'Iniciar sesión' of es-MX, one of which a device set to es reads",
        "es capture of login shows the source-language text 'Cancel' for login.cancel, but the catalog "
          + "resolves 'Cancelar' "
          + "(of es-AR and es-MX, which a device set to es reads)",
      ])
  }

  @Test func aBundleWithTheLanguagesOwnFilesIsReadThroughItsChain() throws {
    // The table has `es` for one key: the device reads `es`, which lacks the other (English).
    let catalog = [
      "Sign in": ["en": "Sign in", "es-MX": "Iniciar sesión"], "Cancel": ["en": "Cancel", "es": "Cancelar"],
    ]
    #expect(
      try Self.mismatches(catalog, shown: [("login.signin", "Iniciar sesión"), ("login.cancel", "Cancelar")])
        == [
          "es capture of login shows 'Iniciar sesión' for login.signin, but the catalog resolves 'Sign in'"
        ])
  }
}
