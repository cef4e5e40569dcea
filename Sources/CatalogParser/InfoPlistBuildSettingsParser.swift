import Foundation

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
    let (blocks, _, defaults) = bytes.withUnsafeBufferPointer(XcodeBuildSettings.configurations(in:))
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
    // Both are judged for the target's build: its SDK and its configuration (review 223).
    let reads = chosen.flatMap { target in
      let shipped = ShippedBuild(
        sdk: blocks[target].value(of: "SDKROOT")
          ?? defaults[target].flatMap { blocks[$0].value(of: "SDKROOT") },
        configuration: blocks[target].name)
      return [(target, shipped)] + (defaults[target].map { [($0, shipped)] } ?? [])
    }
    for (index, shipped) in reads {
      if let failure = blocks[index].failure {
        throw CatalogError(position: position(failure.offset), message: failure.message)
      }
      // A value for the device's SDK (`[sdk=iphoneos*]`) first: an archive builds for it.
      let settings = blocks[index].settings
      let conditional = settings.filter { devicePromptKey(of: $0.name, for: shipped) != nil }
      for setting in conditional + settings {
        guard let key = promptKey(of: setting.name) ?? devicePromptKey(of: setting.name, for: shipped),
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

  /// What an archive builds: the target's platform SDK (`SDKROOT = iphoneos;`, the device's, not
  /// the simulator's) in the configuration it ships.
  struct ShippedBuild {
    /// The `SDKROOT` setting (`iphoneos`, `macosx`), where the configuration or the project sets it.
    var sdk: String?
    /// The configuration's name (`Release`).
    var configuration: String?
  }

  /// The SDKs of devices, whose builds an archive makes.
  private static let deviceSDKs = ["iphoneos", "macosx", "xros", "appletvos", "watchos"]

  /// The Info.plist key of a prompt's setting whose conditions all hold for the `shipped` build
  /// (`INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*]` in an iOS app; also
  /// `[config=Release]`), not a simulator's nor another platform's (review 222: a `[sdk=macosx*]`
  /// value in an iOS app); where the platform is not one SDK (`SDKROOT = auto`, a multiplatform
  /// target, or none set), any device's. The plist is made for no one architecture, so only
  /// `[arch=*]` holds (swift-build; review 223). `nil` otherwise.
  static func devicePromptKey(of setting: String, for shipped: ShippedBuild) -> String? {
    guard let open = setting.firstIndex(of: "["), setting.hasSuffix("]") else { return nil }
    let platform = shipped.sdk?.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    let sdks =
      platform.flatMap { sdk in deviceSDKs.first { sdk == $0 || sdk.hasPrefix($0 + "1") } }.map { [$0] }
      ?? deviceSDKs
    let conditions = setting[setting.index(after: open)..<setting.index(before: setting.endIndex)]
      .components(separatedBy: "][")
    let holds = conditions.allSatisfy { condition in
      let parts = condition.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { return false }
      switch parts[0] {
      case "sdk":
        return sdks.contains { sdk in
          parts[1] == sdk || parts[1].hasPrefix(sdk + "*") || parts[1].hasPrefix(sdk + "1")
        }
      case "arch": return parts[1] == "*"
      case "config": return parts[1] == shipped.configuration
      default: return false
      }
    }
    return holds ? promptKey(of: String(setting[..<open])) : nil
  }

  /// The Info.plist key a setting gives a permission prompt (`NSCameraUsageDescription` for
  /// `INFOPLIST_KEY_NSCameraUsageDescription`), as Info.plist's own prompts are read.
  static func promptKey(of setting: String) -> String? {
    guard setting.hasPrefix(XcodeProjectInfoPlists.generatedKeyPrefix) else { return nil }
    let key = setting.dropFirst(XcodeProjectInfoPlists.generatedKeyPrefix.count)
    return SourcePropertyListParser.isPermissionPrompt(key) ? String(key) : nil
  }
}
