import Foundation

/// The native targets of an Xcode project file (`PBXNativeTarget`: the app, its tests, its
/// extensions), by the ids of their build configurations: which configuration is whose, what
/// the target is called and what it builds (`com.apple.product-type.application`).
struct XcodeNativeTargets {
  /// One target's name and product type.
  struct Target: Equatable {
    /// The target's name (`App`), which Xcode gives its folder of sources too.
    var name: String?
    /// What it builds (`com.apple.product-type.application`, `…app-extension`, `…bundle.unit-test`).
    var productType: String?

    /// Whether it builds an app, not an extension, a framework or tests.
    var isApplication: Bool { productType == "com.apple.product-type.application" }
  }

  /// The targets by the object ids of their build configurations.
  private(set) var byConfiguration: [String: Target] = [:]

  /// How far from an object's `isa` its fields are looked for: a bound keeps a hostile file linear.
  private static let objectWindow = 8192

  /// The native targets of the project file `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    var targetsByList: [String: Target] = [:]
    for fields in Self.objects(of: "PBXNativeTarget", in: bytes).map(\.fields) {
      guard let list = Self.value(of: "buildConfigurationList", in: fields) else { continue }
      let target = Target(
        name: Self.value(of: "name", in: fields), productType: Self.value(of: "productType", in: fields))
      if target.name != nil || target.productType != nil { targetsByList[list] = target }
    }
    guard !targetsByList.isEmpty else { return }
    for (id, fields) in Self.objects(of: "XCConfigurationList", in: bytes) {
      guard let id, let target = targetsByList[id], let open = fields.range(of: "buildConfigurations = (")
      else {
        continue
      }
      let items = fields[open.upperBound...].prefix { $0 != ")" }.split(separator: ",")
      for item in items {
        let configuration = item.trimmingCharacters(in: .whitespacesAndNewlines).prefix {
          !$0.isWhitespace && $0 != "/"
        }
        if !configuration.isEmpty { byConfiguration[String(configuration)] = target }
      }
    }
  }

  /// Each object of class `isa`: its id and its fields' text, up to its end (`};`).
  private static func objects(of isa: String, in bytes: UnsafeBufferPointer<UInt8>)
    -> [(id: String?, fields: String)]
  {
    let marker = Array("isa = \(isa);".utf8)
    var found: [(id: String?, fields: String)] = []
    var index = 0
    while let start = ByteSearch.firstIndex(of: marker, in: bytes, from: index) {
      index = start + marker.count
      let end = min(index + objectWindow, bytes.count)
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
      let fields = text.prefix(upTo: text.range(of: "};")?.lowerBound ?? text.endIndex)
      found.append((XcodeBuildSettings.objectID(before: start, in: bytes), String(fields)))
    }
    return found
  }

  /// The value of the field `name` (`name = App;`, `productType = "…";`), unquoted.
  private static func value(of name: String, in fields: String) -> String? {
    var rest = fields[...]
    while let found = rest.range(of: name + " = ") {
      rest = rest[found.upperBound...]
      // A whole field name: at a line's start or after white space or `;`.
      let before = fields[..<found.lowerBound].last
      guard before.map({ $0.isWhitespace || $0 == ";" }) ?? true else { continue }
      let value = rest.prefix { $0 != ";" && $0 != "\n" }
        .trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
      let id = value.prefix { !$0.isWhitespace && $0 != "/" }
      return name == "buildConfigurationList" ? String(id) : value
    }
    return nil
  }
}
