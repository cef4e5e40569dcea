extension LocalizedValue {
  /// Whether the value has plural, device or width forms, or substitutions.
  var hasForms: Bool { variations != nil || substitutions != nil }

  /// Whether the value is an export's plain form still to translate: a unit without `<target>`,
  /// or one whose state says it is untranslated.
  var isExportFormToTranslate: Bool {
    !hasForms && (value == nil || Self.isUntranslatedState(state))
  }

  /// Whether the value is an export's translated plain form (not a `<source>` text).
  var isTranslatedExportForm: Bool { !hasForms && isTranslatedText }

  /// Takes from `other`, another export's value of the same key and locale, the forms this one
  /// still has to translate or lacks, form by form: two exports of one table (`ja.xliff` beside
  /// an older `ja.lproj.xliff`) must not settle a plural by which file name comes first
  /// (``overrides(_:)`` settles plain values).
  mutating func fillFormsToTranslate(from other: LocalizedValue) {
    if Self.isUntranslatedState(state) || value == nil, let text = other.value, other.isTranslatedText {
      value = text
      state = other.state
      position = other.position
    }
    if var forms = variations, let others = other.variations {
      for (kind, cases) in others.kinds {
        forms.modifyCases(of: kind) { present in
          present = Self.filled(present ?? [:], from: cases)
        }
      }
      variations = forms
    }
    if var mine = substitutions, let theirs = other.substitutions {
      for (name, substitution) in theirs {
        guard let theirForms = substitution.variations else { continue }
        guard var mineSubstitution = mine[name], let myForms = mineSubstitution.variations else {
          if mine[name] == nil { mine[name] = substitution }
          continue
        }
        var holder = LocalizedValue(variations: myForms)
        holder.fillFormsToTranslate(from: LocalizedValue(variations: theirForms))
        mineSubstitution.variations = holder.variations
        mine[name] = mineSubstitution
      }
      substitutions = mine
    }
  }

  /// Whether the value's own text is a translation (not a `<source>` text, not untranslated).
  private var isTranslatedText: Bool {
    value != nil && !Self.isUntranslatedState(state) && !isXLIFFSource
  }

  /// `present`'s forms, each still to translate (or missing) replaced by `incoming`'s translated
  /// form of the same name; nested forms (`device.iphone.plural.few`) filled alike.
  private static func filled(_ present: [String: LocalizedValue], from incoming: [String: LocalizedValue])
    -> [String: LocalizedValue]
  {
    var result = present
    for (name, form) in incoming {
      guard var current = result[name] else {
        result[name] = form
        continue
      }
      if current.hasForms {
        current.fillFormsToTranslate(from: form)
        result[name] = current
      } else if current.isExportFormToTranslate && form.isTranslatedExportForm {
        result[name] = form
      }
    }
    return result
  }
}
