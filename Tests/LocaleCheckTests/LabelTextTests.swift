import CatalogParser
import Testing

@testable import LocaleCheck

@Suite("Label text")
struct LabelTextTests {
  @Test(arguments: [
    "", " ", "\t\n", "\u{00A0}", "\u{3000}", " \u{301}", "\u{301} ", "Save", " Save ", "\u{200B}", "\r\n",
    " \u{200D}", "x\u{301}", "\u{2028}\u{2029}", "\u{FEFF}", "🙂", " \u{1F3FB}",
  ])
  func blankIsWhiteSpaceAndInvisibleFormatCharacters(text: String) {
    let silent = text.unicodeScalars.allSatisfy {
      $0.properties.isWhitespace || $0.properties.isDefaultIgnorableCodePoint
    }
    #expect(
      LabelText.isBlank(text) == (silent || LabelText.trimmed(text).isEmpty),
      "\(text.unicodeScalars.map(\.value))")
  }

  @Test(arguments: [
    ("  Save \u{A0}\n", "Save"), ("\u{3000}保存\u{3000}", "保存"), (" \u{301}x \u{301}", "x"), ("\r\n", ""),
    ("Anmelden" + String(repeating: " ", count: 100_000), "Anmelden"),
    (
      String(repeating: "\u{A0}", count: 100_000) + "Hilfe" + String(repeating: "\u{A0}", count: 100_000),
      "Hilfe"
    ),
  ])
  func trimmingTakesWhiteSpaceCharactersOffTheEdges(text: String, trimmed: String) {
    // Also where the run is long: trimming once took seconds for 40,000 trailing spaces.
    #expect(LabelText.trimmed(text) == trimmed)
  }

  @Test func whiteSpaceIsUnicodesWhiteSpaceProperty() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(
        LabelText.isWhiteSpace(scalar) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
    }
  }

  @Test func invisibleCharactersAreTheDefaultIgnorableCodePoints() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(
        LabelText.isInvisible(scalar) == scalar.properties.isDefaultIgnorableCodePoint,
        "U+\(String(value, radix: 16))")
    }
    // What the reports escape as invisible, the rules read as silent.
    for value: UInt32 in [0x200B, 0x200E, 0x200F, 0x202E, 0x2060, 0x2066, 0xFEFF] {
      let scalar = Unicode.Scalar(value)!
      #expect(ControlCharacters.contains(scalar) && LabelText.isInvisible(scalar))
    }
    // A visible format character is a label: "۝" (end of ayah).
    #expect(!LabelText.isBlank("\u{6DD}"))
  }

  @Test(arguments: [
    "Safari", "Email", "PRIVACY", "URLs", "IDs", "Sign in", "re-blog", "Wi-Fi", "%lld files", "CSS HSL",
    "1 re-blog",
    "Größe", "Сохранить", "Speed: %@x", "$(PRODUCT_NAME) Widget", "Open ${appName}", "Pay $(5)", "$ (NAME)",
    "Hello {{ name }}", "{ Save }", "{ Save, Open }", "Save {", "Size in MB", "%d sec", "%d hrs",
    "Tap <b>here</b>", "Mine < Yours", "<None>", "<3 Likes", "Press <Return>now", "<i>Draft</i>",
    // A link's label as SwiftUI renders it (audit 277).
    "[Contribute](https://example.com)", "[Donate](mailto:a@b.c)",
  ])
  func wordsOfALanguage(text: String) {
    #expect(LabelText.hasWords(text))
  }

  @Test(arguments: [
    "CotEditor", "JavaScript", "ESync", "OAuth", "iCloud", "macOS", "dB", "UTF-16", "MP3", "0s", "1x", "X:",
    "%@", "%lld: %@",
    "H.264", "4K HDR10", "—", "iPhone / iPad", "$(PRODUCT_NAME)", "${EXECUTABLE_NAME}",
    "$(PRODUCT_NAME:rfc1034identifier)", "$(MOZ_BUNDLE_DISPLAY_NAME)", "${toggle} ${state}",
    "{{ user.name }}", #"{{ "count = " + count }}"#, "{sex, select, male {...} female {...}}",
    "{count}: {name}",
    // Angular's text for the ICU message of another unit (audit 170).
    "{ fruit, select, Windstorm {...} Bombasto {...}}", "{  count ,plural, =0 {...} other {...}}",
    // Markup the app renders, with none of its letters spoken.
    "%1$@ <u>(%2$@)</u>", "<b>%@</b>", "%1$@<br>%2$@", "<dnl>", "<br/>", #"<a href="https://x.org">%@</a>"#,
    "[https://x.org](https://x.org)", "[%@](%@)",
  ])
  func namesAndCodesAreNoWords(text: String) {
    #expect(!LabelText.hasWords(text))
  }

  @Test func unitSymbolsAreWordsWhereTheLanguageWritesItsOwn() {
    // Russian writes кБ/с and МиБ: an English unit left in place there is a copy.
    for unit in [
      "dB", "%.1f kB/s", "%.1f MiB", "24h", "0s", "%d mAh", "%d km", "%@ MB", "100 MB", "MB/s", "%d fps",
      "(%@ pt)", "%d min", "%1$@: %2$@ km/h", "5km", "%lld FPS", "%d DPI", "RPM", "%.1f MBps", "%d mi", "mi",
      "mmol/L", "%@ mmol/L", "µmol/L", "mg/dL", "%@ mg/dL", "dL",
    ] {
      #expect(!LabelText.hasWords(unit, in: LocaleID("fr")), "\(unit)")
      #expect(LabelText.hasWords(unit, in: LocaleID("ru")), "\(unit)")
    }
    // Names and codes stay names and codes; ordinals are words everywhere ("1er", "1-й").
    #expect(!LabelText.hasWords("CotEditor UTF-16", in: LocaleID("ru")))
    // Codes of small letters and digits and short names are Latin in every script (UTM's Korean).
    for code in [
      "1024x768", "hda1", "ac97", "x86_64", "arm64", "e1000", "i440FX", "IPv6", "iOS", "aarch64", "base64",
      "Base64", "chacha20", "Argon2id", "python3", "libx264", "mips64el",
    ] {
      #expect(!LabelText.hasWords(code, in: LocaleID("ko")), "\(code)")
      #expect(!LabelText.hasWords(code, in: LocaleID("ja")), "\(code)")
    }
    // A word glued to a number is one where the language has a script of its own; a prose
    // percent sign does not glue "50" to "ff" ("50% off" reads `% o` to printf).
    for text in ["3days", "2hours", "Step1", "Photo1", "50% off", "100% free"] {
      #expect(LabelText.hasWords(text, in: LocaleID("ja")), "\(text)")
    }
    #expect(
      LabelText.hasWords("50% off", in: LocaleID("fr")) && !LabelText.hasWords("Step1", in: LocaleID("fr")))
    #expect(LabelText.hasWords("1st") && LabelText.hasWords("22nd", in: LocaleID("ru")))
  }

  @Test func aWordJoinedToACodeByPunctuationIsAWord() {
    // Open Food Facts' key-like English text: its words are English however a number ends it.
    for text in ["product-detail.nutrition-table.for-100g", "x86_64-linux", "10-minute", "UTF8-Mode"] {
      #expect(LabelText.hasWords(text), "\(text)")
      #expect(LabelText.hasWords(text, in: LocaleID("ja")), "\(text)")
    }
    // Parts of three letters or fewer, capitals alone and unit symbols stay codes.
    for text in [
      "utf-8", "base64-url", "UTF-16", "H.264", "MPEG-4", "x86_64", "4K-HDR10", "100-Mbit", "v1.2.3-rc1",
    ] {
      #expect(!LabelText.hasWords(text), "\(text)")
    }
  }

  @Test func aRangeOfLettersIsNoWord() {
    // MacPass's password generator: "A-Z" and "a-z" read alike in every language.
    for text in ["A-Z", "a-z", "a–z", "0-9, A-Z"] {
      #expect(!LabelText.hasWords(text), "\(text)")
    }
    for text in ["e-mail", "T-Shirt", "A-Z list", "AB-CD", "n/a", "w/o"] {
      #expect(LabelText.hasWords(text), "\(text)")
    }
  }

  @Test func hanNumeralsAreLetters() {
    // DateTools' weekdays: 星期一 is a word (Monday), not a code of letters and a digit.
    for text in ["星期一", "三天前", "第一步", "一键清理"] {
      #expect(LabelText.hasWords(text, in: LocaleID("ja")), "\(text)")
    }
  }

  @Test func aBundleIdentifierIsNoWord() {
    // Session's copyright line: its app's identifier, a host name read backwards.
    for text in [
      "com.loki-project.loki-messenger", "org.getsession.app", "de.example.my-app2", "Copy com.example.app",
    ] {
      #expect(!LabelText.hasWords(text) || text.hasPrefix("Copy"), "\(text)")
    }
    // Two names, or a first one that is no domain ending, are words.
    for text in [
      "com.loki-project", "product-detail.nutrition-table.for-100g", "settings.dark-mode.title", "To.Do.List",
      "in.the.end", "It.Is.Done", "Com.Example.Widget", "no.more.ads",
    ] {
      #expect(LabelText.hasWords(text), "\(text)")
    }
  }

  @Test func theWidestWidthFormStandsForAWidthVariation() {
    let forms = ["1": "Hi!", "20": "Hello!", "100": "Greetings and Salutations!"]
    let value = LocalizedValue(variations: Variations(width: forms.mapValues { LocalizedValue(value: $0) }))
    // By number: "100" sorts before "20" as text.
    #expect(LabelText.displayText(of: value) == "Greetings and Salutations!")
  }

  @Test(arguments: [
    "", "Save", "Line one\r\nline two", "\r\r\n\n", "Änderungen speichern", "👩‍👩‍👧 family",
    "e\u{301}tude", "設定を保存", "Tab\tand\u{7F}control",
  ])
  func characterCountIsTheStringsCount(_ text: String) {
    #expect(LabelText.characterCount(text) == text.count)
  }

  @Test(arguments: [
    ("support@example.com", false), ("(another@follower.social).", false),
    ("@gargron@mastodon.social", false),
    ("https://example.com/help", false), ("www.example.com", false), ("Write to support@example.com", true),
    ("@john", true), ("user@", true), ("(support@example.com)...!!", false),
    // Host names, as a server field's placeholder shows them; not abbreviations or joined sentences.
    ("example.com", false), ("portal.onlyoffice.eu", false), ("(my-server.example.org)", false),
    ("e.g.", true), ("Done.Next", true), ("Info.plist", true),
    // Also a long run of sentence punctuation, once a trim that took seconds.
    (String(repeating: ".", count: 100_000), false), ("Help" + String(repeating: ".", count: 100_000), true),
  ])
  func addressesAreNoWords(_ text: String, _ hasWords: Bool) {
    #expect(LabelText.hasWords(text) == hasWords)
  }
}
