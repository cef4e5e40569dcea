import Foundation
import TestSupport
import Testing

@testable import CatalogParser

/// Bundles as fingerprints name them: relative to the project folder, whatever the working folder.
@Suite struct ProjectBundleTests {
  /// A project with an `.lproj` bundle in `App/` and an XLIFF whose `original` names a bundle
  /// `Widget` that is no folder here.
  private static func project() throws -> TempFolder {
    let files = [
      "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
      "App/de.lproj/Localizable.strings": "\"Save\" = \"Sichern\";\n",
      "App/Export/de.xliff": """
      <xliff version="1.2"><file original="Widget/en.lproj/Localizable.strings" source-language="en" \
      target-language="de" datatype="plaintext"><body><trans-unit id="Go"><source>Go</source>\
      <target>Los</target></trans-unit></body></file></xliff>
      """,
    ]
    return try TempFolder(files: files)
  }

  @Test func diskBundlesAreNamedFromTheProjectFolder() throws {
    let folder = try Self.project()
    let root = folder.url
    let inside = CatalogLoader(
      workingDirectory: root.appendingPathComponent("App").path, projectDirectory: root.path
    )
    .load(paths: ["."])
    #expect(inside.errors.isEmpty)
    #expect(Set(inside.tables.map(\.bundle)) == [".", "Widget"])
    #expect(inside.projectBundle(".") == "App")
    // A bundle named by `original` is a name, not a path below the working folder.
    #expect(inside.projectBundle("Widget") == "Widget")

    let fromRoot = CatalogLoader(workingDirectory: root.path, projectDirectory: root.path).load(paths: ["App"]
    )
    #expect(Set(fromRoot.tables.map(\.bundle)) == ["App", "Widget"])
    #expect(fromRoot.projectBundles.isEmpty)
    #expect(fromRoot.projectBundle("App") == "App")
  }
}
