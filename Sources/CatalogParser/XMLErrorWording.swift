import CLibXML2
import Foundation

/// Clearer words for libxml2's most common errors, whose own text names its functions
/// (`xmlParseCharRef: invalid xmlChar value 0`) or reads wrong (`Document is empty` for a file
/// that holds text but no XML).
enum XMLErrorWording {
  /// The message for libxml2's error `code` with its text `message`, in `document`.
  static func message(code: Int32, libxml2 message: String, document: UnsafeBufferPointer<UInt8>)
    -> String
  {
    let charRef = "xmlParseCharRef: invalid xmlChar value "
    if message.hasPrefix(charRef) {
      return
        "a character reference to a character XML does not allow (value \(message.dropFirst(charRef.count)))"
    }
    switch code {
    case Int32(XML_ERR_DOCUMENT_EMPTY.rawValue):
      guard let first = document.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
        return "the document is empty"
      }
      return "not an XML document: it starts with \(shown(first)) where '<' is expected"
    case Int32(XML_ERR_INVALID_CHAR.rawValue):
      // "Char 0x0 out of allowed range", "PCDATA invalid Char value 1".
      guard let value = characterValue(in: message) else { return message }
      return "a character XML does not allow (\(CodePoint.text(value)))"
    case Int32(XML_ERR_GT_REQUIRED.rawValue):
      let prefix = "Couldn't find end of Start Tag "
      guard message.hasPrefix(prefix) else { return message }
      return "the start tag <\(message.dropFirst(prefix.count))> has no closing '>'"
    default:
      return message
    }
  }

  /// The character value libxml2 names in `message`, written `0x1F` or `value 31`.
  private static func characterValue(in message: String) -> UInt32? {
    if let marker = message.range(of: "0x") {
      return UInt32(message[marker.upperBound...].prefix { $0.isHexDigit }, radix: 16)
    }
    if let marker = message.range(of: "value ") {
      return UInt32(message[marker.upperBound...].prefix { $0.isNumber })
    }
    return nil
  }

  /// A byte as a reader sees it: the character where it is visible ASCII, else its value.
  private static func shown(_ byte: UInt8) -> String {
    guard byte > 0x20 && byte < 0x7F else { return "byte 0x" + String(byte, radix: 16, uppercase: true) }
    return "'\(Character(Unicode.Scalar(byte)))'"
  }
}
