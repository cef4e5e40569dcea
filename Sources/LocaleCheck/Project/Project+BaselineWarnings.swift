import CatalogParser

extension Project {
  /// Bundles that `baselineFile`'s entries name but that neither the run read nor the project
  /// has as a folder: renamed or moved since the baseline was written (`Supporting Files` ->
  /// `Resources`), so that their entries hide nothing and every old finding there fails the run
  /// as new. A bundle that is still a folder, or one outside the run's paths (an XLIFF
  /// `original`'s, `Shared`, from an export the run does not read), is one the run
  /// leaves out.
  ///
  /// Where the bundle went is the one bundle whose new findings are the entries' own (rule,
  /// locale, table and identifier), else the one folder of its name that the baseline does not
  /// name already (audit 193).
  public func baselineBundleWarnings(after report: Report, baselineFile: String) -> [ProjectNotice] {
    let folder = fingerprintDirectory ?? "."
    let entries = baseline?.entries ?? []
    let namedBundles = Set(entries.compactMap(\.bundle))
    // The run's bundles as the baseline names them (from the fingerprint folder), by last name.
    let readBundles = Dictionary(
      grouping: Set(catalog.tables.map { catalog.projectBundle($0.bundle) }).subtracting(namedBundles),
      by: PathUtilities.lastComponent)
    let reappeared = reappearedBundles(of: entries, in: report)
    return report.baselineUnreadBundles.sorted { $0.key < $1.key }.compactMap { bundle, count in
      let path = bundle == "." ? folder : PathUtilities.absolute(bundle, base: folder)
      guard !PathUtilities.entryExists(path) else { return nil }
      // A folder of that name the run read elsewhere: moved (`Shared` to `App/Shared`), also where
      // the configuration's `paths` were changed to follow it.
      let namesakes = bundle == "." ? [] : readBundles[PathUtilities.lastComponent(bundle)] ?? []
      let successors = (reappeared[bundle] ?? []).subtracting(namedBundles)
      let movedTo =
        successors.count == 1
        ? successors.first : successors.isEmpty && namesakes.count == 1 ? namesakes.first : nil
      guard
        !successors.isEmpty || !namesakes.isEmpty || absolutePaths.contains(where: { Self.holds($0, path) })
      else { return nil }
      let entries = count == 1 ? "1 entry names" : "\(count) entries name"
      let now = movedTo.map { " (now '\($0)'?)" } ?? " (renamed or moved?)"
      return ProjectNotice(
        .warning,
        "\(baselineFile): \(entries) the bundle '\(bundle)', which the project no longer has\(now): "
          + "\(count == 1 ? "it hides" : "they hide") nothing, and the same findings under a new name "
          + "count as new; run 'labelcheck baseline' again to record them there")
    }
  }

  /// For each bundle of `entries`, the bundles (named as the baseline names them) of the run's
  /// findings that match one of its entries in all but the bundle: where its findings went.
  private func reappearedBundles(of entries: [BaselineEntry], in report: Report) -> [String: Set<String>] {
    func signature(_ rule: String, _ locale: String?, _ table: String?, _ identifier: String?) -> [String?] {
      [rule, locale, table, identifier]
    }
    var bundlesBySignature: [[String?]: Set<String>] = [:]
    for entry in entries {
      guard let bundle = entry.bundle, entry.table != nil else { continue }
      bundlesBySignature[signature(entry.rule, entry.locale, entry.table, entry.identifier), default: []]
        .insert(bundle)
    }
    var result: [String: Set<String>] = [:]
    for finding in report.findings {
      guard let bundle = finding.bundle.map(catalog.projectBundle),
        let old = bundlesBySignature[
          signature(finding.rule, finding.locale?.identifier, finding.table, finding.identifier)]
      else { continue }
      for oldBundle in old where oldBundle != bundle { result[oldBundle, default: []].insert(bundle) }
    }
    return result
  }

  /// Whether `folder` is `path` or a folder above it.
  private static func holds(_ folder: String, _ path: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }
}
