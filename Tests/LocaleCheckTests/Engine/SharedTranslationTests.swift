import Foundation
import TestSupport
import Testing

@testable import LocaleCheck

/// Two locales of different languages with nearly all the same translations: one holds the other
/// language's file (audit 101's geteduroam, Welsh in `gd.lproj`).
@Suite struct SharedTranslationTests {
  static let english = [
    "Cancel", "Connect", "Configure your account", "Help", "Close", "Settings", "Sign in", "Password",
    "Username", "Next", "Back", "Done",
  ]
  static let welsh = [
    "Canslo", "Cysylltu", "Ffurfweddwch eich cyfrif", "Cymorth", "Cau", "Gosodiadau", "Mewngofnodi",
    "Cyfrinair", "Enw defnyddiwr", "Nesaf", "Yn ôl", "Wedi gorffen",
  ]

  func warnings(_ tables: [String: [String]]) throws -> [String] {
    var files: [String: String] = [:]
    for (locale, texts) in tables {
      files["App/\(locale).lproj/Localizable.strings"] = texts.enumerated().map {
        "\"k\($0)\" = \"\($1)\";\n"
      }
      .joined()
    }
    let project = try Project.load(in: TempFolder(files: files))
    return project.sharedTranslationWarnings(in: project.check()).map(\.description)
  }

  @Test func gaelicHoldingWelshIsWarnedAbout() throws {
    let gaelic = Array(Self.welsh.prefix(11)) + ["Deiseil"]
    #expect(
      try warnings(["en": Self.english, "cy": Self.welsh, "gd": gaelic]) == [
        "warning: locales cy and gd hold the same text in 11 of the 12 values both translate, though their "
          + "languages differ: is one of them the other language's translation?"
      ])
  }

  @Test func regionsAndLanguagesThatShareTextAndFewValuesPass() throws {
    // Regions of one language, and Norwegian's standards, share text on purpose.
    #expect(try warnings(["en": Self.english, "cy": Self.welsh, "cy-GB": Self.welsh]).isEmpty)
    #expect(try warnings(["en": Self.english, "pt-BR": Self.welsh, "pt-PT": Self.welsh]).isEmpty)
    #expect(try warnings(["en": Self.english, "nb": Self.welsh, "nn": Self.welsh, "no": Self.welsh]).isEmpty)
    #expect(try warnings(["en": Self.english, "zh-Hans": Self.welsh, "zh-Hant": Self.welsh]).isEmpty)
    // Nine shared values are too few to tell; a copy of the source is english-fallback's.
    #expect(try warnings(["en": Self.english, "cy": Self.welsh, "gd": Array(Self.welsh.prefix(9))]).isEmpty)
    #expect(try warnings(["en": Self.english, "de": Self.english, "fr": Self.english]).isEmpty)
  }
}
