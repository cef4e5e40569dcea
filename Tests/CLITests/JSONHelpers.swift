import Foundation
import Testing

/// Reading JSON output in tests.
enum JSON {
  /// The JSON object in `text`.
  static func object(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [String: Any]
  {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(value as? [String: Any], sourceLocation: sourceLocation)
  }

  /// The JSON array in `text`.
  static func array(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [[String: Any]]
  {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(value as? [[String: Any]], sourceLocation: sourceLocation)
  }
}

extension Dictionary where Key == String, Value == Any {
  /// The member `name` as an object.
  func object(_ name: String) -> [String: Any]? { self[name] as? [String: Any] }

  /// The member `name` as an array of objects.
  func objects(_ name: String) -> [[String: Any]] { self[name] as? [[String: Any]] ?? [] }

  /// The member `name` as a string (`nil` for JSON `null` or a missing member).
  func string(_ name: String) -> String? { self[name] as? String }
}
