/// The source languages of a run whose tables declare different ones (an app in `en` with a
/// widget's String Catalog in `de`), which one run-wide source would misname.
extension Catalog {
  /// The distinct source languages of the tables with keys, the most tables' first (ties by
  /// identifier), with how many tables take each; one entry where every table takes the same.
  ///
  /// A table without keys (a widget's empty String Catalog) has no text in its language.
  public var tableSourceLocales: [(locale: LocaleID, tables: Int)] {
    var counts: [LocaleID: Int] = [:]
    for table in tables where !table.entries.isEmpty { counts[sourceLocale(of: table), default: 0] += 1 }
    return counts.map { (locale: $0.key, tables: $0.value) }
      .sorted { $0.tables != $1.tables ? $0.tables > $1.tables : $0.locale < $1.locale }
  }
}
