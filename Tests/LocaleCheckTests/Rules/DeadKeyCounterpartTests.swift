import Testing

@testable import LocaleCheck

/// A dead key whose source counterpart is clear is told with it: a translation under a key one
/// character off, or left behind by a rename, is to move, not to delete (audit 221).
@Suite("identifier-drift counterparts")
struct DeadKeyCounterpartTests {
  private static func messages(source: String, translation: String) throws -> [String] {
    try Fixture([
      "App/en.lproj/Localizable.strings": source, "App/de.lproj/Localizable.strings": translation,
    ]).findings(of: "identifier-drift").map(\.message)
  }

  @Test(arguments: [
    ("cancelAction", "CancelAction", "letter case"),
    ("OpenAction ", "OpenAction", "white space at its ends"),
    (
      "Don\u{2019}t Ignore", "Don't Ignore",
      "its apostrophes or quotation marks (\u{2019} U+2019 where the source's has ' U+0027)"
    ),
    (
      "don\u{2019}t ignore", "Don't Ignore",
      "letter case and its apostrophes or quotation marks (\u{2019} U+2019 where the source's has ' U+0027)"
    ),
    // A translation tool's placeholder masks written into the key (audit 305: ProtonCore).
    ("<n> users", "%d users", "its placeholders ('<n>' where the source's has '%d')"),
    ("{{count}} users", "%lld users", "its placeholders ('{{count}}' where the source's has '%lld')"),
    (
      "{0} of {1} selected", "%1$@ of %2$@ selected", "its placeholders ('{0}' where the source's has '%1$@')"
    ),
  ])
  func aKeyOneCharacterOffNamesTheSourcesKey(dead: String, live: String, difference: String) throws {
    let messages = try Self.messages(
      source: CatalogText.strings([(live, "Cancel"), ("Other", "Other")]),
      translation: CatalogText.strings([(dead, "Abbrechen"), ("Other", "Andere")]))
    #expect(
      messages == [
        "'\(dead)' exists in de's Localizable table but not in the source (en) table: the source's key '\(live)' "
          + "differs from it only in \(difference), and the app looks keys up exactly, so the translation is "
          + "never shown; write the source's key"
      ])
  }

  @Test func markupAndOtherTextsAreNoPlaceholders() throws {
    // A markup tag is text: "<b>Bold</b>" is no twin of "<i>Bold</b>"; nor is a key without
    // a placeholder the twin of one with it, nor "50% off" of "50%d off".
    // Nor are words in brackets ("<Enter>", "{Debug}"), nor printf placeholders of other types
    // (review 206).
    let messages = try Self.messages(
      source: CatalogText.strings([
        ("<b>Bold</b>", "Bold"), ("users", "users"), ("50% off", "50% off"), ("Press <Return>", "Press"),
        ("{Release} build", "Release"), ("%d items", "%d items"), ("%d", "%d"), ("<kbd>Tab</kbd>", "Tab"),
      ]),
      translation: CatalogText.strings([
        ("<i>Bold</b>", "Fett"), ("%d users", "Nutzer"), ("<n>% off", "Rabatt"), ("Press <Enter>", "Drücke"),
        ("{Debug} build", "Debug"), ("%@ items", "%@ Elemente"), ("%@", "%@"), ("<h1>Tab</kbd>", "Tab"),
      ]))
    #expect(messages.count == 8)
    #expect(messages.allSatisfy { !$0.contains("differs from it only") })
  }

  @Test func aKeyRenamedAtTheSourceOnlyIsFoundByItsComment() throws {
    let source = """
      /* Reveal in Finder row action */
      "ShowInFinderAction" = "Show in Finder";
      /* No comment provided by engineer. */
      "Quit" = "Quit";
      /* No comment provided by engineer. */
      "Hide" = "Hide";
      """
    let translation = """
      /* Reveal in Finder row action */
      "RevealAction" = "Im Finder zeigen";
      /* No comment provided by engineer. */
      "Close" = "Schließen";
      """
    let messages = try Self.messages(source: source, translation: translation)
    #expect(
      messages.first { $0.hasPrefix("'RevealAction'") }
        == "'RevealAction' exists in de's Localizable table but not in the source (en) table: the translation is "
        + "never shown; was the key renamed to 'ShowInFinderAction'? That source key has the same comment "
        + "('Reveal in Finder row action') and no de translation: if so, move the translation to it")
    // A comment many keys share names none of them.
    #expect(messages.first { $0.hasPrefix("'Close'") }?.contains("renamed to") == false)
  }

  @Test func twoDeadKeysUnderTheCommentNameNoCounterpart() throws {
    // Audit 329: Latest's ko file kept two old keys under the source key's comment, one of them
    // English; naming either as the renamed key may move English into the translation.
    let comment = "/* Error message stating that update info could not be retrieved for a given app. */"
    let messages = try Self.messages(
      source: "\(comment)\n\"UpdateInfoNotFoundError\" = \"No update was found for this app.\";\n",
      translation: "\(comment)\n\"UpdateInfoUnavailableError\" = \"업데이트를 찾을 수 없습니다.\";\n"
        + "\(comment)\n\"UpdateInfoUnavailableErrorFailureReason\" = \"Update information could not be retrieved.\";\n"
    )
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { !$0.contains("renamed to") }, "\(messages)")
  }

  @Test func anotherLocalesDeadKeyUnderTheCommentStillLetsTheHintName() throws {
    // Review 226: fr kept the key under another old name; each locale's rename is the same one.
    let comment = "/* Reveal in Finder row action */"
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": "\(comment)\n\"ShowInFinderAction\" = \"Show in Finder\";\n",
      "App/de.lproj/Localizable.strings": "\(comment)\n\"RevealAction\" = \"Im Finder zeigen\";\n",
      "App/fr.lproj/Localizable.strings": "\(comment)\n\"RevealInFinder\" = \"Afficher dans le Finder\";\n",
    ])
    let messages = try fixture.findings(of: "identifier-drift").map(\.message)
    #expect(messages.count == 2)
    #expect(
      messages.allSatisfy { $0.contains("was the key renamed to 'ShowInFinderAction'?") }, "\(messages)")
  }

  @Test func aCommentOfAWordOrTwoNamesNoCounterpart() throws {
    // Review 161: "Button title" says what the control is, not which one ('Corbeille' is no 'Delete').
    let messages = try Self.messages(
      source: "/* Button title */\n\"Delete\" = \"Delete\";\n",
      translation: "/* Button title */\n\"Trash\" = \"Corbeille\";\n")
    #expect(messages.count == 1)
    #expect(messages.first?.contains("renamed to") == false)
  }

  @Test func interfaceBuilderKeysAndOtherLocalesCommentsNameNoCounterpart() throws {
    // Audit 225: Sparkle's `is.lproj` keys a nib's strings by object (`170.title`) where `en` keys
    // them by text; the nib looks up `170.title`, so moving the translation would be backwards.
    let comment = #"/* Class = "NSTextFieldCell"; title = "Release Notes:"; ObjectID = "170"; */"#
    let interfaceBuilder = try Self.messages(
      source: comment + "\n\"Release Notes:\" = \"Release Notes:\";\n",
      translation: comment + "\n\"170.title\" = \"Útgáfupunktar:\";\n")
    #expect(interfaceBuilder.first?.contains("renamed to") == false)
    // A comment that only another locale's file writes is no sign of this locale's key.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": "/* Reveal in Finder row action */\n\"ShowInFinder\" = \"Show\";\n",
      "App/de.lproj/Localizable.strings": "/* Reveal in Finder row action */\n\"Reveal\" = \"Zeigen\";\n",
      "App/uk.lproj/Localizable.strings": "/* Показати у Finder */\n\"Reveal\" = \"Показати\";\n",
    ])
    let messages = try fixture.findings(of: "identifier-drift").map {
      "\($0.locale?.identifier ?? "") \($0.message)"
    }
    #expect(
      messages.filter { $0.contains("renamed to 'ShowInFinder'") }.map { String($0.prefix(2)) } == ["de"])
  }

  @Test func aCommentSeveralLocalesWriteIsEachOnesAndEndingsDoNotCount() throws {
    // Review 162: fr and de both keep the developer's comment above the old key.
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": "/* Reveal in Finder row action */\n\"ShowInFinder\" = \"Show\";\n",
      "App/de.lproj/Localizable.strings": "/* Reveal in Finder row action */\n\"Reveal\" = \"Zeigen\";\n",
      "App/fr.lproj/Localizable.strings": "/* Reveal in Finder row action */\n\"Reveal\" = \"Afficher\";\n",
    ])
    let hinted = try fixture.findings(of: "identifier-drift").filter { $0.message.contains("renamed to") }
    #expect(hinted.compactMap(\.locale?.identifier).sorted() == ["de", "fr"])
    // A full stop more or less is the same comment.
    let messages = try Self.messages(
      source: "/* The closing prosign. */\n\"Closing\" = \"Closing\";\n",
      translation: "/* The closing prosign */\n\"CLOSING\" = \"Schluss\";\n")
    #expect(messages.first?.contains("differs from it only in letter case") == true)
  }

  @Test func eachLocalesOwnCommentCountsWhicheverFileIsReadFirst() throws {
    // Review 163: `ca` (read first) and `fr` write their own comments; `de` and `it` the developer's.
    let developer = "/* Moves the selected message to the trash */\n"
    let own = "/* Translator: keep it short, a single word */\n"
    let fixture = try Fixture([
      "App/en.lproj/Localizable.strings": developer + "\"Delete\" = \"Delete\";\n",
      "App/ca.lproj/Localizable.strings": own + "\"Trash\" = \"Paperera\";\n",
      "App/de.lproj/Localizable.strings": developer + "\"Trash\" = \"Papierkorb\";\n",
      "App/fr.lproj/Localizable.strings": own + "\"Trash\" = \"Corbeille\";\n",
      "App/it.lproj/Localizable.strings": developer + "\"Trash\" = \"Cestino\";\n",
    ])
    let hinted = try fixture.findings(of: "identifier-drift").filter {
      $0.message.contains("renamed to 'Delete'")
    }
    #expect(hinted.compactMap(\.locale?.identifier).sorted() == ["de", "it"])
    // A space before the ending's punctuation (French typography) is no other comment.
    let messages = try Self.messages(
      source: "/* Cancel button */\n\"Cancel\" = \"Cancel\";\n",
      translation: "/* Cancel button . */\n\"cancel\" = \"Annuler\";\n")
    #expect(messages.first?.contains("differs from it only in letter case") == true)
  }

  @Test func aCaseTwinWithAnotherCommentIsAnotherString() throws {
    // Audit 225: Morse's `CLOSING` (the prosign) beside `Closing` (its name).
    let messages = try Self.messages(
      source: "/* The name of the closing prosign */\n\"Closing\" = \"Closing\";\n",
      translation: "/* The prosign itself */\n\"CLOSING\" = \"CL\";\n")
    #expect(messages.first?.contains("differs from it only") == false)
  }

  @Test func aCounterpartTheLocaleTranslatesAlreadyIsNoHint() throws {
    // The dead key is a leftover beside its translated twin: writing the source's key would repeat it.
    let messages = try Self.messages(
      source: CatalogText.strings([("CancelAction", "Cancel")]),
      translation: CatalogText.strings([("cancelAction", "Abbrechen"), ("CancelAction", "Abbrechen")]))
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasSuffix("the translation is never shown (was the key renamed or removed?)") == true)
  }
}
