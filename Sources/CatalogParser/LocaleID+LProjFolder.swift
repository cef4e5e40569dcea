extension LocaleID {
  /// The locale of the `.lproj` folder that holds `file` (`de.lproj/Main.strings` is `de`,
  /// `pt_BR.lproj/…` `pt-BR`, `Base.lproj/…` ``base``), or `nil` for a file outside one (a
  /// String Catalog, an XLIFF file).
  public static func ofLProjFolder(holding file: String) -> LocaleID? {
    let folder = PathUtilities.parent(file)
    guard PathUtilities.pathExtension(folder).lowercased() == "lproj" else { return nil }
    return LocaleID(PathUtilities.stem(folder))
  }
}
