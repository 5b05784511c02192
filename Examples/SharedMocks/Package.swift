// swift-tools-version: 6.0
import PackageDescription

// Mocks shared by several test targets: MockKitPlugin generates public mocks of Storefront's
// marked protocols into StorefrontTestSupport, a library that only tests depend on (its
// MockKit.mocks says `--access public`), and two test targets use them, one with Swift
// Testing and one with XCTest. MockKit's CI builds and tests it:
// `swift test --package-path Examples/SharedMocks`.
let package = Package(
  name: "SharedMocks",
  platforms: [
    .macOS(.v10_15),
    .iOS(.v13),
    .tvOS(.v13),
    .watchOS(.v6),
    .macCatalyst(.v13),
  ],
  dependencies: [
    .package(name: "MockKit", path: "../..")
  ],
  targets: [
    .target(name: "Storefront"),
    .target(
      name: "StorefrontTestSupport",
      dependencies: [
        "Storefront",
        .product(name: "MockKit", package: "MockKit"),
      ],
      plugins: [.plugin(name: "MockKitPlugin", package: "MockKit")]
    ),
    .testTarget(
      name: "StorefrontTests",
      dependencies: [
        "Storefront", "StorefrontTestSupport", .product(name: "MockKit", package: "MockKit"),
      ]
    ),
    .testTarget(
      name: "StorefrontXCTests",
      dependencies: [
        "Storefront", "StorefrontTestSupport", .product(name: "MockKit", package: "MockKit"),
      ]
    ),
  ]
)
