import Testing

@testable import LocaleCheck

/// Placeholders that right-to-left typing breaks: written backwards, with a direction mark
/// inside, or numbered with Arabic-Indic digits (audit 98).
@Suite("format-mismatch: right-to-left typing slips")
struct FormatMismatchRightToLeftSlipTests {
  func messages(_ translation: String, source: String, locale: String = "ar") throws -> [String] {
    try Fixture.messages(of: "format-mismatch", translation, source: source, locale: locale)
  }

  @Test func aPlaceholderWrittenBackwardsIsNamed() throws {
    #expect(
      try messages("حذف @%", source: "Delete %@") == [
        "ar value of k: argument 1 (%@ in the source) is missing here; '@%' is %@ written backwards, as "
          + "right-to-left typing turns it; write %@"
      ])
    #expect(try messages("d% קבצים", source: "%d files", locale: "he").first?.hasSuffix("write %d") == true)
    // Also after a Hebrew letter (review 89).
    #expect(try messages("שלח ל@%", source: "Send to %@", locale: "he").first?.hasSuffix("write %@") == true)
  }

  @Test func aDirectionMarkInsideAndArabicIndicDigitsAreNamed() throws {
    #expect(
      try messages("حذف %\u{200F}@", source: "Delete %@").first?.hasSuffix(
        "has a direction mark inside, which printf does not read as a placeholder; write %@") == true)
    #expect(
      try messages("أرسل %١$@ إلى %2$@", source: "%1$@ sent %2$@").first?.hasSuffix(
        "'%١$@' numbers its argument with Arabic-Indic digits, which printf does not read; write %1$@")
        == true)
  }

  @Test func everyPlaceholderWrittenBackwardsIsNamed() throws {
    // Audit 144: both, and a `.stringsdict` variable, whose format key has no letter beside it.
    #expect(
      try messages("@$1% و @$2%", source: "%1$@ and %2$@").first?.hasSuffix(
        "'@$1%' and '@$2%' are %1$@ and %2$@ written backwards, as right-to-left typing turns them; "
          + "write %1$@ and %2$@") == true)
    #expect(
      try messages("@n@#%", source: "%#@n@").first?.hasSuffix(
        "'@n@#%' is %#@n@ written backwards, as right-to-left typing turns it; write %#@n@") == true)
  }

  /// A right-to-left line shows a run of Latin letters in its order: a translator who copies
  /// `%lld` from the screen writes "lld%", and `%#@windows@` "@windows@#%" (audit 209).
  @Test func aPlaceholderCopiedAsTheScreenShowsItIsNamed() throws {
    #expect(
      try messages("lld% عناصر", source: "%lld items").first?.hasSuffix(
        "'lld%' is %lld written backwards, as right-to-left typing turns it; write %lld") == true)
    #expect(
      try messages("نُقلت @windows@#%", source: "Moved %#@windows@").first?.hasSuffix(
        "'@windows@#%' is %#@windows@ written backwards, as right-to-left typing turns it; write %#@windows@")
        == true)
    // Typed character by character it is all reversed, and told too.
    #expect(
      try messages("dll% פריטים", source: "%lld items", locale: "he").first?.hasSuffix("write %lld") == true)
    // After a Latin letter it is a word's end: "Android%" is no slip.
    #expect(try messages("Android% عناصر", source: "%lld items").first?.contains("backwards") == false)
  }

  @Test func aMarkAnywhereInsideAPlaceholderIsNamedWrittenOut() throws {
    // Audit 144: after the `$` or the number, and a zero-width non-joiner, which a reader cannot see.
    #expect(
      try messages("%1$\u{200E}@ و %2$@", source: "%1$@ and %2$@").first?.hasSuffix(
        "'%1$\\u{200E}@' has a direction mark inside, which printf does not read as a placeholder; write %1$@"
      )
        == true)
    #expect(
      try messages("حذف %\u{200C}@", source: "Delete %@").first?.hasSuffix(
        "'%\\u{200C}@' has an invisible character inside, which printf does not read as a placeholder; write %@"
      )
        == true)
    // After a whole placeholder, a mark is text.
    #expect(try messages("حذف %@\u{200F}", source: "Delete %@").isEmpty)
  }

  @Test func everyBrokenPlaceholderIsNamedWithItsFix() throws {
    // Audit 128: both numbers told; Persian digits are the extended ones.
    #expect(
      try messages("%١$@ من %٢$@", source: "%1$@ of %2$@").first?.hasSuffix(
        "'%١$@' and '%٢$@' number their arguments with Arabic-Indic digits, which printf does not read; "
          + "write %1$@ and %2$@") == true)
    #expect(
      try messages("%۱$@ از %۲$@", source: "%1$@ of %2$@", locale: "fa").first?.hasSuffix(
        "number their arguments with Extended Arabic-Indic (Persian) digits, which printf does not read; "
          + "write %1$@ and %2$@") == true)
    #expect(
      try messages("%1$@ میں سے ٪2$@", source: "%1$@ of %2$@", locale: "ur").first?.hasSuffix(
        "'٪2$@' is written with the Arabic percent sign (٪), which printf does not read as a placeholder; "
          + "write %2$@") == true)
  }

  @Test func aLookalikePercentSignsFixIsTheSourcesPlaceholder() throws {
    // Review 107: the source's type for a numbered one ("%2$d", not the "%2$@" written), and
    // no fix where its place and its type name different arguments.
    #expect(
      try messages("%1$@ من ٪2$@", source: "%1$@ of %2$d").first?.hasSuffix(
        "which printf does not read as a placeholder; write %2$d") == true)
    #expect(
      try messages("٪d من %@", source: "%@ of %d").first?.hasSuffix(
        "which printf does not read as a placeholder") == true)
    // Beside numbered placeholders, the one argument they leave out.
    #expect(
      try messages("%2$@ ٪@", source: "%2$@ by %1$@").first?.hasSuffix(
        "which printf does not read as a placeholder; write %1$@") == true)
  }

  @Test func whatPrintfReadsAndWordsAreNotBackwards() throws {
    // Review 88: "d%" of a kept "%d%%", "@%" of a handle "@%@", a word's end "Android%".
    #expect(
      try messages("%d%% בשימוש", source: "%d%% used, %d left", locale: "he").first?.contains("backwards")
        == false)
    #expect(
      try messages("עקבו אחרי @%@", source: "Follow @%@ on %@", locale: "he").first?.contains("backwards")
        == false)
    #expect(
      try messages("Android% קבצים", source: "%d files", locale: "he").first?.contains("backwards") == false)
    // The `%` of `%%` before a mark is text, and no "% i" is suggested (review 91).
    #expect(
      try messages("משתמש ב-%%\u{200F} iPhone אחסון", source: "Uses %d%% of iPhone storage", locale: "he")
        .first?
        .contains("direction mark") == false)
    // Digits without `$` are a width, not an argument number.
    #expect(try messages("حذف %١@", source: "Delete %@").first?.contains("Arabic-Indic") == false)
    // A left-to-right mark in Latin text is no right-to-left typing (the slip is named, audit 228).
    #expect(
      try messages("Löschen @%\u{200E}", source: "Delete %@", locale: "de").first?.contains("right-to-left")
        == false)
  }

  @Test func latinTextAndKeptPlaceholdersGetNoRemark() throws {
    // Without right-to-left letters or marks the slip is no typing direction's: it is named
    // without one (audit 228).
    #expect(
      try messages("Löschen @%", source: "Delete %@", locale: "de").first?.hasSuffix(
        "; '@%' here is '%@' written backwards") == true)
    // A mark beside a kept placeholder is no problem at all.
    #expect(try messages("حذف \u{200F}%@", source: "Delete %@").isEmpty)
  }
}
