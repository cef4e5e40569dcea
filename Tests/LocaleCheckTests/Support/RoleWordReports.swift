@testable import LocaleCheck

/// The `role-in-label` findings of a String Catalog, for the tests of each language group's lists.
enum RoleWordReports {
  /// The findings over a catalog of `keys` (key -> locale -> value), as "key locale", sorted.
  static func reported(_ keys: [String: [String: String]]) throws -> [String] {
    let fixture = try Fixture(["Localizable.xcstrings": CatalogText.xcstrings(keys)])
    return try fixture.findings(of: "role-in-label").map { "\($0.key ?? "") \($0.locale?.description ?? "")" }
      .sorted()
  }
}
