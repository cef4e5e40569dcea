import Testing

@testable import LocaleCheck

@Suite("Label resolution")
struct LabelResolverTests {
  let resolver = LabelResolver(sourceLocale: LocaleID("en"))

  @Test(arguments: [
    ("es-MX", ["es-MX", "es-419", "es", "en"]),
    ("zh-HK", ["zh-HK", "zh-Hant-HK", "zh-Hant", "zh-TW", "zh-Hant-TW", "en"]),
    ("pt-MO", ["pt-MO", "pt-PT", "pt", "en"]),
    ("en-AU", ["en-AU", "en-GB", "en"]),
    // Apple's parents (`appleParentMap`): Oceania through en-AU; CLDR's en-001 where Apple has none.
    ("en-NZ", ["en-NZ", "en-AU", "en-GB", "en"]),
    ("en-IN", ["en-IN", "en-GB", "en"]),
    ("en-IL", ["en-IL", "en-001", "en"]),
    ("de-CH", ["de-CH", "de", "en"]),
    ("en", ["en"]),
  ])
  func chainsFollowSpecSection3(locale: String, chain: [String]) {
    #expect(resolver.chain(for: LocaleID(locale)) == chain.map(LocaleID.init))
  }

  @Test func theSourceLanguageEndsEveryChain() {
    let german = LabelResolver(sourceLocale: LocaleID("de"))
    #expect(german.chain(for: LocaleID("es-MX")) == ["es-MX", "es-419", "es", "de"].map(LocaleID.init))
    #expect(german.isSourceLanguage(LocaleID("de-AT")))
    #expect(!german.isSourceLanguage(LocaleID("en")))
    #expect(resolver.isSourceLanguage(LocaleID("en-GB")))
  }

  static func entry(_ values: [String: (String, String)]) -> StringEntry {
    var entry = StringEntry(key: "k")
    for (locale, (text, state)) in values {
      entry.localizations[LocaleID(locale)] = LocalizedValue(value: text, state: state)
    }
    return entry
  }

  @Test func aParentOfTheSameLanguageIsFine() {
    let entry = Self.entry(["en": ("Sign in", "translated"), "es": ("Iniciar sesión", "translated")])
    let resolution = resolver.resolve(entry, in: LocaleID("es-MX"))
    #expect(resolution.label == "Iniciar sesión")
    #expect(resolution.resolvedFrom == LocaleID("es"))
    #expect(!resolution.isSourceFallback)
    #expect(resolution.ownValue == nil)
  }

  @Test func reachingTheSourceLanguageIsASourceFallback() {
    let entry = Self.entry(["en": ("Sign in", "translated")])
    let resolution = resolver.resolve(entry, in: LocaleID("zh-HK"))
    #expect(resolution.label == "Sign in")
    #expect(resolution.resolvedFrom == LocaleID("en"))
    #expect(resolution.isSourceFallback)
    // A locale of the source language reaching the source is not a fallback.
    let british = resolver.resolve(entry, in: LocaleID("en-AU"))
    #expect(british.resolvedFrom == LocaleID("en"))
    #expect(!british.isSourceFallback)
  }

  @Test func aParentInAnotherLanguageThanTheSourceIsNoFallback() {
    // CLDR gives nn the parent no (Apple: nb), hi-Latn the parent en-IN: that text is what their
    // users are meant to read, not the source's.
    let german = LabelResolver(sourceLocale: LocaleID("de"))
    let entry = Self.entry([
      "de": ("Speichern", "translated"), "nb": ("Lagre", "translated"), "en-IN": ("Save", "translated"),
    ])
    let nynorsk = german.resolve(entry, in: LocaleID("nn"))
    #expect(nynorsk.label == "Lagre" && !nynorsk.isSourceFallback)
    let hinglish = german.resolve(entry, in: LocaleID("hi-Latn"))
    #expect(hinglish.label == "Save" && !hinglish.isSourceFallback)
    // With English as the source, en-IN's text is the source language's: a missing translation.
    let english = Self.entry(["en": ("Save", "translated"), "en-IN": ("Save", "translated")])
    #expect(resolver.resolve(english, in: LocaleID("hi-Latn")).isSourceFallback)
  }

  @Test func emptyAndNewValuesAreNotUsable() {
    let entry = Self.entry([
      "en": ("Sign in", "translated"), "pt-MO": ("", "translated"), "pt-PT": ("Entrar", "new"),
      "pt": ("Iniciar sessão", "translated"),
    ])
    let resolution = resolver.resolve(entry, in: LocaleID("pt-MO"))
    #expect(resolution.resolvedFrom == LocaleID("pt"))
    #expect(resolution.label == "Iniciar sessão")
    #expect(resolution.ownValue?.value == "")
    let portugal = resolver.resolve(entry, in: LocaleID("pt-PT"))
    #expect(portugal.resolvedFrom == LocaleID("pt"))
    #expect(portugal.ownValue?.state == "new")
  }

  @Test func nothingResolvesWithoutAnyUsableValue() {
    let entry = Self.entry(["en": ("", "translated"), "de": ("Neu", "new")])
    let resolution = resolver.resolve(entry, in: LocaleID("de"))
    #expect(resolution.value == nil)
    #expect(resolution.label == nil)
    #expect(!resolution.isSourceFallback)
    #expect(resolver.resolve(nil, in: LocaleID("de")).value == nil)
  }

  @Test func pluralValuesResolveToTheirOtherForm() {
    var entry = StringEntry(key: "k")
    entry.localizations[LocaleID("en")] = LocalizedValue(
      variations: Variations(plural: [
        "one": LocalizedValue(value: "%lld file", state: "translated"),
        "other": LocalizedValue(value: "%lld files", state: "translated"),
      ]))
    #expect(resolver.resolve(entry, in: LocaleID("en")).label == "%lld files")
  }
}
