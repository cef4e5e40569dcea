import CatalogParser

/// Locales that only resource bundles have (a vendored SDK's `IQKeyboardManager.bundle/de.lproj`
/// beside an app of `en` and `fr`): an app offers the languages of its main bundle, so the other
/// bundles' keys reported missing in such a locale are gaps no user meets.
extension Project {
  /// A warning per checked locale, not chosen, that only `.bundle` folders have while other
  /// bundles of the run lack it, naming the bundles.
  public func resourceBundleOnlyLocaleWarnings(in report: Report) -> [ProjectNotice] {
    guard configuration.locales.isEmpty, captures.isEmpty else { return [] }
    var bundlesByLocale: [LocaleID: Set<String>] = [:]
    var bundles: Set<String> = []
    // Every table tells a bundle's locales (an app's own `de.lproj/InfoPlist.strings` offers
    // German), but only those whose keys a missing locale reports lack it: an `InfoPlist` key
    // falls back unseen.
    for table in catalog.tables {
      if !table.isInfoPlist { bundles.insert(table.bundle) }
      for locale in table.locales { bundlesByLocale[locale, default: []].insert(table.bundle) }
    }
    // The locales the app's own folders have: one a resource bundle's locale falls back to
    // (its `pt-BR` to the app's `pt`) is the app's too.
    let ownLocales = Set(
      bundlesByLocale.filter { $0.value.contains { !Self.isResourceBundle($0) } }.keys)
    guard !ownLocales.isEmpty else { return [] }
    return report.locales.compactMap { locale in
      guard !ParentLocales.isSameLanguage(locale, catalog.sourceLocale),
        let holding = bundlesByLocale[locale], !bundles.subtracting(holding).isEmpty,
        holding.allSatisfy(Self.isResourceBundle),
        !ParentLocales.fallbackChain(for: locale).contains(where: ownLocales.contains)
      else { return nil }
      let names = holding.sorted().map { "'\($0)'" }.joined(separator: ", ")
      return ProjectNotice(
        .warning,
        "only the resource \(holding.count == 1 ? "bundle" : "bundles") \(names) \(holding.count == 1 ? "has" : "have") "
          + "locale '\(locale)': the other bundles' keys are reported missing in it, though an app offers "
          + "the languages of its main bundle; if the app does not offer '\(locale)', leave the bundle out "
          + "with 'exclude' or choose --locales")
    }
  }

  /// Whether `bundle` is a resource bundle folder (`Vendor/Kit.bundle`), not an app's or a
  /// package's own folder, nor its `Settings.bundle`, whose languages the Settings app shows
  /// whatever the app's (the app's own choice to ship).
  private static func isResourceBundle(_ bundle: String) -> Bool {
    let name = PathUtilities.lastComponent(bundle)
    return name.hasSuffix(".bundle") && name != "Settings.bundle"
  }
}
