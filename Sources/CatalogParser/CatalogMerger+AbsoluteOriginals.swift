extension CatalogMerger {
  /// The bundle that an XLIFF `original` written as an absolute path stands for (Xcode 9.4
  /// wrote `/Users/dev/App/App/en.lproj/Localizable.strings` where other versions write
  /// `App/en.lproj/Localizable.strings`, openradar 40697031): the longest of the run's other
  /// `bundles` that the path ends with; else its shortest ending that no other absolute bundle
  /// of the run ends with (`App` for `/Users/alice/App/App` and `/Users/bob/App/App`, one bundle
  /// exported on two machines; `App/Resources` beside `/Users/dev/App/Widget/Resources`).
  ///
  /// `absolute` is the bundle as `XLIFFParser.tableLocation` names it, with its leading `/`.
  static func projectBundle(ofAbsolute absolute: String, among bundles: Set<String>) -> String {
    let folders = PathUtilities.components(of: absolute)
    var best: (bundle: String, length: Int)?
    for bundle in bundles where !bundle.hasPrefix("/") && bundle != "." {
      let tail = PathUtilities.components(of: bundle)
      guard PathUtilities.commonEnding(folders, tail) == tail.count, tail.count > best?.length ?? 0 else {
        continue
      }
      best = (bundle, tail.count)
    }
    if let best { return best.bundle }
    let absolutes = bundles.filter { $0.hasPrefix("/") }.map(PathUtilities.components(of:))
    // Paths that end alike are one bundle, as `BundleLocator` reads them.
    let others = absolutes.filter { !PathUtilities.endAlike(folders, $0) }
    let shared =
      absolutes.filter { PathUtilities.endAlike(folders, $0) }.map { PathUtilities.commonEnding(folders, $0) }
      .min() ?? folders.count
    for length in 1..<max(shared, 1) + 1 {
      let ending = folders.suffix(length)
      if !others.contains(where: { $0.suffix(length).elementsEqual(ending) }) {
        return ending.joined(separator: "/")
      }
    }
    return folders.suffix(max(shared, 1)).joined(separator: "/")
  }

  /// Moves the tables of absolute `original`s into the bundles they stand for (see
  /// `projectBundle(ofAbsolute:among:)`), with what the merger knows of them.
  mutating func joinAbsoluteOriginals() {
    let bundles = Set(tables.values.lazy.map(\.bundle))
    let absolute = bundles.filter { $0.hasPrefix("/") }
    guard !absolute.isEmpty else { return }
    var renamed: [String: String] = [:]
    for bundle in absolute { renamed[bundle] = Self.projectBundle(ofAbsolute: bundle, among: bundles) }
    for (from, to) in renamed {
      if let locale = bundleSourceLocales.removeValue(forKey: from), bundleSourceLocales[to] == nil {
        bundleSourceLocales[to] = locale
      }
      if let region = projectRegions.removeValue(forKey: from), projectRegions[to] == nil {
        projectRegions[to] = region
      }
    }
    for index in duplicates.indices {
      if let to = renamed[duplicates[index].bundle] { duplicates[index].bundle = to }
    }
    let ids = order
    order = []
    for id in ids {
      guard var table = tables.removeValue(forKey: id) else { continue }
      let target = renamed[table.bundle].map { $0 + "\u{0}" + table.name } ?? id
      if target != id {
        table.bundle = renamed[table.bundle]!
        moveExportRecords(from: id, to: target)
      }
      if tables[target] == nil {
        order.append(target)
        tables[target] = table
      } else {
        tables[target]!.merge(table)
      }
    }
  }

  /// Moves what the merger recorded of the exports of the table `id` to the table `target`.
  private mutating func moveExportRecords(from id: String, to target: String) {
    if let locales = exports.removeValue(forKey: id) {
      exports[target, default: [:]].merge(locales) { $0.union($1) }
    }
    if let sources = exportSourceLocales.removeValue(forKey: id) {
      exportSourceLocales[target, default: []].formUnion(sources)
    }
    if let comments = interfaceBuilderComments.removeValue(forKey: id),
      interfaceBuilderComments[target] == nil
    {
      interfaceBuilderComments[target] = comments
    }
  }
}
