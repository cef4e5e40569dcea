import Testing

@testable import LocaleCheck

/// Captured elements that show no label: what a VoiceOver user hears for them is nothing.
@Suite("Unlabelled captured elements")
struct UnlabelledCaptureTests {
  let catalog = CatalogText.xcstrings([
    "Sign in": ["en": "Sign in", "es": "Iniciar sesión"], "Email": ["en": "Email", "es": "Correo"],
  ])

  func dump(_ lines: [String]) -> String { WindowDump.text(lines) }

  func report(_ dumps: [String: String], labelMap: String? = nil) throws -> Report {
    try WindowDump.report(catalog: catalog, captures: dumps, screen: "login", labelMap: labelMap)
  }

  static let boundSubmit = #"{"version":1,"identifiers":{"login.submit.button":{"key":"Sign in"}}}"#

  @Test(arguments: ["RadioGroup", "Dialog", "Popover", "Menu", "TableRow", "SegmentedControl", "Alert"])
  func anUnlabelledContainerIsNoUnboundIdentifier(type: String) throws {
    // macOS Calculator: `RadioGroup, ..., identifier: '_NS:834'`; VoiceOver reads its buttons.
    let report = try report([
      "en": dump([
        "\(type), 0x3, {{376.0, 710.0}, {89.0, 21.0}}, identifier: '_NS:834'",
        "  RadioButton, 0x4, {{376.0, 710.0}, {44.0, 21.0}}, identifier: 'login.email.radio', title: 'Email'",
      ])
    ])
    #expect(report.findings.filter { $0.rule == "unbound-identifier" }.isEmpty)
    #expect(report.matrix.map(\.identifier) == ["login.email.radio"])
  }

  @Test func aBoundButtonWithoutALabelIsARuntimeMismatch() throws {
    let report = try report(
      ["es": dump(["Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'login.submit.button'"])],
      labelMap: Self.boundSubmit)
    let mismatches = report.findings.filter { $0.rule == "runtime-mismatch" }
    #expect(mismatches.map(\.locale) == [LocaleID("es")])
    #expect(mismatches.first?.message.contains("shows no label for login.submit.button") == true)
    #expect(mismatches.first?.expected == "Iniciar sesión")
    #expect(mismatches.first?.actual == "")
    #expect(mismatches.first?.position?.line == 4)
  }

