import Foundation
import LocaleCheck

/// The text of `labelcheck inspect`: tables, locales, key counts and percent translated.
enum CatalogSummary {
  static func render(_ catalog: Catalog) -> String {
    var lines: [String] = []
    let locales = catalog.locales
    let keyCount = catalog.tables.reduce(0) { $0 + $1.entries.count }
    lines.append(
      "\(count(catalog.tables.count, "table")), \(count(keyCount, "key")), \(count(locales.count, "locale")) "
        + "(source: \(catalog.sourceLocale)), \(count(catalog.files.count, "file"))")
    lines.append("")
    for table in catalog.tables {
      let bundle = table.bundle == "." ? "" : "\(table.bundle)/"
      let breakdown = TableKeyCounts(table, source: catalog.sourceLocale(of: table)).breakdown
      lines.append(
        "\(bundle)\(table.name): \(count(table.entries.count, "key"))" + (breakdown.map { " (\($0))" } ?? ""))
    }
    lines.append("")
    let width = max(6, locales.map(\.identifier.count).max() ?? 0)
    lines.append("locale".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "translated")
    for (locale, progress) in zip(locales, TranslationProgress.measure(catalog, locales: locales)) {
      let name = locale.identifier + (locale == catalog.sourceLocale ? "*" : "")
      // No source text to translate (only translations were given): no share to show.
      let share =
        progress.total == 0
        ? "    -   (no \(catalog.sourceLocale) text to translate)"
        : String(format: "%5.1f", progress.percent)
          + "%  (\(progress.translated) of \(progress.total)"
          + (progress.needingReview == 0 ? ")" : ", \(progress.needingReview) of them to review)")
      lines.append(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + share)
    }
    if locales.contains(catalog.sourceLocale) {
      lines.append("")
      lines.append("* source locale")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `1 key`, `2 keys`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
