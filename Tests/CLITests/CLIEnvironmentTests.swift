import Foundation
import TestSupport
import Testing

@testable import cli

/// What `CLIEnvironment` finds out about the folder a run starts in.
@Suite("CLI environment")
struct CLIEnvironmentTests {
  @Test func theWorkingFolderIsKnownByItsNameOnDisk() throws {
    let folder = try TempFolder()
    try folder.write("other/.keep", "")
    #expect(CLIEnvironment.isWorkingDirectory(FileManager.default.currentDirectoryPath))
    #expect(CLIEnvironment.isWorkingDirectory("."))
    #expect(!CLIEnvironment.isWorkingDirectory(folder.url.appendingPathComponent("other").path))
    #expect(!CLIEnvironment.isWorkingDirectory(folder.url.appendingPathComponent("gone").path))
  }

  @Test func aPathIsNamedFromTheWorkingFoldersRealPathWhereALinkLeadsIntoIt() throws {
    let folder = try TempFolder()
    try folder.write("real/App/.keep", "")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("link").path, withDestinationPath: "real")
    let real = folder.url.appendingPathComponent("real").resolvingSymlinksInPath().path
    let environment = CLIEnvironment(
      workingDirectory: real, variables: [:], standardOutputIsTerminal: false)
    let link = folder.url.appendingPathComponent("link").path
    #expect(environment.physicalPath(link + "/App") == real + "/App")
    #expect(environment.physicalPath(link + "/App/") == real + "/App/")
    // A link given itself stays as given: it is an input of its own.
    #expect(environment.physicalPath(link) == link)
    #expect(environment.physicalPath(link + "/App/..") == link + "/App/..")
    #expect(environment.physicalPath("App") == "App")
    #expect(environment.physicalPath("/") == "/")
    let outside = folder.url.appendingPathComponent("elsewhere/App").path
    #expect(environment.physicalPath(outside) == outside)
  }
}
