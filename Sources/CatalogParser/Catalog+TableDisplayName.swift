extension Catalog {
  /// `name` as messages name the table of `bundle`: after as many of the bundle's last folders
  /// as tell it from the other bundles' tables of that name (`Widget/Localizable` beside
  /// `App/Localizable`), which the bare name would seem to speak of too (audit 107); the bare
  /// name where no other bundle has such a table, or for the run's own folder.
  public func displayName(ofTable name: String, bundle: String) -> String {
    let others = tables.filter { $0.name == name && $0.bundle != bundle }.map { Self.folders(of: $0.bundle) }
    let own = Self.folders(of: bundle)
    guard !others.isEmpty, !own.isEmpty else { return name }
    for count in 1..<own.count {
      let suffix = own.suffix(count)
      if !others.contains(where: { $0.count >= count && $0.suffix(count) == suffix }) {
        return suffix.joined(separator: "/") + "/" + name
      }
    }
    return bundle + "/" + name
  }

  private static func folders(of bundle: String) -> [Substring] {
    bundle == "." ? [] : bundle.split(separator: "/")
  }
}
