import CatalogParser

extension RoleInLabelRule {
  /// "; the en text 'Link: %@' names the role too: drop it there first" where a translation names
  /// a role as its source does, which the rule reports too: the translator who drops the word
  /// alone makes the locale differ from the source, and the fix starts with the developer's text
  /// (audit 212). Empty otherwise. `path`: the device or width form the finding is about, whose
  /// source form is compared (review 153).
  ///
  /// Also whether the source's text is the role word alone ("Image"), where a translation's word
  /// alone is too ("Bild"; not "Suchfeld" for "Search field", review 195); `nil` where no source
  /// text names the role.
  func sourceRoleRemark(
    of entry: StringEntry, subject: Subject, resolution: Resolution, path: String, mayBeCaption: Bool,
    in context: CheckContext
  ) -> (remark: String, sourceIsRoleAlone: Bool?) {
    guard resolution.locale != resolution.sourceLocale, !resolution.speaksSourceLanguage else {
      return ("", nil)
    }
    let source = context.resolver(for: subject).resolve(entry, in: resolution.sourceLocale)
    // The source's form that stands for it: the same one, else its text for other devices (review 154).
    let sourceText =
      path.isEmpty
      ? source.label
      : source.value.flatMap { Self.sourceFormText(standingFor: path, in: $0, translation: resolution.value) }
    guard let text = sourceText, !LabelText.showsDraft(source),
      let match = roleWord(in: text, of: entry, in: source, mayBeCaption: mayBeCaption)
    else { return ("", nil) }
    // Dropping a label's only word leaves nothing (audit 289: Wire's "Image").
    let alone = Self.isRoleAlone(text, match: match)
    let fix = alone ? "is the role alone too: fix it" : "names the role too: drop it"
    return ("; the \(resolution.sourceLocale) text '\(LabelText.trimmed(text))' \(fix) there first", alone)
  }

  /// Whether `label` is the role word `match` found and nothing else ("Image", "Ссылка", "Tab:");
  /// not "Link: %@", whose argument stays.
  static func isRoleAlone(_ label: String, match: RoleWords.RoleWordMatch) -> Bool {
    guard match.placement == .whole else { return false }
    let text = LabelText.trimmed(label)
    let word = text.last.map { ":.".contains($0) } == true ? text.dropLast() : text[...]
    return word.lowercased() == match.word.lowercased()
  }

  /// The source's text for a translation's device or width form at `path`, as the form shows it:
  /// a case that varies by plural or holds variables (a `.stringsdict` case's `%#@n@`) is read
  /// as its `other` form with its variables written out, as the finding quotes the translation
  /// (review 155); other forms as ``LeafPath/sourceText(standingFor:in:translation:)`` finds them.
  static func sourceFormText(
    standingFor path: String, in source: LocalizedValue, translation: LocalizedValue?
  )
    -> String?
  {
    let form =
      source.leaf(at: path)
      ?? LeafPath.sourcePath(forDeviceForm: path, in: source).flatMap {
        $0.isEmpty ? source : source.leaf(at: $0)
      }
    if let form, form.substitutions != nil || (form.value == nil && form.variations != nil) {
      return LabelText.readableText(of: form)
    }
    return LeafPath.sourceText(standingFor: path, in: source, translation: translation)
  }
}
