import CatalogParser

/// A capture that shows another key's text: the control looks up a renamed or wrong key, which
/// the message must name, or the team searches the catalogs for the text by hand (audit 241).
extension RuntimeMismatchRule {
  /// " ('Einloggen' is the de text of key 'Log in', which the app may look up instead of 'Sign
  /// in')" where `captured` is the text of other keys than `key` in the capture's locale, up to
  /// three named; "" otherwise, and for a label that is the identifier or the key itself, which
  /// the message tells in its own words.
  static func otherKeyNote(
    _ captured: String, in capture: UICapture, identifier: String, subject: Subject, key: String,
    context: CheckContext, lookup: inout CaptureBinder.KeyLookup
  ) -> String {
    let label = LabelText.trimmed(captured)
    guard !label.isEmpty, label != identifier, label != key else { return "" }
    // A key that shows the text only by falling back to another language's is no lead: the
    // source's own "Sign in" shown in German is not "the de text" of another key (review 173).
    let others = lookup.keys(showing: captured, in: capture.locale).filter { table, otherKey in
      !(otherKey == key && table.name == subject.table && table.bundle == subject.bundle)
        && table.entry(forKey: otherKey)?.localizations.keys.contains {
          ParentLocales.isSameLanguage($0, capture.locale)
        } == true
    }
    guard !others.isEmpty else { return "" }
    let named = others.prefix(3).map { table, otherKey in
      let reference = CatalogKeyReference(bundle: table.bundle, table: table.name, key: otherKey)
      let sameTable = table.name == subject.table && table.bundle == subject.bundle
      return (sameTable ? "" : "\(context.tableDisplayName(of: reference)) ") + "'\(otherKey)'"
    }
    let keys =
      others.count == 1 ? "key \(named[0])" : "keys " + listed(named, more: others.count - named.count)
    let (shownText, _) = comparable(captured, "")
    return
      " ('\(shownText)' is the \(capture.locale) text of \(keys), which the app may look up instead of '\(key)')"
  }

  /// A label cut short on screen is the bound key's text: another key that starts alike is no lead.
  static func cutOrOtherKeyNote(_ cut: String, otherKey: String) -> String {
    cut.isEmpty ? otherKey : cut
  }

  /// "'a', 'b' and 'c'" or "'a', 'b', 'c' and 2 more".
  private static func listed(_ names: [String], more: Int) -> String {
    guard more == 0 else { return names.joined(separator: ", ") + " and \(more) more" }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}
