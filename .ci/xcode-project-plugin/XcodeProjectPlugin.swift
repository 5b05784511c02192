// A stand-in for Apple's XcodeProjectPlugin module, which ships with Xcode only: the parts
// of its documented API that Plugins/MockKitPlugin uses, with the same names and types, so
// that .ci/run type-checks the plugin's Xcode extension on any machine. Only declarations:
// nothing here runs.
@_exported import Foundation
@_exported import PackagePlugin

/// A plugin that makes build commands for a target of an Xcode project.
public protocol XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What a plugin is given about the Xcode project it runs for.
public struct XcodePluginContext {
  public var xcodeProject: XcodeProject { fatalError("a stand-in") }
  public var pluginWorkDirectoryURL: URL { fatalError("a stand-in") }
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError("a stand-in") }
}

/// An Xcode project and its targets.
public struct XcodeProject {
  public var id: String { fatalError("a stand-in") }
  public var displayName: String { fatalError("a stand-in") }
  public var targets: [XcodeTarget] { fatalError("a stand-in") }
}

/// A target of an Xcode project, with the files it builds.
public struct XcodeTarget {
  public var id: String { fatalError("a stand-in") }
  public var displayName: String { fatalError("a stand-in") }
  public var inputFiles: FileList { fatalError("a stand-in") }
}
