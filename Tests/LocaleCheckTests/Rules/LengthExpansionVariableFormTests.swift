import TestSupport
import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// The forms of a `.stringsdict` variable, each measured beside the source's label with that form.
@Suite("length-expansion: variable forms")
struct LengthExpansionVariableFormTests {
  @Test func aFormBesideAnEmptySourceFormIsMeasuredBesideTheSourcesOther() throws {
    // Tangem's English `one` is empty (never shown for 1 word); Ukrainian's `one` (1, 21, 31, …)
    // stands where English shows its `other` text, not beside the format's `%#@n@` (audit 141).
    let rule = { (one: String, other: String) in
      FixturePluralRule("msg", format: "%#@n@", variable: "n", forms: [("one", one), ("other", other)])
    }
    let english = "Write these %li words down in the order given below and store them in a safe place."
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("", english)]),
      "App/uk.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule(
          "Запишіть ці %li слово в наведеному нижче порядку та зберігайте їх у безпечному місці.",
          "Запишіть ці %li слів в наведеному нижче порядку та зберігайте їх у безпечному місці.")
      ]),
    ])
    #expect(try fixture.findings(of: "length-expansion").isEmpty)
    // Beside a short source form, the same long form is reported.
    let short = try Fixture([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict([rule("One word", english)]),
      "App/uk.lproj/Localizable.stringsdict": CatalogText.stringsdict([
        rule("Запишіть це одне слово в наведеному нижче порядку та зберігайте його.", "Запишіть ці %li слів.")
      ]),
    ])
    #expect(
      try short.findings(of: "length-expansion").map(\.message) == [
        "uk label of msg (substitutions.n.plural.one) 'Запишіть це одне слово в наведеному нижче порядку та зберіг…' has 69 characters, "
          + "the source 'One word' 8: it may be truncated at large text sizes (up to 20 characters pass)"
      ])
  }

  /// A `.stringsdict` entry whose `files` forms name the variable `folders` (`%#@folders@`).
  private static func nested(files: [String], folders: [String]) -> String {
    func variable(_ name: String, _ forms: [String]) -> String {
      "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
        + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
        + "<key>one</key><string>\(forms[0])</string><key>other</key><string>\(forms[1])</string></dict>"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>msg</key><dict>"
      + "<key>NSStringLocalizedFormatKey</key><string>%#@files@</string>"
      + variable("files", files) + variable("folders", folders) + "</dict></dict></plist>\n"
  }

  @Test func aFormOfAVariableNamedInAnotherVariablesFormIsMeasured() throws {
    // Review 170: the long `one` form of `%#@folders@`, named in `files`' forms, was never measured.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.stringsdict": Self.nested(
        files: ["%d file in %#@folders@", "%d files in %#@folders@"], folders: ["one folder", "%d folders"]),
      "App/de.lproj/Localizable.stringsdict": Self.nested(
        files: ["%d Datei in %#@folders@", "%d Dateien in %#@folders@"],
        folders: ["einem einzigen, sehr lang benannten Ordner", "%d Ordnern"]),
    ])
    let findings = try fixture.findings(of: "length-expansion")
    #expect(findings.map(\.message).count == 1)
    #expect(
      findings.first?.message.hasPrefix(
        "de label of msg (substitutions.folders.plural.one) '%d Dateien in einem einzigen, sehr lang benannten Ordner' has 56"
      ) == true, "\(findings.map(\.message))")
  }
}
