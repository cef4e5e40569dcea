/// Reads the permission prompts of an Info plist that Xcode generates from a target's build
/// settings (`GENERATE_INFOPLIST_FILE = YES` with `INFOPLIST_KEY_NSCameraUsageDescription = "…";`
/// in `project.pbxproj`, the default of projects made since Xcode 13), for the `InfoPlist` table.
///
/// The build writes each such setting into the plist over a value the target's Info plist file
/// gives the same key, so the model holds them for `LocaleID.base` as it holds Info.plist's own
/// text: the value at the setting's value in the project file, the key at its name.
public enum InfoPlistBuildSettingsParser {
  /// Parses the project file `bytes` for the bundle `context` names, reading the build
  /// configurations it lists, in its order (the discovery lists the one the App Store app ships,
  /// or a target's every configuration), else every one that generates a plist; of
  /// configurations that disagree, the first read gives a prompt's text.
  public static func parse(_ bytes: [UInt8], context: FileContext) throws(CatalogError) -> ParsedFile {
    let lines = LineMap(bytes)
    let (blocks, lists) = bytes.withUnsafeBufferPointer {
      (XcodeBuildSettings.blocks(in: $0), XcodeBuildSettings.configurationLists(in: $0))
    }
    let defaults = XcodeBuildSettings.projectDefaults(of: blocks, projectIDs: lists.project)
    let chosen =
      context.buildConfigurations.isEmpty
      ? blocks.indices.filter { blocks[$0].value(of: "GENERATE_INFOPLIST_FILE") == "YES" }
      : context.buildConfigurations.filter(blocks.indices.contains)
    func position(_ offset: Int) -> SourcePosition {
      bytes.withUnsafeBufferPointer { lines.position(of: offset, in: $0, file: context.displayPath) }
    }
    var table = StringTable(
      bundle: context.bundle, name: StringTable.infoPlistName, files: [context.displayPath])
    // A configuration's own settings, then the project's of its name: the first text read wins.
    for index in chosen.flatMap({ [$0] + (defaults[$0].map { [$0] } ?? []) }) {
      if let failure = blocks[index].failure {
        throw CatalogError(position: position(failure.offset), message: failure.message)
      }
      // A value for the device's SDK (`[sdk=iphoneos*]`) first: an archive builds for it.
      let settings = blocks[index].settings
      for setting in settings.filter({ devicePromptKey(of: $0.name) != nil }) + settings {
        guard let key = promptKey(of: setting.name) ?? devicePromptKey(of: setting.name),
          table.entry(forKey: key) == nil,
          let text = setting.value,
          SourcePropertyListParser.isSourceText(text) || text.allSatisfy(\.isWhitespace)
        else { continue }
        let keyPosition = position(setting.nameOffset)
        let value = LocalizedValue(
          value: text, state: "translated", position: position(setting.valueOffset), keyPosition: keyPosition)
        table.add(StringEntry(key: key, keyPosition: keyPosition, localizations: [.base: value]))
      }
    }
    return ParsedFile(tables: table.entries.isEmpty ? [] : [table])
  }

  /// The SDKs an archive builds for, whose conditions (`[sdk=iphoneos*]`) give the shipped value.
  private static let deviceSDKs = ["iphoneos", "macosx", "xros", "appletvos", "watchos"]

  /// The Info.plist key of a prompt's setting whose conditions all name a device's SDK
  /// (`INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*]`), not a simulator's nor another
  /// configuration's or architecture's; `nil` otherwise.
  static func devicePromptKey(of setting: String) -> String? {
    guard let open = setting.firstIndex(of: "["), setting.hasSuffix("]") else { return nil }
    let conditions = setting[setting.index(after: open)..<setting.index(before: setting.endIndex)]
      .components(separatedBy: "][")
    let onDevice = conditions.allSatisfy { condition in
      guard condition.hasPrefix("sdk=") else { return false }
      let sdk = condition.dropFirst(4)
      return deviceSDKs.contains { sdk == $0 || sdk.hasPrefix($0 + "*") || sdk.hasPrefix($0 + "1") }
    }
    return onDevice ? promptKey(of: String(setting[..<open])) : nil
  }

  /// The Info.plist key a setting gives a permission prompt (`NSCameraUsageDescription` for
  /// `INFOPLIST_KEY_NSCameraUsageDescription`), as Info.plist's own prompts are read.
  static func promptKey(of setting: String) -> String? {
    guard setting.hasPrefix(XcodeProjectInfoPlists.generatedKeyPrefix) else { return nil }
    let key = setting.dropFirst(XcodeProjectInfoPlists.generatedKeyPrefix.count)
    return SourcePropertyListParser.isPermissionPrompt(key) ? String(key) : nil
  }
}
