extension CatalogDiscovery {
  /// The storyboards and XIBs whose texts the `.strings` tables among `files` translate, not yet
  /// in `visited`: `Base.lproj/Main.storyboard` (or `Main.xib`) of a bundle folder whose `.lproj`
  /// folders hold `Main.strings`. A file named on its own brings none.
  func interfaceBuilderDocuments(besides files: [DiscoveredFile], visited: inout Set<String>)
    -> [DiscoveredFile]
  {
    var tablesByFolder: [String: Set<String>] = [:]
    for file in files where file.format == .strings {
      guard let folder = Self.bundleFolder(of: file) else { continue }
      tablesByFolder[folder, default: []].insert(file.context.table)
    }
    var found: [DiscoveredFile] = []
    for (folder, tables) in tablesByFolder.sorted(by: { $0.key < $1.key }) {
      let base = folder + "/" + LocaleID.base.identifier + ".lproj"
      guard case .success(let listing) = FolderListing.read(base) else { continue }
      var taken = Set<String>()
      // `.storyboard` before `.xib`: a table has one document, and names it once.
      let isXIB = { (name: String) in PathUtilities.pathExtension(name).lowercased() == "xib" ? 1 : 0 }
      let documents = listing.names.filter { Self.isInterfaceBuilderDocument($0) }.sorted {
        (isXIB($0), $0) < (isXIB($1), $1)
      }
      for name in documents {
        let table = PathUtilities.stem(name)
        let path = base + "/" + name
        guard tables.contains(table), taken.insert(table).inserted,
          exclusion.isEmpty || !exclusion.excludes(path), Self.isRegularFile(path),
          visited.insert(path).inserted
        else { continue }
        let context = FileContext(
          displayPath: PathUtilities.relative(path, to: workingDirectory), bundle: bundleName(folder),
          table: table, locale: .base)
        found.append(DiscoveredFile(path: path, format: .interfaceBuilder, context: context))
      }
    }
    return found
  }

  /// Whether a file's name is a storyboard's or a XIB's.
  private static func isInterfaceBuilderDocument(_ name: String) -> Bool {
    let pathExtension = PathUtilities.pathExtension(name).lowercased()
    return pathExtension == "storyboard" || pathExtension == "xib"
  }
}
