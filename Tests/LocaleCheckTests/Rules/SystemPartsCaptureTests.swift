import CatalogParser
import Testing

@testable import LocaleCheck

/// The keyboard and the status bar in a capture are the system's, not the app's: their
/// identifiers (`shift`, `Return`, `dictation`) bind to no catalog key and come and go between
/// locales' captures. A navigation bar's default identifier, its title, is UIKit's choice too.
@Suite("System parts of captures")
struct SystemPartsCaptureTests {
  let catalog = CatalogText.xcstrings(["Sign in": ["en": "Sign in", "es": "Iniciar sesión"]])

  static let header = [
    "Element subtree:", " →Application, 0x1, pid: 1, label: 'Sample'",
    "    Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}",
  ]

  static func signIn(_ label: String) -> String {
    "      Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'login.submit.button', label: '\(label)'"
  }

  /// iOS shows the keyboard in a window of its own; its candidate bar and dictation button sit
  /// beside the `Keyboard` element.
  static func keyboardWindow(shift: String, dictate: String) -> [String] {
    [
      "    Window, 0x10, {{0.0, 0.0}, {390.0, 844.0}}",
      "      Other, 0x11, {{0.0, 550.0}, {390.0, 294.0}}",
      "        Other, 0x12, {{0.0, 550.0}, {390.0, 230.0}}",
      "          Keyboard, 0x13, {{0.0, 550.0}, {390.0, 230.0}}",
      "            Key, 0x14, {{3.0, 558.0}, {37.0, 48.0}}, label: 'q'",
      "            Button, 0x15, {{2.0, 714.0}, {50.0, 49.0}}, identifier: 'shift', label: '\(shift)'",
      "            Button, 0x16, {{310.0, 770.0}, {102.0, 49.0}}, identifier: 'Return', label: 'return'",
      "        Button, 0x17, {{8.0, 806.0}, {68.0, 68.0}}, label: 'Next keyboard'",
      "        Button, 0x18, {{325.0, 805.0}, {68.0, 69.0}}, identifier: 'dictation', label: '\(dictate)'",
    ]
  }

  func report(_ dumps: [String: [String]]) throws -> Report {
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let captures = try dumps.sorted { $0.key < $1.key }.map { locale, lines in
      try UICaptureParser.parse(
        Array((lines + ["Path to element:"]).joined(separator: "\n").utf8),
        file: "captures/\(locale)/login.txt", locale: LocaleID(locale), screen: "login", isJSON: false)
    }
    return LocaleChecker().check(fixture.catalog(), captures: captures)
  }

  private static let captureRules: Set<String> = [
    "unbound-identifier", "identifier-drift", "runtime-mismatch",
  ]

  @Test func theKeyboardWindowIsLeftOut() throws {
    let report = try report([
      "en": Self.header + [Self.signIn("Sign in")] + Self.keyboardWindow(shift: "shift", dictate: "Dictate"),
      "es": Self.header + [Self.signIn("Iniciar sesión")],
    ])
    #expect(report.findings.filter { Self.captureRules.contains($0.rule) }.isEmpty)
    #expect(report.matrix.map(\.identifier) == ["login.submit.button"])
  }

  @Test func aLocalizedKeyboardInBothCapturesIsLeftOut() throws {
    let report = try report([
      "en": Self.header + [Self.signIn("Sign in")] + Self.keyboardWindow(shift: "shift", dictate: "Dictate"),
      "es": Self.header + [Self.signIn("Iniciar sesión")]
        + Self.keyboardWindow(shift: "mayúsculas", dictate: "Dictar"),
    ])
    #expect(report.findings.filter { Self.captureRules.contains($0.rule) }.isEmpty)
  }

  @Test func theStatusBarIsLeftOut() throws {
    let statusBar = [
      "      StatusBar, 0x20, {{0.0, 0.0}, {390.0, 47.0}}",
      "        Other, 0x21, {{0.0, 0.0}, {390.0, 47.0}}, identifier: 'battery', label: '100 % battery power'",
    ]
    let report = try report([
      "en": Self.header + statusBar + [Self.signIn("Sign in")],
      "es": Self.header + [Self.signIn("Iniciar sesión")],
    ])
    #expect(report.findings.filter { Self.captureRules.contains($0.rule) }.isEmpty)
  }

