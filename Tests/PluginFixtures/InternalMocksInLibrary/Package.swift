// swift-tools-version: 6.0
import PackageDescription

// MockKitPlugin applied to a library target that gives no access level: the plugin warns
// that the mocks are internal to it. `.ci/run plugin-warnings` builds it and checks the
// warning's text.
let package = Package(
  name: "InternalMocksInLibrary",
  dependencies: [
    .package(name: "MockKit", path: "../../..")
  ],
  targets: [
    .target(name: "Shop"),
    .target(
      name: "ShopTestSupport",
      dependencies: ["Shop", .product(name: "MockKit", package: "MockKit")],
      plugins: [.plugin(name: "MockKitPlugin", package: "MockKit")]
    ),
  ]
)
