import Testing

@testable import LocaleCheck

/// A menu widens to its longest item (macOS) or wraps it (iOS): a menu item's longer
/// translation truncates nothing (audit 286, DuckDuckGo's status menu in a String Catalog).
@Suite("length-expansion on menu items")
struct LengthExpansionMenuItemTests {
  private static let longSpanish = "Preguntas frecuentes y asistencia técnica"

  @Test(arguments: [
    "vpn.status-view.faq.menu-item.title", "settingsMenuItem", "MENU_ITEM", "status.faq.menu_item_label",
  ])
  func aKeyThatNamesAMenuItemIsNotMeasured(key: String) throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([key: ["en": "FAQs", "es": Self.longSpanish]])
    ])
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
  }

  @Test func aCommentThatSaysMenuItemIsEnough() throws {
    let key = "network.protection.status.menu.faq"
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        [key: ["en": "FAQs", "es": Self.longSpanish]],
        extra: [key: #""comment":"The status menu 'FAQ' menu item""#])
    ])
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
  }

  @Test func aMenusButtonOrADishIsStillMeasured() throws {
    // Review 193: a button beside a menu item list; a restaurant's menu item's price.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        [
          "status.menu.button": ["en": "FAQs", "es": Self.longSpanish],
          "toolbar.filter": ["en": "Help", "es": Self.longSpanish],
          "menuItem.price": ["en": "Price", "es": Self.longSpanish],
        ],
        extra: ["toolbar.filter": #""comment":"Toolbar button next to the menu item list""#])
    ])
    #expect(try fixture.findings(of: "length-expansion").count == 3)
  }
}
