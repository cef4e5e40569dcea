import CatalogParser
import Testing

@testable import LocaleCheck

@Suite("duplicate-label")
struct DuplicateLabelRuleTests {
  @Test func descriptor() {
    #expect(DuplicateLabelRule.descriptor.id == "duplicate-label")
    #expect(DuplicateLabelRule.descriptor.defaultSeverity == .warning)
  }

  static let catalog = CatalogText.xcstrings([
    "Sign in": ["en": "Sign in", "de": "Anmelden", "fr": "Se connecter"],
    "Log in": ["en": "Log in", "de": " anmelden", "fr": "Connexion"],
    "Sign up": ["en": "Sign up", "de": "Anmelden", "fr": "S'inscrire"],
    "OK": ["en": "OK", "de": "OK", "fr": "OK"],
    "Okay": ["en": "OK", "de": "OK", "fr": "OK"],
  ])

  @Test func triggersForTwoControlsOfAScreenThatSoundTheSame() throws {
    let labels = """
      { "version": 1, "identifiers": {
          "login.signIn": { "key": "Sign in" },
          "login.logIn": { "key": "Log in" },
          "signup.submit": { "key": "Sign up" } } }
      """
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    let findings = try fixture.findings(of: "duplicate-label", labels: labels)
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.locale == LocaleID("de"))
    // At the identifier that sorts later, whatever the order of the label map.
    #expect(finding.identifier == "login.signIn")
    #expect(finding.key == "Sign in")
    #expect(finding.actual == "Anmelden")
    #expect(
      finding.message
        == "de: login.signIn and login.logIn on login both read 'Anmelden' (source: 'Sign in' and 'Log in')")
    #expect(finding.position == fixture.position(of: "\"Anmelden\"", in: "Localizable.xcstrings"))
  }

  @Test func bothControlsCellsShowIt() throws {
    // One finding names both; a VoiceOver user cannot tell either apart, so both cells show it.
    let labels = Array(
      #"{"version": 1, "identifiers": {"login.signIn": {"key": "Sign in"}, "login.logIn": {"key": "Log in"}}}"#
        .utf8)
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    let report = LocaleChecker().check(
      fixture.catalog(), labelMap: try LabelMap.parse(labels, file: "labels.json"))
    #expect(report.findings.filter { $0.rule == "duplicate-label" }.count == 1)
    let german = report.matrix.map { $0.cells[LocaleID("de")]?.status }
    #expect(german == ["duplicate-label", "duplicate-label"])
    // An ignore entry hides it by the identifier it is reported at (the later one), which clears
    // both cells; one naming the other control does not, as it may sound like a third as well.
    for (identifier, hides) in [("login.signIn", true), ("login.logIn", false)] {
      var configuration = Configuration()
      configuration.ignore = [
        IgnoreEntry(rule: "duplicate-label", locale: LocaleID("de"), identifier: identifier)
      ]
      let ignored = LocaleChecker(configuration: configuration).check(
        fixture.catalog(), labelMap: try LabelMap.parse(labels, file: "labels.json"))
      #expect(ignored.findings.contains { $0.rule == "duplicate-label" } != hides, "\(identifier)")
      #expect(
        ignored.matrix.allSatisfy { $0.cells[LocaleID("de")]?.status == "ok" } == hides, "\(identifier)")
    }
  }

  @Test func theFindingDoesNotDependOnTheOrderOfTheLabelMap() throws {
    let ids = [("login.signIn", "Sign in"), ("login.logIn", "Log in"), ("signup.submit", "Sign up")]
    var fingerprints: Set<[String]> = []
    for order in [ids, ids.reversed()] {
      let entries = order.map { "\"\($0.0)\": { \"key\": \"\($0.1)\" }" }.joined(separator: ", ")
      let labels = "{ \"version\": 1, \"identifiers\": { \(entries) } }"
      let findings = try Fixture(["Localizable.xcstrings": Self.catalog]).findings(
        of: "duplicate-label", labels: labels)
      fingerprints.insert(findings.map(\.fingerprint))
    }
    #expect(fingerprints.count == 1)
  }

  @Test func theLabelMapScreenWinsOverTheIdentifier() throws {
    let labels = """
      { "version": 1, "identifiers": {
          "login.signIn": { "key": "Sign in", "screen": "auth" },
          "signup.submit": { "key": "Sign up", "screen": "auth" } } }
      """
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    let findings = try fixture.findings(of: "duplicate-label", labels: labels)
    #expect(findings.map(\.identifier) == ["signup.submit"])
  }

  @Test func silentForEqualSourceLabelsAndOtherScreens() throws {
    let labels = """
      { "version": 1, "identifiers": {
          "alert.ok": { "key": "OK" },
          "alert.okay": { "key": "Okay" },
          "login.signIn": { "key": "Sign in" },
          "signup.submit": { "key": "Sign up" } } }
      """
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    #expect(try fixture.findings(of: "duplicate-label", labels: labels).isEmpty)
  }

  @Test func silentWhenCatalogKeysAreTheirOwnSubjects() throws {
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    #expect(try fixture.findings(of: "duplicate-label").isEmpty)
  }

  @Test func triggersForStringsTables() throws {
    let labels = """
      { "version": 1, "identifiers": {
          "player.play": { "key": "play", "table": "Player" },
          "player.resume": { "key": "resume", "table": "Player" } } }
      """
    let fixture = try Fixture([
      "App/en.lproj/Player.strings": CatalogText.strings([("play", "Play"), ("resume", "Resume")]),
      "App/es.lproj/Player.strings": CatalogText.strings([("play", "Reproducir"), ("resume", "Reproducir")]),
    ])
    let finding = try #require(try fixture.findings(of: "duplicate-label", labels: labels).first)
    #expect(finding.locale == LocaleID("es"))
    #expect(finding.identifier == "player.resume")
    #expect(
      finding.position
        == fixture.position(of: "\"Reproducir\"", in: "App/es.lproj/Player.strings", occurrence: 2))
  }

  @Test func silentForSourceLabelsThatDifferOnlyInCase() throws {
    let catalog = CatalogText.xcstrings([
      "osc.music": ["en": "Enter music mode", "de": "Musikmodus"],
      "menu.music": ["en": "Enter Music Mode", "de": "Musikmodus"],
    ])
    let labels = """
      { "version": 1, "identifiers": {
          "player.osc": { "key": "osc.music" }, "player.menu": { "key": "menu.music" } } }
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    #expect(try fixture.findings(of: "duplicate-label", labels: labels).isEmpty)
  }

  @Test func sourcesThatDifferOnlyInUnspokenPunctuationAreNoPair() throws {
    // "Font:" and "Font" sound the same in English already; a French no-break space before the
    // colon does not make two labels sound different.
    let catalog = CatalogText.xcstrings([
      "font.label": ["en": "Font:", "fr": "Police"], "font.button": ["en": "Font", "fr": "Police"],
      "reblogs": ["en": "%ld re-blogs", "fr": "%ld partages"],
      "reblogs2": ["en": "%ld reblogs", "fr": "%ld partages"],
      "size": ["en": "Size", "fr": "Taille :"], "scale": ["en": "Scale", "fr": "Taille\u{00A0}:"],
    ])
    let labels = """
      { "version": 1, "identifiers": {
          "prefs.fontLabel": { "key": "font.label" }, "prefs.fontButton": { "key": "font.button" },
          "prefs.reblogs": { "key": "reblogs" }, "prefs.reblogs2": { "key": "reblogs2" },
          "prefs.size": { "key": "size" }, "prefs.scale": { "key": "scale" } } }
      """
    let findings = try Fixture(["Localizable.xcstrings": catalog]).findings(
      of: "duplicate-label", labels: labels)
    #expect(findings.map(\.identifier) == ["prefs.size"])
  }

  @Test(arguments: [
    ("Font:", "font"), ("Open…", "open"), ("Taille\u{00A0}:", "taille"), ("  Sign  In ", "sign in"),
    ("re-blogs", "reblogs"),
    ("Volume - 5%", "volume - 5%"), ("OK", "ok"),
    // What VoiceOver does not speak, or speaks alike: direction marks, width forms, Turkish i,
    // the full stops of Hindi, Urdu and Amharic.
    ("\u{200F}حفظ", "حفظ"), ("保存\u{200B}", "保存"), ("Ｗｉ－Ｆｉ", "wifi"), ("ｷｬﾝｾﾙ", "キャンセル"),
    ("BİLGİ", "bilgi"), ("面積 ｍ²", "面積 m²"), ("ｶﾞｲﾄﾞ", "ガイド"), ("हो गया।", "हो गया"), ("ہو گیا۔", "ہو گیا"),
    ("ተከናውኗል።", "ተከናውኗል"), ("👩‍💻 Code", "👩‍💻 code"),
    // Hebrew points and Arabic vowel signs and tatweel spell out or stretch the same word (audit 77).
    // Arabic yeh and kaf are Persian's (see below).
    ("הַבָּא", "הבא"), ("التَّالِي", "التال\u{6CC}"), ("حـــفظ", "حفظ"),
    // Digits of any script are said as numbers; Persian typed on an Arabic keyboard (audit 144).
    ("الخطوة ١", "الخطوة 1"), ("مرحله ۱۲", "مرحله 12"), ("चरण १", "चरण 1"), ("تنظيمات", "تنظ\u{6CC}مات"),
    ("تنظیمات", "تنظ\u{6CC}مات"), ("كتاب", "\u{6A9}تاب"),
    // Alef maksura is another letter than yeh in Arabic: "على" (on) is not "علي" (Ali; review 117).
    ("على", "على"),
    // A decomposed "إ" keeps its hamza below, which is spoken.
    ("\u{0627}\u{0655}عدادات", "\u{0627}\u{0655}عدادات"),
    // Greek capitals drop the tonos and have one sigma; German capitals write ß as SS (audit 157).
    ("ΙΣΩΣ", "ισωσ"), ("Ίσως", "ισωσ"), ("ΌΧΙ", "οχι"), ("Όχι", "οχι"), ("ΐ", "ϊ"), ("STRASSE", "strasse"),
    ("Straße", "strasse"), ("STRAẞE", "strasse"),
  ])
  func spokenForms(text: String, spoken: String) {
    #expect(DuplicateLabelRule.spokenForm(text) == spoken)
  }

  @Test func persianAlefMaksuraIsYehWhereArabicKeepsItApart() {
    // Review 118: Persian "بازى" typed on an Arabic keyboard is "بازی"; Arabic "على" is not "علي".
    #expect(
      DuplicateLabelRule.spokenForm("بازى", in: LocaleID("fa"))
        == DuplicateLabelRule.spokenForm("بازی", in: LocaleID("fa")))
    #expect(
      DuplicateLabelRule.spokenForm("على", in: LocaleID("ar"))
        != DuplicateLabelRule.spokenForm("علي", in: LocaleID("ar")))
  }

  @Test func turkishCapitalsLowercaseAsTurkishWritesThem() {
    let turkish = LocaleID("tr")
    #expect(DuplicateLabelRule.spokenForm("IŞIK", in: turkish) == "ışık")
    #expect(DuplicateLabelRule.spokenForm("BİLGİ", in: turkish) == "bilgi")
    // Dotless ı is another letter: "Sınır" (border) is not "Sinir" (nerve).
    #expect(
      DuplicateLabelRule.spokenForm("Sınır", in: turkish)
        != DuplicateLabelRule.spokenForm("Sinir", in: turkish))
    #expect(DuplicateLabelRule.spokenForm("Kır") != DuplicateLabelRule.spokenForm("Kir"))
  }

  @Test func aTableWithoutSourceTextComparesTheKeys() throws {
    // `NSLocalizedString("Log In", ...)` with no en.lproj: the keys are the source text.
    let labels = """
      { "version": 1, "identifiers": {
          "login.signIn.button": { "key": "Sign In" }, "login.logIn.button": { "key": "Log In" } } }
      """
    let fixture = try Fixture([
      "App/de.lproj/Localizable.strings": CatalogText.strings([
        ("Log In", "Anmelden"), ("Sign In", "Anmelden"),
      ])
    ])
    let findings = try fixture.findings(of: "duplicate-label", labels: labels)
    #expect(
      findings.map(\.message) == [
        "de: login.signIn.button and login.logIn.button on login both read 'Anmelden' (source: 'Sign In' and 'Log In')"
      ])
  }

  @Test func identifiersWithoutAScreenAreNotCompared() throws {
    // `closeButton` and `quitButton` may be on any two screens: nothing says they share one.
    let labels = """
      { "version": 1, "identifiers": {
          "closeButton": { "key": "Sign in" }, "quitButton": { "key": "Sign up" },
          "a.close": { "key": "Sign in", "screen": "main" }, "b.quit": { "key": "Sign up", "screen": "main" } } }
      """
    let fixture = try Fixture(["Localizable.xcstrings": Self.catalog])
    let findings = try fixture.findings(of: "duplicate-label", labels: labels)
    #expect(findings.map(\.identifier) == ["b.quit"])
  }

  @Test func labelsARegionalLocaleInheritsAreReportedAtTheParent() throws {
    let catalog = CatalogText.xcstrings([
      "Sign in": ["en": "Sign in", "es": "Entrar", "es-MX": "Entrar"],
      "Log in": ["en": "Log in", "es": "Entrar", "es-419": "Acceder"],
      "Sign up": ["en": "Sign up", "es": "Registrarse", "es-419": "Entrar"],
    ])
    let labels = """
      { "version": 1, "identifiers": {
          "login.signIn": { "key": "Sign in" }, "login.logIn": { "key": "Log in" }, "login.signUp": { "key": "Sign up" } } }
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let findings = try fixture.findings(of: "duplicate-label", labels: labels)
    // es: its own pair. es-419 (through es) and es-MX (through es-419) each pair a value of their
    // own with an inherited one; the pair es-419 and es-MX only inherit is not reported again.
    #expect(
      Set(findings.map { "\($0.locale!):\($0.identifier!)" }) == [
        "es:login.signIn", "es-419:login.signUp", "es-MX:login.signUp",
      ])
  }

  @Test func aRegionalLocaleWithLabelsOfItsOwnDoesNotShowItsParentsDuplicate() throws {
    // es has two "Guardar"; es-419 reads "Salvar" and the inherited "Guardar", which differ.
    let catalog = CatalogText.xcstrings([
      "Save": ["en": "Save", "es": "Guardar", "es-419": "Salvar"], "Keep": ["en": "Keep", "es": "Guardar"],
    ])
    let labels =
      #"{ "version": 1, "identifiers": { "editor.save": { "key": "Save" }, "editor.keep": { "key": "Keep" } } }"#
    let report = try Fixture(["Localizable.xcstrings": catalog]).report(labels: labels)
    let save = try #require(report.matrix.first { $0.identifier == "editor.save" })
    #expect(save.cells[LocaleID("es")]?.status == "duplicate-label")
    #expect(save.cells[LocaleID("es-419")]?.status == "ok")
  }
}
