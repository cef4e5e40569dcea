extension LocaleID {
  /// The locale of the `.lproj` folder that holds `file` (`de.lproj/Main.strings` is `de`,
  /// `pt_BR.lproj/…` `pt-BR`, `Base.lproj/…` ``base``), or `nil` for a file outside one (a
  /// String Catalog, an XLIFF file).
  public static func ofLProjFolder(holding file: String) -> LocaleID? {
    let folder = PathUtilities.parent(file)
    guard PathUtilities.pathExtension(folder).lowercased() == "lproj" else { return nil }
    return LocaleID(PathUtilities.stem(folder))
  }

  /// The locale a project file declares as its development language (`Info.plist`'s
  /// `CFBundleDevelopmentRegion`, a package's `defaultLocalization`): a language, with its
  /// script where written (`de`, `English`, `zh-Hans`); `nil` for `Base`, for a tag no device
  /// chooses, and for a region's (`en_US`, `zh_CN`, `pt-BR`), whose folder among the project's
  /// (`en.lproj`, `zh-Hans.lproj`, `pt-BR.lproj`) the declaration cannot tell.
  static func declaredLanguage(_ tag: String) -> LocaleID? {
    guard isChoosable(tag) else { return nil }
    let locale = LocaleID(tag)
    return locale == .base || locale.region != nil ? nil : locale
  }
}
