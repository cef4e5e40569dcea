import Testing

@testable import CatalogParser

/// `XCUIApplication().debugDescription` as Xcode versions print it: frames before or after the
/// attributes, `hitPoint`, trait words, labels over several lines, CRLF, tabs.
@Suite struct DebugDescriptionReaderTests {
  private static func elements(_ text: String) throws(CatalogError) -> [CapturedElement] {
    try DebugDescriptionReader.elements(in: text, file: "captures/en/s.txt")
  }

  @Test func aQuoteClosesOnlyWhereTheLineGoesOnAsAfterAValue() throws {
    let read = try Self.elements(
      """
      Element subtree:
       →Application, pid: 1, label: 'App'
          Button, {{16.0, 380.3}, {370.0, 52.0}}, identifier: 'settings.open', label: 'Settings', hitPoint: {201.0, 406.3}
          Button, identifier: 'alert.ok', label: 'OK', Keyboard Focused
          NavigationBar, identifier: 'settings.nav', {0.0, 62.0, 402.0, 106.0}
          StaticText, label: 'Don't, stop', Selected
          StaticText, identifier: 'trailing', label: 'Settings'   
          Other, identifier: '', label: 'x'
          Button, identifier: 'save', title: 'Save'
      """)
    #expect(
      read.map(\.identifier) == [
        nil, "settings.open", "alert.ok", "settings.nav", nil, "trailing", nil, "save",
      ])
    // A macOS control with a title and no label is spoken by its title; no label is "".
    #expect(read.map(\.label) == ["App", "Settings", "OK", "", "Don't, stop", "Settings", "x", "Save"])
    #expect(read[2].traits == ["Keyboard Focused"] && read[4].traits == ["Selected"])
    #expect(read.map(\.path) == ["0", "0/0", "0/1", "0/2", "0/3", "0/4", "0/5", "0/6"])
  }

  @Test func aLabelThatStartsWithACombiningMarkLosesItsQuotes() throws {
    // Review 181: a Thai keyboard key; the quote and the mark make one character.
    let read = try Self.elements(
      """
      Element subtree:
       →Application, label: 'App'
          Key, identifier: 'thai.sara.i', label: '\u{0E31}'
          Key, label: '\u{093E}x', Selected
          StaticText, value: '\u{0301}
      """)
    #expect(read.map(\.label) == ["App", "\u{0E31}", "\u{093E}x", nil])
    #expect(read[2].traits == ["Selected"])
    #expect(read[3].value == "'\u{0301}")
  }

  @Test func aValueThatStartsWithAnApostropheEndsWithItsLine() throws {
    // The dump writes values without quotes: `'til tomorrow` is the typed text.
    let read = try Self.elements(
      """
      Element subtree:
       →Application, label: 'App'
          TextField, identifier: 'note', label: 'Note', value: 'til tomorrow
          Button, identifier: 'save', label: 'Save'
      """)
    #expect(read.map(\.identifier) == [nil, "note", "save"])
    #expect(read[1].value == "'til tomorrow")
  }

  @Test func aLabelOverSeveralLinesIsOneElement() throws {
    let read = try Self.elements(
      "Element subtree:\n →Application, label: 'App'\n    StaticText, identifier: 'promo', label: 'Heute\nversandkostenfrei'\n    Button, identifier: 'buy', label: 'Kaufen'\n"
    )
    #expect(read.map(\.label) == ["App", "Heute\nversandkostenfrei", "Kaufen"])
    #expect(read.map(\.path) == ["0", "0/0", "0/1"])
    #expect(read.map(\.position.line) == [2, 3, 5])
  }

  @Test func aQuoteBeforeWordsWithAColonIsTextUnlessTheyAreAnAttribute() throws {
    // SwiftUI's `.combine` joins "Name: value" parts; only the dump's own attributes end a value.
    let read = try Self.elements(
      """
      Element subtree:
       →Application, pid: 1, label: 'App'
          Button, identifier: 'tree.card', label: 'Cultivar: 'Green Gem', Height: 12 m', Selected
          Button, identifier: 'tree.other', label: 'Say 'hi'', value: 3
      """)
    #expect(read.map(\.label) == ["App", "Cultivar: 'Green Gem', Height: 12 m", "Say 'hi'"])
    #expect(read[1].traits == ["Selected"] && read[2].value == "3")
  }

  /// An unquoted value may end in a colon: only an attribute's name does not (review 174).
  @Test func anUnquotedValueEndingInAColonIsNoCut() throws {
    let read = try Self.elements(
      "Element subtree:\n →Application, label: 'App'\n    Slider, identifier: 'time', value: 10:\n")
    #expect(read.map(\.identifier) == [nil, "time"])
  }

  @Test func aLabelsOwnBracesAreNoFrame() throws {
    // A frame is `{{x, y}, {w, h}}`; after a quote, `, {count}` is the label's text.
    let read = try Self.elements(
      """
      Element subtree:
       →Application, pid: 1, label: 'Notes'
          Button, 0x3, {{16.0, 97.7}, {98.3, 40.7}}, identifier: 'notes.rename', label: 'Rename 'Draft', {count} notes'
          Button, 0x4, identifier: 'notes.keep', label: 'Keep 'Draft'', {{16.0, 140.0}, {98.3, 40.7}}
      """)
    #expect(read.map(\.label) == ["Notes", "Rename 'Draft', {count} notes", "Keep 'Draft'"])
  }

  @Test func anAttributeTheReaderDoesNotKnowEndsAValue() throws {
    // A newer Xcode may write more attributes: spelled as the dump's names are, one ends the
    // value before it instead of joining the next elements into one label.
    let read = try Self.elements(
      """
      Element subtree:
       →Application, pid: 1, label: 'App'
          Button, identifier: 'login.submit', label: 'Sign in', elementType: 9
          Button, identifier: 'login.cancel', label: 'Cancel', accessibilityHint: 'Goes back', value: 1
          Slider, identifier: 'volume', value: 50%, elementType: 45, Selected
      """)
    #expect(read.map(\.identifier) == [nil, "login.submit", "login.cancel", "volume"])
    #expect(read.map(\.label) == ["App", "Sign in", "Cancel", ""])
    #expect(read[2].value == "1" && read[3].value == "50%" && read[3].traits == ["Selected"])
  }

  @Test func aLabelsOwnLowerCaseWordAndColonAfterAQuoteStaysText() throws {
    // SwiftUI's `.combine` joins "Playlist 'Chill'" and "by: Anna": the quote at the end closes it.
    let read = try Self.elements(
      """
      Element subtree:
       →Application, pid: 1, label: 'App'
          Cell, identifier: 'song.row', label: 'Playlist 'Chill', by: Anna, 12 songs'
          Button, identifier: 'files.delete', label: 'Delete 'Q3 Report', size: 2 MB', Selected
          Button, identifier: 'login.submit', label: 'Sign in', elementType: 9, identifier: 'x'
          TextField, identifier: 'login.name', label: 'Name', elementType: 49, value: O'Brien
          Button, identifier: 'login.help', label: 'Help', elementType: 9
      """)
    #expect(
      read.map(\.label) == [
        "App", "Playlist 'Chill', by: Anna, 12 songs", "Delete 'Q3 Report', size: 2 MB", "Sign in", "Name",
        "Help",
      ])
    #expect(
      read.map(\.identifier) == [nil, "song.row", "files.delete", "login.submit", "login.name", "login.help"])
    // An apostrophe of a bare value after an unknown attribute is no label's end.
    #expect(read[4].value == "O'Brien")
  }

  @Test func aLabelLineEndingInAQuoteOfItsTextGoesOnOnTheNextLine() throws {
    let read = try Self.elements(
      """
      Element subtree:
       →Application, pid: 1, label: 'App'
          StaticText, identifier: 'intro', label: 'Welcome to 'Test App'
      Tap Start to begin'
          Button, identifier: 'start', label: 'Start'
          StaticText, label: 'Done'
      ...
          Button, identifier: 'last', label: 'Last'
      """)
    // The `...` of a dump shortened by hand is no element.
    #expect(
      read.map(\.label) == ["App", "Welcome to 'Test App'\nTap Start to begin", "Start", "Done", "Last"])
    #expect(read.map(\.path) == ["0", "0/0", "0/1", "0/2", "0/3"])
  }

  @Test func aLineStartingWithACapitalizedWordAndACommaGoesOnTheText() throws {
    // A label's sentence, a date and a text view's second line: no address, frame or attribute
    // follows their comma, so they are no elements.
    let read = try Self.elements(
      """
      Element subtree:
       →Application, 0x1, pid: 1, label: 'App'
          StaticText, 0x3, identifier: 'hint', label: 'Tap 'Allow'
      Otherwise, you won't get reminders.'
          StaticText, 0x4, label: 'Last seen 'Today'
      Yesterday, 18:04'
          TextView, 0x5, {{16.0, 120.0}, {361.0, 400.0}}, identifier: 'body', value: Hi Anna,
      Thanks, see you on Friday.
          Button, 0x6, identifier: 'send', label: 'Send'
          Window (Main), {0.0, 0.0, 390.0, 844.0}
      """)
    #expect(
      read.map(\.label) == [
        "App", "Tap 'Allow'\nOtherwise, you won't get reminders.", "Last seen 'Today'\nYesterday, 18:04", "",
        "Send", "",
      ])
    #expect(read.map(\.path) == ["0", "0/0", "0/1", "0/2", "0/3", "0/4"])
  }

  @Test func aLineEndingALabelWithWordsInParenthesesIsNoElement() throws {
    let read = try Self.elements(
      """
      Element subtree:
       →Application, 0x1, pid: 1, label: 'App'
          StaticText, 0x3, identifier: 'home.welcome', label: 'Welcome to 'Test App'
      Details (optional)'
          Window (Main), 0x2, {{0.0, 0.0}, {390.0, 844.0}}
      """)
    #expect(read.map(\.label) == ["App", "Welcome to 'Test App'\nDetails (optional)", ""])
    #expect(read.map(\.type) == ["Application", "StaticText", "Window"])
  }

  @Test func xcode8DumpsNameTheTypeBeforeTheAddress() throws {
    let read = try Self.elements(
      """
      Element subtree:
       →Application 0x60000016ce40: {{0.0, 0.0}, {414.0, 736.0}}, label: 'TestXC'
          Window 0x6000001735c1: Main Window, {{0.0, 0.0}, {414.0, 736.0}}
            Button 0x6080001735c0: traits: 8589934593, {{19.0, 71.0}, {46.0, 30.0}}, identifier: 'login.signIn', label: 'Sign in'
      """)
    #expect(read.map(\.type) == ["Application", "Window", "Button"])
    #expect(read.map(\.identifier) == [nil, nil, "login.signIn"])
    #expect(read.map(\.label) == ["TestXC", "", "Sign in"])
    #expect(read.map(\.path) == ["0", "0/0", "0/0/0"])
  }

  @Test func anEmptyFieldShowsItsPlaceholderCutShortOrWithCommas() throws {
    // The dump writes an empty field's value, its placeholder, without quotes and cut at 18 characters.
    let read = try Self.elements(
      """
      Element subtree:
       →Application, pid: 1, label: 'App'
          TextField, 0x1, identifier: 'signup.email', placeholderValue: 'E-Mail-Adresse eingeben', value: E-Mail-Adresse ein...
          TextField, 0x2, identifier: 'signup.city', placeholderValue: 'City, State', value: City, State, Keyboard Focused
          TextField, 0x3, identifier: 'signup.name', placeholderValue: 'Name', value: Nathalie Dupont-Ro...
          TextField, 0x4, identifier: 'signup.mail', placeholderValue: 'ईमेल पता', value: ईमेल पत...
      """)
    // A cut inside a character (the consonant त without its vowel sign ा) is a cut all the same.
    // A field the test typed into keeps its placeholder as its name: the app's text (audit 328).
    #expect(read.map(\.label) == ["App", "E-Mail-Adresse eingeben", "City, State", "Name", "ईमेल पता"])
    #expect(read[2].value == "City, State" && read[2].traits == ["Keyboard Focused"])
  }

  @Test func crlfLinesAndTabIndentationAreRead() throws {
    let read = try Self.elements(
      "Element subtree:\r\n→Application, label: 'App'\r\n\t\tButton, identifier: 'a', label: 'A'\r\n\t\t\tImage, identifier: 'b'\r\n"
    )
    #expect(read.map(\.identifier) == [nil, "a", "b"])
    #expect(read.map(\.path) == ["0", "0/0", "0/0/0"])
    #expect(read[1].position.column == 3)
  }

  @Test func anIndentedDumpEndsAtItsIndentedQueryChain() throws {
    // A dump pasted into a log or a file with an indent: the query chain is no element.
    let read = try Self.elements(
      "    Element subtree:\n     →Application, label: 'App'\n        Button, identifier: 'ok', label: 'OK'\n"
        + "    Path to element:\n     →Application, 0x1, identifier: 'SBSwitcherWindow:Main'\n"
        + "    Query chain:\n     →Find: Target Application\n      Output: {\n        Application, identifier: 'x'\n      }\n"
    )
    #expect(read.map(\.identifier) == [nil, "ok"])
  }

  @Test func everyDumpOfAFileIsReadWithItsOwnRoot() throws {
    // A test that prints the tree before and after a step: the second dump is read too.
    let dump = { (label: String) in
      "Attributes: Application, pid: 1, label: 'App'\nElement subtree:\n →Application, pid: 1, label: 'App'\n"
        + "    Button, identifier: 'tab.profile', label: '\(label)'\nPath to element:\n →Application, 0x1\n"
        + "Query chain:\n →Find: Target Application\n"
    }
    let read = try Self.elements(dump("Profile") + "\n" + dump("My Profile"))
    #expect(read.map(\.label) == ["App", "Profile", "App", "My Profile"])
    #expect(read.map(\.path) == ["0", "0/0", "1", "1/0"])
    #expect(read.map(\.position.line) == [3, 4, 12, 13])
  }

  @Test func aTreeWithoutTheHeaderStartsAtTheApplication() throws {
    let read = try Self.elements(
      "Device orientation: Unknown\nApplication, pid: 1, label: 'Settings'\n Window, {{0.0, 0.0}, {1.0, 1.0}}\n  Button, identifier: 'general', label: 'General'\n"
    )
    #expect(read.map(\.identifier) == [nil, nil, "general"])
  }

  @Test(arguments: [
    ("", 1, "the capture is empty: it holds no element tree"),
    ("Hello", 1, "no 'Element subtree:' line: this is not the text of XCUIApplication().debugDescription"),
    // What XCUITest prints where no app was running (audit 241).
    (
      "Query chain:\n →Find: Target Application 'com.example'\n", 1,
      "the dump has a query chain but no element tree: the app was not running"
    ),
    // A pasted failure log that holds a query chain further down is no such dump (review 172).
    ("t = 1.2s Tap button\nQuery chain:\n →Find: Button\n", 1, "no 'Element subtree:' line"),
    (
      "Element subtree:\n →Application, label: 'App'\n    Button, identifier: 'enroll', label: 'Enroll", 3,
      "a quoted value of this element is not closed: the capture is cut off"
    ),
    (
      "Element subtree:\n →Application, label: 'App'\n    Button, 0x6000, {{0.0, 329.7}, {343.0, 48", 3,
      "the frame of this element is not closed: the capture is cut off"
    ),
    // Cut after an attribute's name: no empty label to blame the app for (audit 247).
    (
      "Element subtree:\n →Application, label: 'App'\n    Button, identifier: 'open', label: \n\n", 3,
      "this element ends in 'label:' with no value: the capture is cut off"
    ),
    // Cut inside an attribute's name, or right after the subtree's header (audit 270).
    (
      "Element subtree:\n →Application, label: 'App'\n    Button, 0x6000, {{0.0, 0.0}, {1.0, 1.0}}, iden", 3,
      "this element ends in 'iden', an attribute's name or a trait without what follows it: the capture is cut off"
    ),
    (
      "Attributes: Application, 0x1, pid: 1\nElement subtree:\n", 2,
      "the element subtree is empty, without even the application's line: the capture is cut off"
    ),
    // Review 186: a whole name without its colon, a separator, a type alone; a second dump cut.
    (
      "Element subtree:\n →Application, label: 'App'\n    Button, 0x6000, {{0.0, 0.0}, {1.0, 1.0}}, label", 3,
      "this element ends in 'label', an attribute's name or a trait without what follows it: the capture is cut off"
    ),
    (
      "Element subtree:\n →Application, label: 'App'\n    Button, 0x6000, {{0.0, 0.0}, {1.0, 1.0}}, Sel", 3,
      "this element ends in 'Sel', an attribute's name or a trait"
    ),
    ("Element subtree:\n →Application, label: 'App'\n    Button, 0x", 3, "this element ends in 'Button, 0x'"),
    ("Element subtree:\n →Applicatio", 2, "this element ends in 'Applicatio' with nothing after it"),
    (
      "Element subtree:\n →Application, 0x1, label: 'App'\nAttributes: Application, 0x1, pid: 1\n"
        + "Element subtree:\n", 4,
      "the element subtree is empty"
    ),
    (
      #""Attributes: Application, pid: 1, label: 'App'\nElement subtree:\n →Application, pid: 1\n""#, 1,
      "the capture is an escaped string ('\\n' written out, as lldb's po prints it)"
    ),
  ])
  func unreadableDumpsAreErrors(text: String, line: Int, message: String) {
    do {
      _ = try Self.elements(text)
      Issue.record("read a dump that is no dump")
    } catch {
      #expect(error.position.line == line)
      #expect(error.message.hasPrefix(message))
    }
  }

  /// A complete dump whose last element's bare value ends in a comma, or in a whole trait word,
  /// is no dump cut off (review 187).
  @Test func aLastValueEndingInACommaOrATraitIsRead() throws {
    let read = try Self.elements(
      "Element subtree:\n →Application, 0x1, label: 'App'\n    StaticText, 0x5, {{0.0, 0.0}, {1.0, 1.0}}, value: Hello,\n"
    )
    #expect(read.last?.value == "Hello,")
    let selected = try Self.elements(
      "Element subtree:\n →Application, 0x1, label: 'App'\n    Button, 0x5, label: 'Tab', Selected\n")
    #expect(selected.last?.traits == ["Selected"])
  }

  /// A licence screen's label of hundreds of lines, apostrophes among them, is read whole
  /// (audit 270: Apache-2.0 alone is 202 lines).
  @Test func aLabelOfHundredsOfLinesIsRead() throws {
    let licence = (1...500).map { "Line \($0) of the Licensor's terms, as-is" }.joined(separator: "\n")
    let read = try Self.elements(
      """
      Element subtree:
       →Application, pid: 1, label: 'App'
          StaticText, 0x1, {{0.0, 0.0}, {390.0, 9000.0}}, identifier: 'licence.text', label: '\(licence)'
          Button, 0x2, {{0.0, 0.0}, {44.0, 44.0}}, identifier: 'licence.close', label: 'Close'
      """)
    #expect(read.map(\.identifier) == [nil, "licence.text", "licence.close"])
    #expect(read[1].label == licence)
  }

  @Test func aValueWithoutQuotesMayHoldABrace() throws {
    // XCTest writes values unquoted: a code editor's `if (x) {` is no frame cut off.
    let read = try Self.elements(
      """
      Element subtree:
       →Application, pid: 1, label: 'Editor'
          TextView, 0x1, {{0.0, 100.0}, {390.0, 200.0}}, identifier: 'editor.text', value: if (x) {, hitPoint: {195.0, 202.0}
          Button, 0x2, {{0.0, 300.0}, {390.0, 44.0}}, identifier: 'editor.save', label: 'Save'
      """)
    #expect(read.map(\.identifier) == [nil, "editor.text", "editor.save"])
  }
}
