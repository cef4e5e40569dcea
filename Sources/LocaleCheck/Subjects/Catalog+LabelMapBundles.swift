import CatalogParser

extension Catalog {
  /// The tables of `tables` in the bundle a label map's entry names: as the run shows bundles, or
  /// relative to the project folder; else the bundles whose path ends in it, so that a team's own
  /// label map's `Widget` means the same from the app's folder and from the repository's root
  /// (`apps/Shop/Widget`), where one bundle's path ends so.
  func tables(_ tables: [StringTable], inLabelMapBundle bundle: String) -> [StringTable] {
    let exact = tables.filter { $0.bundle == bundle || projectBundle($0.bundle) == bundle }
    guard exact.isEmpty, bundle != ".", !bundle.hasPrefix("../") else { return exact }
    let suffix = "/" + bundle
    let ending = tables.filter { $0.bundle.hasSuffix(suffix) || projectBundle($0.bundle).hasSuffix(suffix) }
    // Two bundles of that ending (`apps/A/Widget`, `apps/B/Widget`): the entry names neither.
    return Set(ending.map(\.bundle)).count == 1 ? ending : []
  }

  /// The bundles, as the run shows them, whose paths end in a label map entry's `bundle` where
  /// more than one does (`apps/A/Widget` and `apps/B/Widget` for `Widget`), so that the entry
  /// names none of them; empty otherwise.
  func bundlesSharingLabelMapEnding(_ bundle: String) -> [String] {
    guard bundle != ".", !bundle.hasPrefix("../") else { return [] }
    let suffix = "/" + bundle
    let ending = Set(
      tables.filter { $0.bundle.hasSuffix(suffix) || projectBundle($0.bundle).hasSuffix(suffix) }
        .map { projectBundle($0.bundle) })
    return ending.count > 1 ? ending.sorted() : []
  }
}
