import Foundation

extension XcodeBuildSettings {
  /// The configuration lists of the project file `bytes` (`buildConfigurations = ( A000 /* Debug
  /// */, A001 /* Release */, );`), each the object ids of one target's configurations (or the
  /// project's own): which blocks are one target's. The list's `defaultConfigurationName`
  /// (Release, the one an archive builds, so the one the App Store ships) comes first, the others
  /// in the list's order.
  static func configurationLists(in bytes: UnsafeBufferPointer<UInt8>) -> [[String]] {
    let opening = Array("buildConfigurations = (".utf8)
    var lists: [[String]] = []
    var index = 0
    while let start = ByteSearch.firstIndex(of: opening, in: bytes, from: index) {
      let from = start + opening.count
      let end =
        ByteSearch.firstIndex(of: UInt8(ascii: ")"), in: bytes, from: from, to: bytes.count) ?? bytes.count
      let items = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<end]), as: UTF8.self)
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter {
          !$0.isEmpty
        }
      let objectEnd = ByteSearch.firstIndex(of: Array("};".utf8), in: bytes, from: end) ?? bytes.count
      let rest = String(decoding: UnsafeBufferPointer(rebasing: bytes[end..<objectEnd]), as: UTF8.self)
      // `A001 /* Release */`: the name is the comment Xcode writes after each id.
      let named = rest.components(separatedBy: "defaultConfigurationName = ").dropFirst().first
        .map {
          "/* " + $0.prefix { $0 != ";" }.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) + " */"
        }
      let ordered =
        items.filter { named.map($0.hasSuffix) ?? false }
        + items.filter { !(named.map($0.hasSuffix) ?? false) }
      lists.append(
        ordered.compactMap { item in
          let id = item.prefix { !$0.isWhitespace && $0 != "/" }
          return id.isEmpty ? nil : String(id)
        })
      index = end
    }
    return lists
  }

  /// The object id of the configuration whose `buildSettings` open at `offset`: the first word of
  /// the line that opens its object (`\t\tA000 /* Debug */ = {`), the nearest `{` before it.
  static func configurationID(openingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard offset > 0,
      let brace = ByteSearch.lastIndex(of: UInt8(ascii: "{"), in: bytes, from: 0, to: offset)
    else { return nil }
    let lineStart = (ByteSearch.lastIndex(of: 0x0A, in: bytes, from: 0, to: brace) ?? -1) + 1
    var start = lineStart
    while start < brace, XcodeBuildSettingsReader.isSpace(bytes[start]) { start += 1 }
    var end = start
    while end < brace, !XcodeBuildSettingsReader.isSpace(bytes[end]), bytes[end] != UInt8(ascii: "=") {
      end += 1
    }
    guard end > start else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }
}
