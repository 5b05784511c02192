// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MockKit",
  // The lowest versions Swift concurrency runs on, so that packages with a low floor of
  // their own can test with MockKit. Nothing in MockKit's API needs a later version.
  platforms: [
    .macOS(.v10_15),
    .iOS(.v13),
    .tvOS(.v13),
    .watchOS(.v6),
    .macCatalyst(.v13),
  ],
  products: [
    .library(name: "MockKit", targets: ["MockKit"]),
    .executable(name: "mockkit-benchmarks", targets: ["MockKitBenchmarks"]),
    .executable(name: "mockkit", targets: ["mockkit"]),
    .plugin(name: "MockKitPlugin", targets: ["MockKitPlugin"]),
  ],
  targets: [
    .target(name: "MockKit"),
    .executableTarget(
      name: "MockKitBenchmarks", dependencies: ["MockKit", "MockKitGeneratorCore"]),
    .testTarget(name: "MockKitTests", dependencies: ["MockKit", "MockKitTestSupport"]),
    // Test helpers shared by the test targets; not a product.
    .target(name: "MockKitTestSupport", path: "Tests/MockKitTestSupport"),
    .target(name: "ExampleServices", path: "Examples/Sources/ExampleServices"),
    .testTarget(
      name: "ExampleServicesTests",
      dependencies: ["ExampleServices", "MockKit"],
      path: "Examples/Tests/ExampleServicesTests"
    ),
    .target(name: "Lessons", path: "Examples/Sources/Lessons"),
    .testTarget(
      name: "LessonsTests",
      dependencies: ["Lessons", "MockKit", "MockKitTestSupport"],
      path: "Examples/Tests/LessonsTests"
    ),
    // The mock generator: its own parser, no dependencies, not linked into tests' MockKit.
    .target(name: "MockKitGeneratorCore"),
    .executableTarget(name: "mockkit", dependencies: ["MockKitGeneratorCore"]),
    .testTarget(name: "MockKitGeneratorTests", dependencies: ["MockKitGeneratorCore", "MockKit"]),
    // The example services' mocks as `swift run mockkit generate` writes them, checked in,
    // compiled and used; a test fails when they are stale.
    .testTarget(
      name: "GeneratedMocksTests",
      dependencies: ["ExampleServices", "MockKit", "MockKitGeneratorCore"],
      path: "Examples/Tests/GeneratedMocksTests"
    ),
    // Runs `mockkit generate --marked` over a target's dependencies at build time.
    .plugin(name: "MockKitPlugin", capability: .buildTool(), dependencies: ["mockkit"]),
    // The example services' marked protocols, mocked by the plugin at build time and used.
    .testTarget(
      name: "PluginExampleTests",
      dependencies: ["ExampleServices", "MockKit"],
      path: "Examples/Tests/PluginExampleTests",
      plugins: ["MockKitPlugin"]
    ),
    // A module declaring names MockKit declares too (Spy, Scope, TestContainer, …), its
    // marked protocols mocked by the plugin and used in a file importing both modules.
    .target(name: "ClashingNames", path: "Tests/ClashingNames"),
    .testTarget(
      name: "ClashingNamesTests",
      dependencies: ["ClashingNames", "MockKit"],
      path: "Tests/ClashingNamesTests",
      plugins: ["MockKitPlugin"]
    ),
    // A module standing in for another package's: none of its protocols is marked, and
    // the plugin mocks those the test target's MockKit.mocks names.
    .target(name: "AuditLogging", path: "Tests/AuditLogging"),
    .testTarget(
      name: "AuditLoggingTests",
      dependencies: ["AuditLogging", "MockKit"],
      path: "Tests/AuditLoggingTests",
      plugins: ["MockKitPlugin"]
    ),
    // A marked protocol whose parent is declared in another module, one the test target
    // depends on only through OrderBackend: the plugin reads it for the mock.
    .target(name: "ServiceLifecycle", path: "Tests/ServiceLifecycle"),
    .target(
      name: "OrderBackend", dependencies: ["ServiceLifecycle"], path: "Tests/OrderBackend"),
    .testTarget(
      name: "OrderBackendTests",
      dependencies: ["OrderBackend", "MockKit"],
      path: "Tests/OrderBackendTests",
      plugins: ["MockKitPlugin"]
    ),
    // A module whose marked protocols have the shapes that need more than a stored spy:
    // a static requirement beside an associated type, a generic initializer, values that
    // cannot be copied or escape, and a `sending` result; mocked by the plugin and used.
    .target(name: "ProtocolShapes", path: "Tests/ProtocolShapes"),
    .testTarget(
      name: "ProtocolShapesTests",
      dependencies: ["ProtocolShapes", "MockKit"],
      path: "Tests/ProtocolShapesTests",
      plugins: ["MockKitPlugin"]
    ),
  ]
)
