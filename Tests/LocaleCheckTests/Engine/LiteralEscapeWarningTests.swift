import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// A backslash before a quote in a `.stringsdict`, String Catalog or XLIFF value shows as text:
/// those files have no such escapes (audit 296: Delta Chat's Hebrew plurals, converted from
/// Android's resources).
@Suite struct LiteralEscapeWarningTests {
  static func warnings(_ files: [String: String]) throws -> [String] {
    let folder = try TempFolder(files: files)
    return try Project.load(ProjectOptions(workingDirectory: folder.url.path)).literalEscapeWarnings()
      .map(\.description)
  }

  @Test func aStringsdictFormWithAnAndroidEscapeIsTold() throws {
    let forms = [
      FixturePluralRule(
        "chats", format: "%#@n@", variable: "n", forms: [("one", "%d chat"), ("other", "%d chats")])
    ]
    let hebrew = [
      FixturePluralRule(
        "chats", format: "%#@n@", variable: "n", forms: [("one", "צ\\'אט אחד"), ("other", "%d צ\\'אטים")])
    ]
    let found = try Self.warnings([
      "App/en.lproj/Localizable.stringsdict": CatalogText.stringsdict(forms),
      "App/he.lproj/Localizable.stringsdict": CatalogText.stringsdict(hebrew),
    ])
    #expect(found.count == 2)
    #expect(found.allSatisfy { $0.hasPrefix("App/he.lproj/Localizable.stringsdict:") })
    #expect(
      found.first?.hasSuffix(
        "warning: the he value of 'chats' (substitutions.n.plural.one) shows '\\'' with its backslash: a .stringsdict file keeps a "
          + "backslash as text (an escape kept from an Android resource?); write ' alone") == true)
  }

  @Test func aStringCatalogAndXLIFFAreToldTooButAStringsFileIsNot() throws {
    let found = try Self.warnings([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "quote": ["en": "Say \"hi\"", "de": "Sag \\\"hallo\\\""]
      ]),
      "de.xliff": CatalogText.xliff(
        original: "App/en.lproj/Other.strings", target: "de", units: [("it", "It's", "It\\'s")]),
      "App/en.lproj/Legacy.strings": "\"its\" = \"It\\\\'s\";\n\"it\" = \"It\\'s\";\n",
    ])
    #expect(found.count == 2)
    #expect(found.contains { $0.contains("'\\\"' with its backslash: a String Catalog keeps") })
    #expect(
      found.contains { $0.contains("the de value of 'it' shows '\\'' with its backslash: XLIFF keeps") })
  }

  @Test func anEscapeTheSourceWritesTooIsCodeShownOnPurpose() throws {
    // Review 201: regex help; but an apostrophe's escape inside a word is a slip in any locale.
    let found = try Self.warnings([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "regex": ["en": "Use \\\" to match a quote", "de": "Mit \\\" passt ein Anführungszeichen"],
        "dont": ["en": "Don\\'t ask again", "de": "Nicht mehr fragen"],
      ])
    ])
    #expect(found.count == 1)
    #expect(found.first?.contains("the en value of 'dont' shows '\\''") == true)
  }

  @Test func aBackslashBeforeAnotherCharacterIsText() throws {
    #expect(
      try Self.warnings([
        "Localizable.xcstrings": CatalogText.xcstrings([
          "path": ["en": "C:\\\\Users", "de": "C:\\\\Benutzer"]
        ])
      ]).isEmpty)
  }
}
