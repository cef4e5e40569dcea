import Foundation

/// The errors of entries a walk cannot read or that are not what their names say: each would
/// otherwise take a locale out of the check unseen.
extension CatalogDiscovery {
  /// An error for a link that leads nowhere (its target is missing, or links loop) where it names
  /// a file the walk would read or a `.lproj` or `.xcloc` folder: a shared translation folder
  /// missing from a checkout would otherwise take its locale out of the check unseen.
  func brokenLinkError(_ path: String, name: String) -> CatalogError? {
    // Hidden names are passed by as hidden folders are (an editor's lock file `.#Main.strings`
    // is a link that leads nowhere).
    guard !CatalogDiscovery.skipsFolder(named: name, in: PathUtilities.parent(path)) else { return nil }
    guard PathUtilities.isSymbolicLink(path) else { return nil }
    let pathExtension = PathUtilities.pathExtension(name).lowercased()
    guard classify(path) != nil || pathExtension == "lproj" || pathExtension == "xcloc" else { return nil }
    return CatalogError(
      file: PathUtilities.relative(path, to: workingDirectory), line: 1, column: 1,
      message: "the link leads nowhere (\(PathUtilities.brokenLinkReason(path))), so it is not read")
  }

  /// An error for `folder` where its entries can be listed but not reached (`chmod 644` on a
  /// folder: reading needs the search permission that `x` gives), so none of them is read.
  func unenterableFolderError(_ folder: String, child: String) -> CatalogError? {
    var status = stat()
    guard lstat(child, &status) != 0, errno == EACCES else { return nil }
    return CatalogError(
      file: PathUtilities.relative(folder, to: workingDirectory), line: 1, column: 1,
      message:
        "cannot read the files in the folder: \(String(cString: strerror(EACCES))) (it can be listed but "
        + "not entered; chmod +x it)")
  }

  /// An error for an entry whose name says localization file or `.lproj` folder but that is the
  /// other kind: a `.lproj` file is what Git checks a linked `.lproj` folder out as where links
  /// are off (`core.symlinks=false`, Git for Windows' default).
  func misshapenEntryError(_ path: String, name: String, isFolder: Bool, in folder: String) -> CatalogError? {
    guard !name.hasPrefix(".") else { return nil }
    let pathExtension = PathUtilities.pathExtension(name).lowercased()
    let message: String
    if !isFolder && pathExtension == "lproj" {
      message =
        "a .lproj is a folder; this is a file (a link checked out as text, as Git does with "
        + "core.symlinks=false?), so its locale is not read"
    } else if isFolder, let format = CatalogFormat(pathExtension: pathExtension),
      format == .stringCatalog
        || PathUtilities.pathExtension(folder).lowercased() == "lproj"
    {
      message = "a folder, not a .\(pathExtension) file, so it is not read"
    } else {
      return nil
    }
    return CatalogError(
      file: PathUtilities.relative(path, to: workingDirectory), line: 1, column: 1, message: message)
  }
}
