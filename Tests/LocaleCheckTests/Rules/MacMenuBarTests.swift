import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A macOS app's menu bar, toolbar and About line, as AppKit shows them (audit 195).
@Suite("macOS menus, toolbars and copyright lines")
struct MacMenuBarTests {
  private static func item(_ id: String, _ title: String, translated: String? = nil) -> (String, String) {
    let comment = "/* Class = \"NSMenuItem\"; title = \"\(title)\"; ObjectID = \"\(id)\"; */\n"
    return (
      comment + "\"\(id).title\" = \"\(title)\";\n",
      comment + "\"\(id).title\" = \"\(translated ?? title)\";\n"
    )
  }

  private static func menuBar(_ items: [(String, String)]) throws -> Fixture {
    try Fixture([
      "App/Base.lproj/MainMenu.xib": "<document/>",
      "App/en.lproj/MainMenu.strings": items.map(\.0).joined(separator: "\n"),
      "App/de.lproj/MainMenu.strings": items.map(\.1).joined(separator: "\n"),
    ])
  }

  @Test func itemsAppKitRetitlesAreNotAskedOfTranslators() throws {
    let fixture = try Self.menuBar([
      Self.item("4J7-dP-txa", "Enter Full Screen"), Self.item("297", "Show Toolbar"),
      Self.item("kIP-vf-haE", "Show Sidebar"), Self.item("abc-12-xyz", "Show Tab Bar"),
      Self.item("opn-12-fil", "Open Recent"),
    ])
    #expect(try fixture.findings(of: "english-fallback").compactMap(\.key) == ["opn-12-fil.title"])
  }

  @Test func aRetitledItemTheLocalesFileLacksIsNoGap() throws {
    let (source, _) = Self.item("4J7-dP-txa", "Enter Full Screen")
    let (other, translated) = Self.item("opn-12-fil", "Open Recent", translated: "Zuletzt benutzt")
    let fixture = try Fixture([
      "App/Base.lproj/MainMenu.xib": "<document/>",
      "App/en.lproj/MainMenu.strings": source + "\n" + other,
      "App/de.lproj/MainMenu.strings": translated,
    ])
    #expect(try fixture.findings(of: "missing-translation").isEmpty)
  }

  @Test func theMenuBarsItemsAreNotMeasured() throws {
    let fixture = try Self.menuBar([
      Self.item("184", "Spelling", translated: "Rechtschreibung und Grammatik")
    ])
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
  }

  @Test func aCopyrightLineOfAPersonsNameReadsAlikeInEveryLanguage() throws {
    let line = "Copyright © 2005-2020 Nathan Cosgray."
    let reserved = "© 2024 Nathan Cosgray. All rights reserved."
    let fixture = try Fixture([
      "App/en.lproj/InfoPlist.strings":
        "NSHumanReadableCopyright = \"\(line)\";\n\"other\" = \"\(reserved)\";\n",
      "App/de.lproj/InfoPlist.strings":
        "NSHumanReadableCopyright = \"\(line)\";\n\"other\" = \"\(reserved)\";\n",
    ])
    #expect(try fixture.findings(of: "english-fallback").compactMap(\.key) == ["other"])
    #expect(
      CompanyName.isCompanyName("© 2024 Jane Doe") && !CompanyName.isCompanyName("© 2024 All Rights Reserved")
    )
    #expect(!CompanyName.isCompanyName("Jane Doe") && !CompanyName.isCompanyName("Copyright Jane Doe"))
    // A year alone makes no copyright line (review 146).
    #expect(!CompanyName.isCompanyName("2024 Annual Report") && !CompanyName.isCompanyName("1984 Edition"))
  }

  @Test func appKitsToolbarItemsAreSystemParts() {
    #expect(UICapture.isAssignedByAppKit("NSToolbarToggleSidebarItem"))
    #expect(UICapture.isAssignedByAppKit("NSToolbarMoreItem"))
    #expect(!UICapture.isAssignedByAppKit("NSToolbar"))
    #expect(!UICapture.isAssignedByAppKit("toolbar.share.item"))
  }

  @Test func anEllipsisOfTheOtherSpellingBindsFirst() throws {
    // "Export…" on screen is the app's "Export..." key before a bare "Export" (audit 200).
    let catalog = CatalogText.xcstrings([
      "Export...": ["en": "Export...", "de": "Exportieren..."], "Export": ["en": "Export", "de": "Ausfuhr"],
    ])
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": catalog],
      [
        try CaptureBindingTests.capture("en", "main", [("menu.file.export", "Export…", "MenuItem", "0/0")]),
        try CaptureBindingTests.capture("de", "main", [("menu.file.export", "Ausfuhr…", "MenuItem", "0/0")]),
      ])
    #expect(
      report.findings.filter { $0.rule == "runtime-mismatch" }.map(\.message) == [
        "de capture of main shows 'Ausfuhr…' for menu.file.export, but the catalog resolves 'Exportieren...' "
          + "('Ausfuhr…' is the de text of key 'Export', which the app may look up instead of 'Export...')"
      ])
  }

  @Test func aMenuCommandWithAnEllipsisFromCodeBindsToItsKey() throws {
    let catalog = CatalogText.xcstrings(["Export": ["en": "Export", "de": "Exportieren"]])
    let report = try CaptureBindingTests.report(
      ["Localizable.xcstrings": catalog],
      [
        try CaptureBindingTests.capture("en", "main", [("menu.file.export", "Export…", "MenuItem", "0/0")]),
        try CaptureBindingTests.capture("de", "main", [("menu.file.export", "Export…", "MenuItem", "0/0")]),
      ])
    #expect(
      report.findings.filter { $0.rule == "runtime-mismatch" }.map(\.message) == [
        // The English "Export" with the ellipsis code adds (review 183).
        "de capture of main shows the source-language text 'Export…' for menu.file.export, but the catalog "
          + "resolves 'Exportieren'"
      ])
  }
}
