import Testing

@testable import LocaleCheck

/// A label that is a role word alone ("Image"), where dropping the word leaves nothing, and an
/// instruction that enters a value (audit 289: Wire's `Accessibility.strings`).
@Suite("role-in-label: the role alone")
struct RoleInLabelRoleAloneTests {
  private static func messages(_ pairs: [(key: String, english: String, german: String)]) throws -> [String] {
    let fixture = try Fixture([
      "App/en.lproj/Accessibility.strings": CatalogText.strings(pairs.map { ($0.key, $0.english) }),
      "App/de.lproj/Accessibility.strings": CatalogText.strings(pairs.map { ($0.key, $0.german) }),
    ])
    return try fixture.findings(of: "role-in-label").map(\.message).sorted()
  }

  @Test func aLabelOfTheRoleAloneAsksForAName() throws {
    #expect(
      try Self.messages([("search.imageMessage.description", "Image", "Bild")]) == [
        "de label of search.imageMessage.description 'Bild' is the role 'Bild' alone, which VoiceOver already "
          + "speaks: name what it shows or does; the en text 'Image' is the role alone too: fix it there first",
        "en label of search.imageMessage.description 'Image' is the role 'image' alone, which VoiceOver already "
          + "speaks: name what it shows or does",
      ])
  }

  @Test func aLabelWithMoreWordsStillDropsTheRole() throws {
    let messages = try Self.messages([("profile.description", "Profile image", "Profilbild")])
    #expect(messages.first?.hasSuffix("names the role 'image'; VoiceOver already speaks it") == true)
    // Mastodon's "Link: %@": the address stays where the word goes.
    let address = try Self.messages([("link.description", "Link: %@", "Link: %@")])
    #expect(address.count == 2)
    #expect(address.allSatisfy { $0.contains("names the role") && !$0.contains("alone") })
  }

  @Test func aRoleWordOfMoreWordsAloneAsksForANameToo() throws {
    // Review 196: "Text field" alone leaves nothing when dropped.
    let messages = try Self.messages([("name.description", "Text field", "Textfeld")])
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.contains("alone") })
  }

  @Test func aSearchFieldAloneIsTheRoleAloneInEveryLanguage() throws {
    // Review 197: French, Spanish, Italian and Portuguese name a search field in three words.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "search": [
          "en": "Search field", "fr": "Champ de recherche", "es": "Campo de búsqueda",
          "it": "Campo di ricerca",
          "pt": "Campo de pesquisa",
        ]
      ])
    ])
    let messages = try fixture.findings(of: "role-in-label").map(\.message)
    #expect(messages.count == 5)
    #expect(messages.allSatisfy { $0.contains(" alone") })
  }

  @Test func aSearchBarAloneIsTheRoleAloneInEveryLanguage() throws {
    // Review 199: a search bar, named so in French, Spanish, Italian and Portuguese.
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "search": [
          "en": "Search bar", "fr": "Barre de recherche", "es": "Barra de búsqueda",
          "it": "Barra di ricerca", "pt-BR": "Campo de busca", "pt-PT": "Barra de pesquisa",
        ]
      ])
    ])
    let messages = try fixture.findings(of: "role-in-label").map(\.message)
    #expect(messages.count == 6)
    #expect(messages.allSatisfy { $0.contains(" alone") })
  }

  @Test func aTranslationOfTheRoleAloneForANamedSourceDropsIt() throws {
    // Review 195: the source names a thing besides its role; the translation's fix is the source's.
    let messages = try Self.messages([("save.description", "Save button", "Schaltfläche")])
    #expect(messages.first { $0.hasPrefix("de ") }?.contains("names the role 'Schaltfläche'") == true)
  }

  @Test func enteringALinkNamesWhatTheUserTypes() throws {
    // Review 196: a menu command or placeholder "Enter Link"; review 197: not a later role word.
    #expect(try Self.messages([("link.placeholder", "Enter Link", "Link eingeben")]).isEmpty)
    #expect(
      try !Self.messages([("fullscreen.description", "Enter full screen icon", "Vollbild-Symbol")]).isEmpty)
    // Review 198: a link the user types, named first.
    #expect(try Self.messages([("invite.link", "Enter Invite Link", "Einladungslink eingeben")]).isEmpty)
  }

  @Test func aLabelThatEntersTheFieldNamesIt() throws {
    // Review 195: "Enter" starts an instruction, not an action on a field.
    #expect(
      try Self.messages([("email.description", "Enter email text field", "E-Mail-Textfeld")]).count == 2)
  }

  @Test func anInstructionToEnterAValueNamesItsObject() throws {
    #expect(
      try Self.messages([
        (
          "guestLink.passwordField.hint", "Enter a new password for the secure guest link",
          "Gib ein neues Passwort für den Gästelink ein"
        )
      ]).isEmpty)
  }
}
