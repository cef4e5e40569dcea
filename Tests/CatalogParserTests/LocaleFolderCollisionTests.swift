import Testing

@testable import CatalogParser

@Suite struct LocaleFolderCollisionTests {
  @Test func foldersOfOneBundleThatNameOneLocaleCollide() {
    let files = [
      "App/pt-BR.lproj/Localizable.strings", "App/pt_BR.lproj/InfoPlist.strings",
      "App/en.lproj/Localizable.strings",
      "App/English.lproj/Main.strings", "Widget/pt_BR.lproj/Widget.strings",
      "App/de.lproj/Localizable.strings",
      "App/de.lproj/Localizable.stringsdict", "Localizable.xcstrings",
    ]
    #expect(
      LocaleFolderCollision.find(in: files) == [
        LocaleFolderCollision(locale: LocaleID("en"), folders: ["App/English.lproj", "App/en.lproj"]),
        LocaleFolderCollision(locale: LocaleID("pt-BR"), folders: ["App/pt-BR.lproj", "App/pt_BR.lproj"]),
      ])
    #expect(LocaleFolderCollision.find(in: ["App/de.lproj/A.strings", "Other/de.lproj/A.strings"]).isEmpty)
  }
}
