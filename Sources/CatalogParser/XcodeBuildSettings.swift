import Foundation

/// One build configuration's settings in an Xcode project file (`project.pbxproj`): each
/// `NAME = value;` of a `buildSettings = { … };` block, with where it is written.
///
/// The file is an old-style (OpenStep) property list; only the blocks' own level is read, which is
/// all a target's Info plist needs (`INFOPLIST_FILE`, `GENERATE_INFOPLIST_FILE`, `INFOPLIST_KEY_…`).
/// Quoted texts are decoded as Foundation's reader decodes them (`\"`, `\n`, `\U00e9`).
struct XcodeBuildSettings {
  /// One setting of a block.
  struct Setting {
    /// The setting's name (`INFOPLIST_KEY_NSCameraUsageDescription`).
    var name: String
    /// The byte offset of the name in the file.
    var nameOffset: Int
    /// The text of a single value; `nil` for a list (`( "-ObjC", )`) or a dictionary.
    var value: String?
    /// The byte offset of the value (its opening quote where quoted) in the file.
    var valueOffset: Int
  }

  /// The object id of the configuration that holds the block (`A000`), where its line tells.
  var configurationID: String?
  /// The configuration's name (`Release`), from its `name = Release;` after the block.
  var name: String?
  /// The settings, in the order they are written; a name written twice is kept twice.
  var settings: [Setting] = []
  /// Where the block stopped making sense (an unclosed quote), with the settings read before it.
  var failure: (offset: Int, message: String)?

  /// The value of the setting `name`, the first where it is written twice.
  func value(of name: String) -> String? {
    settings.first { $0.name == name }?.value
  }

  /// The `buildSettings` blocks of the project file `bytes`, in the order they are written: each
  /// build configuration's, the project's own as well as its targets'. A broken block is the
  /// last: what follows it is no longer surely a block's, and reading on from inside it would read
  /// the rest of the file again for each opening found there (review 216).
  static func blocks(in bytes: UnsafeBufferPointer<UInt8>) -> [XcodeBuildSettings] {
    let opening = Array("buildSettings = {".utf8)
    var blocks: [XcodeBuildSettings] = []
    var index = 0
    while let start = ByteSearch.firstIndex(of: opening, in: bytes, from: index) {
      // A key of a configuration's dictionary follows `;` or its `{`: the words in a quoted
      // script (`shellScript = "echo buildSettings = {…"`) are no block.
      guard isKeyPosition(start, in: bytes) else {
        index = start + opening.count
        continue
      }
      var reader = XcodeBuildSettingsReader(bytes: bytes, index: start + opening.count)
      var block = reader.readBlock()
      block.configurationID = objectID(before: start, in: bytes)
      if block.failure == nil { block.name = configurationName(after: reader.index, in: bytes) }
      blocks.append(block)
      if block.failure != nil { break }
      index = reader.index
    }
    return blocks
  }

  /// Whether white space comes before `offset`, and before it `;` or `{` (or the file's start):
  /// a script's text (`…;buildSettings = {`) writes none between (review 217).
  private static func isKeyPosition(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard offset > 0 else { return true }
    var index = offset - 1
    guard StringsFileScanner.isASCIIWhiteSpace(bytes[index]) else { return false }
    while index >= 0, StringsFileScanner.isASCIIWhiteSpace(bytes[index]) { index -= 1 }
    return index < 0 || bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: "{")
  }

  /// The name a configuration's object gives after its `buildSettings` block ended at `offset`
  /// (`name = Release;`, as Xcode writes its keys in order), up to the object's end.
  private static func configurationName(after offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let end = min(offset + 512, bytes.count)
    guard offset < end else { return nil }
    let fields = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    return field("name", in: fields.prefix(upTo: fields.range(of: "};")?.lowerBound ?? fields.endIndex))
  }

  /// The value of an object's field `name` in its text `fields` (`name = App;`, `productType =
  /// "…";`, `buildConfigurationList = L0 /* … */;`), unquoted and without Xcode's comment.
  static func field(_ name: String, in fields: Substring) -> String? {
    var rest = fields
    while let found = rest.range(of: name + " = ") {
      rest = rest[found.upperBound...]
      // A whole field name: at the text's start or after white space or `;`.
      let before = fields[..<found.lowerBound].last
      guard before.map({ $0.isWhitespace || $0 == ";" }) ?? true else { continue }
      var value = rest.prefix { $0 != ";" && $0 != "\n" }
      if let comment = value.range(of: "/*") { value = value[..<comment.lowerBound] }
      let text = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
      return text.isEmpty ? nil : text
    }
    return nil
  }

  /// The project file's `buildSettings` blocks, its configuration lists and, for each target
  /// configuration's block, the project's block it inherits (see ``projectDefaults(of:projectIDs:)``).
  static func configurations(in bytes: UnsafeBufferPointer<UInt8>) -> (
    blocks: [XcodeBuildSettings],
    lists: (targets: [(ids: [String], namesDefault: Bool)], project: [String]),
    defaults: [Int: Int]
  ) {
    let blocks = blocks(in: bytes)
    let lists = configurationLists(in: bytes)
    return (blocks, lists, projectDefaults(of: blocks, projectIDs: lists.project))
  }

  /// For each target configuration's block, the block of the project's own configuration of the
  /// same name (Release's for Release), whose settings it inherits where it sets none of its own
  /// or writes `$(inherited)`: the project level a target's settings override. A name the
  /// project lacks (`Release-Staging`) takes the project's default configuration, the first of
  /// `projectIDs` (``configurationLists(in:)`` puts it first), as xcodebuild does.
  static func projectDefaults(of blocks: [XcodeBuildSettings], projectIDs: [String]) -> [Int: Int] {
    let ids = Set(projectIDs)
    var projectBlocks: [String: Int] = [:]
    var blockByID: [String: Int] = [:]
    for (index, block) in blocks.enumerated() {
      guard let id = block.configurationID, ids.contains(id) else { continue }
      if blockByID[id] == nil { blockByID[id] = index }
      if let name = block.name, projectBlocks[name] == nil { projectBlocks[name] = index }
    }
    guard !blockByID.isEmpty else { return [:] }
    let fallback = projectIDs.first.flatMap { blockByID[$0] }
    var defaults: [Int: Int] = [:]
    for (index, block) in blocks.enumerated() {
      guard let id = block.configurationID, !ids.contains(id),
        let project = block.name.flatMap({ projectBlocks[$0] }) ?? fallback
      else { continue }
      defaults[index] = project
    }
    return defaults
  }
}
