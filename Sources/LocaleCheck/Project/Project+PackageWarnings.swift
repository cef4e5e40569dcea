import CatalogParser

extension Project {
  /// Packages whose targets hold `.lproj` tables but whose manifests declare no
  /// `defaultLocalization`: SwiftPM refuses to build them, and the source language their tables
  /// are checked against is only the run's guess (audit 265). Each once, at its `Package(` call.
  public func undeclaredPackageLocalizationWarnings() -> [ProjectNotice] {
    catalog.undeclaredPackageLocalizations.map { package in
      let tables = catalog.tables.filter { package.bundles.contains($0.bundle) }
      let sources = Set(tables.map(catalog.sourceLocale(of:)).map(\.identifier)).sorted()
      let held = Set(tables.flatMap(\.locales).map(\.identifier)).sorted()
      let folders = package.bundles
      let named =
        folders.count == 1 ? folders[0] : "\(folders[0]) and \(folders.count - 1) more"
      return ProjectNotice(
        .warning,
        "the package declares no defaultLocalization, which SwiftPM requires of a package with .lproj "
          + "resources (\(named)): it does not build, and its tables are checked as if written in "
          + "\(sources.isEmpty ? catalog.sourceLocale.identifier : sources.joined(separator: " and ")); "
          + "add defaultLocalization naming the language they are written in (they hold "
          + "\(held.joined(separator: ", ")))",
        at: package.manifest)
    }
  }
}
