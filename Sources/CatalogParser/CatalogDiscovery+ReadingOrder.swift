extension CatalogDiscovery {
  /// `files` in the order they are read: a project's own files (String Catalogs, `.lproj` tables)
  /// before XLIFF and `.xcloc` exports, each in path order.
  ///
  /// Where two files give one key a value in one locale, the first read wins: the order of the
  /// paths given (`matrix Export App`) or a folder's name (`Export/` before `Sources/`) must not
  /// decide that an old export's value is checked instead of the catalog the app is built from.
  ///
  /// A project file read for the prompts its build settings give a generated Info plist comes
  /// first: the build writes them over the Info plist file's (see
  /// ``buildSettingsPrompts(for:walkedFolders:visited:)``).
  static func readingOrder(_ files: [DiscoveredFile]) -> [DiscoveredFile] {
    let keyed = files.map { file in
      (
        rank: file.format == .xcodeProject ? 0 : file.format == .xliff ? 2 : 1,
        components: file.path.split(separator: "/"), file: file
      )
    }
    return keyed.sorted { lhs, rhs in
      if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
      return lhs.components.lexicographicallyPrecedes(rhs.components)
    }
    .map(\.file)
  }
}
