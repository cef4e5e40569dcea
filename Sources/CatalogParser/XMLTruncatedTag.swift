/// A document cut off inside a tag (`<stri`, `<file original="a" target-lan`): libxml2 then
/// reports the cut name as a tag of its own ("unexpected <stri>") or in its own words
/// ("Specification mandates value for attribute target-lan"), which send a reader looking for a
/// misspelt tag that is not in the file.
enum XMLTruncatedTag {
  /// The offset of the last `<` of `document` when no `>` follows it, with a message naming
  /// what the file ends in; `nil` when the document ends after a tag closes. Comments and CDATA
  /// sections are ``XMLUnclosedMarkup``'s.
  static func find(in document: UnsafeBufferPointer<UInt8>) -> (offset: Int, message: String)? {
    guard let tag = document.lastIndex(of: UInt8(ascii: "<")),
      !document[tag...].contains(UInt8(ascii: ">"))
    else { return nil }
    let rest = document[tag...]
    if rest.starts(with: "<!--".utf8) || rest.starts(with: "<![CDATA[".utf8) { return nil }
    let line = rest.prefix { $0 != 0x0A && $0 != 0x0D }
    let shown = String(decoding: line.prefix(30), as: UTF8.self)
    let cut = line.count > 30 ? "…" : ""
    return (tag, "the document ends inside '\(ControlCharacters.escaped(shown))\(cut)': the file is cut off")
  }
}
