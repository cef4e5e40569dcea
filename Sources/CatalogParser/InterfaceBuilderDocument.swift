/// The texts of a storyboard or XIB in `Base.lproj`, which its `.strings` tables translate
/// (`Base.lproj/Main.storyboard` for `de.lproj/Main.strings`).
///
/// Xcode generates each table from the document (`ibtool --generate-strings-file`): a key is an
/// object's id and a property (`x1Y-2z-abc.normalTitle`), and the comment above it records the
/// text the object had then. The document says what it has now: which objects still exist and
/// what they say, so a file generated from an older version of it is told as such.
public struct InterfaceBuilderDocument: Sendable, Equatable {
  /// The document's path, relative to the folder the command runs in.
  public var path: String
  /// The bundle of the tables that translate it.
  public var bundle: String
  /// The name of the tables that translate it (the document's name without its extension).
  public var table: String
  /// The id of every object the document holds.
  public var objectIDs: Set<String> = []
  /// The text of each localizable property, by its key in the tables (`x1Y-2z-abc.normalTitle`).
  public var texts: [String: String] = [:]
  /// Where the document writes each text: the tag of the element that holds it.
  public var positions: [String: SourcePosition] = [:]
  /// What shows each text together with others, by key: its menu (`menu 'Find'`), else its
  /// scene or top-level object (`scene 'SettingsViewController'`, `window 'Preferences'`).
  public var containers: [String: String] = [:]
  /// The keys of texts in a matrix's prototype cell (`<buttonCell key="prototype">`), a template
  /// AppKit copies for each cell and never shows itself.
  public var prototypeKeys: Set<String> = []
  /// The keys of titles that name a screen (a window's, a view controller's, a menu's), not a
  /// control on it.
  public var screenTitleKeys: Set<String> = []
  /// The objects code reaches (an outlet's destination, a table cell's `textLabel`), whose
  /// placeholder text it replaces.
  public var codeReachedObjects: Set<String> = []
  /// The element name of each object (`label`, `button`, `menuItem`), by id.
  public var objectClasses: [String: String] = [:]
  /// The objects the project marks to leave untranslated (BartyCrouch's `#bc-ignore!` in the
  /// comment for localizers), to which its tools give no key.
  public var untranslatedObjects: Set<String> = []

  /// An empty document of `table` in `bundle`, read from `path`.
  public init(path: String, bundle: String, table: String) {
    self.path = path
    self.bundle = bundle
    self.table = table
  }

  /// Whether the document is the one `table`'s files were generated from: it holds the objects
  /// of at least half of the table's Interface Builder keys. A stub, or another document of the
  /// same name, would make every key dead.
  public func describes(_ table: StringTable) -> Bool {
    var keys = 0
    var held = 0
    for entry in table.entries {
      guard let holds = holdsObject(ofKey: entry.key) else { continue }
      keys += 1
      if holds { held += 1 }
    }
    return held > 0 && held * 2 >= keys
  }

  /// Whether the document is written in `table`'s source language: its texts agree with most of
  /// the source language's file (`en.lproj`), or the table has none. A German app's `Base.lproj`
  /// beside its English translation holds German: its texts are no English source text, though
  /// its objects and the texts the comments recorded from it still tell dead and older keys.
  public func isWritten(inSourceLanguageOf table: StringTable, source: LocaleID) -> Bool {
    var shared = 0
    var agreeing = 0
    for entry in table.entries {
      guard let value = entry.localizations[source]?.value, let text = texts[entry.key] else { continue }
      shared += 1
      if InterfaceBuilderComments.spacedAlike(value, text) { agreeing += 1 }
    }
    return agreeing * 2 >= shared
  }

  /// Whether the document holds the object a key of Interface Builder's shape names: `false`
  /// for a key whose object was deleted or made again under another id, whose translation the
  /// app never shows. `nil` for a key of another shape.
  public func holdsObject(ofKey key: String) -> Bool? {
    guard InterfaceBuilderSource.isInterfaceBuilderKey(key), let dot = key.firstIndex(of: ".") else {
      return nil
    }
    return objectIDs.contains(String(key[..<dot]))
  }

  /// The keys of texts never shown as written: a prototype cell's, and a placeholder that code
  /// replaces: Interface Builder's default text of a label or button code reaches ("Label",
  /// "Title", "Button"), filler text ("Lorem ipsum …") and a table cell template's default text
  /// ("Text Cell"; audit 314: 48 of a storyboard's 61 English copies). Not a placeholder property
  /// nor a menu item that says "Title" (review 214).
  public var unshownKeys: Set<String> {
    prototypeKeys.union(texts.lazy.filter { isPlaceholder($0.value, at: $0.key) }.map(\.key))
  }

  /// Whether `text`, at `key`, is a placeholder that code replaces.
  private func isPlaceholder(_ text: String, at key: String) -> Bool {
    if text.lowercased().hasPrefix("lorem ipsum") || Self.templateTexts.contains(text) { return true }
    let object = InterfaceBuilderSource.objectID(ofKey: key)
    guard codeReachedObjects.contains(object),
      let defaults = objectClasses[object].flatMap({ Self.defaultTexts[$0] })
    else { return false }
    return defaults.property == InterfaceBuilderSource.propertyKind(ofKey: key)
      && defaults.texts.contains(text)
  }

  /// The texts Interface Builder gives a new label's and button's shown text, by element.
  private static let defaultTexts: [String: (property: String, texts: Set<String>)] = [
    "label": ("text", ["Label", "Title", "Subtitle", "Detail", "Text"]),
    "button": ("normalTitle", ["Button"]),
  ]

  /// The texts Interface Builder gives a table's cell templates, which each row replaces.
  private static let templateTexts: Set<String> = ["Text Cell", "Table View Cell"]
}
