/// The run's source language as its files declare it: the first String Catalog's, else the first
/// other file's (an XLIFF document's).
///
/// A file without keys (the empty catalog a new widget target was given) declares a language that
/// no text of the run is in: it counts only where no file of the run has keys.
struct DeclaredRunSource {
  private var sawKeys = false
  private var catalog: LocaleID?
  private var other: LocaleID?
  private var keylessCatalog: LocaleID?
  private var keylessOther: LocaleID?

  /// Records `locale`, declared by a String Catalog (`isCatalog`) or another file, with keys or
  /// without; the file is noted with ``noteFile(hasKeys:)`` too.
  mutating func record(_ locale: LocaleID, isCatalog: Bool, hasKeys: Bool) {
    switch (isCatalog, hasKeys) {
    case (true, true): catalog = catalog ?? locale
    case (true, false): keylessCatalog = keylessCatalog ?? locale
    case (false, true): other = other ?? locale
    case (false, false): keylessOther = keylessOther ?? locale
    }
  }

  /// Notes a file of the run, declaring a source or not, with keys or without.
  mutating func noteFile(hasKeys: Bool) {
    sawKeys = sawKeys || hasKeys
  }

  /// The declared source of the run, if a file with keys declares one, or no file has keys.
  var locale: LocaleID? {
    catalog ?? other ?? (sawKeys ? nil : keylessCatalog ?? keylessOther)
  }

  /// Each locale recorded first of its kind.
  var candidates: [LocaleID] {
    [catalog, other, keylessCatalog, keylessOther].compactMap { $0 }
  }
}
