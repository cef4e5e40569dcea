import Testing

@testable import CatalogParser

@Suite struct TableNameCaseCollisionTests {
  @Test func tablesOfOneBundleWhoseNamesDifferInCaseCollide() {
    let tables = [
      StringTable(bundle: "App", name: "InfoPlist"), StringTable(bundle: "App", name: "infoPlist"),
      StringTable(bundle: "App", name: "Localizable"), StringTable(bundle: "Widget", name: "infoplist"),
      StringTable(bundle: "Other", name: "InfoPlist"),
    ]
    #expect(
      TableNameCaseCollision.find(in: tables) == [
        TableNameCaseCollision(bundle: "App", names: ["InfoPlist", "infoPlist"])
      ])
  }
}
