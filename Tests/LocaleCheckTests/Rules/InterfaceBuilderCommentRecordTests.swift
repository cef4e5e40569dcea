import Testing

@testable import LocaleCheck

/// A translation's comment that records no older storyboard: one its translator translated with
/// the value, or one that differs from the storyboard's text in letter case alone (audit 314).
@Suite("Storyboard tables: comments that record no older storyboard")
struct InterfaceBuilderCommentRecordTests {
  typealias Tables = InterfaceBuilderDocumentRuleTests

  static let document = Tables.storyboard([("f0M-4z-O3W", "Crisis Line"), ("we0-n0-M3D", "National Hotline")])

  static func messages(_ tables: [String: [(id: String, recorded: String, value: String)]]) throws -> [String]
  {
    var files = ["App/Base.lproj/Main.storyboard": document]
    for (locale, pairs) in tables { files["App/\(locale).lproj/Main.strings"] = Tables.strings(pairs) }
    return try Fixture(files).findings(of: "stale-translation").map(\.message)
  }

  @Test func aCommentTranslatedWithItsValueIsNoOlderText() throws {
    let found = try Self.messages([
      "ar": [
        ("f0M-4z-O3W", "خط الأزمة", "خط الأزمة"), ("we0-n0-M3D", "National Hotline", "الخط الساخن الوطني"),
      ],
      "ko": [("f0M-4z-O3W", "Crisis Line", "위기 라인"), ("we0-n0-M3D", "National Hotline", "국립 핫라인")],
    ])
    #expect(found.isEmpty)
  }

  @Test func aChangeOfLetterCaseLeavesTheTranslationRight() throws {
    let found = try Self.messages([
      "ko": [("f0M-4z-O3W", "Crisis line", "위기 라인"), ("we0-n0-M3D", "National Hotline", "국립 핫라인")]
    ])
    #expect(found.isEmpty)
  }

  /// A value that copies its comment's older text, which other files record too, is stale still;
  /// and so is an English copy whose case the storyboard changed, which English users read.
  @Test func anOlderTextOtherFilesRecordIsStillTold() throws {
    let found = try Self.messages([
      "de": [("f0M-4z-O3W", "Hotline", "Hotline"), ("we0-n0-M3D", "National Hotline", "Nationale Hotline")],
      "fr": [
        ("f0M-4z-O3W", "Hotline", "Ligne d'aide"), ("we0-n0-M3D", "National Hotline", "Ligne nationale"),
      ],
      "en": [
        ("f0M-4z-O3W", "Crisis line", "Crisis line"), ("we0-n0-M3D", "National Hotline", "National Hotline"),
      ],
    ])
    #expect(found.map { String($0.prefix(2)) }.sorted() == ["de", "en", "fr"])
  }

  /// A translation's only file that keeps the older English text as its value, comment and all,
  /// is stale: the text is in the storyboard's script, no translation (review 213).
  @Test func anOlderEnglishCopyInTheOnlyTranslationIsTold() throws {
    let found = try Self.messages([
      "de": [("f0M-4z-O3W", "Hotline", "Hotline"), ("we0-n0-M3D", "National Hotline", "Nationale Hotline")]
    ])
    #expect(found.count == 1)
  }
}
