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
      guard let list = XcodeBuildSettings.field("buildConfigurationList", in: fields[...]) else { continue }
      let target = Target(
        name: XcodeBuildSettings.field("name", in: fields[...]),
        productType: XcodeBuildSettings.field("productType", in: fields[...]))
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

  /// Each object of class `isa`: its id and its fields' text, up to its end (`};`), within a
  /// window that the next object of the class also ends: a hostile file of many `isa` lines is
  /// read once, not a window per line (review 223).
  private static func objects(of isa: String, in bytes: UnsafeBufferPointer<UInt8>)
    -> [(id: String?, fields: String)]
  {
    let marker = Array("isa = \(isa);".utf8)
    var starts: [Int] = []
    var index = 0
    while let start = ByteSearch.firstIndex(of: marker, in: bytes, from: index) {
      starts.append(start)
      index = start + marker.count
    }
    return starts.indices.compactMap { number in
      let from = starts[number] + marker.count
      let limit = min(from + objectWindow, number + 1 < starts.count ? starts[number + 1] : bytes.count)
      guard let end = objectEnd(in: bytes, from: from, to: limit) else { return nil }
      let floor = number > 0 ? starts[number - 1] + marker.count : 0
      let fields = String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<end]), as: UTF8.self)
      return (XcodeBuildSettings.objectID(before: starts[number], in: bytes, floor: floor), fields)
    }
  }

  /// Where the first `};` between `start` and `limit` starts: an object's end.
  private static func objectEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to limit: Int) -> Int?
  {
    var index = start
    while let brace = ByteSearch.firstIndex(of: UInt8(ascii: "}"), in: bytes, from: index, to: limit) {
      if brace + 1 < bytes.count, bytes[brace + 1] == UInt8(ascii: ";") { return brace }
      index = brace + 1
    }
    return nil
  }
}
