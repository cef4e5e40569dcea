import CatalogParser

/// A note on tables a locale has not translated at all: its translations have not arrived (a
/// fresh export, a locale added to the project), and its gaps come one finding per key, in
/// which a translated locale's few real gaps drown (audits 239, 258, 260).
extension Project {
  /// Tables of at least this many checked keys are summed up: a smaller table's findings are
  /// few enough to read.
  static let untranslatedTableMinimum = 10

  /// One note naming each table and locale whose checked cells show the source text, for want of
  /// a translation or as a copy of it, in nine of ten or more, with what to do.
  public func untranslatedTableNotes(in report: Report) -> [ProjectNotice] {
    let missing = MissingTranslationRule.descriptor.id
    let copied = EnglishFallbackRule.descriptor.id
    var counts: [[String]: (shown: Int, cells: Int)] = [:]
    for row in report.matrix {
      for (locale, cell) in row.cells where !cell.isUnchecked && locale != catalog.sourceLocale {
        let group = [row.bundle, row.table, locale.identifier]
        let showsSource = cell.status == missing || cell.status == copied
        counts[group, default: (0, 0)].shown += showsSource ? 1 : 0
        counts[group, default: (0, 0)].cells += 1
      }
    }
    let untranslated = counts.filter { _, count in
      count.cells >= Self.untranslatedTableMinimum && count.shown * 10 >= count.cells * 9
    }
    guard !untranslated.isEmpty else { return [] }
    // By locale: a project of many tables names each locale once, with its keys and tables.
    var byLocale: [String: (shown: Int, cells: Int, tables: [String])] = [:]
    for (group, count) in untranslated {
      var total = byLocale[group[2], default: (0, 0, [])]
      total.shown += count.shown
      total.cells += count.cells
      total.tables.append(Self.tableName(group[1], of: group[0]))
      byLocale[group[2]] = total
    }
    let listed = byLocale.sorted { ($0.value.shown, $1.key) > ($1.value.shown, $0.key) }
    // Five, and the sixth where it is the last: "and 1 more locales" would name no fewer words.
    let shownCount = listed.count == 6 ? 6 : 5
    let named = listed.prefix(shownCount).map { locale, total in
      let place = total.tables.count == 1 ? "of \(total.tables[0])" : "in \(total.tables.count) tables"
      return "\(locale) (\(total.shown) of \(total.cells) keys \(place))"
    }
    let more = listed.count > shownCount ? " and \(listed.count - shownCount) more locales" : ""
    let one = listed.count == 1
    // A String Catalog holds every locale in one file: leaving it out leaves the translated
    // locales out too (audit 268).
    let leaveOut =
      untranslated.keys.contains { holdsEveryLocaleInOneFile(bundle: $0[0], table: $0[1]) }
      ? "leave such a locale out with --locales"
      : "leave such a table's files out with --exclude or such a locale with --locales"
    return [
      ProjectNotice(
        .note,
        "\(named.joined(separator: ", "))\(more) \(one ? "has" : "have") no translation of \(one ? "its" : "their") "
          + "own (the \(catalog.sourceLocale) text, untranslated or copied): translations that have not "
          + "arrived, or a table no translator was given; \(leaveOut), or record the gaps in the baseline")
    ]
  }

  /// Whether the table `table` of `bundle` is read from a String Catalog, whose one file holds
  /// every locale's values.
  private func holdsEveryLocaleInOneFile(bundle: String, table: String) -> Bool {
    catalog.tables.contains { candidate in
      candidate.bundle == bundle && candidate.name == table
        && candidate.files.contains {
          CatalogFormat(pathExtension: PathUtilities.pathExtension($0)) == .stringCatalog
        }
    }
  }
}
