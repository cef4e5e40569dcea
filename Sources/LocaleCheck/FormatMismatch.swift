/// A difference between the placeholders of a source string and its translation.
public struct FormatMismatch: Hashable, Sendable, CustomStringConvertible {
  /// What differs.
  public enum Kind: String, Hashable, Sendable {
    /// The source formats an argument the translation never uses (its value is lost; with
    /// positions after it, later placeholders read the wrong argument).
    case missingArgument
    /// The translation formats an argument the source does not pass: it reads garbage or
    /// crashes.
    case extraArgument
    /// Both use the argument with incompatible types (`%@` against `%d`): a crash at run time.
    case typeMismatch
    /// The translation uses one argument twice with incompatible types (`%1$@ (%1$d)`): it is
    /// read as one of them, and the other crashes or prints garbage. `source` is then the
    /// translation's first use, `translation` the one that does not fit it.
    case conflictingTypes
  }

  /// What differs.
  public var kind: Kind
  /// The 1-based argument number concerned.
  public var argument: Int
  /// The source placeholder that uses the argument, if any.
  public var source: FormatSpecifier?
  /// The translation placeholder that uses the argument, if any.
  public var translation: FormatSpecifier?

  /// A difference of `kind` about `argument`, with the placeholders of each side that use it.
  public init(
    kind: Kind, argument: Int, source: FormatSpecifier? = nil, translation: FormatSpecifier? = nil
  ) {
    self.kind = kind
    self.argument = argument
    self.source = source
    self.translation = translation
  }

  /// A sentence for a finding ("argument 1 is %@ in the source but %d here").
  public var message: String {
    let sourceText = source?.text ?? "?"
    let translationText = translation?.text ?? "?"
    switch kind {
    case .missingArgument:
      return "argument \(argument) (\(sourceText) in the source) is missing here"
    case .extraArgument:
      // A name the source does not use (misspelt or translated) is no argument of the source's.
      if let name = translation?.argumentName {
        return "named argument '\(name)' (\(translationText)) is not in the source"
      }
      return "argument \(argument) (\(translationText)) is not in the source" + percentSignHint + starHint
    case .conflictingTypes:
      return "argument \(argument) is used both as \(sourceText) and as \(translationText) here; "
        + "one argument can have one type"
    case .typeMismatch:
      // A variable (`%#@files@`) looks the same on both sides: its type is what differs.
      guard let source, let translation else {
        return "argument \(argument) is \(sourceText) in the source but \(translationText) here"
      }
      // A variable's type is its `NSStringFormatValueTypeKey` or `formatSpecifier`, not its
      // name or position, which may differ on purpose (`%#@anzahl@`, `%2$#@files@`); so is a
      // String Catalog form's `%arg`, which names no type.
      if source.text != translation.text
        && (source.substitutionName != nil || translation.substitutionName != nil
          || source.isArgPlaceholder || translation.isArgPlaceholder)
      {
        return "argument \(argument) is \(source.text) (\(source.type.phrase)) in the source but "
          + "\(translation.text) (\(translation.type.phrase)) here"
      }
      guard source.text == translation.text else {
        return "argument \(argument) is \(sourceText) in the source but \(translationText) here"
          + percentSignHint + starHint
      }
      return "argument \(argument) (\(source.text)) is \(source.type.phrase) in the source but "
        + "\(translation.type.phrase) here"
    }
  }

  /// A hint where the translation's placeholder reads like a percent sign of the text ("% f" in
  /// "%d % fertig", "% s" in "100% sukcesu"): printf reads it as a placeholder all the same.
  private var percentSignHint: String {
    // Not for a numbered token ("%2 d"): its writer meant an argument; nor where the source
    // writes the placeholder so itself.
    guard let translation, source?.startsLikeText != true, source?.sitsInWord != true else { return "" }
    let proseFlag =
      translation.startsLikeText
      && FormatSpecifierParser.startsLikeText(translation.text.utf8.dropFirst().first)
    // Or a percent sign glued to a number and a word, "50%iger" (audit 250).
    guard proseFlag || translation.sitsInWord else { return "" }
    return "; a percent sign in a format string is written %%"
  }

  /// A hint where the translation's placeholder takes its width or precision from an argument
  /// (`%*d`, `%.*f`) and the source's does not: that argument comes before the value, which moves
  /// the value and every later argument by one (audit 250).
  private var starHint: String {
    // A numbered placeholder (`%1$*2$d`) names its value's argument: the star moves nothing.
    guard let translation, !translation.isPositional, source?.text.contains("*") != true,
      let (star, role) = translation.precisionArgument.map({ ($0, "precision") })
        ?? translation.widthArgument.map({ ($0, "width") })
    else { return "" }
    return "; the * of \(translation.text) takes argument \(star) as its \(role), so its value is argument "
      + "\(translation.argument)"
  }

  /// The sentence for a finding (``message``).
  public var description: String { message }
}
