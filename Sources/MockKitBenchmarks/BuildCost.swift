import Foundation

/// What MockKit adds to a user's build: a minimal package with an app module and a test
/// target, built clean in debug three ways: with a test that uses a hand-written mock and
/// no MockKit; with the same test using MockKit (by path, from this checkout) and a mock
/// written with its spies; and with MockKitPlugin generating that mock, which builds the
/// generator too.
///
/// The packages are written to a temporary directory and removed afterwards. Each build
/// starts from an empty scratch directory, as a fresh checkout does.
enum BuildCost {
  /// The checkout this benchmark was built from, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // MockKitBenchmarks
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()

  /// How the package's test gets its mock.
  enum Variant: String, CaseIterable {
    /// A hand-written mock with a lock, and no MockKit.
    case handWritten = "hand-written"
    /// A mock written with MockKit's spies.
    case mockKit = "mockkit"
    /// The mock MockKitPlugin generates.
    case plugin
  }

  static let app = """
    // mockkit:mock
    public protocol UserRepository: Sendable {
      func user(id: String) async throws -> String
    }

    public struct Greeter: Sendable {
      let users: any UserRepository
      public init(users: any UserRepository) { self.users = users }
      public func greet(id: String) async throws -> String {
        "Hello, \\(try await users.user(id: id))"
      }
    }

    """

  static let testWithMockKit = """
    import App
    import MockKit
    import Testing

    final class MockUserRepository: UserRepository {
      let user = ThrowingSpy<String, String>()
      func user(id: String) async throws -> String { try await user.call(id) }
    }

    @Test func greetsTheUser() async throws {
      let users = MockUserRepository()
      users.user.returns("Ada")
      #expect(try await Greeter(users: users).greet(id: "1") == "Hello, Ada")
      expectCalledOnce(users.user, with: "1")
    }

    """

  static let testWithPlugin = """
    import App
    import MockKit
    import Testing

    @Test func greetsTheUser() async throws {
      let users = MockUserRepository()
      users.user.returns("Ada")
      #expect(try await Greeter(users: users).greet(id: "1") == "Hello, Ada")
      expectCalledOnce(users.user, with: "1")
    }

    """

  static let testWithoutMockKit = """
    import App
    import Foundation
    import Testing

    final class MockUserRepository: UserRepository, @unchecked Sendable {
      private let lock = NSLock()
      private var ids: [String] = []
      func user(id: String) async throws -> String {
        lock.withLock { ids.append(id) }
        return "Ada"
      }
      var calls: [String] { lock.withLock { ids } }
    }

    @Test func greetsTheUser() async throws {
      let users = MockUserRepository()
      #expect(try await Greeter(users: users).greet(id: "1") == "Hello, Ada")
      #expect(users.calls == ["1"])
    }

    """

  static func manifest(_ variant: Variant) -> String {
    let identity = packageRoot.lastPathComponent
    let dependency =
      variant == .handWritten ? "" : "dependencies: [.package(path: \"\(packageRoot.path)\")],"
    let testDependencies =
      variant == .handWritten
      ? "[\"App\"]" : "[\"App\", .product(name: \"MockKit\", package: \"\(identity)\")]"
    let plugins =
      variant == .plugin
      ? ", plugins: [.plugin(name: \"MockKitPlugin\", package: \"\(identity)\")]" : ""
    return """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "App",
        \(dependency)
        targets: [
          .target(name: "App"),
          .testTarget(name: "AppTests", dependencies: \(testDependencies)\(plugins)),
        ]
      )

      """
  }

  /// Writes the package of `variant` into `directory`.
  static func writePackage(at directory: URL, _ variant: Variant) throws {
    let test =
      switch variant {
      case .handWritten: testWithoutMockKit
      case .mockKit: testWithMockKit
      case .plugin: testWithPlugin
      }
    let files = [
      "Package.swift": manifest(variant),
      "Sources/App/App.swift": app,
      "Tests/AppTests/AppTests.swift": test,
    ]
    for (path, contents) in files {
      let url = directory.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try contents.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  /// The seconds a clean build takes: on the clock, and of processor time, added up
  /// over every process of the build.
  struct Seconds {
    var wall: Double
    var cpu: Double
  }

  /// The processor time this process's finished children have used, in seconds.
  static func childrenCPU() -> Double {
    var usage = rusage()
    #if os(Linux)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double {
      Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// A clean `swift build --build-tests` of the package in `directory`.
  static func cleanBuild(_ directory: URL) throws -> Seconds {
    let scratch = directory.appendingPathComponent(".build")
    try? FileManager.default.removeItem(at: scratch)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "build", "--build-tests", "--package-path", directory.path, "--scratch-path",
      scratch.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    let start = MonotonicClock.now
    let cpuBefore = childrenCPU()
    try process.run()
    let log = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let elapsed = MonotonicClock.now - start
    guard process.terminationStatus == 0 else {
      throw BuildFailure(directory: directory, log: String(decoding: log, as: UTF8.self))
    }
    return Seconds(wall: Double(elapsed) / 1e9, cpu: childrenCPU() - cpuBefore)
  }

  struct BuildFailure: Error, CustomStringConvertible {
    let directory: URL
    let log: String
    var description: String {
      "The build-cost package at \(directory.path) did not build:\n\(log)"
    }
  }

  /// The median seconds of `runs` clean builds of each variant, built in turn so that
  /// the load on the machine falls on all alike.
  static func measure(runs: Int) throws -> [Variant: Seconds] {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("mockkit-build-cost-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    var times: [Variant: [Seconds]] = [:]
    for variant in Variant.allCases {
      try writePackage(at: root.appendingPathComponent(variant.rawValue), variant)
    }
    for _ in 0..<runs {
      for variant in Variant.allCases {
        times[variant, default: []].append(
          try cleanBuild(root.appendingPathComponent(variant.rawValue)))
      }
    }
    return times.mapValues { times in
      Seconds(
        wall: MockKitBenchmarks.median(times.map(\.wall)),
        cpu: MockKitBenchmarks.median(times.map(\.cpu)))
    }
  }
}
