#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// The entries of one folder, read with `opendir`/`readdir`.
///
/// Foundation's folder listing drops names that are not UTF-8 (possible on Linux) and turns an
/// unreadable folder into an empty one; discovery must report both instead of checking fewer
/// locales in silence.
struct FolderListing {
  /// The names that are valid UTF-8, sorted.
  var names: [String] = []
  /// The names that are not, with each invalid byte shown as U+FFFD, sorted.
  var undecodableNames: [String] = []
  /// The UTF-8 names that hold control characters (a line break, an escape sequence, a
  /// right-to-left override; see ``ControlCharacters``), sorted: in a diagnostic they would split
  /// the line or reach the terminal, and escaped they name no file an editor could open.
  var controlCharacterNames: [String] = []

  /// The entries of `folder` (without `.` and `..`), or why it cannot be read (`strerror`).
  static func read(_ folder: String) -> Result<FolderListing, FolderListingError> {
    guard let stream = opendir(folder) else {
      return .failure(FolderListingError(code: errno))
    }
    defer { closedir(stream) }
    var listing = FolderListing()
    while let entry = readdir(stream) {
      let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      let name = String(decoding: bytes, as: UTF8.self)
      if !name.utf8.elementsEqual(bytes) {
        listing.undecodableNames.append(name)
      } else if ControlCharacters.occur(in: name) {
        listing.controlCharacterNames.append(name)
      } else {
        listing.names.append(name)
      }
    }
    listing.names.sort()
    listing.undecodableNames.sort()
    listing.controlCharacterNames.sort()
    return .success(listing)
  }
}
