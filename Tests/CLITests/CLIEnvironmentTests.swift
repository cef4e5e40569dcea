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
    // The working folder itself through its link.
    #expect(environment.physicalPath(link) == real)
    #expect(environment.physicalPath(link + "/.") == real)
    #expect(environment.physicalPath(link + "/App/..") == real)
    #expect(environment.physicalPath("App") == "App")
    #expect(environment.physicalPath("/") == "/")
    let outside = folder.url.appendingPathComponent("elsewhere/App").path
    #expect(environment.physicalPath(outside) == outside)
    // From a sub-folder the link's real folder is nearer: `../App`, not `../../link/App`.
    try folder.write("real/scripts/.keep", "")
    let inScripts = CLIEnvironment(
      workingDirectory: real + "/scripts", variables: [:], standardOutputIsTerminal: false)
    #expect(inScripts.physicalPath(link + "/App") == real + "/App")
    // A link into the project, a path neither nearer nor farther (`../link`), stays as given.
    try folder.write("real/App/Loc/.keep", "")
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.appendingPathComponent("real/App/Shared").path, withDestinationPath: "Loc")
    #expect(environment.physicalPath(real + "/App/Shared") == real + "/App/Shared")
  }

  @Test func aNameThatLeadsNowhereIsNotTheWorkingFolder() throws {
    let folder = try TempFolder()
    try folder.write("file.txt", "")
    #expect(!CLIEnvironment.isWorkingDirectory(folder.url.appendingPathComponent("no/such").path))
    #expect(!CLIEnvironment.isWorkingDirectory(folder.url.appendingPathComponent("file.txt/x").path))
  }

  @Test(.enabled(if: geteuid() != 0, "root searches every folder"))
  func aNameThatCannotBeLookedAtMayBeTheWorkingFolder() throws {
    // `stat` under a folder the user may not search fails with EACCES: that is no deleted folder.
    let folder = try TempFolder()
    try folder.write("locked/proj/.keep", "")
    let locked = folder.url.appendingPathComponent("locked").path
    chmod(locked, 0o000)
    defer { chmod(locked, 0o755) }
    #expect(CLIEnvironment.isWorkingDirectory(locked + "/proj"))
  }
}
