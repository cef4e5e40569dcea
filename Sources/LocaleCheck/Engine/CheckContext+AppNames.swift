extension CheckContext {
  /// Whether `text` (trimmed) is the name of the app of `subject`'s bundle, which `locale`'s
  /// `InfoPlist` (or a parent's) writes as it is.
  public func isKeptAppName(_ text: String, of subject: Subject, in locale: LocaleID) -> Bool {
    appNames.isKeptName(text, bundle: subject.bundle, in: locale, resolver: resolver(for: subject))
  }

  /// Whether `text` (trimmed) is a name of an app or extension of the run (`InfoPlist`
  /// `CFBundleName`, `CFBundleDisplayName`).
  public func isAppName(_ text: String) -> Bool {
    appNames.isName(text)
  }
}