  static func navigationBar(identifier: String, title: String) -> [String] {
    [
      "      NavigationBar, 0x30, {{0.0, 44.0}, {375.0, 44.0}}, identifier: '\(identifier)'",
      "        Button, 0x31, {{0.0, 44.0}, {44.0, 44.0}}, label: 'Back'",
      "        StaticText, 0x32, {{164.0, 55.7}, {47.3, 20.3}}, label: '\(title)'",
    ]
  }

  @Test func aNavigationBarNamedByItsTitleIsNoDrift() throws {
    let report = try report([
      "en": Self.header + Self.navigationBar(identifier: "Sign in", title: "Sign in") + [
        Self.signIn("Sign in")
      ],
      "es": Self.header + Self.navigationBar(identifier: "Iniciar sesión", title: "Iniciar sesión")
        + [Self.signIn("Iniciar sesión")],
    ])
    #expect(report.findings.filter { Self.captureRules.contains($0.rule) }.isEmpty)
  }

  @Test func aNavigationBarIdentifierTheAppBuiltStillDrifts() throws {
    // Not the bar's title: the app set it, from localized text.
    let report = try report([
      "en": Self.header + Self.navigationBar(identifier: "login.navigation.bar", title: "Sign in"),
      "es": Self.header + Self.navigationBar(identifier: "Iniciar", title: "Iniciar sesión"),
    ])
    #expect(report.findings.filter { $0.rule == "identifier-drift" }.map(\.locale) == [LocaleID("es")])
  }

  @Test func anAlertNamedByItsTitleIsNoDrift() throws {
    // UIKit names an alert by its title (audit 328: "Delete card?" / "Karte löschen?"); an alert
    // the app gave an identifier of its own still drifts where a locale built it from its text.
    let alert = { (identifier: String, title: String) in
      [
        "      Alert, 0x40, {{66.5, 355.7}, {260.0, 140.7}}, identifier: '\(identifier)', label: '\(title)'",
        "        StaticText, 0x41, {{82.5, 375.0}, {228.0, 42.0}}, label: '\(title)'",
        "        Button, 0x42, {{66.5, 452.0}, {260.0, 44.0}}, label: 'OK'",
      ]
    }
    let titled = try report([
      "en": Self.header + alert("Delete card?", "Delete card?") + [Self.signIn("Sign in")],
      "es": Self.header + alert("¿Eliminar tarjeta?", "¿Eliminar tarjeta?") + [Self.signIn("Iniciar sesión")],
    ])
    // Its identifier still binds its title (an English title in es would be a `runtime-mismatch`;
    // review 225), so only the rules on the identifier itself pass it.
    let onIdentifiers: Set<String> = ["identifier-drift", "identifier-taxonomy", "label-is-identifier"]
    #expect(titled.findings.filter { onIdentifiers.contains($0.rule) }.isEmpty)
    #expect(titled.findings.contains { $0.rule == "unbound-identifier" && $0.identifier == "Delete card?" })
    let english = try report([
      "en": Self.header + alert("Sign in", "Sign in"), "es": Self.header + alert("Sign in", "Sign in"),
    ])
    #expect(english.findings.filter { $0.rule == "runtime-mismatch" }.map(\.locale) == [LocaleID("es")])
    let own = try report([
      "en": Self.header + alert("cards.delete.alert", "Delete card?"),
      "es": Self.header + alert("eliminar", "¿Eliminar tarjeta?"),
    ])
    #expect(own.findings.filter { $0.rule == "identifier-drift" }.map(\.locale) == [LocaleID("es")])
  }

  @Test func theAppsOwnButtonsStillCount() throws {
    // Not in a keyboard's window: an identifier built from the localized label is still drift.
    let report = try report([
      "en": Self.header + [Self.signIn("Sign in")] + Self.keyboardWindow(shift: "shift", dictate: "Dictate"),
      "es": Self.header
        + [
          "      Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'Iniciar sesión', label: 'Iniciar sesión'"
        ],
    ])
    let drift = report.findings.filter { $0.rule == "identifier-drift" }
    #expect(drift.map(\.locale) == [LocaleID("es")])
    #expect(drift.first?.message.contains("where en has 'login.submit.button'") == true)
  }

