extension CatalogDiscovery {
  /// The Info plists of targets that keep their `InfoPlist` tables in a folder of their own below
  /// the plist (Signal's `Signal/translations/de.lproj/InfoPlist.strings` under
  /// `Signal/Signal-Info.plist`), each read as that folder's: without it, a locale's English
  /// permission prompt passes unseen (audit 278).
  ///
  /// The nearest folder above, up to two, that holds an Info plist (see
  /// ``infoPlistName(in:)``), inside a folder the run walks and with no tables of its own (an
  /// app's folder may hold a widget's with its own plist elsewhere): not where another folder
  /// below it has `InfoPlist` tables too (whose plist it is, no one can tell).
  func enclosingInfoPlists(
    of infoPlistFolders: Set<String>, tableFolders: Set<String>, walkedFolders: [String],
    visited: inout Set<String>
  ) -> [DiscoveredFile] {
    var found: [DiscoveredFile] = []
    for folder in infoPlistFolders.sorted() where tableFolders.contains(folder) {
      guard case .success(let listing) = FolderListing.read(folder), !Self.mayHoldInfoPlist(listing.names),
        // A target whose plist is in a folder of its own (`Widget/Support/Info.plist`; review 190).
        !Self.holdsInfoPlistBelow(folder, names: listing.names, depth: 2),
        let (above, name) = nearestInfoPlist(
          above: folder, tableFolders: tableFolders, walkedFolders: walkedFolders),
        !infoPlistFolders.contains(where: { $0 != folder && ($0 == above || $0.hasPrefix(above + "/")) })
      else { continue }
      if let file = sourcePropertyList(
        at: above + "/" + name, of: folder, table: StringTable.infoPlistName, visited: &visited)
      {
        found.append(file)
      }
    }
    return found
  }

  /// The nearest of the two folders above `folder` that a walked folder holds (or is) and that
  /// has an Info plist, with the plist's name; none past a folder with tables of its own, a
  /// target whose plist a nested one (a widget's folder) may not share, nor past one that holds
  /// a plist below it (a widget's `Config/Info.plist` beside its tables' folder; reviews 190, 191).
  private func nearestInfoPlist(above folder: String, tableFolders: Set<String>, walkedFolders: [String])
    -> (String, String)?
  {
    var current = folder
    for _ in 0..<2 {
      let parent = PathUtilities.parent(current)
      guard parent != current, !tableFolders.contains(parent),
        walkedFolders.contains(where: { parent == $0 || parent.hasPrefix($0 + "/") }),
        case .success(let listing) = FolderListing.read(parent)
      else { return nil }
      if let name = Self.infoPlistName(in: listing.names).first { return (parent, name) }
      // Several plists, none surely the target's, or one further down: not one further up either.
      if Self.mayHoldInfoPlist(listing.names)
        || Self.holdsInfoPlistBelow(parent, names: listing.names, depth: 2)
      {
        return nil
      }
      current = parent
    }
    return nil
  }

  /// Whether a folder below `folder` (whose entries are `names`), up to `depth` levels down and
  /// not a `.lproj` folder, holds a plist that may be a target's Info plist.
  private static func holdsInfoPlistBelow(_ folder: String, names: [String], depth: Int) -> Bool {
    guard depth > 0 else { return false }
    return names.contains { name in
      guard !name.hasPrefix("."), PathUtilities.pathExtension(name).lowercased() != "lproj",
        !name.lowercased().hasSuffix(".plist"),
        case .success(let listing) = FolderListing.read(folder + "/" + name)
      else { return false }
      return mayHoldInfoPlist(listing.names)
        || holdsInfoPlistBelow(folder + "/" + name, names: listing.names, depth: depth - 1)
    }
  }

  /// Whether a folder's `names` hold a plist that may be a target's Info plist (`Info.plist`,
  /// `*-Info.plist`), sure or not: a folder with two such keeps its own, whichever it is.
  private static func mayHoldInfoPlist(_ names: [String]) -> Bool {
    names.contains(where: mayBeInfoPlist)
  }
}
