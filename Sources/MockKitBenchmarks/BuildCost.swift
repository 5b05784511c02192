import Foundation

/// What MockKit adds to a user's build: a minimal package with an app module and a test
/// target, built clean in debug, once with a test that uses MockKit (by path, from this
/// checkout) and once with the same test using a hand-written mock and no MockKit.
///
/// The packages are written to a temporary directory and removed afterwards. Each build
/// starts from an empty scratch directory, as a fresh checkout does.
enum BuildCost {
  /// The checkout this benchmark was built from, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // MockKitBenchmarks
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()

  static let app = """
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

  static func manifest(withMockKit: Bool) -> String {
    let identity = packageRoot.lastPathComponent
    let dependency =
      withMockKit ? "dependencies: [.package(path: \"\(packageRoot.path)\")]," : ""
    let testDependencies =
      withMockKit ? "[\"App\", .product(name: \"MockKit\", package: \"\(identity)\")]" : "[\"App\"]"
    return """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "App",
        \(dependency)
        targets: [
          .target(name: "App"),
          .testTarget(name: "AppTests", dependencies: \(testDependencies)),
        ]
      )

      """
  }

  /// Writes one of the two packages into `directory`.
  static func writePackage(at directory: URL, withMockKit: Bool) throws {
    let files = [
      "Package.swift": manifest(withMockKit: withMockKit),
      "Sources/App/App.swift": app,
      "Tests/AppTests/AppTests.swift": withMockKit ? testWithMockKit : testWithoutMockKit,
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

  /// The median seconds of `runs` clean builds with MockKit and without it, built in
  /// turn so that the load on the machine falls on both alike.
  static func measure(runs: Int) throws -> (with: Seconds, without: Seconds) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("mockkit-build-cost-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    let with = root.appendingPathComponent("with-mockkit")
    let without = root.appendingPathComponent("without-mockkit")
    try writePackage(at: with, withMockKit: true)
    try writePackage(at: without, withMockKit: false)
    var withTimes: [Seconds] = []
    var withoutTimes: [Seconds] = []
    for _ in 0..<runs {
      withoutTimes.append(try cleanBuild(without))
      withTimes.append(try cleanBuild(with))
    }
    func median(_ times: [Seconds]) -> Seconds {
      Seconds(
        wall: MockKitBenchmarks.median(times.map(\.wall)),
        cpu: MockKitBenchmarks.median(times.map(\.cpu)))
    }
    return (median(withTimes), median(withoutTimes))
  }
}
