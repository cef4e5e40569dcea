/// The locale an XLIFF file's name gives its translations where the file does not declare one.
///
/// Angular's guide makes a translation file by copying the extracted `messages.xlf` to
/// `messages.de.xlf` and adding `<target>`s, so most such files carry no `target-language`;
/// Lokalise and Crowdin name a file by its locale (`de.xliff`). The name is read only where a
/// `<file>` without a target locale has a translation, which would otherwise be refused.
enum XLIFFFileNameLocale {
  /// The locale named by the last dot-separated part of `path`'s file name without its
  /// extension (`messages.pt-BR.xlf`, `messages.fil.xlf`, `de.xliff`), or `nil` where that part
  /// is no language tag (`messages.xlf`, `MyApp.ios.xlf`, `app.xlf`).
  ///
  /// A name of the source language (`en.xliff` from `source-language="en"`) gives it too: its
  /// targets are source-language text, as where `target-language` says so (Xcode 9 wrote the
  /// `Info.plist` `<file>` of a development-language export without one).
  static func locale(ofFile path: String) -> LocaleID? {
    let stem = PathUtilities.stem(path)
    let parts = stem.split(separator: ".", omittingEmptySubsequences: false)
    guard let last = parts.last, isLanguageTag(last) else { return nil }
    return LocaleID(String(last))
  }

  /// Whether `text` is a language tag: a known language (``LanguageCodes``: not `ios`, `new` or
  /// `ui`), then subtags of two to eight letters or digits (`de`, `pt-BR`, `zh_Hans`, `fil`).
  private static func isLanguageTag(_ text: Substring) -> Bool {
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
      $0.split(separator: "_", omittingEmptySubsequences: false)
    }
    guard let language = subtags.first, LanguageCodes.contains(language) else { return false }
    return subtags.dropFirst().allSatisfy { subtag in
      (2...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