  @Test(arguments: [("\u{200B}", "\\u{200B}"), ("\u{00AD}", "\\u{AD}")])
  func aLabelOfInvisibleCharactersIsNoLabel(label: String, written: String) throws {
    // VoiceOver reads a zero-width space as nothing, as it does no label (audit 264); each is
    // written as its code point, as a terminal shows a soft hyphen as nothing (review 189).
    let report = try report(
      [
        "es": dump([
          "Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'login.submit.button', label: '\(label)'"
        ])
      ],
      labelMap: Self.boundSubmit)
    let mismatch = try #require(report.findings.first { $0.rule == "runtime-mismatch" })
    #expect(
      mismatch.message
        == "es capture of login shows no label for login.submit.button (only '\(written)'), but the catalog "
        + "resolves 'Iniciar sesión'")
  }

  @Test func aLabelledButtonStaysClean() throws {
    let report = try report(
      [
        "es": dump([
          "Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'login.submit.button', label: 'Iniciar sesión'"
        ])
      ],
      labelMap: Self.boundSubmit)
    #expect(!report.findings.contains { $0.rule == "runtime-mismatch" })
  }

  @Test func anEmptyTextFieldIsSpokenByItsPlaceholder() throws {
    let report = try report([
      "en": dump([
        "TextField, 0x3, {{16.0, 180.0}, {358.0, 44.0}}, identifier: 'login.email.field', placeholderValue: 'Email'"
      ]),
      "es": dump([
        "TextField, 0x3, {{16.0, 180.0}, {358.0, 44.0}}, identifier: 'login.email.field', placeholderValue: 'Email'"
      ]),
    ])
    #expect(report.matrix.map(\.identifier) == ["login.email.field"])
    let mismatches = report.findings.filter { $0.rule == "runtime-mismatch" }
    #expect(mismatches.map(\.locale) == [LocaleID("es")])
    #expect(mismatches.first?.actual == "Email")
  }

  @Test func anUnlabelledControlIsUnboundAndSaysWhy() throws {
    let report = try report([
      "en": dump(["Button, 0x3, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'login.close.button'"])
    ])
    let unbound = report.findings.filter { $0.rule == "unbound-identifier" }
    #expect(unbound.map(\.identifier) == ["login.close.button"])
    #expect(
      unbound.first?.message.contains("it shows no label, so no catalog text binds it to a key") == true)
  }

  @Test func anUnlabelledContainerOrImageIsNotReported() throws {
    // UIKit gives an image view its asset name as identifier; a container's names a region.
    let report = try report([
      "en": dump([
        "Other, 0x3, {{0.0, 0.0}, {390.0, 844.0}}, identifier: 'login.form'",
        "  Table, 0x4, {{0.0, 0.0}, {390.0, 844.0}}, identifier: 'login.list'",
        "  Image, 0x5, {{27.0, 776.0}, {24.0, 24.0}}, identifier: 'News'",
      ])
    ])
    #expect(report.findings.filter { $0.rule == "unbound-identifier" }.isEmpty)
  }

  @Test func aMacOSStaticTextWithOnlyAValueIsNotJudged() throws {
    // AppKit keeps a text's words in its value, which the dump cuts after 18 characters or at a
    // comma: the label it speaks is not known.
    let map = #"{"version":1,"identifiers":{"login.title.label":{"key":"Sign in"}}}"#
    let report = try report(
      [
        "en": dump(["StaticText, identifier: 'login.title.label', value: Sign in"]),
        "es": dump(["StaticText, identifier: 'login.title.label', value: Iniciar sesi..."]),
        "de": dump(["StaticText, identifier: 'login.other.label', value: Anmelden, bitte"]),
      ], labelMap: map)
    #expect(!report.findings.contains { ["runtime-mismatch", "unbound-identifier"].contains($0.rule) })
  }

  @Test func aRowSharingItsButtonsIdentifierIsNotItsLabel() throws {
    // SwiftUI gives a button's identifier to the row around it, which shows no label.
    let lines = [
      "Other, 0x3, {{0.0, 300.0}, {390.0, 50.0}}, identifier: 'login.submit.button'",
      "  Button, 0x4, {{16.0, 300.0}, {358.0, 50.0}}, identifier: 'login.submit.button', label: 'Sign in'",
    ]
    let unmapped = try report(["en": dump(lines)])
    #expect(unmapped.matrix.map(\.identifier) == ["login.submit.button"])
    #expect(!unmapped.findings.contains { $0.rule == "unbound-identifier" })
    let mapped = try report(["en": dump(lines)], labelMap: Self.boundSubmit)
    #expect(!mapped.findings.contains { $0.rule == "runtime-mismatch" })
  }

  @Test func anUnlabelledCellIsReadByItsChildren() throws {
    // VoiceOver reads a cell by the labels of what it holds; the capture lists those separately.
    let map =
      #"{"version":1,"identifiers":{"login.row.cell":{"key":"Sign in"},"login.logo.image":{"key":"Email"}}}"#
    let report = try report(
      [
        "es": dump([
          "Cell, 0x3, {{0.0, 300.0}, {390.0, 50.0}}, identifier: 'login.row.cell'",
          "  StaticText, 0x4, {{16.0, 300.0}, {358.0, 50.0}}, label: 'Iniciar sesión'",
          "Image, 0x5, {{16.0, 20.0}, {80.0, 80.0}}, identifier: 'login.logo.image'",
        ])
      ], labelMap: map)
    // The mapped image without a label is still reported: VoiceOver has nothing to read for it.
    #expect(
      report.findings.filter { $0.rule == "runtime-mismatch" }.map(\.identifier) == ["login.logo.image"])
  }
}
