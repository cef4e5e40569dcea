import Testing

@testable import LocaleCheck

/// A thing's role word that a preposition, a status or a sentence's subject makes the text's
/// topic is content (audit 277: SimpleX's invitation links, "via one-time link").
@Suite("role-in-label: a thing a phrase speaks of")
struct RoleInLabelPhraseObjectTests {
  @Test func thingsSpokenOfPassAndNamesAreReported() throws {
    let labels = [
      "via one-time link", "incognito via contact address link", "Connect via link", "Waiting for image",
      "Paste from link", "Invalid connection link", "Error creating group link", "You shared one-time link",
      // Still the element's own: a name, a placeholder's thing, a role word that is no thing's.
      "Group link", "Go to “%@” tab", "via %@ link", "Video with no sound icon", "Search for button",
      // An icon or an image shows what it is named after (review 190).
      "Error icon", "Invalid input icon", "Unknown user image", "Lock icon", "Error details link",
      "Error reporting link", "He Man link",
    ]
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings(
        Dictionary(uniqueKeysWithValues: labels.map { ($0, ["en": $0]) }))
    ])
    #expect(
      try fixture.findings(of: "role-in-label").compactMap(\.key).sorted() == [
        "Error details link", "Error icon", "Error reporting link", "Go to “%@” tab", "Group link",
        "He Man link", "Invalid input icon", "Lock icon",
        "Search for button",
        "Unknown user image", "Video with no sound icon", "via %@ link",
      ])
  }

  @Test(arguments: [
    ("via one-time link", true), ("Waiting for image", true), ("Invalid link", true),
    ("Meeting link", false), ("Link", false), ("Go to%@ tab", false),
  ])
  func theEnglishPhrase(label: String, isThing: Bool) throws {
    let match = try #require(RoleWords.match(in: label, language: "en"))
    #expect(RoleInLabelRule.namesThingInPhrase(label, match: match) == isThing)
  }
}
