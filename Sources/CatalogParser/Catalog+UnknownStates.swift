extension Catalog {
  /// The states that the XLIFF files of the run write but XLIFF does not define, and String
  /// Catalog states misspelt in case or separator (`Translated`, `needs-review`), one per file and
  /// state, in file order: labelcheck reads their values as translated (or as needing review, where
  /// `stale-translation` takes the state for a review state), which hides a value a tool meant as
  /// still to translate (`state="New"`). Other catalog states are left alone: tools write
  /// states of their own there (`machine_translated`), which Apple documents no list against.
  /// `including`: the locales whose values count (a run's `--locales` and what they read).
  public func unknownValueStates(including: (LocaleID) -> Bool = { _ in true }) -> [UnknownValueState] {
    var found: [String: [String: UnknownValueState]] = [:]
    for table in tables {
      for entry in table.entries {
        for (locale, value) in entry.localizations where including(locale) {
          if let state = value.state { note(state, of: value, in: &found) }
          guard value.variations != nil || value.substitutions != nil else { continue }
          for (_, leaf) in value.leaves where leaf.variations == nil && leaf.substitutions == nil {
            if let state = leaf.state { note(state, of: leaf, in: &found) }
          }
        }
      }
    }
    return found.values.flatMap(\.values).sorted { $0.position < $1.position }
  }

  private func note(
    _ state: String, of value: LocalizedValue, in found: inout [String: [String: UnknownValueState]]
  ) {
    // Most values are in one of the states every format has: no file name to look at.
    if state == "translated" || state == "new" { return }
    guard let position = value.position ?? value.keyPosition,
      let format = CatalogFormat(pathExtension: PathUtilities.pathExtension(position.file)),
      format == .stringCatalog || format == .xliff,
      !UnknownValueState.isKnown(state, in: format)
    else { return }
    let unknown = UnknownValueState(state: state, position: position, count: 1, format: format)
    guard format == .xliff || unknown.meantState != nil else { return }
    if found[position.file]?[state] != nil {
      found[position.file]?[state]?.count += 1
    } else {
      found[position.file, default: [:]][state] = unknown
    }
  }
}
