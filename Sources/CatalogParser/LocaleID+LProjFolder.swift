extension LocaleID {
  /// The locale of the `.lproj` folder that holds `file` (`de.lproj/Main.strings` is `de`,
  /// `pt_BR.lproj/…` `pt-BR`, `Base.lproj/…` ``base``), or `nil` for a file outside one (a
  /// String Catalog, an XLIFF file).
  public static func ofLProjFolder(holding file: String) -> LocaleID? {
    ofLProjFolder(named: PathUtilities.parent(file))
  }

  /// The locale of `folder` where it is an `.lproj` folder (`App/de.lproj` is `de`), else `nil`.
  public static func ofLProjFolder(named folder: String) -> LocaleID? {
    guard PathUtilities.pathExtension(folder).lowercased() == "lproj" else { return nil }
    return LocaleID(PathUtilities.stem(folder))
  }

  /// The locale a project file declares as its development language (`Info.plist`'s
  /// `CFBundleDevelopmentRegion`, a package's `defaultLocalization`): `de`, `English`, `zh-Hans`,
  /// or a region's (`en_US`, `zh_CN`), which the merger reads as the bundle's closest folder
  /// (`en.lproj`, `zh-Hans.lproj`); `nil` for `Base` and for a tag no device chooses.
  static func declaredLocale(_ tag: String) -> LocaleID? {
    guard isChoosable(tag) else { return nil }
    let locale = LocaleID(tag)
    return locale == .base ? nil : locale
  }
}
