import Foundation
import LocaleCheck

/// The text of `labelcheck inspect`: tables, locales, key counts and percent translated.
enum CatalogSummary {
  /// The summary of `catalog`: a header, one line per table, one per locale.
  static func render(_ catalog: Catalog) -> String {
    // An app in `en` beside a widget in `de`: each table is measured against its own source.
    let sources = catalog.tableSourceLocales
    let isMixed = sources.count > 1
    // Every table's locales, gathered once.
    let locales = catalog.locales
    var lines = [header(catalog, locales: locales, sources: sources), ""]
    lines += tableLines(catalog, namingSources: isMixed)
    lines.append("")
    // The tables' own source where they agree: the run's may be an empty table's (review 97).
    let sourceLocales = sources.isEmpty ? [catalog.sourceLocale] : Set(sources.map(\.locale))
    lines += localeLines(catalog, locales: locales, marking: sourceLocales)
    if locales.contains(where: sourceLocales.contains) {
      lines.append("")
      lines.append(isMixed ? "* source locale of some tables" : "* source locale")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "2 tables, 4 keys, 2 locales (source: en), 3 files", or "(sources: de for 1 table, en for 1)";
  /// "6 files (3 could not be read)".
  private static func header(
    _ catalog: Catalog, locales: [LocaleID], sources: [(locale: LocaleID, tables: Int)]
  ) -> String {
    let keyCount = catalog.tables.reduce(0) { $0 + $1.entries.count }
    let sourceText =
      sources.count > 1
      ? "sources: "
        + sources.enumerated().map { index, source in
          "\(source.locale) for \(index == 0 ? count(source.tables, "table") : String(source.tables))"
        }.joined(separator: ", ")
      : "source: \(sources.first?.locale ?? catalog.sourceLocale)"
    // Files whose errors stopped their reading hold tables and locales the lines below lack (audit 326).
    let failed = Set(catalog.errors.map(\.position.file)).subtracting(catalog.partlyReadFiles)
    let unread = Set(catalog.files).intersection(failed).count
    return "\(count(catalog.tables.count, "table")), \(count(keyCount, "key")), "
      + "\(count(locales.count, "locale")) (\(sourceText)), \(count(catalog.files.count, "file"))"
      + (unread == 0 ? "" : " (\(unread) could not be read)")
  }

  /// One line per table: its key count, and its source where the tables' sources differ.
  private static func tableLines(_ catalog: Catalog, namingSources: Bool) -> [String] {
    catalog.tables.map { table in
      let bundle = table.bundle == "." ? "" : "\(table.bundle)/"
      let source = catalog.sourceLocale(of: table)
      // A source file that could not be read leaves the keys without text (audit 129): its own
      // language's (`en` for `en-US`) or `Base`'s, where no other file gives the text (review 108).
      let sourceFiles = Set(ParentLocales.fallbackChain(for: source) + [.base])
      let unreadSource =
        !table.hasValues(in: source)
        && catalog.unreadLocaleFiles.contains {
          $0.bundle == table.bundle && $0.table == table.name && $0.locale.map(sourceFiles.contains) == true
        }
      let details = [
        unreadSource
          ? "its \(source) file could not be read" : TableKeyCounts(table, source: source).breakdown,
        namingSources ? "source: \(source)" : nil,
      ]
      .compactMap { $0 }.joined(separator: "; ")
      return "\(bundle)\(table.name): \(count(table.entries.count, "key"))"
        + (details.isEmpty ? "" : " (\(details))")
    }
  }

  /// The share each locale translates, a `*` after the source locales.
  private static func localeLines(
    _ catalog: Catalog, locales: [LocaleID], marking sourceLocales: Set<LocaleID>
  ) -> [String] {
    let width = max(6, locales.map(\.identifier.count).max() ?? 0)
    var lines = ["locale".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "translated"]
    let sourceFiles = Set(sourceLocales.flatMap(ParentLocales.fallbackChain(for:)) + [.base])
    let unreadSourceNote =
      catalog.unreadLocaleFiles.contains { $0.locale.map(sourceFiles.contains) == true }
      ? ": a file of it could not be read" : ""
    for (locale, progress) in zip(locales, TranslationProgress.measure(catalog, locales: locales)) {
      let name = locale.identifier + (sourceLocales.contains(locale) ? "*" : "")
      // No source text to translate (only translations were given): no share to show.
      let share =
        progress.total == 0
        ? "    -   (no \(catalog.sourceLocale) text to translate\(unreadSourceNote))"
        : String(format: "%5.1f", progress.percent)
          + "%  (\(progress.translated) of \(progress.total)"
          + (progress.needingReview == 0 ? ")" : ", \(progress.needingReview) of them to review)")
      lines.append(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + share)
    }
    return lines
  }

  /// `1 key`, `2 keys`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
