import Testing

@testable import LocaleCheck

/// A Traditional Chinese copy of a Simplified source (or back) reads right where both scripts
/// write its characters alike (HXPhotoPicker's "取消"); "相册" has Simplified 册.
@Suite("Chinese script copies")
struct ChineseScriptCopyTests {
  @Test(arguments: [
    ("取消", "zh-Hans", "zh-Hant", true), ("照片", "zh-Hans", "zh-HK", true), ("相册", "zh-Hans", "zh-Hant", false),
    ("设置", "zh-Hans", "zh-TW", false), ("設定", "zh-Hant", "zh-Hans", false),
    ("完成", "zh-Hant", "zh-Hans", true),
    ("取消", "zh-Hans", "zh-Hans", false), ("Cancel", "en", "zh-Hant", false), ("取消", "zh-Hans", "ja", false),
    ("Settings", "zh-Hans", "zh-Hant", false), ("取消", "zh-Hans", "yue", true),
  ])
  func readsAlike(text: String, source: String, locale: String, expected: Bool) {
    #expect(ChineseScripts.readsAlike(text, from: LocaleID(source), in: LocaleID(locale)) == expected)
  }

  @Test func copiesAndGapsThatReadAlikePass() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        [
          "cancel": ["zh-Hans": "取消", "zh-Hant": "取消"], "album": ["zh-Hans": "相册", "zh-Hant": "相册"],
          "more": ["zh-Hans": "更多"], "settings": ["zh-Hans": "设置"],
          "done": ["zh-Hans": "完成", "zh-Hant": "完成"],
        ], source: "zh-Hans")
    ])
    #expect(try fixture.findings(of: "english-fallback").map(\.key) == ["album"])
    // 更多 reads alike in Traditional Chinese; 设置 does not.
    #expect(try fixture.findings(of: "missing-translation").map(\.key) == ["settings"])
  }

  /// A locale with nothing of the table is still told each gap: the app ships nothing for it.
  @Test func aLocaleWithoutTheTableStillMissesEveryKey() throws {
    var configuration = Configuration()
    configuration.locales = [LocaleID("zh-Hant")]
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(["cancel": ["zh-Hans": "取消"]], source: "zh-Hans")
    ])
    #expect(
      try fixture.findings(of: "missing-translation", configuration: configuration).map(\.key) == ["cancel"])
  }
}
