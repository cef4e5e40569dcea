import CatalogParser
import Foundation
import Testing

@testable import LocaleCheck

/// The source text that a translation's form stands for, across device and plural forms.
@Suite("Leaf paths")
struct LeafPathTests {
  /// A source value read from a String Catalog localization written as JSON.
  static func source(_ localization: String) throws -> LocalizedValue {
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":\(localization)}}}}
      """
    let fixture = try Fixture(["Localizable.xcstrings": catalog])
    let entry = try #require(fixture.catalog().tables.first?.entries.first)
    return try #require(entry.localizations[LocaleID("en")])
  }

  static func leaf(_ text: String) -> String { CatalogText.stringUnit(text) }
  static let plural =
    "{\"variations\":{\"plural\":{\"one\":\(leaf("1 file")),\"other\":\(leaf("%lld files"))}}}"

  @Test func aDeviceTheSourceDoesNotNameStandsForItsOtherDevices() throws {
    let source = try Self.source(
      "{\"variations\":{\"device\":{\"mac\":\(Self.leaf("Click")),\"other\":\(Self.leaf("Tap"))}}}")
    #expect(LeafPath.sourceText(standingFor: "device.ipad", in: source) == "Tap")
    #expect(LeafPath.sourceText(standingFor: "device.mac", in: source) == "Click")
    #expect(
      LeafPath.sourcePath(forDeviceForm: "device.ipad.plural.one", in: source) == "device.other.plural.one")
    #expect(LeafPath.sourcePath(forDeviceForm: "device.mac", in: source) == nil)
    #expect(LeafPath.sourcePath(forDeviceForm: "plural.one", in: source) == nil)
  }

  @Test func aSourceWithoutDeviceFormsHasOneTextForEveryDevice() throws {
    let source = try Self.source(Self.plural)
    #expect(LeafPath.sourceText(standingFor: "device.mac.plural.one", in: source) == "1 file")
    #expect(LeafPath.sourceText(standingFor: "device.mac.plural.few", in: source) == "%lld files")
    // A plain device form of a plural source stands for its `other` form.
    #expect(LeafPath.sourceText(standingFor: "device.mac", in: source) == "%lld files")
  }

  @Test func aSourceWithoutTheFormsOrAnOtherDeviceHasNone() throws {
    let source = try Self.source("{\"variations\":{\"device\":{\"mac\":\(Self.leaf("Click"))}}}")
    #expect(LeafPath.sourceText(standingFor: "device.iphone", in: source) == nil)
  }

  @Test func thePluralPartsOfAPathAreReadFromItsLastPluralMarker() {
    #expect(LeafPath.pluralCategory(in: "") == nil)
    #expect(LeafPath.pluralCategory(in: "device.mac") == nil)
    #expect(LeafPath.pluralCategory(in: "plural.one") == .one)
    #expect(LeafPath.pluralCategory(in: "device.mac.plural.few") == .few)
    // A substitution may be named `plural`: the last marker is the variation's.
    #expect(LeafPath.pluralCategory(in: "substitutions.plural.plural.many") == .many)
    #expect(LeafPath.pluralOwner(of: "") == nil)
    #expect(LeafPath.pluralOwner(of: "plural.one") == "")
    #expect(LeafPath.pluralOwner(of: "substitutions.plural.plural.one") == "substitutions.plural")
    #expect(LeafPath.otherForm(of: "device.iphone") == "device.iphone")
    #expect(LeafPath.otherForm(of: "substitutions.n.plural.few") == "substitutions.n.plural.other")
  }

  @Test func aVariablesNameIsReadFromItsPath() {
    #expect(LeafPath.variableName(in: "substitutions.files.plural.one") == "files")
    #expect(LeafPath.variableName(in: "device.iphone.substitutions.days.plural.few") == "days")
    #expect(LeafPath.variableName(in: "substitutions.@file.count@.plural.one") == "file.count")
    #expect(LeafPath.variableName(in: "plural.one") == nil)
    #expect(LeafPath.variableName(in: "") == nil)
  }
}
