/// A plural, device or width form whose XLIFF unit has no `<target>`: where it is, for whom.
struct XLIFFUntranslatedForm {
  var table: Int
  var key: String
  var path: [XLIFFUnitID.Step]
  var locale: LocaleID
  var position: SourcePosition
}
