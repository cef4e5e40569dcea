import CatalogParser

extension Project {
  /// A note where UI captures chose the run's subjects (no label map): the catalog keys that no
  /// capture shows were not checked, which a run without `--captures` checks. Adding captures to
  /// a job must not make its report greener unseen (audit 328: nine missing translations gone).
  public func uncapturedKeyNotes(in report: Report) -> [ProjectNotice] {
    guard !captures.isEmpty, labelMap == nil, report.summary.subjects > 0 else { return [] }
    let bound = Set(report.matrix.map { [$0.bundle, $0.table, $0.key] })
    var total = 0
    var unchecked = 0
    // Info.plist's texts are the system's to show, in no capture.
    for table in catalog.tables where !table.isInfoPlist {
      for entry in table.entries where entry.shouldTranslate {
        total += 1
        if !bound.contains([table.bundle, table.name, entry.key]) { unchecked += 1 }
      }
    }
    guard unchecked > 0 else { return [] }
    return [
      ProjectNotice(
        .note,
        "the captures show \(total - unchecked) of the catalogs' \(total) keys, so "
          + (unchecked == 1 ? "the other one was" : "the other \(unchecked) were")
          + " not checked; a run without --captures checks every key, "
          + "and a label map (--labels) names the ones to check")
    ]
  }
}
