import CatalogParser

/// The app's name in each bundle (`InfoPlist` `CFBundleName`, `CFBundleDisplayName`): a label of
/// another table that is the name ("geteduroam", a title or an App Store name) reads alike in a
/// locale whose `InfoPlist` keeps the name as it is.
struct AppNames: Sendable {
  /// Per bundle, each name's source text as names compare (`nameForm`) with its `InfoPlist` entry.
  private let names: [String: [(name: String, entry: StringEntry)]]
  /// The bundles whose names the source language writes (the others' come from translations).
  private let bundlesNamedInSource: Set<String>

  /// The names of every `InfoPlist` table of `catalog`, by bundle.
  init(_ catalog: Catalog) {
    var names: [String: [(name: String, entry: StringEntry)]] = [:]
    var bundlesNamedInSource: Set<String> = []
    for table in catalog.tables where table.isInfoPlist {
      let source = catalog.sourceLocale(of: table)
      for key in InfoPlistKeys.appNames.sorted() {
        // Most apps keep the source's name in Info.plist itself, not in an `InfoPlist.strings`:
        // the name the translations write most often is then the name.
        guard let entry = table.entry(forKey: key),
          let name = entry.localizations[source]?.value ?? Self.mostWrittenName(of: entry)
        else { continue }
        let trimmed = Self.shown(name)
        guard !trimmed.isEmpty else { continue }
        names[table.bundle, default: []].append((Self.nameForm(trimmed), entry))
        if entry.localizations[source] != nil { bundlesNamedInSource.insert(table.bundle) }
      }
    }
    self.names = names
    self.bundlesNamedInSource = bundlesNamedInSource
  }

  /// Whether `text` (trimmed) is the name of `bundle`'s app and `locale` writes that name as it is
  /// in its own `InfoPlist` (or a parent's, as `resolver` reads it): a locale without one, or
  /// one that names the app otherwise ("Rechner"), shows an English word, not the brand.
  ///
  /// Every name of the bundle the locale writes counts: a kept `CFBundleName` beside a
  /// translated `CFBundleDisplayName` (the Home screen's) is no kept name; one name written for
  /// another ("Proton Mail" for "ProtonMail") is.
  func isKeptName(_ text: String, bundle: String, in locale: LocaleID, resolver: LabelResolver) -> Bool {
    let shownText = Self.nameForm(text)
    // A bundle without an `InfoPlist` (a Swift package's resources, a framework) of a run with one
    // app shows that app's name; an extension ("Moblin Widget") its containing app's ("Moblin",
    // audit 152).
    let ownNames = names[bundle] ?? onlyAppsNames
    let naming = { (names: [(name: String, entry: StringEntry)]) in names.contains { $0.name == shownText } }
    // Not an app's text that another bundle's name happens to be (a widget named "Calendar").
    let isInOwnName =
      names[bundle]?.contains { $0.name.hasPrefix(shownText) || $0.name.hasSuffix(shownText) } ?? false
    guard
      let bundleNames = ownNames.flatMap({ naming($0) ? $0 : nil })
        ?? (isInOwnName
          ? names.sorted(by: { $0.key < $1.key }).first(where: { naming($0.value) })?.value : nil)
    else {
      return false
    }
    // Each name the locale writes itself: kept as it is, or the app's name there.
    let written = bundleNames.compactMap { name, entry -> (name: String, value: String)? in
      let resolution = resolver.resolve(entry, in: locale)
      guard !resolution.isSourceFallback, resolution.resolvedFrom != resolution.sourceLocale,
        let value = resolution.value?.value
      else { return nil }
      return (name, Self.nameForm(value))
    }
    // Any of the app's names counts as kept: Proton Mail's German `CFBundleName` writes its
    // display name, "Proton Mail", for the source's "ProtonMail".
    let sourceNames = Set(bundleNames.map(\.name))
    return written.contains { $0.name == shownText || $0.value == shownText }
      && written.allSatisfy { sourceNames.contains($0.value) }
  }

  /// Whether `text` is one of the names of an app or extension of the run, in whatever locale it
  /// shows: an extension shows its app's name, and a resource bundle its app's.
  func isName(_ text: String) -> Bool {
    let shownText = Self.nameForm(text)
    return names.values.contains { $0.contains { $0.name == shownText } }
  }

  /// A name as a name compares: without its spaces, as "Notch Drop" and "NotchDrop", "Proton
  /// Mail" and "ProtonMail" are one name written two ways (in its case: "Read later" is words,
  /// not the app "ReadLater").
  private static func nameForm(_ text: String) -> String {
    String(String.UnicodeScalarView(shown(text).unicodeScalars.filter { !$0.properties.isWhitespace }))
  }

  /// The names of the run's one app, where it has one: the one bundle the source language names
  /// (an extension named only by translations is no second app), else the only bundle named.
  private var onlyAppsNames: [(name: String, entry: StringEntry)]? {
    if bundlesNamedInSource.count == 1, let bundle = bundlesNamedInSource.first { return names[bundle] }
    return bundlesNamedInSource.isEmpty && names.count == 1 ? names.values.first : nil
  }

  /// The value the most locales of `entry` write (the first by order of text where as many write
  /// another), `nil` where none writes one.
  private static func mostWrittenName(of entry: StringEntry) -> String? {
    var counts: [String: Int] = [:]
    for text in entry.localizations.values.compactMap({ $0.value.map(shown) }) where !text.isEmpty {
      counts[text, default: 0] += 1
    }
    return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
  }

  /// A name as it reads: trimmed, without the direction marks a right-to-left file wraps it in.
  private static func shown(_ text: String) -> String {
    LabelText.trimmed(LabelText.removingInvisibleCharacters(text) ?? text)
  }
}
