// swift-tools-version: 6.0
import PackageDescription

// A package that depends on swift-log and mocks its `LogHandler` with MockKitPlugin:
// Tests/OrderEventsTests/MockKit.mocks names the protocol, and the plugin generates
// `MockLogHandler` from swift-log's sources at build time. MockKit's CI builds and tests it:
// `swift test --package-path Examples/DependencyMocks`.
let package = Package(
  name: "DependencyMocks",
  platforms: [
    .macOS(.v10_15),
    .iOS(.v13),
    .tvOS(.v13),
    .watchOS(.v6),
    .macCatalyst(.v13),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    .package(name: "MockKit", path: "../.."),
  ],
  targets: [
    .target(
      name: "OrderEvents",
      dependencies: [.product(name: "Logging", package: "swift-log")]
    ),
    .testTarget(
      name: "OrderEventsTests",
      dependencies: [
        "OrderEvents",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "MockKit", package: "MockKit"),
      ],
      plugins: [.plugin(name: "MockKitPlugin", package: "MockKit")]
    ),
  ]
)
