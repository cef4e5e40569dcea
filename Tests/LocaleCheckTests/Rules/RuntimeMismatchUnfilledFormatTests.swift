import Testing

@testable import CatalogParser
@testable import LocaleCheck

/// A capture that shows the catalog's format as written ("Reply to %@"): the code never gave it
/// its values, though as text it equals the catalog's (audit 241).
@Suite struct RuntimeMismatchUnfilledFormatTests {
  private static let files = [
    "en.lproj/Localizable.strings": CatalogText.strings([
      ("reply.to", "Reply to %@"), ("sale", "50% off"), ("unread", "%lld unread"), ("done", "100%% done"),
    ]),
    "de.lproj/Localizable.strings": CatalogText.strings([
      ("reply.to", "Antworten an %@"), ("sale", "50% Rabatt"), ("unread", "%lld ungelesen"),
      ("done", "100%% fertig"),
    ]),
  ]

  private static func mismatches(_ locale: String, _ elements: [(String, String)]) throws -> [Finding] {
    let capture = try CaptureBindingTests.capture(
      locale, "inbox",
      elements.enumerated().map { ($0.element.0, $0.element.1, "StaticText", "0/\($0.offset)") })
    let keys = elements.map { "\"\($0.0)\": {\"key\": \"\($0.0)\"}" }.joined(separator: ", ")
    let labels = try LabelMap.parse(
      Array("{\"version\": 1, \"identifiers\": {\(keys)}}".utf8), file: "labels.json")
    return LocaleChecker().check(try Fixture(files).catalog(), labelMap: labels, captures: [capture])
      .findings.filter { $0.rule == "runtime-mismatch" }
  }

  @Test func aFormatShownAsWrittenIsTold() throws {
    let english = try Self.mismatches("en", [("reply.to", "Reply to %@")])
    #expect(
      english.map(\.message) == [
        "en capture of inbox shows the format 'Reply to %@' for reply.to as written: its %@ was never given a "
          + "value (the code shows the localized format without String(format:) or an interpolation), and "
          + "VoiceOver reads the placeholder"
      ])
    #expect(english.first?.expected == "Reply to %@")
    #expect(try Self.mismatches("de", [("unread", "%lld ungelesen")]).count == 1)
  }

  @Test func aFilledFormatOrProsePercentSignIsNot() throws {
    #expect(
      try Self.mismatches(
        "de",
        [
          ("reply.to", "Antworten an Anna"), ("unread", "3 ungelesen"), ("sale", "50% Rabatt"),
          ("done", "100% fertig"),
        ]
      ).isEmpty)
    #expect(try Self.mismatches("en", [("sale", "50% off")]).isEmpty)
  }

  @Test func withoutALabelMapTheCaptureIsBoundAndToldToo() throws {
    let capture = try CaptureBindingTests.capture(
      "de", "inbox", [("inbox.reply", "Antworten an %@", "Button", "0/1")])
    let findings = try CaptureBindingTests.report(Self.files, [capture]).findings.filter {
      $0.rule == "runtime-mismatch"
    }
    #expect(
      findings.map(\.message).first?.contains("shows the format 'Antworten an %@' for inbox.reply as written")
        == true)
  }

  @Test func aCatalogKeyShownAsTheLabelIsNamedSo() throws {
    // Audit 241: the app shows the key where its lookup found no text (another table, a stale build).
    let files = [
      "en.lproj/Localizable.strings": CatalogText.strings([
        ("offline.banner", "You are offline"), ("Save", "Save"),
      ]),
      "de.lproj/Localizable.strings": CatalogText.strings([
        ("offline.banner", "Du bist offline"), ("Save", "Sichern"),
      ]),
    ]
    let capture = try CaptureBindingTests.capture(
      "de", "inbox",
      [
        ("inbox.offline", "offline.banner", "StaticText", "0/1"), ("inbox.save", "Save", "Button", "0/2"),
        ("offline.banner", "offline.banner", "StaticText", "0/3"),
      ])
    let labels = try LabelMap.parse(
      Array(
        (#"{"version": 1, "identifiers": {"inbox.offline": {"key": "offline.banner"}, "inbox.save": {"key": "Save"}, "#
          + #""offline.banner": {"key": "offline.banner"}}}"#).utf8), file: "labels.json")
    let messages = LocaleChecker().check(try Fixture(files).catalog(), labelMap: labels, captures: [capture])
      .findings.filter { $0.rule == "runtime-mismatch" }.map(\.message)
    #expect(
      messages == [
        "de capture of inbox shows its key 'offline.banner' as the label of inbox.offline (the app's lookup found no "
          + "text for it), but the catalog resolves 'Du bist offline'",
        // A key that is the source's text is that text: an English label, told as one.
        "de capture of inbox shows the source-language text 'Save' for inbox.save, but the catalog resolves "
          + "'Sichern'",
        // A key that is the identifier too (review 172).
        "de capture of inbox shows its key 'offline.banner', also its identifier, as the label of offline.banner "
          + "(the app's lookup found no text for it, or the code sets the identifier as the label), but the catalog "
          + "resolves 'Du bist offline'",
      ])
  }
}
