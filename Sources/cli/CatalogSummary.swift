import Foundation
import LocaleCheck

/// The text of `labelcheck inspect`: tables, locales, key counts and percent translated.
enum CatalogSummary {
  static func render(_ catalog: Catalog) -> String {
    var lines: [String] = []
    let locales = catalog.locales
    let keyCount = catalog.tables.reduce(0) { $0 + $1.entries.count }
    // An app in `en` beside a widget in `de`: each table is measured against its own source.
    let sources = catalog.tableSourceLocales
    let isMixed = sources.count > 1
    let sourceText =
      isMixed
      ? "sources: "
        + sources.enumerated().map { index, source in
          "\(source.locale) for \(index == 0 ? count(source.tables, "table") : String(source.tables))"
        }.joined(separator: ", ")
      : "source: \(catalog.sourceLocale)"
    lines.append(
      "\(count(catalog.tables.count, "table")), \(count(keyCount, "key")), \(count(locales.count, "locale")) "
        + "(\(sourceText)), \(count(catalog.files.count, "file"))")
    lines.append("")
    for table in catalog.tables {
      let bundle = table.bundle == "." ? "" : "\(table.bundle)/"
      let source = catalog.sourceLocale(of: table)
      let details = [TableKeyCounts(table, source: source).breakdown, isMixed ? "source: \(source)" : nil]
        .compactMap { $0 }.joined(separator: "; ")
      lines.append(
        "\(bundle)\(table.name): \(count(table.entries.count, "key"))"
          + (details.isEmpty ? "" : " (\(details))"))
    }
    let sourceLocales = Set(sources.map(\.locale))
    lines.append("")
    let width = max(6, locales.map(\.identifier.count).max() ?? 0)
    lines.append("locale".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "translated")
    for (locale, progress) in zip(locales, TranslationProgress.measure(catalog, locales: locales)) {
      let name = locale.identifier + (sourceLocales.contains(locale) ? "*" : "")
      // No source text to translate (only translations were given): no share to show.
      let share =
        progress.total == 0
        ? "    -   (no \(catalog.sourceLocale) text to translate)"
        : String(format: "%5.1f", progress.percent)
          + "%  (\(progress.translated) of \(progress.total)"
          + (progress.needingReview == 0 ? ")" : ", \(progress.needingReview) of them to review)")
      lines.append(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + share)
    }
    if locales.contains(where: sourceLocales.contains) {
      lines.append("")
      lines.append(isMixed ? "* source locale of some tables" : "* source locale")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `1 key`, `2 keys`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
