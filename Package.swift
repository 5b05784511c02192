// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MockKit",
  platforms: [
    .macOS(.v13),
    .iOS(.v16),
    .tvOS(.v16),
    .watchOS(.v9),
    .macCatalyst(.v16),
  ],
  products: [
    .library(name: "MockKit", targets: ["MockKit"])
  ],
  targets: [
    .target(name: "MockKit"),
    .testTarget(name: "MockKitTests", dependencies: ["MockKit"]),
  ]
)
