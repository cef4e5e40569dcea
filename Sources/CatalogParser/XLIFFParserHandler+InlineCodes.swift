extension XLIFFParserHandler {
  /// Adds the text that an inline code inside a source, target or `<data>` stands for, and
  /// returns the code's kind.
  ///
  /// A label is read as the app shows it, so a placeholder must keep its native code
  /// (`Hello %@`, not `Hello `) or `format-mismatch` would compare texts without placeholders:
  /// - XLIFF 2.0: `<ph>`, `<sc>` and `<ec>` add the `<originalData>` entry their `dataRef` names
  ///   (else their `equiv` text, else a `<ph>`'s placeholder in `disp`); `<pc>` adds `dataRefStart` (`equivStart`) before its content and
  ///   `dataRefEnd` (`equivEnd`) after it; `<cp hex>` adds its character.
  ///   A `<ph subType="xlf:lb">` is a line break.
  /// - XLIFF 1.2: `<x/>`, `<bx/>` and `<ex/>` add their `equiv-text` (in a target, the source
  ///   code's when they have none; a line break for `ctype="lb"`). `<ph>`, `<bpt>`, `<ept>` and
  ///   `<it>` hold their native code as content, which is read like any text.
  func startInlineCode(_ element: XMLStartElement) -> Kind {
    guard !capture.isInDocument else { return .other }  // plain text holds no markup
    // A code (a line break's `<x/>`) is content; an empty `<g>` or `<mrk>` is markup around none.
    if !segmentMarkers.isEmpty && !element.hasName("g") && !element.hasName("mrk") {
      segmentMarkers[segmentMarkers.count - 1].holdsCode = true
    }
    if isVersion2 {
      if element.hasName("ph") && element.attribute("subType") == "xlf:lb" {
        // The standard's line break, whatever markup its data holds (`<br/>`).
        text.append(UInt8(ascii: "\n"))
      } else if element.hasName("ph") || element.hasName("sc") || element.hasName("ec") {
        let name = element.hasName("ph") ? "ph:" : element.hasName("sc") ? "sc:" : "ec:"
        text.append(
          contentsOf: codeText(
            element, name: name, reference: "dataRef", equivalent: "equiv", display: "disp"
          ).utf8)
      } else if element.hasName("pc") {
        text.append(
          contentsOf: codeText(
            element, name: "pc<:", reference: "dataRefStart", equivalent: "equivStart", display: "dispStart"
          ).utf8)
        pairedCodeEnds.append(
          codeText(element, name: "pc>:", reference: "dataRefEnd", equivalent: "equivEnd", display: "dispEnd")
        )
        return .pairedCode
      } else if element.hasName("cp") {
        appendCodePoint(hex: element.attribute("hex"))
      }
    } else if element.hasName("x") || element.hasName("bx") || element.hasName("ex") {
      appendEquivalentText(element)
    } else if capture.kind == .target && element.hasName("mrk") && element.attribute("mtype") == "seg" {
      segmentMarkers.append((text.count, false))
      return .segmentMarker
    }
    return .other
  }

  /// Ends an XLIFF 1.2 target segment: one without text or code leaves the unit partly
  /// untranslated, as an XLIFF 2.0 `<segment>` without `<target>` does.
  func endSegmentMarker() {
    guard let (start, holdsCode) = segmentMarkers.popLast() else { return }
    // White space of any kind (a no-break space) is no translation either; segmenters make no
    // source segment of white space alone.
    let isBlank = String(decoding: text[start...], as: UTF8.self).allSatisfy(\.isWhitespace)
    if isBlank && !holdsCode && unit.isOpen { unit.hasUntranslatedSegment = true }
  }

  /// Adds an XLIFF 1.2 code's `equiv-text`. A target's code is the source's code of the same
  /// `id`, so a target code written without the attribute (as Angular writes translations) adds
  /// the source code's. Looked up by element and `id`: a `<bx>` and its `<ex>` may share one.
  private func appendEquivalentText(_ element: XMLStartElement) {
    let name = element.hasName("x") ? "x:" : element.hasName("bx") ? "bx:" : "ex:"
    let codeID = element.attribute("id")
    let id = codeID.map { name + $0 }
    if element.attribute("ctype") == "lb" {
      // XLIFF 1.2's line break, whatever text stands for it (PASSOLO writes none, Angular `<br/>`).
      text.append(UInt8(ascii: "\n"))
      if capture.kind == .source, let id { sourceCodeTexts[id] = "\n" }
    } else if let written = element.attribute("equiv-text") {
      let equivalent = Self.shownText(of: written, codeID: codeID)
      text.append(contentsOf: equivalent.utf8)
      if capture.kind == .source, let id { sourceCodeTexts[id] = equivalent }
    } else if capture.kind == .target, let id, let equivalent = sourceCodeTexts[id] {
      text.append(contentsOf: equivalent.utf8)
    }
  }

  /// What an XLIFF 1.2 code's `equiv-text` adds: the text, but for Angular's named markup
  /// (`<x id="START_BOLD_TEXT" equiv-text="<b>"/>`) a line break for `<br>` and nothing for
  /// other tags, as its XLIFF 2.0 `disp` reads, and for a `$localize` expression
  /// (`<x id="PH" equiv-text="name"/>`) the expression as its code writes it, `${name}`.
  private static func shownText(of equivalent: String, codeID: String?) -> String {
    if let codeID, isLocalizePlaceholderName(codeID), !equivalent.hasPrefix("{"), !equivalent.hasPrefix("<") {
      return localizeExpression(equivalent)
    }
    guard let codeID, isAngularMarkupName(codeID), equivalent.hasPrefix("<") || isAngularBlockName(codeID)
    else {
      return equivalent
    }
    return equivalent.lowercased().hasPrefix("<br") ? "\n" : ""
  }

  /// The text an XLIFF 2.0 code adds (`<ph>`, `<sc>`, `<ec>`, or one end of a `<pc>`). A
  /// target's code with only its name (Angular's translated `<ph id="0" equiv="PH"/>`, review
  /// 192; `<sc id="1" equiv="PH"/>`, review 193) is the source's code of the same element and
  /// `id` (an `<ec>`'s `startRef` where it has one), as an XLIFF 1.2 code without
  /// `equiv-text` is.
  private func codeText(
    _ element: XMLStartElement, name: String, reference: StaticString, equivalent: StaticString,
    display: StaticString
  ) -> String {
    // An `<ec>` is known by the `<sc>` it ends, which a translation may write without an `id`.
    let id =
      (name == "ec:" ? element.attribute("startRef") ?? element.attribute("id") : element.attribute("id"))
      .map { name + $0 }
    let code = nativeCode(element, reference: reference, equivalent: equivalent, display: display)
    if capture.kind == .source, let id, let code { sourceCodeTexts[id] = code }
    if capture.kind == .target, let id, let known = sourceCodeTexts[id], element.attribute(display) == nil,
      element.attribute(reference).flatMap({ originalData[$0] }) == nil
    {
      return known
    }
    return code ?? ""
  }

  /// Adds the text a `<pc>` adds after its content.
  func endPairedCode() {
    guard let end = pairedCodeEnds.popLast() else { return }
    text.append(contentsOf: end.utf8)
  }

  /// The `<originalData>` entry that `element`'s `reference` attribute names, else its
  /// `equivalent` attribute.
  private func nativeCode(
    _ element: XMLStartElement, reference: StaticString, equivalent: StaticString,
    display: StaticString
  ) -> String? {
    if let id = element.attribute(reference), let code = originalData[id] { return code }
    guard let text = element.attribute(equivalent) else {
      // Only the text a translator sees, a placeholder's (`<ph id="1" disp="{name}"/>`; audit
      // 283): the code's best likeness, where nothing would make a label empty. Not another
      // tool's markup or name for it (`dispStart="[b]"`, `disp="Bold"`; review 201).
      guard element.hasName("ph"), let shown = element.attribute(display),
        let first = shown.first, "{%$".contains(first)
      else { return nil }
      return shown
    }
    // Angular writes the placeholder's name (`INTERPOLATION`, `START_BOLD_TEXT`, `PH`) where the
    // text goes and the code in `disp`: an interpolation or ICU expression stands in the label, a
    // line break is one, other markup (`<b>`) adds nothing. Without `disp` the name is what there is.
    guard Self.isPlaceholderName(text), let shown = element.attribute(display) else {
      return text
    }
    if shown.hasPrefix("{") { return shown }
    if Self.isLocalizePlaceholderName(text) && !shown.hasPrefix("<") { return Self.localizeExpression(shown) }
    // Angular's markup shows its tag (`<b>`) or its block (`@if`, `}`; review 196) in `disp`;
    // another tool's named code its text ("Ctrl+C").
    if !shown.hasPrefix("<") && !Self.isAngularBlockName(text) { return shown }
    return shown.lowercased().hasPrefix("<br") ? "\n" : ""
  }

  /// A `$localize` expression (`name`, `user.name` in `disp` of `<ph equiv="PH">`), as the code
  /// writes it in its message, `${name}`: a value the app puts in, not words of the label.
  private static func localizeExpression(_ expression: String) -> String {
    "${" + expression + "}"
  }

  /// Whether `id` is the name Angular gives a `$localize` expression in XLIFF 1.2 (`PH`, `PH_1`),
  /// whose `equiv-text` is the expression (`<x id="PH" equiv-text="user.name"/>`).
  private static func isLocalizePlaceholderName(_ id: String) -> Bool {
    guard id.hasPrefix("PH") else { return false }
    let rest = id.utf8.dropFirst(2)
    return rest.isEmpty
      || (rest.first == UInt8(ascii: "_") && rest.count > 1
        && rest.dropFirst().allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
  }

  /// Whether `id` is a name Angular gives its markup codes (`START_BOLD_TEXT`, `CLOSE_LINK`,
  /// `TAG_IMG`, `LINE_BREAK`), not another tool's code that names its key (`CTRL_C`).
  private static func isAngularMarkupName(_ id: String) -> Bool {
    isPlaceholderName(id)
      && (id == "LINE_BREAK" || ["START_", "CLOSE_", "TAG_"].contains { id.hasPrefix($0) })
  }

  /// Whether `id` names one end of an Angular control flow block (`START_BLOCK_IF`,
  /// `CLOSE_BLOCK_ELSE`), whose text (`@if (cond) {`, `}`) the template runs, never shows.
  private static func isAngularBlockName(_ id: String) -> Bool {
    id.hasPrefix("START_BLOCK_") || id.hasPrefix("CLOSE_BLOCK_")
  }

  /// Whether `text` is a placeholder's name rather than text: capitals, digits and `_`
  /// (`INTERPOLATION_1`, `CLOSE_TAG_SPAN`), with at least one `_` or the names Angular gives
  /// without one.
  static func isPlaceholderName(_ text: String) -> Bool {
    guard let first = text.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
      text.utf8.allSatisfy({ byte in
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || byte == UInt8(ascii: "_")
      })
    else { return false }
    return text.contains("_") || ["INTERPOLATION", "ICU", "PH"].contains(text)
  }

  /// Adds the character of a `<cp hex="...">` (XLIFF 2.0's way to write a character that XML
  /// cannot hold); an invalid or missing code point adds nothing.
  private func appendCodePoint(hex: String?) {
    guard let hex, hex.utf8.count <= 6, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value)
    else { return }
    text.append(contentsOf: String(Character(scalar)).utf8)
  }
}