  @Test func theAppsButtonsBesideAKeyboardStay() throws {
    // A capture tool that puts the keyboard inside the app's own container: only the keyboard
    // and the system's buttons beside it go, the app's "Sign in" and toolbar button stay.
    let lines = [
      "      Other, 0x40, {{0.0, 0.0}, {390.0, 844.0}}",
      "        Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'login.submit.button', label: 'Sign in'",
      "        Keyboard, 0x41, {{0.0, 550.0}, {390.0, 230.0}}",
      "          Button, 0x42, {{2.0, 714.0}, {50.0, 49.0}}, identifier: 'shift', label: 'shift'",
      "        Button, 0x43, {{325.0, 805.0}, {68.0, 69.0}}, identifier: 'dictation', label: 'Dictate'",
    ]
    let report = try report(["en": Self.header + lines])
    #expect(report.matrix.map(\.identifier) == ["login.submit.button"])
    #expect(report.findings.filter { Self.captureRules.contains($0.rule) }.isEmpty)
  }

  @Test func uikitsBackButtonIsNoIdentifierOfTheApp() throws {
    // UIKit names every back button `BackButton` and labels it with the previous screen's title.
    let bar = { (back: String) in
      [
        "      NavigationBar, 0x30, {{0.0, 44.0}, {375.0, 44.0}}",
        "        Button, 0x31, {{0.0, 44.0}, {44.0, 44.0}}, identifier: 'BackButton', label: '\(back)'",
      ]
    }
    let report = try report([
      "en": Self.header + bar("Home") + [Self.signIn("Sign in")],
      "es": Self.header + bar("Inicio") + [Self.signIn("Iniciar sesión")],
    ])
    #expect(
      report.findings.filter { Self.captureRules.contains($0.rule) || $0.rule == "identifier-taxonomy" }
        .isEmpty)
    #expect(report.matrix.map(\.identifier) == ["login.submit.button"])
  }

  @Test func aToolbarsDefaultIdentifierIsNoIdentifierOfTheApp() throws {
    // iOS 18 dumps of unrelated apps show `Toolbar, identifier: 'Toolbar', label: 'Toolbar'`.
    let toolbar =
      "      Toolbar, 0x40, {{0.0, 760.0}, {390.0, 49.0}}, identifier: 'Toolbar', label: 'Toolbar'"
    let report = try report([
      "en": Self.header + [toolbar, Self.signIn("Sign in")],
      "es": Self.header + [toolbar, Self.signIn("Iniciar sesión")],
    ])
    #expect(report.findings.filter { $0.identifier == "Toolbar" }.isEmpty)
    #expect(report.matrix.map(\.identifier) == ["login.submit.button"])
  }

  @Test func identifiersAppKitMakesUpAreLeftOut() throws {
    let window = [
      "    Window, 0x50, {{0.0, 0.0}, {800.0, 600.0}}, identifier: 'main-AppWindow-1', title: 'Untitled'",
      "      StaticText, 0x51, {{10.0, 10.0}, {100.0, 20.0}}, identifier: '_NS:58', label: 'Ready'",
      "      Button, 0x52, {{10.0, 40.0}, {80.0, 30.0}}, identifier: 'action-button-1', label: 'OK'",
      "      MenuItem, 0x53, {{0.0, 0.0}, {80.0, 20.0}}, identifier: 'terminate:', title: 'Quit Notes'",
      Self.signIn("Sign in"),
    ]
    let report = try report(["en": Array(Self.header.prefix(2)) + window])
    #expect(
      report.findings.filter { Self.captureRules.contains($0.rule) || $0.rule == "identifier-taxonomy" }
        .isEmpty)
    #expect(report.matrix.map(\.identifier) == ["login.submit.button"])
  }

  @Test(arguments: [
    ("_NS:58", true), ("main-AppWindow-1", true), ("action-button-12", true), ("action-button-", false),
    ("-AppWindow-1", false), ("settings.action-button-1", false), ("action-button-x", false),
    ("login.submit.button", false), ("_XCUI:CloseWindow", true), ("_XCUI:FullScreenWindow", true),
    ("com_apple_SwiftUI_Settings_window", true),
  ])
  func appKitIdentifiers(_ identifier: String, _ isAppKits: Bool) {
    #expect(UICapture.isAssignedByAppKit(identifier) == isAppKits)
  }

  @Test func aMenuItemsSelectorIsLeftOutUnlessTheLabelMapNamesIt() throws {
    // AppKit's standard menu items: an app that translates its own menu maps them to check them.
    let catalog = CatalogText.xcstrings(["Quit": ["en": "Quit", "es": "Salir"]])
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let dump = [
      "Element subtree:", " →Application, 0x1, pid: 1, label: 'Sample'",
      "    MenuBar, 0x2, {{0.0, 0.0}, {1440.0, 24.0}}",
      "      MenuItem, 0x3, {{0.0, 0.0}, {80.0, 20.0}}, identifier: 'terminate:', title: 'Cerrar'",
      "      Button, 0x4, {{0.0, 0.0}, {80.0, 20.0}}, identifier: 'Save:', label: 'Save'", "Path to element:",
    ]
    let capture = try UICaptureParser.parse(
      Array(dump.joined(separator: "\n").utf8), file: "captures/es/menu.txt", locale: LocaleID("es"),
      screen: "menu", isJSON: false)
    let unmapped = LocaleChecker().check(fixture.catalog(), captures: [capture])
    #expect(!unmapped.findings.contains { $0.identifier == "terminate:" })
    // An app's own button named like a selector is the app's.
    #expect(unmapped.findings.contains { $0.identifier == "Save:" })
    let map = try LabelMap.parse(
      Array(#"{"version": 1, "identifiers": {"terminate:": {"key": "Quit"}}}"#.utf8), file: "labels.json")
    let mapped = LocaleChecker().check(fixture.catalog(), labelMap: map, captures: [capture])
    #expect(mapped.findings.filter { $0.rule == "runtime-mismatch" }.map(\.identifier) == ["terminate:"])
    // Its name is AppKit's: no taxonomy note the app could act on.
    #expect(!mapped.findings.contains { $0.rule == "identifier-taxonomy" && $0.identifier == "terminate:" })
  }

  @Test func anIdentifierAppKitMadeUpIsCheckedWhereTheLabelMapNamesIt() throws {
    // macOS Calculator's "AC" button has only Interface Builder's `_NS:800`; the app maps it to
    // check the label VoiceOver speaks, which the German capture shows in English.
    let catalog = CatalogText.xcstrings(["clear all": ["en": "clear all", "de": "alles löschen"]])
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let dump = [
      "Element subtree:", " →Application, 0x1, pid: 1, title: 'Calculator'",
      "    Window (Main), 0x2, {{40.0, 600.0}, {480.0, 520.0}}, title: 'Calculator'",
      "      Button, 0x3, {{363.0, 812.0}, {58.0, 48.0}}, identifier: '_NS:800', title: 'AC', label: 'clear all'",
      "Path to element:",
    ]
    let capture = try UICaptureParser.parse(
      Array(dump.joined(separator: "\n").utf8), file: "captures/de/programmer.txt", locale: LocaleID("de"),
      screen: "programmer", isJSON: false)
    let unmapped = LocaleChecker().check(fixture.catalog(), captures: [capture])
    #expect(!unmapped.findings.contains { $0.identifier == "_NS:800" })
    let map = try LabelMap.parse(
      Array(#"{"version": 1, "identifiers": {"_NS:800": {"key": "clear all"}}}"#.utf8), file: "labels.json")
    let mapped = LocaleChecker().check(fixture.catalog(), labelMap: map, captures: [capture])
    let mismatches = mapped.findings.filter { $0.rule == "runtime-mismatch" }
    #expect(mismatches.map(\.identifier) == ["_NS:800"])
    #expect(mismatches.map(\.position?.line) == [4])
  }

  @Test(arguments: [
    // A menu item's identifier is its action selector (`app.menuItems["newDocument:"]`).
    ("terminate:", true), ("orderFrontStandardAboutPanel:", true), ("setValue:forKey:", true),
    ("login.submit:", false), ("Save:", false), (":", false), ("a::", false), ("Ort:", false),
  ])
  func selectors(_ identifier: String, _ isSelector: Bool) {
    #expect(UICapture.isSelector(identifier) == isSelector)
  }
}
