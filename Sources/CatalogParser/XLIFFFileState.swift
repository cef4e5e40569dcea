/// What the current `<file>` of an XLIFF document declares.
struct XLIFFFileState {
  var tableIndex: Int
  var sourceLocale: LocaleID?
  var targetLocale: LocaleID?
  var isStringsdict: Bool
}
