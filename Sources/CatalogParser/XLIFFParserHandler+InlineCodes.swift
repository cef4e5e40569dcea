extension XLIFFParserHandler {
  /// Adds the text that an inline code inside a source, target or `<data>` stands for, and
  /// returns the code's kind.
  ///
  /// A label is read as the app shows it, so a placeholder must keep its native code
  /// (`Hello %@`, not `Hello `) or `format-mismatch` would compare texts without placeholders:
  /// - XLIFF 2.0: `<ph>`, `<sc>` and `<ec>` add the `<originalData>` entry their `dataRef` names
  ///   (else their `equiv` text); `<pc>` adds `dataRefStart` (`equivStart`) before its content and
  ///   `dataRefEnd` (`equivEnd`) after it; `<cp hex>` adds its character.
  /// - XLIFF 1.2: `<x/>`, `<bx/>` and `<ex/>` add their `equiv-text` (in a target, the source
  ///   code's when they have none). `<ph>`, `<bpt>`, `<ept>` and
  ///   `<it>` hold their native code as content, which is read like any text.
  func startInlineCode(_ element: XMLStartElement) -> Kind {
    guard !capture.isInDocument else { return .other }  // plain text holds no markup
    if isVersion2 {
      if element.hasName("ph") || element.hasName("sc") || element.hasName("ec") {
        appendNativeCode(element, reference: "dataRef", equivalent: "equiv")
      } else if element.hasName("pc") {
        appendNativeCode(element, reference: "dataRefStart", equivalent: "equivStart")
        pairedCodeEnds.append(nativeCode(element, reference: "dataRefEnd", equivalent: "equivEnd") ?? "")
        return .pairedCode
      } else if element.hasName("cp") {
        appendCodePoint(hex: element.attribute("hex"))
      }
    } else if element.hasName("x") || element.hasName("bx") || element.hasName("ex") {
      appendEquivalentText(element)
    }
    return .other
  }

  /// Adds an XLIFF 1.2 code's `equiv-text`. A target's code is the source's code of the same
  /// `id`, so a target code written without the attribute (as Angular writes translations) adds
  /// the source code's.
  private func appendEquivalentText(_ element: XMLStartElement) {
    let id = element.attribute("id")
    if let equivalent = element.attribute("equiv-text") {
      text.append(contentsOf: equivalent.utf8)
      if capture.kind == .source, let id { sourceCodeTexts[id] = equivalent }
    } else if capture.kind == .target, let id, let equivalent = sourceCodeTexts[id] {
      text.append(contentsOf: equivalent.utf8)
    }
  }

  /// Adds the text a `<pc>` adds after its content.
  func endPairedCode() {
    guard let end = pairedCodeEnds.popLast() else { return }
    text.append(contentsOf: end.utf8)
  }

  private func appendNativeCode(_ element: XMLStartElement, reference: StaticString, equivalent: StaticString)
  {
    guard let code = nativeCode(element, reference: reference, equivalent: equivalent) else { return }
    text.append(contentsOf: code.utf8)
  }

  /// The `<originalData>` entry that `element`'s `reference` attribute names, else its
  /// `equivalent` attribute.
  private func nativeCode(_ element: XMLStartElement, reference: StaticString, equivalent: StaticString)
    -> String?
  {
    if let id = element.attribute(reference), let code = originalData[id] { return code }
    return element.attribute(equivalent)
  }

  /// Adds the character of a `<cp hex="...">` (XLIFF 2.0's way to write a character that XML
  /// cannot hold); an invalid or missing code point adds nothing.
  private func appendCodePoint(hex: String?) {
    guard let hex, hex.utf8.count <= 6, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value)
    else { return }
    text.append(contentsOf: String(Character(scalar)).utf8)
  }
}
