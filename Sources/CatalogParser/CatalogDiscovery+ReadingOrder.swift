extension CatalogDiscovery {
  /// `files` in the order they are read: a project's own files (String Catalogs, `.lproj` tables)
  /// before XLIFF and `.xcloc` exports, each in path order.
  ///
  /// Where two files give one key a value in one locale, the first read wins: the order of the
  /// paths given (`matrix Export App`) or a folder's name (`Export/` before `Sources/`) must not
  /// decide that an old export's value is checked instead of the catalog the app is built from.
  static func readingOrder(_ files: [DiscoveredFile]) -> [DiscoveredFile] {
    let keyed = files.map { file in
      (isExport: file.format == .xliff, components: file.path.split(separator: "/"), file: file)
    }
    return keyed.sorted { lhs, rhs in
      if lhs.isExport != rhs.isExport { return !lhs.isExport }
      return lhs.components.lexicographicallyPrecedes(rhs.components)
    }
    .map(\.file)
  }
}
