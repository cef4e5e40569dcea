import Foundation

extension XcodeBuildSettings {
  /// How far from a list or a block its object's other fields are looked for: an object Xcode
  /// writes is a few hundred bytes, and a bound keeps a hostile file's many openings linear.
  private static let objectWindow = 4096

  /// The targets' configuration lists in the project file `bytes` (`buildConfigurations = (
  /// A000 /* Debug */, A001 /* Release */, );`), each the object ids of one target's
  /// configurations: which blocks are one target's. The list's `defaultConfigurationName`
  /// (Release, the one an archive builds, so the one the App Store ships) comes first, the others
  /// in the list's order. The project's own list is the last: its settings are every target's
  /// defaults, no target of their own (review 217).
  static func configurationLists(in bytes: UnsafeBufferPointer<UInt8>)
    -> (targets: [(ids: [String], namesDefault: Bool)], project: [String])
  {
    let opening = Array("buildConfigurations = (".utf8)
    let projectList = projectConfigurationList(in: bytes)
    var lists: [(ids: [String], namesDefault: Bool)] = []
    var projectIDs: [String] = []
    var index = 0
    while let start = ByteSearch.firstIndex(of: opening, in: bytes, from: index) {
      let from = start + opening.count
      index = from
      let limit = min(from + objectWindow, bytes.count)
      guard let end = ByteSearch.firstIndex(of: UInt8(ascii: ")"), in: bytes, from: from, to: limit) else {
        continue
      }
      let isProjects = projectList != nil && objectID(before: start, in: bytes) == projectList
      index = end
      let items = text(bytes, from..<end).split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }.filter { !$0.isEmpty }
      let rest = text(bytes, end..<min(end + objectWindow, bytes.count))
      let fields = rest.prefix(upTo: rest.range(of: "};")?.lowerBound ?? rest.endIndex)
      // `A001 /* Release */`: the name is the comment Xcode writes after each id.
      let named = fields.components(separatedBy: "defaultConfigurationName = ").dropFirst().first.map {
        "/* " + $0.prefix { $0 != ";" }.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) + " */"
      }
      let isDefault = { (item: String) in named.map(item.hasSuffix) ?? false }
      let ids = (items.filter(isDefault) + items.filter { !isDefault($0) }).compactMap { item in
        let id = item.prefix { !$0.isWhitespace && $0 != "/" }
        return id.isEmpty ? nil : String(id.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
      }
      if isProjects { projectIDs += ids } else { lists.append((ids, items.contains(where: isDefault))) }
    }
    return (lists, projectIDs)
  }

  /// The id of the project's configuration list (`buildConfigurationList = L0 /* … */;` in the
  /// `PBXProject` object).
  private static func projectConfigurationList(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard let project = ByteSearch.firstIndex(of: Array("isa = PBXProject;".utf8), in: bytes, from: 0) else {
      return nil
    }
    let fields = text(bytes, project..<min(project + objectWindow, bytes.count))
    return XcodeBuildSettings.field("buildConfigurationList", in: fields[...])
  }

  /// The id of the object whose dictionary holds `offset`: the word before the nearest `= {`
  /// back from it, past a comment (`A000 /* Debug */ = {`), within a window.
  static func objectID(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>, floor: Int = 0) -> String? {
    let floor = max(floor, offset - objectWindow)
    guard let brace = ByteSearch.lastIndex(of: UInt8(ascii: "{"), in: bytes, from: floor, to: offset) else {
      return nil
    }
    var index = brace - 1
    func skipSpace() {
      while index >= floor, StringsFileScanner.isASCIIWhiteSpace(bytes[index]) { index -= 1 }
    }
    skipSpace()
    guard index >= floor, bytes[index] == UInt8(ascii: "=") else { return nil }
    index -= 1
    skipSpace()
    // A comment Xcode writes after the id: `/* Debug */`.
    if index > floor, bytes[index] == UInt8(ascii: "/"), bytes[index - 1] == UInt8(ascii: "*") {
      while index > floor, !(bytes[index] == UInt8(ascii: "*") && bytes[index - 1] == UInt8(ascii: "/")) {
        index -= 1
      }
      index -= 2
      skipSpace()
    }
    let end = index + 1
    while index >= floor, !StringsFileScanner.isASCIIWhiteSpace(bytes[index]),
      ![UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "(")].contains(bytes[index])
    {
      index -= 1
    }
    guard end > index + 1 else { return nil }
    return text(bytes, (index + 1)..<end).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
  }

  private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}
