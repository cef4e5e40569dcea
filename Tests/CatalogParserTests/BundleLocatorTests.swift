import Testing

@testable import CatalogParser

@Suite struct BundleLocatorTests {
  private static func file(_ bundle: String, format: CatalogFormat = .strings) -> DiscoveredFile {
    DiscoveredFile(
      path: "/x/\(bundle)/de.lproj/Main.strings", format: format,
      context: FileContext(displayPath: "\(bundle)/de.lproj/Main.strings", bundle: bundle, table: "Main"))
  }

  @Test func anXLIFFBundleIsTheFolderWhosePathEndsWithIt() {
    // Run inside /work/app/catalogs/SampleApp: its `.lproj` folders are bundle `.`.
    let locator = BundleLocator(
      files: [Self.file("."), Self.file("../Other")], workingDirectory: "/work/app/catalogs/SampleApp")
    #expect(locator.diskBundle(for: "catalogs/SampleApp") == ".")
    #expect(locator.diskBundle(for: "SampleApp") == ".")
    #expect(locator.diskBundle(for: "Other") == "../Other")
    // A name that is a folder's already, the project root and unknown names stay as they are.
    #expect(locator.diskBundle(for: ".") == nil)
    #expect(locator.diskBundle(for: "Widget") == nil)
  }

  @Test func anAmbiguousNameIsLeftAlone() {
    let locator = BundleLocator(files: [Self.file("a/App"), Self.file("b/App")], workingDirectory: "/w")
    #expect(locator.diskBundle(for: "App") == nil)
    #expect(locator.diskBundle(for: "a/App") == nil)  // a folder's own name: nothing to change
  }

  @Test func theProjectsOwnFolderIsTheOnlyBundleFoundOnDisk() {
    // `original="en.lproj/Localizable.strings"`, checked from the folder above the project.
    let one = BundleLocator(files: [Self.file("ios")], workingDirectory: "/repo")
    #expect(one.diskBundle(for: ".") == "ios")
    let two = BundleLocator(files: [Self.file("ios"), Self.file("widget")], workingDirectory: "/repo")
    #expect(two.diskBundle(for: ".") == nil)
  }

  @Test func anAbsoluteOriginalIsTheFolderThatEndsInTwoOfItsFoldersOrIsIt() {
    // Xcode 9.4's `/Users/dev/App/App`, checked out elsewhere and run from anywhere (review 104).
    let locator = BundleLocator(
      files: [Self.file("App/App"), Self.file("App/Widget/Resources")], workingDirectory: "/work/checkout")
    #expect(locator.diskBundle(for: "/Users/dev/App/App") == "App/App")
    #expect(locator.diskBundle(for: "/work/checkout/App/App") == "App/App")
    // One folder in common tells too little: an app's `Resources` is not the widget's.
    #expect(locator.diskBundle(for: "/Users/dev/App/App/Resources") == nil)
    let inside = BundleLocator(files: [Self.file(".")], workingDirectory: "/work/checkout/App/App")
    #expect(inside.diskBundle(for: "/Users/dev/App/App") == ".")
  }
}
