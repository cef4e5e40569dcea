import Testing

@testable import LocaleCheck

/// The byte searches that stand in for Foundation's `contains` and `range(of:)` of ASCII needles.
@Suite struct ByteSearchTests {
  @Test(arguments: [
    ("%arg files", "%arg", true), ("files %arg", "%arg", true), ("%ar", "%arg", false), ("", "%arg", false),
    ("%%arg", "%arg", true), ("device.ipad", "device.", true), ("ein Gerät.", "device.", false),
    ("Ça %arg", "%arg", true), ("a.substitutions.n", ".substitutions.", true),
  ])
  func containsUTF8FindsTheNeedlesBytes(text: String, needle: String, found: Bool) {
    #expect(text.containsUTF8(needle) == found)
  }

  @Test func theRangeIsTheTextsOwn() throws {
    let text = "device.ipad.substitutions.n.plural.one"
    let range = try #require(text.firstUTF8Range(of: ".substitutions."))
    #expect(text[range] == ".substitutions.")
    #expect(text[range.upperBound...] == "n.plural.one")
    let accented = "Größe: %#@n@ Dateien"
    let token = try #require(accented.firstUTF8Range(of: "@n@"))
    #expect(accented[..<token.lowerBound] == "Größe: %#")
    #expect("".firstUTF8Range(of: "a") == nil && "abc".firstUTF8Range(of: "") == nil)
  }
}
