import Foundation
import MockKitGeneratorCore
import Testing

/// A test target's `MockKit.mocks` names the protocols of its dependencies to mock; every
/// mistake in it fails the build with a message naming the file, the line, what is wrong
/// and how to fix it.
extension GoldenTests {
  /// The module standing in for a dependency in these tests: nothing in it is marked but
  /// `Basket`.
  static let shop = ModuleSources(
    name: "Shop",
    files: [
      (
        "Sources/Shop/Shop.swift",
        """
        public protocol Cart: Sendable {
          func add(_ sku: String, quantity: Int)
        }
        public enum Checkout {
          public protocol Step: Sendable { func run() async throws }
        }
        // mockkit:mock
        public protocol Basket { func empty() }
        public protocol Money {
          static func + (lhs: Self, rhs: Self) -> Self
        }
        """
      )
    ])

  @Test func readsOneProtocolALineWithItsModuleSkippingCommentsAndBlankLines() {
    let text = """
      # Protocols of our dependencies.
      Logging.LogHandler

        Shop.Checkout.Step   # nested in a type
      \tShop.Cart\r
      """
    let parsed = MocksFile.parse(text, path: "MockKit.mocks")
    #expect(parsed.problems == [])
    #expect(
      parsed.file.entries == [
        MocksFile.Entry(module: "Logging", protocolName: "LogHandler", line: 2),
        MocksFile.Entry(module: "Shop", protocolName: "Checkout.Step", line: 4),
        MocksFile.Entry(module: "Shop", protocolName: "Cart", line: 5),
      ])
    #expect(parsed.file.moduleNames == ["Logging", "Shop"])
  }

  @Test func aProtocolWithoutItsModuleIsAnErrorOnItsLine() {
    let parsed = MocksFile.parse(
      "Logging.LogHandler\nCart\n", path: "Tests/ShopTests/MockKit.mocks")
    #expect(parsed.file.entries.map(\.protocolName) == ["LogHandler"])
    #expect(
      parsed.problems.map(\.description) == [
        """
        Tests/ShopTests/MockKit.mocks:2: error: Cart does not say which module declares it.
          Expected: one protocol a line, written with its module: Module.Protocol, such as \
        Logging.LogHandler. A # starts a comment.
          To fix: write the module's name and a dot before the protocol's: Module.Cart.
        """
      ])
  }

  @Test(arguments: ["Shop Cart", "Shop.", ".Cart", "Shop..Cart", "Shop.`Cart`", "Shop.Cart;"])
  func aLineThatIsNotModuleDotProtocolIsAnError(line: String) {
    let parsed = MocksFile.parse(line, path: "MockKit.mocks")
    #expect(parsed.file.entries == [])
    #expect(
      parsed.problems == [
        MocksFile.Problem(
          line: 1,
          description: """
            MockKit.mocks:1: error: '\(line)' is not a protocol's name written as \
            Module.Protocol.
              Expected: one protocol a line, written with its module: Module.Protocol, such as \
            Logging.LogHandler. A # starts a comment.
              To fix: write the module and the protocol as Swift names separated by a dot, \
            with no spaces, backticks or other characters.
            """)
      ])
  }

  @Test func aProtocolNamedTwiceIsAnErrorOnTheSecondLine() {
    let parsed = MocksFile.parse("Shop.Cart\n# again:\nShop.Cart\n", path: "MockKit.mocks")
    #expect(parsed.file.entries.count == 1)
    #expect(
      parsed.problems.map(\.description) == [
        """
        MockKit.mocks:3: error: Shop.Cart is already named on line 1.
          To fix: remove one of the two lines.
        """
      ])
  }

  @Test func mocksTheNamedProtocolsOfAModuleAndNotItsMarkedOnes() throws {
    let list = MocksFile.parse("Shop.Cart\nShop.Checkout.Step\n", path: "MockKit.mocks").file
    let generated = MockGenerator(command: "build").generateFiles(for: [Self.shop], listedIn: list)

    #expect(generated.problems == [])
    let mocks = try #require(generated.files.first { $0.module == "Shop" }?.mocks)
    #expect(mocks.mockedProtocols == ["Cart", "Step"])
    #expect(mocks.source.contains("import Shop\n"))
    #expect(mocks.source.contains("final class MockCart: Shop.Cart, Sendable {"))
    #expect(mocks.source.contains("final class MockStep: Shop.Checkout.Step, Sendable {"))
  }

  @Test func aContractsLineGivesTheMocksTheirContractRequirementsAndForwarding() throws {
    let parsed = MocksFile.parse("--contracts\nShop.Cart\n", path: "MockKit.mocks")
    let generated = MockGenerator().generateFiles(for: [Self.shop], listedIn: parsed.file)

    #expect(parsed.problems == [])
    #expect(parsed.file.writesContractRequirements)
    #expect(generated.problems == [])
    let mocks = try #require(generated.files.first { $0.module == "Shop" }?.mocks)
    #expect(mocks.warnings == [])
    #expect(
      mocks.source.contains(
        """
          func forwardCalls(to fake: some Shop.Cart & Sendable) {
            add.answers { arguments in fake.add(arguments.0, quantity: arguments.1) }
          }

          enum Requirements {
            typealias Contract = MockKit.ProtocolContract<any Shop.Cart>

            static let add = Contract.Requirement<(String, Int), Void>(
              "add(_:quantity:)"
            ) { subject, arguments in
              subject.add(arguments.0, quantity: arguments.1)
            }
          }
        """))
  }

  @Test func aModuleOfThePackageAlsoGetsItsMarkedProtocolsMocked() throws {
    var shop = Self.shop
    shop.mocksMarkedProtocols = true
    let list = MocksFile.parse("Shop.Cart\n", path: "MockKit.mocks").file
    let generated = MockGenerator().generateFiles(for: [shop], listedIn: list)

    #expect(generated.problems == [])
    #expect(generated.files.map(\.mocks.mockedProtocols) == [["Cart", "Basket"]])
  }

  @Test func aModuleWithNothingToMockGetsAFileThatOnlyImportsIt() {
    let unread = ModuleSources(name: "Payments", files: [("Unreadable.swift", "protocol P {")])
    let generated = MockGenerator(command: "build").generateFiles(for: [unread], listedIn: nil)

    #expect(generated.problems == [])
    #expect(generated.files.map(\.module) == ["Payments"])
    #expect(
      generated.files.first?.mocks
        == GeneratedMocks(
          source: """
            // Generated by `mockkit generate`. Do not edit: changes are lost when it runs again.
            // To regenerate: build

            import MockKit
            import Payments

            """,
          mockedProtocols: [], warnings: []))
  }

  @Test func aModuleTheTargetDoesNotDependOnIsAnErrorListingTheOnesItDoes() {
    let list = MocksFile.parse("Shop.Cart\nLoging.LogHandler\n", path: "MockKit.mocks").file
    let logging = ModuleSources(name: "Logging", files: [])
    let generated = MockGenerator().generateFiles(for: [Self.shop, logging], listedIn: list)

    #expect(
      generated.problems.map(\.description) == [
        """
        MockKit.mocks:2: error: Loging.LogHandler names module Loging, which this target \
        does not depend on.
          Modules it depends on: Logging, Shop
          To fix: correct the module's name, or add the product or target that declares \
        Loging to the target's dependencies in Package.swift.
        """
      ])
  }

  @Test func aProtocolTheModuleDoesNotDeclareIsAnErrorListingTheOnesItDoes() {
    let list = MocksFile.parse("Shop.Kart\nShop.Step\n", path: "MockKit.mocks").file
    let generated = MockGenerator().generateFiles(for: [Self.shop], listedIn: list)

    #expect(
      generated.problems.map(\.description) == [
        """
        MockKit.mocks:1: error: module Shop declares no protocol Kart.
          Protocols in Shop: Basket, Cart, Checkout.Step, Money
          To fix: correct the protocol's name; a protocol nested in a type is written with \
        the type (Shop.Outer.Inner).
        """,
        """
        MockKit.mocks:2: error: module Shop declares no protocol Step.
          Protocols in Shop: Basket, Cart, Checkout.Step, Money
          To fix: correct the protocol's name; a protocol nested in a type is written with \
        the type (Shop.Outer.Inner).
        """,
      ])
  }

  @Test func aModuleWithManyProtocolsListsTheClosestNames() {
    let source =
      (1...30).map { "protocol Handler\($0) { func handle() }\n" }.joined()
      + "protocol LogHandler { func log() }\n"
    let module = ModuleSources(name: "Big", files: [("Big.swift", source)])
    let list = MocksFile.parse("Big.LogHandlr\n", path: "MockKit.mocks").file
    let generated = MockGenerator().generateFiles(for: [module], listedIn: list)

    #expect(
      generated.problems.map(\.description) == [
        """
        MockKit.mocks:1: error: module Big declares no protocol LogHandlr.
          Closest protocols in Big: LogHandler, Handler1, Handler2, Handler3, Handler4, \
        Handler5, Handler6, Handler7, Handler8, Handler9 (31 in all)
          To fix: correct the protocol's name; a protocol nested in a type is written with \
        the type (Big.Outer.Inner).
        """
      ])
  }

  @Test func aProtocolThatCannotBeMockedIsAnErrorWithTheGeneratorsReason() throws {
    let list = MocksFile.parse("Shop.Money\n", path: "MockKit.mocks").file
    let generated = MockGenerator().generateFiles(for: [Self.shop], listedIn: list)

    #expect(
      generated.problems.map(\.description) == [
        """
        MockKit.mocks:1: error: Shop.Money cannot be mocked.
          Declared at: Sources/Shop/Shop.swift:9
          Reasons:
            Sources/Shop/Shop.swift:10: cannot mock operator requirement
          To fix: remove this line, and write that mock by hand.
        """
      ])
    // The error says it; the warning is not repeated.
    #expect(generated.files.flatMap(\.mocks.warnings) == [])
  }

  /// Every module's mocks land in the same test target, where two mocks of one name would
  /// be an invalid redeclaration.
  @Test func twoModulesProtocolsOfOneNameAreMockedOnce() {
    let billing = ModuleSources(
      name: "Billing",
      files: [("Sources/Billing/Basket.swift", "// mockkit:mock\npublic protocol Basket {}\n")],
      mocksMarkedProtocols: true)
    var shop = Self.shop
    shop.mocksMarkedProtocols = true

    let marked = MockGenerator().generateFiles(for: [billing, shop], listedIn: nil)
    #expect(marked.problems == [])
    #expect(marked.files.map(\.mocks.mockedProtocols) == [["Basket"], []])
    #expect(
      marked.files.map(\.mocks.warnings) == [
        [],
        [
          "Sources/Shop/Shop.swift:8: warning: mockkit skipped protocol Basket: its mock would "
            + "have the same name as the mock of Billing.Basket, declared at "
            + "Sources/Billing/Basket.swift:2, in the same target"
        ],
      ])

    let list = MocksFile.parse("Shop.Basket\n", path: "MockKit.mocks").file
    let named = MockGenerator().generateFiles(for: [billing, shop], listedIn: list)
    #expect(
      named.problems.map(\.description) == [
        """
        MockKit.mocks:1: error: Shop.Basket cannot be mocked beside Billing.Basket: both mocks \
        would be named MockBasket.
          Declared at: Sources/Shop/Shop.swift:8
          Mocked already: Sources/Billing/Basket.swift:2
          To fix: mock only one of them here, and write the other mock by hand.
        """
      ])
  }

  /// The command reads the file, writes `<Module>Mocks.swift` per module, and prints every
  /// problem of the list, in line order, in the compiler's format.
  @Test func theCommandWritesAFilePerModuleOrFailsNamingEveryBadLine() async throws {
    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Shop.swift")
    try Self.shop.files[0].contents.write(to: sources, atomically: true, encoding: .utf8)
    let list = folder.appendingPathComponent("MockKit.mocks")
    let output = folder.appendingPathComponent("Generated")
    let arguments = [
      "generate", "--config", list.path, "--output", output.path, "--module", "Shop", sources.path,
    ]

    try "Shop.Cart\n".write(to: list, atomically: true, encoding: .utf8)
    let success = try await MockKitCommand().run(arguments)
    #expect(success.status == 0)
    #expect(success.standardError == "")
    let written = try String(
      contentsOf: output.appendingPathComponent("ShopMocks.swift"), encoding: .utf8)
    #expect(written.contains("final class MockCart: Shop.Cart, Sendable {"))

    try "Shop.Money\nCart\nPayments.Processor\n".write(to: list, atomically: true, encoding: .utf8)
    let failure = try await MockKitCommand().run(arguments)
    #expect(failure.status == 1)
    #expect(failure.standardOutput == "")
    #expect(
      failure.standardError == """
        \(list.path):1: error: Shop.Money cannot be mocked.
          Declared at: \(sources.path):9
          Reasons:
            \(sources.path):10: cannot mock operator requirement
          To fix: remove this line, and write that mock by hand.
        \(list.path):2: error: Cart does not say which module declares it.
          Expected: one protocol a line, written with its module: Module.Protocol, such as \
        Logging.LogHandler. A # starts a comment.
          To fix: write the module's name and a dot before the protocol's: Module.Cart.
        \(list.path):3: error: Payments.Processor names module Payments, which this target \
        does not depend on.
          Modules it depends on: Shop
          To fix: correct the module's name, or add the product or target that declares \
        Payments to the target's dependencies in Package.swift.

        """)
  }

  @Test(arguments: [
    (
      ["--module", "Shop", "Shop.swift"],
      "--module and --config need --output <folder>, where each module's mocks go"
    ),
    (
      ["Other.swift", "--output", "out", "--module", "Shop", "Shop.swift"],
      "'Other.swift' comes before any --module: write each module's files after its --module "
        + "<name>"
    ),
    (
      ["--output", "out", "--module", "Shop"],
      "--module Shop needs the module's files or folders after it"
    ),
    (
      ["--output", "out", "--module", "Shop", "a.swift", "--marked-module", "Shop", "b.swift"],
      "module 'Shop' is given twice"
    ),
    (
      ["--output", "out", "--protocols", "Cart", "--module", "Shop", "Shop.swift"],
      "--protocols cannot be used with --module; name the protocols in a --config file"
    ),
    (
      ["Shop.swift", "--access", "private"],
      "--access takes internal, package or public, not 'private'"
    ),
  ])
  func misusedOptionsAreUsageErrors(arguments: [String], message: String) async throws {
    let result = try await MockKitCommand().run(["generate"] + arguments)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("mockkit: error: \(message)\n\nusage: mockkit generate"))
  }

  /// Input that is not there is reported alone: the usage, which such a command does not
  /// get wrong, buried it.
  @Test(arguments: [
    (["Missing.swift"], "no such file or folder 'Missing.swift'"),
    (
      ["--output", "out", "--config", "/no/such/MockKit.mocks"],
      "cannot read the --config file '/no/such/MockKit.mocks'"
    ),
  ])
  func inputThatIsNotThereIsReportedWithoutTheUsage(arguments: [String], message: String)
    async throws
  {
    let result = try await MockKitCommand().run(["generate"] + arguments)
    #expect(result.status == 1)
    #expect(result.standardError == "mockkit: error: \(message)\n")
  }

  /// A protocol `--protocols` names that gets no mock is an error, as a `--config` line
  /// naming one is, and nothing is written (it was a warning, and the command succeeded).
  @Test func aProtocolNamedButLeftOutIsAnError() async throws {
    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    import Foundation
    public protocol Screen: NSObject { func show() }
    public protocol Cart { func add() }
    """.write(to: folder.appendingPathComponent("Shop.swift"), atomically: true, encoding: .utf8)

    let result = try await MockKitCommand().run(
      ["generate", "Shop.swift", "--protocols", "Screen,Cart"], in: folder)

    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasSuffix(
        "mockkit: error: no mock of Screen, which --protocols names: the warning above says why\n"
      ))
  }

  /// Help asked for is not a usage error: the usage goes to standard output, and the
  /// command succeeds.
  @Test(arguments: [["--help"], ["-h"], ["help"], ["generate", "--help"], ["generate", "-h"]])
  func helpPrintsTheUsageAndSucceeds(arguments: [String]) async throws {
    let result = try await MockKitCommand().run(arguments)
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("usage: mockkit generate"))
    #expect(result.standardError.isEmpty)
  }

  @Test func anUnknownSubcommandIsAUsageError() async throws {
    let result = try await MockKitCommand().run(["generat"])
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix(
        "mockkit: error: unknown subcommand 'generat'\n\nusage: mockkit generate"))
  }
}
