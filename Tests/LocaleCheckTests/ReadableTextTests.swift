import CatalogParser
import Testing

@testable import LocaleCheck

/// Variables written out in report text: "%lld files in %lld folders", not "%#@files@ in %#@folders@".
@Suite("Readable text")
struct ReadableTextTests {
  private static func variable(_ forms: [String: String], specifier: String? = nil) -> Substitution {
    Substitution(
      formatSpecifier: specifier,
      variations: Variations(
        plural: forms.mapValues { LocalizedValue(value: $0, state: "translated") }))
  }

  @Test func variablesAreWrittenOutAsTheirOtherForm() {
    let value = LocalizedValue(
      value: "%#@files@ in %2$#@folders@, %#@gone@ 100%% %@", state: "translated",
      substitutions: [
        "files": Self.variable(["one": "%arg file", "other": "%arg files"], specifier: "lld"),
        "folders": Self.variable(["one": "one folder", "few": "%d folders"]),
      ])
    // `other`, else the first form by name; a variable without forms stays as written.
    #expect(LabelText.readableText(of: value) == "%lld files in %d folders, %#@gone@ 100%% %@")
  }

  @Test func textWithoutVariablesIsItsDisplayText() {
    let plain = LocalizedValue(value: "Sign in", state: "translated")
    #expect(LabelText.readableText(of: plain) == "Sign in")
    let email = LocalizedValue(value: "Mail %#@x@ to a@b.c", state: "translated", substitutions: [:])
    #expect(LabelText.readableText(of: email) == "Mail %#@x@ to a@b.c")
    let percent = LocalizedValue(
      value: "100%%#@n@", state: "translated", substitutions: ["n": Self.variable(["other": "x"])])
    #expect(LabelText.readableText(of: percent) == "100%%#@n@", "a literal percent sign, then text")
  }

  /// A variable whose form is empty shows nothing there, as the app does (audit 238: Mastodon's
  /// `%#@names@`, which a length measured as written overstated).
  @Test func anEmptyFormShowsNothing() {
    let value = LocalizedValue(
      value: "%#@names@%#@count@", state: "translated",
      substitutions: [
        "names": Self.variable(["other": ""]),
        "count": Self.variable(["one": "Followed by one", "other": "Followed by %ld"]),
      ])
    #expect(LabelText.readableText(of: value) == "Followed by %ld")
    // An `other` form left empty beside a `one` with text is a slip: the variable stays as written.
    let slip = LocalizedValue(
      value: "%#@n@", state: "translated",
      substitutions: ["n": Self.variable(["one": "one file", "other": ""])])
    #expect(LabelText.readableText(of: slip) == "%#@n@")
  }

  /// A form that names another variable reads with that one's form in place (audit 237: the
  /// 72-character German label that `length-expansion` measured as "%d Dateien in %#@folders@").
  @Test func aVariableNamedInsideAFormIsWrittenOutToo() {
    let value = LocalizedValue(
      value: "%#@files@", state: "translated",
      substitutions: [
        "files": Self.variable(["one": "%d file in %#@folders@", "other": "%d files in %#@folders@"]),
        "folders": Self.variable(["one": "one folder", "other": "%d folders"]),
        "loop": Self.variable(["other": "again %#@loop@"]),
      ])
    #expect(LabelText.readableText(of: value) == "%d files in %d folders")
    #expect(
      Set(LabelText.variableReadings(of: "%#@files@", value.substitutions ?? [:])) == [
        "%d file in one folder", "%d file in %d folders", "%d files in one folder", "%d files in %d folders",
      ])
    // A variable named inside its own form stays as written there (review 170).
    let loop = LocalizedValue(value: "%#@loop@", state: "translated", substitutions: value.substitutions)
    #expect(LabelText.readableText(of: loop) == "again %#@loop@")
    #expect(LabelText.variableReadings(of: "%#@loop@", value.substitutions ?? [:]) == ["again %#@loop@"])
  }

  /// Review 171: a catalog whose every variable names the next twice doubled the text at each
  /// level (22 levels took minutes); nesting is written out four variables deep.
  @Test func nestingIsWrittenOutAFewLevelsDeep() {
    var substitutions: [String: Substitution] = [:]
    for level in 0..<22 {
      let text = level < 21 ? "%#@v\(level + 1)@ %#@v\(level + 1)@" : "%d files"
      substitutions["v\(level)"] = Self.variable(["one": text, "other": text])
    }
    let value = LocalizedValue(value: "%#@v0@", state: "translated", substitutions: substitutions)
    let label = LabelText.readableText(of: value) ?? ""
    #expect(label.count < 1_000)
    #expect(label.hasPrefix("%#@v5@ %#@v5@"))
    #expect(LabelText.variableReadings(of: "%#@v0@", substitutions).count <= 64)
  }
}
