#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Why a folder could not be listed: an `errno` value.
struct FolderListingError: Error {
  let code: Int32

  /// Whether the folder is simply gone (removed while the walk ran).
  var isMissing: Bool { code == ENOENT }

  /// The system's description of the error (`Permission denied`).
  var reason: String { String(cString: strerror(code)) }
}
