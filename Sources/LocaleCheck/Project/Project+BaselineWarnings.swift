import CatalogParser

extension Project {
  /// Bundles that `baselineFile`'s entries name but that neither the run read nor the project
  /// has as a folder: renamed or moved since the baseline was written (`Supporting Files` ->
  /// `Resources`), so that their entries hide nothing and every old finding there fails the run
  /// as new. A bundle that is still a folder, or one outside the run's paths (an XLIFF
  /// `original`'s, `Shared`, from an export the run does not read), is one the run
  /// leaves out.
  ///
  /// Where the bundle went is the bundle whose new findings are most of the entries' own (rule,
  /// locale, table and identifier), more than any other bundle's, else the one folder of its
  /// name that the baseline does not name already (audit 193, review 145): without a label map
  /// the identifier is the key, and keys such as "Cancel" are in many bundles.
  public func baselineBundleWarnings(after report: Report, baselineFile: String) -> [ProjectNotice] {
    let folder = fingerprintDirectory ?? "."
    let entries = baseline?.entries ?? []
    let namedBundles = Set(entries.compactMap(\.bundle))
    // The run's bundles as the baseline names them (from the fingerprint folder), by last name.
    let readBundles = Dictionary(
      grouping: Set(catalog.tables.map { catalog.projectBundle($0.bundle) }).subtracting(namedBundles),
      by: PathUtilities.lastComponent)
    let reappeared = reappearedShares(of: entries, in: report)
    return report.baselineUnreadBundles.sorted { $0.key < $1.key }.compactMap { bundle, count in
      let path = bundle == "." ? folder : PathUtilities.absolute(bundle, base: folder)
      guard !PathUtilities.entryExists(path) else { return nil }
      // A folder of that name the run read elsewhere: moved (`Shared` to `App/Shared`), also where
      // the configuration's `paths` were changed to follow it.
      let namesakes = bundle == "." ? [] : readBundles[PathUtilities.lastComponent(bundle)] ?? []
      let movedTo =
        Self.successor(among: (reappeared[bundle] ?? [:]).filter { !namedBundles.contains($0.key) })
        ?? (namesakes.count == 1 ? namesakes.first : nil)
      guard movedTo != nil || !namesakes.isEmpty || absolutePaths.contains(where: { Self.holds($0, path) })
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

  /// Of the bundles a bundle's findings reappear in, each with the share of its entries it
  /// holds, the one that holds more than half of them and more than any other.
  private static func successor(among shares: [String: Double]) -> String? {
    let ranked = shares.sorted { $0.value > $1.value }
    guard let best = ranked.first, best.value > 0.5, ranked.count == 1 || ranked[1].value < best.value
    else { return nil }
    return best.key
  }

  /// For each bundle of `entries`, the bundles (named as the baseline names them) of the run's
  /// findings that match its entries in all but the bundle (where its findings went), each with
  /// the share of the bundle's entries (told apart by rule, locale, table and identifier) it holds.
  private func reappearedShares(of entries: [BaselineEntry], in report: Report) -> [String: [String: Double]]
  {
    var signatureCounts: [String: Set<[String?]>] = [:]
    var bundlesBySignature: [[String?]: Set<String>] = [:]
    for entry in entries {
      guard let bundle = entry.bundle, entry.table != nil else { continue }
      let signature = [entry.rule, entry.locale, entry.table, entry.identifier]
      signatureCounts[bundle, default: []].insert(signature)
      bundlesBySignature[signature, default: []].insert(bundle)
    }
    var reappeared: [String: [String: Set<[String?]>]] = [:]
    for finding in report.findings {
      let signature = [finding.rule, finding.locale?.identifier, finding.table, finding.identifier]
      guard let bundle = finding.bundle.map(catalog.projectBundle), let old = bundlesBySignature[signature]
      else { continue }
      for oldBundle in old where oldBundle != bundle {
        reappeared[oldBundle, default: [:]][bundle, default: []].insert(signature)
      }
    }
    var shares: [String: [String: Double]] = [:]
    for (oldBundle, found) in reappeared {
      let total = Double(max(signatureCounts[oldBundle]?.count ?? 1, 1))
      shares[oldBundle] = found.mapValues { Double($0.count) / total }
    }
    return shares
  }

  /// Whether `folder` is `path` or a folder above it.
  private static func holds(_ folder: String, _ path: String) -> Bool {
    path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }
}
