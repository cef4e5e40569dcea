/// Keys of the `InfoPlist` table that rules read in their own way.
public enum InfoPlistKeys {
  /// The keys that name the app under its icon and in the system, and as VoiceOver and Siri say
  /// it (`CFBundleSpokenName`, "Cot editor"): a name, which reads alike in every language unless
  /// a team chooses to translate it.
  public static let appNames: Set<String> = ["CFBundleName", "CFBundleDisplayName", "CFBundleSpokenName"]

  /// Whether `key` of `table` is the app's name (`InfoPlist` `CFBundleDisplayName`): a translation
  /// identical to it is no copy of English, and a locale without one shows the name as it is.
  public static func isAppName(_ key: String, table: String) -> Bool {
    table == StringTable.infoPlistName && appNames.contains(key)
  }
}
