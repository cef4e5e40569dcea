import Testing

@testable import CatalogParser

/// A storyboard table translated into one language: its only file settles the source text where
/// it translates most of its keys (Xcode wrote its comments from the Base storyboard).
@Suite struct InterfaceBuilderSingleFileTests {
  private static func table(_ keys: [(key: String, value: String, comment: String?)]) -> ParsedFile {
    var table = StringTable(bundle: "App", name: "Main", files: ["pt-BR.lproj/Main.strings"])
    for (key, value, comment) in keys {
      table.add(
        StringEntry(
          key: key, comment: comment,
          localizations: [LocaleID("pt-BR"): LocalizedValue(value: value, state: "translated")]))
    }
    return ParsedFile(tables: [table])
  }

  private static let save = #"Class = "NSMenuItem"; title = "Save…"; ObjectID = "pxx-59-PXV";"#
  private static let delete = #"Class = "NSMenuItem"; title = "Delete"; ObjectID = "pa3-QI-u2k";"#

  @Test func aFileThatTranslatesMostKeysSettlesThemAll() {
    let quit = #"Class = "NSMenuItem"; title = "Quit"; ObjectID = "qQ1-2w-3eR";"#
    let catalog = CatalogMerger.merge([
      Self.table([
        ("pxx-59-PXV.title", "Save…", Self.save), ("pa3-QI-u2k.title", "Apagar", Self.delete),
        ("qQ1-2w-3eR.title", "Sair", quit),
      ])
    ])
    let table = catalog.tables[0]
    #expect(table.sourceTextFromComments)
    #expect(table.entry(forKey: "pxx-59-PXV.title")?.localizations[LocaleID("en")]?.value == "Save…")
    #expect(table.entry(forKey: "pa3-QI-u2k.title")?.localizations[LocaleID("en")]?.value == "Delete")
  }

  @Test func anIbtoolFileWithAnEditedValueSettlesNothing() {
    // Comments in the locale's own language, one value changed afterwards.
    let weiter = #"Class = "UIButton"; normalTitle = "Weiter"; ObjectID = "x1Y-2z-abc";"#
    let cancel = #"Class = "UIBarButtonItem"; title = "Abbrechen"; ObjectID = "Zq9-7d-m2L";"#
    let login = #"Class = "UILabel"; text = "Anmeldung"; ObjectID = "Hh2-9k-Pw3";"#
    let catalog = CatalogMerger.merge([
      Self.table([
        ("x1Y-2z-abc.normalTitle", "Weiter", weiter), ("Zq9-7d-m2L.title", "Abbrechen", cancel),
        ("Hh2-9k-Pw3.text", "Anmelden", login),
      ])
    ])
    #expect(!catalog.tables[0].sourceTextFromComments)
  }

  @Test func aFileWhoseValuesAreItsCommentsSettlesNothing() {
    // `ibtool` on a localized nib, or a locale Xcode has just added: no sign of the source's text.
    let salvar = #"Class = "NSMenuItem"; title = "Salvar"; ObjectID = "pxx-59-PXV";"#
    let catalog = CatalogMerger.merge([Self.table([("pxx-59-PXV.title", "Salvar", salvar)])])
    #expect(catalog.tables[0].entry(forKey: "pxx-59-PXV.title")?.localizations[LocaleID("en")] == nil)
  }
}
