import LocaleCheck

/// Warnings about what the catalogs or the label map leave open; the run goes on.
extension RunInputs {
  /// Warns about tables of one bundle whose names differ only in case (`InfoPlist`, `infoPlist`).
  func warnAboutTableNameCollisions() {
    for collision in TableNameCaseCollision.find(in: catalog.tables) {
      let names = collision.names.map { "'\($0)'" }.joined(separator: " and ")
      Console.error(
        "labelcheck: warning: \(collision.bundle) has tables \(names), whose file names differ only in "
          + "case; on a case-sensitive file system (iOS) the app reads only the one it names, so they are "
          + "checked as different tables")
    }
  }

  /// Warns about tables that two XLIFF documents translate into one locale (`de.xliff` beside
  /// `de.xcloc`): their units are merged, so an old export can hide what a new one leaves out.
  func warnAboutExportCollisions() {
    for collision in catalog.exportCollisions {
      let table = collision.bundle == "." ? collision.table : collision.bundle + "/" + collision.table
      Console.error(
        "labelcheck: warning: \(collision.files.joined(separator: " and ")) both translate \(table) into "
          + "\(collision.locale); their units are merged key by key, so an older export can hide what a newer "
          + "one leaves untranslated; keep one export per locale")
    }
  }

  /// Warns about label-map entries whose key two bundles hold (an app's and its extension's
  /// `Localizable`): the entry is bound to the first, and a `bundle` field settles it.
  func warnAboutAmbiguousBindings() {
    guard let labelMap else { return }
    let ambiguous = SubjectBinder.ambiguousBindings(from: labelMap, in: catalog)
    // A few are named; a generated map of thousands must not bury the report under them.
    for (entry, bundles) in ambiguous.prefix(Self.ambiguousBindingsListed) {
      let named = bundles.prefix(3).joined(separator: ", ") + (bundles.count > 3 ? ", ..." : "")
      Console.error(
        "\(entry.position): warning: \(ControlCharacters.escaped(entry.identifier)): key "
          + "'\(ControlCharacters.escaped(entry.key))' of \(ControlCharacters.escaped(entry.table)) is in "
          + "\(bundles.count) bundles (\(named)), and it is checked in \(bundles[0])'s; "
          + "add \"bundle\" to its entry to choose")
    }
    if ambiguous.count > Self.ambiguousBindingsListed {
      Console.error(
        "labelcheck: warning: \(ambiguous.count - Self.ambiguousBindingsListed) more label-map entries name a key "
          + "that several bundles hold; add \"bundle\" to them")
    }
  }

  /// How many ambiguous label-map entries are named one by one.
  static let ambiguousBindingsListed = 10
}
