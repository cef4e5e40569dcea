import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal, so that a child's standard output is a terminal (`isatty` is true).
final class PseudoTerminal {
  private let primary: Int32
  /// The terminal end to hand to the child as its standard output.
  let secondary: FileHandle

  /// Opens a terminal `columns` wide (the system's default width where `nil`).
  init?(columns: Int? = nil) {
    guard let api = PTYFunctions() else { return nil }
    let primary = api.openpt(O_RDWR | O_NOCTTY)
    guard primary >= 0 else { return nil }
    guard api.grantpt(primary) == 0, api.unlockpt(primary) == 0, let name = api.ptsname(primary) else {
      close(primary)
      return nil
    }
    let secondary = open(name, O_RDWR | O_NOCTTY)
    guard secondary >= 0 else {
      close(primary)
      return nil
    }
    if let columns {
      var size = winsize()
      size.ws_row = 50
      size.ws_col = UInt16(columns)
      _ = ioctl(secondary, UInt(TIOCSWINSZ), &size)
    }
    self.primary = primary
    self.secondary = FileHandle(fileDescriptor: secondary, closeOnDealloc: true)
  }

  deinit { close(primary) }

  /// Everything the child wrote, once every copy of the terminal end is closed.
  ///
  /// Call after the child started; closes this process's copy of the terminal end.
  func readAll() -> String {
    try? secondary.close()
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
      // Linux answers EIO once the last writer closed the terminal.
      guard count > 0 else { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname`, looked up at run time: Glibc declares them
/// only for `_XOPEN_SOURCE`, which the Swift Glibc module does not set.
private struct PTYFunctions {
  typealias OpenPT = @convention(c) (Int32) -> Int32
  typealias Control = @convention(c) (Int32) -> Int32
  typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  let openpt: OpenPT
  let grantpt: Control
  let unlockpt: Control
  let ptsname: Name

  /// Opens a terminal `columns` wide (the system's default width where `nil`).
  init?(columns: Int? = nil) {
    guard let process = dlopen(nil, RTLD_NOW),
      let openpt = dlsym(process, "posix_openpt"), let grantpt = dlsym(process, "grantpt"),
      let unlockpt = dlsym(process, "unlockpt"), let ptsname = dlsym(process, "ptsname")
    else { return nil }
    self.openpt = unsafeBitCast(openpt, to: OpenPT.self)
    self.grantpt = unsafeBitCast(grantpt, to: Control.self)
    self.unlockpt = unsafeBitCast(unlockpt, to: Control.self)
    self.ptsname = unsafeBitCast(ptsname, to: Name.self)
  }
}
