import Testing

@testable import LocaleCheck

/// `format-mismatch` in a table without a source-language file, whose keys are the source text.
@Suite("format-mismatch: keys as source text")
struct FormatMismatchKeySourceTests {
  @Test func aFormatKeyIsTheSourceFormat() throws {
    // Lockdown's `Localizable.strings` in es and ja only, its English in code (audit 79).
    let fixture = try Fixture([
      "App/es.lproj/Localizable.strings": CatalogText.strings([
        ("Up to five devices for %@ per year", "Hasta cinco dispositivos"),
        ("%d blocked today", "%@ bloqueados hoy"), ("%d allowed", "%d permitidos"),
        ("price.per.year", "%@ por año"),
      ]),
      "App/ja.lproj/Localizable.strings": CatalogText.strings([
        ("Up to five devices for %@ per year", "年額%@で最大5台"), ("%d blocked today", "今日%d件ブロック"),
        ("%d allowed", "%d件許可"), ("price.per.year", "年額%@"),
      ]),
    ])
    #expect(
      try fixture.findings(of: "format-mismatch").map(\.message) == [
        "es value of Up to five devices for %@ per year: argument 1 (%@ in the source) is missing here",
        "es value of %d blocked today: argument 1 is %d in the source but %@ here",
      ])
  }

  @Test func aPluralTranslationIsNotComparedWithAPlainKey() throws {
    // Review 76: each form holds part of the arguments, which the key holds all of.
    let rule = { (key: String, format: String, forms: [(String, String)]) in
      FixturePluralRule(key, format: format, variable: "n", valueType: "d", forms: forms)
    }
    let fixture = try Fixture([
      "App/es.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("%d photos from %@", "%1$#@n@ de %2$@", [("one", "una foto"), ("other", "%d fotos")]),
        rule(
          "%@ has %d new messages", "%@ tiene %#@n@",
          [("one", "un mensaje nuevo"), ("other", "%d mensajes nuevos")]),
      ]),
      "App/es.lproj/Localizable.strings": CatalogText.strings([("Other %@", "Otro %@")]),
    ])
    #expect(try fixture.findings(of: "format-mismatch").isEmpty)
  }
}
