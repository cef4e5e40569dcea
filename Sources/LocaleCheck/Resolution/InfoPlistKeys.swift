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

  /// Whether `key` of `table` is a text the system shows in an alert or a panel, which wraps
  /// rather than truncates, or never shows: a permission prompt (`NSCameraUsageDescription`),
  /// the copyright line, the name VoiceOver and Siri say (`CFBundleSpokenName`). (A temporary
  /// location purpose is keyed by the app's own name for it, which tells nothing.)
  public static func isWrappedText(_ key: String, table: String) -> Bool {
    table == StringTable.infoPlistName
      && (SourcePropertyListParser.isPermissionPrompt(key) || key == "NSHumanReadableCopyright"
        || key == "CFBundleSpokenName")
  }

  /// The keys of Info.plist that apps translate in `InfoPlist.strings`: the app's names, the
  /// copyright line and the permission prompts the system shows (Apple's "Protected resources").
  public static let localizedKeys: Set<String> = appNames.union([
    "NSHumanReadableCopyright", "NSCameraUsageDescription", "NSMicrophoneUsageDescription",
    "NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription",
    "NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription",
    "NSLocationAlwaysUsageDescription", "NSLocationUsageDescription", "NSContactsUsageDescription",
    "NSCalendarsUsageDescription", "NSCalendarsFullAccessUsageDescription",
    "NSCalendarsWriteOnlyAccessUsageDescription", "NSRemindersUsageDescription",
    "NSRemindersFullAccessUsageDescription", "NSMotionUsageDescription", "NSHealthShareUsageDescription",
    "NSHealthUpdateUsageDescription", "NSHealthClinicalHealthRecordsShareUsageDescription",
    "NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription", "NSFaceIDUsageDescription",
    "NSSpeechRecognitionUsageDescription", "NSAppleMusicUsageDescription", "NSHomeKitUsageDescription",
    "NSSiriUsageDescription", "NSLocalNetworkUsageDescription", "NSUserTrackingUsageDescription",
    "NSNearbyInteractionUsageDescription", "NSNearbyInteractionAllowOnceUsageDescription",
    "NFCReaderUsageDescription", "NSFocusStatusUsageDescription", "NSSensorKitUsageDescription",
    "NSDesktopFolderUsageDescription", "NSDocumentsFolderUsageDescription",
    "NSDownloadsFolderUsageDescription", "NSNetworkVolumesUsageDescription",
    "NSRemovableVolumesUsageDescription", "NSFileProviderDomainUsageDescription",
    "NSFileProviderPresenceUsageDescription", "NSAppleEventsUsageDescription",
    "NSSystemAdministrationUsageDescription", "NSSystemExtensionUsageDescription",
    "NSGKFriendListUsageDescription", "NSIdentityUsageDescription",
    "NSVideoSubscriberAccountUsageDescription",
    "NSWorldSensingUsageDescription", "NSHandsTrackingUsageDescription", "NSMainCameraUsageDescription",
    "NSFinancialDataUsageDescription", "NSAccessoryTrackingUsageDescription",
  ])

  /// Whether `key` of `table` is a slip of an Info.plist key (see `meantKey(for:)`): the system
  /// never shows its text, so no locale lacks its translation; the warning about the slip is the
  /// one place to fix it.
  public static func isSlip(_ key: String, table: String) -> Bool {
    table == StringTable.infoPlistName && meantKey(for: key) != nil
  }

  /// `localizedKeys` in order, so that a slip's suggestion does not depend on a set's order,
  /// each with its length: a slip is one character longer or shorter at most, and most keys of a
  /// table are no slip of most Info.plist keys (asked per cell, the slip test cost a twentieth of
  /// a run).
  private static let sortedLocalizedKeys = localizedKeys.sorted().map { (key: $0, length: $0.count) }

  /// The Info.plist key that `key` (of an `InfoPlist` table) is a slip of ("NSCameraUsageDescripton"
  /// for `NSCameraUsageDescription`), or `nil`: the system never reads a key so written, so the
  /// prompt shows Info.plist's untranslated text.
  public static func meantKey(for key: String) -> String? {
    let length = key.count
    guard !localizedKeys.contains(key), length > 8 else { return nil }
    return sortedLocalizedKeys.first { abs($0.length - length) <= 1 && Suggestion.isSlip(key, of: $0.key) }?
      .key
  }
}
