import Foundation
import MockKitGeneratorCore
import Testing

/// Reproducers from mocking real packages' public protocols from a test target, as the
/// plugin does: the protocols live in a module of their own (`Repro`), and the mocks are
/// compiled in another that imports it, with warnings as errors. Each pins the smallest
/// input that once gave a mock that did not compile or warned.
extension GoldenTests {
  /// The mocks of `source`, read as the sources of the module `Repro`, without the header;
  /// the module `ReproBase`, which `Repro` depends on, is read when `source` imports it.
  private func reproMocks(_ source: String, naming: MockNaming = .prefixed) -> String {
    var generator = MockGenerator(modulesUnderTest: ["Repro"])
    generator.mockNaming = naming
    let generated = generator.generateFile(
      parsing: [("Repro.swift", source)], contextModules: ["ReproBase"],
      reading: { _ in [("ReproBase.swift", ModuleReproducers.base)] })
    #expect(generated.warnings == [])
    return generated.source.split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(3).joined(separator: "\n")
  }

  @Test func aProtocolBehindSPIIsImportedWithItsGroup() {
    #expect(
      reproMocks(ModuleReproducers.spi) == """
        import MockKit
        @_spi(Admin) @_spi(PluginMessage) @_spi(Wire) import Repro

        final class MockMessageConnection: Repro.MessageConnection, Sendable {
          let send = MockKit.ThrowingSpy<String, Void>(name: "send(_:)")

          func send(_ message: String) async throws { try await send.call(message) }
        }

        final class MockFrameSource: Repro.FrameSource, Sendable {
          let nextSpy = MockKit.Spy<Void, Repro.Frame>(name: "next()")

          func next() -> Repro.Frame { nextSpy.call() }
        }

        final class MockConnection: Repro.Connection, Sendable {
          let openSpy = MockKit.Spy<Void, Void>(name: "open()")
          let resetSpy = MockKit.Spy<Void, Void>(name: "reset()")

          func open() { openSpy.call() }
          func reset() { resetSpy.call() }
        }

        """)
  }

  @Test func aProtocolWithoutSPIImportsItsModulePlainly() {
    #expect(
      reproMocks("public protocol Clock { func now() -> Int }").hasPrefix(
        "import MockKit\nimport Repro\n"))
  }

  @Test func namesThatAreKeywordsAfterADotAreEscaped() {
    #expect(
      reproMocks(ModuleReproducers.keywordNames) == """
        import MockKit
        import Repro

        final class MockType: Repro.`Type`, Sendable {
          let convert = MockKit.Spy<any Repro.Shape.`Protocol`, Void>(name: "convert(_:)")

          func convert(_ value: any Repro.Shape.`Protocol`) { convert.call(value) }
        }

        final class MockProtocol: Repro.Shape.`Protocol`, Sendable {}

        """)
  }

  @Test func aSpecifierIsSpacedFromTheTypeItModifies() {
    #expect(
      mocks("protocol Headers { func merge(_ headers: inout [String: String]) }") == """
        final class MockHeaders: Headers, Sendable {
          let merge = MockKit.Spy<[String: String], Void>(name: "merge(_:)")

          func merge(_ headers: inout [String: String]) { merge.call(headers) }
        }

        """)
  }

  @Test func mocksCanBeNamedWithoutTheProtocolSuffix() {
    let source = """
      public protocol PaymentProtocol { func pay(cents: Int) }
      public protocol Protocol {}
      public protocol Refunds { func refund(_ paymentID: String) -> Self }
      """
    #expect(
      reproMocks(source, naming: .droppingProtocolSuffix) == """
        import MockKit
        import Repro

        final class MockPayment: Repro.PaymentProtocol, Sendable {
          let pay = MockKit.Spy<Int, Void>(name: "pay(cents:)")

          func pay(cents: Int) { pay.call(cents) }
        }

        final class MockProtocol: Repro.`Protocol`, Sendable {}

        final class MockRefunds: Repro.Refunds, Sendable {
          let refund = MockKit.Spy<String, MockRefunds>(name: "refund(_:)")

          func refund(_ paymentID: String) -> MockRefunds { refund.call(paymentID) }
        }

        """)
    #expect(MockNaming.prefixed.mockName(of: "PaymentProtocol") == "MockPaymentProtocol")
  }

  /// `--drop-protocol-suffix` in `MockKit.mocks` names the plugin's mocks; a protocol
  /// whose mock would then share another's name is an error on its line.
  @Test func theMocksFileCanDropTheProtocolSuffix() throws {
    let shop = ModuleSources(
      name: "Shop",
      files: [
        (
          "Shop.swift",
          """
          public protocol CartProtocol { func add(_ sku: String) }
          public protocol Cart { func clear() }
          """
        )
      ])
    let parsed = MocksFile.parse(
      "--drop-protocol-suffix\nShop.CartProtocol\nShop.Cart\n", path: "MockKit.mocks")
    #expect(parsed.problems == [])
    #expect(parsed.file.mockNaming == .droppingProtocolSuffix)
    let generated = MockGenerator(command: "build").generateFiles(
      for: [shop], listedIn: parsed.file)
    let mocks = try #require(generated.files.first?.mocks)
    #expect(mocks.source.contains("final class MockCart: Shop.CartProtocol, Sendable {"))
    #expect(
      generated.problems.map(\.description) == [
        """
        MockKit.mocks:3: error: Shop.Cart cannot be mocked.
          Declared at: Shop.swift:2
          Reasons:
            Shop.swift:2: its mock would be named MockCart, as is the mock of CartProtocol at \
        Shop.swift:1 (keep the Protocol suffix in mocks' names, or mock only one of the two)
          To fix: remove this line, and write that mock by hand.
        """
      ])
  }

  @Test func anUnknownOptionInTheMocksFileIsAnErrorOnItsLine() {
    let parsed = MocksFile.parse("Shop.Cart\n--drop-suffix\n", path: "MockKit.mocks")
    #expect(parsed.file.mockNaming == nil)
    #expect(parsed.file.entries.map(\.protocolName) == ["Cart"])
    #expect(
      parsed.problems.map(\.description) == [
        """
        MockKit.mocks:2: error: --drop-suffix is not an option of MockKit.mocks.
          Options: --drop-protocol-suffix, --access <internal|package|public>, --contracts
          To fix: correct the option, or remove the line.
        """
      ])
  }

  /// The header is checked in with the mocks, so it names paths relative to the folder the
  /// command ran in, never a folder of one machine.
  @Test func theHeaderNamesNoAbsolutePath() async throws {
    let folder = try SwiftCompiler.temporaryFolder().resolvingSymlinksInPath()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Sources/Payments")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try "public protocol PaymentProtocol { func pay() }".write(
      to: sources.appendingPathComponent("Payments.swift"), atomically: true, encoding: .utf8)
    let tests = folder.appendingPathComponent("Tests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)

    let output = try await MockKitCommand().run(
      [
        "generate", sources.path + "/", "--import", "Payments", "--drop-protocol-suffix",
        "--output", tests.appendingPathComponent("PaymentsMocks.swift").path,
      ], in: tests)
    #expect(output.status == 0)
    let written = try String(
      contentsOf: tests.appendingPathComponent("PaymentsMocks.swift"), encoding: .utf8)
    #expect(
      written.hasPrefix(
        """
        // Generated by `mockkit generate`. Do not edit: changes are lost when it runs again.
        // To regenerate: swift run mockkit generate ../Sources/Payments/ --import Payments \
        --drop-protocol-suffix --output PaymentsMocks.swift

        import MockKit
        import Payments

        final class MockPayment: Payments.PaymentProtocol, Sendable {
        """))
  }

  /// `--contracts` gives each mock its contract requirements and `forwardCalls(to:)`, and
  /// warns, on standard error, about each requirement they leave out.
  @Test func theContractsOptionWritesRequirementsAndWarnsAboutThoseLeftOut() async throws {
    let folder = try SwiftCompiler.temporaryFolder().resolvingSymlinksInPath()
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    protocol Orders {
      func cancel(orderID: String) async throws
      func place(_ lines: String...) -> String
    }
    """.write(
      to: folder.appendingPathComponent("Orders.swift"), atomically: true, encoding: .utf8)

    let output = try await MockKitCommand().run(
      ["generate", "Orders.swift", "--contracts"], in: folder)

    #expect(output.status == 0)
    #expect(
      output.standardOutput.contains("  func forwardCalls(to fake: some Orders & Sendable) {"))
    #expect(
      output.standardOutput.contains("    static let cancel = Contract.Requirement<String, Void>("))
    #expect(
      output.standardError == """
        Orders.swift:1: warning: mockkit left 1 requirement of Orders out of \
        MockOrders.Requirements and forwardCalls(to:): it cannot be called on a conformer with \
        its spy's arguments.
          Left out:
            place(_:): it takes variadic arguments, which its spy records as an array that Swift \
        cannot pass as variadic arguments
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy to \
        the fake with answers(_:).

        """)
  }

  /// `--check` writes nothing: it passes when the checked-in file is what the command
  /// writes, and otherwise prints how it differs and the command that regenerates it.
  @Test func checkComparesTheCheckedInFileWithWhatTheCommandWrites() async throws {
    let folder = try SwiftCompiler.temporaryFolder().resolvingSymlinksInPath()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "public protocol Cart { func add(_ sku: String) }".write(
      to: folder.appendingPathComponent("Cart.swift"), atomically: true, encoding: .utf8)
    let command = MockKitCommand.self
    let mockkit = try command.init()
    let arguments = ["generate", "Cart.swift", "--import", "Shop", "--output", "ShopMocks.swift"]

    let missing = try await mockkit.run(arguments + ["--check"], in: folder)
    #expect(missing.status == 1)
    #expect(
      missing.standardError.hasPrefix(
        "mockkit: error: ShopMocks.swift is stale: it is not what mockkit generate writes for its sources.\n--- ShopMocks.swift (missing)\n"
      ))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("ShopMocks.swift").path)
    )

    #expect(try await mockkit.run(arguments, in: folder).status == 0)
    let fresh = try await mockkit.run(arguments + ["--check"], in: folder)
    #expect(fresh.status == 0)
    #expect(fresh.standardError == "")

    let file = folder.appendingPathComponent("ShopMocks.swift")
    let written = try String(contentsOf: file, encoding: .utf8)
    try written.replacingOccurrences(of: "add.call(sku)", with: "add.call(\"\")").write(
      to: file, atomically: true, encoding: .utf8)
    let stale = try await mockkit.run(arguments + ["--check"], in: folder)
    #expect(stale.status == 1)
    #expect(
      stale.standardError == Self.staleAddCall)
  }

  /// Run from another folder, the command is spelled with other paths, which the header
  /// repeats: `--check` compares the mocks, not the header's command, and a diff near the
  /// top shows that line as the checked-in file spells it.
  @Test func checkRunFromAnotherFolderComparesTheMocksNotTheHeadersCommand() async throws {
    let folder = try SwiftCompiler.temporaryFolder().resolvingSymlinksInPath()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    try "public protocol Cart { func add(_ sku: String) }".write(
      to: sources.appendingPathComponent("Cart.swift"), atomically: true, encoding: .utf8)
    let mockkit = try MockKitCommand()
    let generate = [
      "generate", "Sources/Cart.swift", "--import", "Shop", "--output", "ShopMocks.swift",
    ]
    #expect(try await mockkit.run(generate, in: folder).status == 0)
    let check = [
      "generate", "Cart.swift", "--import", "Shop", "--output", "../ShopMocks.swift", "--check",
    ]

    let fresh = try await mockkit.run(check, in: sources)
    #expect(fresh.status == 0)
    #expect(fresh.standardError == "")

    let file = folder.appendingPathComponent("ShopMocks.swift")
    let written = try String(contentsOf: file, encoding: .utf8)
    try written.replacingOccurrences(of: "import Shop\n", with: "import Store\n").write(
      to: file, atomically: true, encoding: .utf8)
    let stale = try await mockkit.run(check, in: sources)
    #expect(stale.status == 1)
    #expect(
      stale.standardError == """
        mockkit: error: ../ShopMocks.swift is stale: it is not what mockkit generate writes for its sources.
        --- ../ShopMocks.swift (checked in)
        +++ ../ShopMocks.swift (generated)
        @@ -2,7 +2,7 @@
         // To regenerate: swift run mockkit generate Sources/Cart.swift --import Shop --output ShopMocks.swift
         
         import MockKit
        -import Store
        +import Shop
         
         final class MockCart: Shop.Cart, Sendable {
           let add = MockKit.Spy<String, Void>(name: "add(_:)")

        To fix, regenerate it:
          swift run mockkit generate Cart.swift --import Shop --output ../ShopMocks.swift

        """)
  }

  /// The mocks printed to standard output and redirected to the file are those `--output`
  /// writes, with a header that repeats a command without `--output`: `--check` passes
  /// them, and reports them stale when the mocks differ.
  @Test func checkComparesAFileRedirectedFromStandardOutputByItsMocks() async throws {
    let folder = try SwiftCompiler.temporaryFolder().resolvingSymlinksInPath()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "public protocol Cart { func add(_ sku: String) }".write(
      to: folder.appendingPathComponent("Cart.swift"), atomically: true, encoding: .utf8)
    let mockkit = try MockKitCommand()
    let printed = try await mockkit.run(["generate", "Cart.swift", "--import", "Shop"], in: folder)
    #expect(printed.status == 0)
    #expect(
      printed.standardOutput.hasPrefix(
        "// Generated by `mockkit generate`. Do not edit: changes are lost when it runs again.\n"
          + "// To regenerate: swift run mockkit generate Cart.swift --import Shop\n"))
    let file = folder.appendingPathComponent("ShopMocks.swift")
    try printed.standardOutput.write(to: file, atomically: true, encoding: .utf8)
    let check = [
      "generate", "Cart.swift", "--import", "Shop", "--output", "ShopMocks.swift", "--check",
    ]

    let fresh = try await mockkit.run(check, in: folder)
    #expect(fresh.status == 0)
    #expect(fresh.standardError == "")

    try printed.standardOutput.replacingOccurrences(of: "add.call(sku)", with: "add.call(\"\")")
      .write(to: file, atomically: true, encoding: .utf8)
    let stale = try await mockkit.run(check, in: folder)
    #expect(stale.status == 1)
    #expect(
      stale.standardError == Self.staleAddCall)
  }

  /// What `--check` reports for `ShopMocks.swift` when its `add(_:)` passes `""` instead of
  /// the SKU.
  static let staleAddCall = """
    mockkit: error: ShopMocks.swift is stale: it is not what mockkit generate writes for its sources.
    --- ShopMocks.swift (checked in)
    +++ ShopMocks.swift (generated)
    @@ -7,5 +7,5 @@
     final class MockCart: Shop.Cart, Sendable {
       let add = MockKit.Spy<String, Void>(name: "add(_:)")
     
    -  func add(_ sku: String) { add.call("") }
    +  func add(_ sku: String) { add.call(sku) }
     }

    To fix, regenerate it:
      swift run mockkit generate Cart.swift --import Shop --output ShopMocks.swift

    """

  @Test func checkNeedsTheFileToCompareWith() async throws {
    let output = try await MockKitCommand().run(["generate", "Cart.swift", "--check"])
    #expect(output.status == 64)
    #expect(
      output.standardError.hasPrefix(
        "mockkit: error: --check compares the mocks with the files --output names\n\nusage:"))
  }

  /// A type the generator cannot prove `Sendable` is recorded unchecked: an existential of
  /// a protocol of a module not read, an associated type of an associated type, and an
  /// existential of a protocol whose only parent is not `Sendable`.
  @Test func typesNotProvenSendableAreRecordedUnchecked() {
    #expect(
      reproMocks(ModuleReproducers.unprovenSendable) == """
        import MockKit
        import Repro

        final class MockUpgrader: Repro.Upgrader, Sendable {
          let applyUpgrade = MockKit.Spy<String, MockKit.UncheckedArgument<any TextOutputStream>>(name: "applyUpgrade(path:)")

          func applyUpgrade(path: String) -> any TextOutputStream { applyUpgrade.call(path).value }
        }

        final class MockUserProtocol<SessionID: Hashable & Sendable>: Repro.UserProtocol, Sendable {}

        final class MockSessions<User: Repro.UserProtocol & Sendable>: Repro.Sessions, Sendable {
          let end = MockKit.Spy<MockKit.UncheckedArgument<User.SessionID>, Void>(name: "end(_:)")
          let currentSpy = MockKit.Spy<Void, User>(name: "current()")

          func end(_ id: User.SessionID) { end.call(MockKit.UncheckedArgument(id)) }
          func current() -> User { currentSpy.call() }
        }

        final class MockExpression: Repro.Expression, Sendable {
          let descriptionGetter = MockKit.Spy<Void, String>(name: "description")

          var description: String { descriptionGetter.call() }
        }

        final class MockComparison: Repro.Comparison, Sendable {
          let initializer = MockKit.Spy<(MockKit.UncheckedArgument<Repro.Expression>, MockKit.UncheckedArgument<Repro.Expression>), Void>(name: "init(lhs:rhs:)")

          init() {}
          init(lhs: Repro.Expression, rhs: Repro.Expression) {
            initializer.call((MockKit.UncheckedArgument(lhs), MockKit.UncheckedArgument(rhs)))
          }
        }

        """)
  }

  /// What would warn in the mocks is left out or marked: an availability macro the test
  /// target does not define, the call that records a `Never` value (it will never be
  /// executed), and deprecated types named by a deprecated requirement's member and spy.
  @Test func mocksAreWarningFree() {
    #expect(
      reproMocks(ModuleReproducers.warnings) == """
        import MockKit
        import Repro

        final class MockStreamingClient: Repro.StreamingClient, Sendable {
          let connectSpy = MockKit.Spy<Void, Void>(name: "connect()")

          func connect() { connectSpy.call() }
        }

        @available(watchOS 6, *)
        final class MockRouter: Repro.Router, Sendable {}

        final class MockEmitting: Repro.Emitting, Sendable {
          typealias OutboundOut = Never

          let wrap = MockKit.Spy<OutboundOut, Int>(name: "wrap(_:)")
          let fail = MockKit.Spy<String, Never>(name: "fail(_:)")

          func wrap(_ value: OutboundOut) -> Int {}
          func fail(_ reason: String) -> Never { fail.call(reason) }
        }

        final class MockFrameWriter: Repro.FrameWriter, Sendable {
          @available(*, deprecated) let write = MockKit.Spy<Repro.OldFrame, Void>(name: "write(old:)")
          @available(*, deprecated) let legacyGetter = MockKit.Spy<Void, Repro.OldFrame>(name: "legacy")
          let flushSpy = MockKit.Spy<Void, Void>(name: "flush()")

          @available(*, deprecated) func write(old: Repro.OldFrame) { write.call(old) }
          @available(*, deprecated) var legacy: Repro.OldFrame { legacyGetter.call() }
          func flush() { flushSpy.call() }
        }

        """)
  }

  /// FluentKit's `Model`: a static requirement beside an associated type, once skipped
  /// because a generic class cannot hold static spies.
  @Test func staticRequirementsBesideAnAssociatedTypeAreKeptPerMockType() {
    #expect(
      reproMocks(ModuleReproducers.staticBesideAssociatedType) == """
        import MockKit
        import Repro

        final class MockModel<IDValue: Hashable & Sendable>: Repro.Model, Sendable {
          // Each concrete mock type has its own static spies, shared by every test in the process: reset them.
          static var schemaGetter: MockKit.Spy<Void, String> {
            MockKit.StaticSpies.spy(of: Self.self, named: "schemaGetter") {
              MockKit.Spy<Void, String>(name: "schema")
            }
          }
          let idGetter = MockKit.Spy<Void, IDValue?>(name: "id")
          let idSetter = MockKit.Spy<IDValue?, Void>(name: "id (set)")

          static var schema: String { schemaGetter.call() }
          var id: IDValue? {
            get { idGetter.call() }
            set { idSetter.call(newValue); idGetter.returns(newValue) }
          }
        }

        """)
  }

  /// A generic initializer, once skipped as "generic initializer".
  @Test func genericInitializersAreRecordedAsGenericMethodsAre() {
    #expect(
      reproMocks(ModuleReproducers.genericInitializer) == """
        import MockKit
        import Repro

        final class MockByteBuffer: Repro.ByteBuffer, Sendable {
          let initializer = MockKit.Spy<MockKit.UncheckedArgument<Any>, Void>(name: "init(_:)")

          init() {}
          init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            initializer.call(MockKit.UncheckedArgument<Any>(bytes))
          }
        }

        """)
  }

  /// The reproducers of values that cannot be copied or escape and of `sending`:
  /// each once gave a mock that did not compile, or was skipped for the wrong reason.
  @Test func valuesThatCannotBeCopiedOrEscapeAndSendingResults() {
    #expect(
      reproMocks(ModuleReproducers.ownership) == """
        import MockKit
        import Repro

        final class MockUnique: Repro.Unique, Sendable {
          let closeSpy = MockKit.Spy<Void, Void>(name: "close()")

          func close() { closeSpy.call() }
        }

        final class MockWatching: Repro.Watching, Sendable {
          let watch = MockKit.Spy<(String, MockKit.ClosureArgument<Any>), Void>(name: "watch(_:body:)")

          func watch<Return: ~Copyable>(_ key: String, body: () async throws -> Return) async rethrows -> Return {
            await withoutActuallyEscaping(body) { body in
              await MockKit.ClosureArgument<Any>.during(body, parameter: "body") { body in
                await watch.call((key, body))
              }
            }
            return try await body()
          }
        }

        final class MockFileSnapshot: Repro.FileSnapshot, Sendable {
          let initializer = MockKit.Spy<([UInt8], String), Void>(name: "init(data:providerName:)")

          init() {}
          init(data: RawSpan, providerName: String) throws {
            initializer.call((data.withUnsafeBytes { Array($0) }, providerName))
          }
        }

        final class MockBoxFactory: Repro.BoxFactory, Sendable {
          let makeSpy = MockKit.Spy<Void, MockKit.UncheckedArgument<Repro.Box>>(name: "make()")

          func make() -> sending Repro.Box { makeSpy.call().value }
        }

        final class MockTokenUser: Repro.TokenUser, Sendable {
          let use = MockKit.Spy<Void, Void>(name: "use(_:)")

          func use(_ t: borrowing Repro.Token) { use.call() }
        }

        """)
  }

  /// What no mock can do is refused with the reason: a result that may be non-copyable
  /// with no closure to make it, and a result of a non-copyable type.
  @Test func resultsASpyCannotHandBackAreRefusedWithTheReason() {
    let source = """
      public struct Token: ~Copyable {}
      public protocol Watching {
        func watch<Return: ~Copyable>(_ key: String) -> Return
      }
      public protocol TokenSource {
        func next() -> Token
      }
      """
    let generated = MockGenerator(modulesUnderTest: ["Repro"]).generateFile(
      parsing: [("Repro.swift", source)])
    #expect(generated.mockedProtocols == [])
    #expect(
      generated.warnings == [
        "Repro.swift:3: warning: mockkit skipped protocol Watching: cannot mock method watch(_:) (it returns Return, which may be non-copyable (~Copyable): a spy hands back only values it can copy, and no closure parameter of the form () -> Return makes one)",
        "Repro.swift:5: warning: mockkit skipped protocol TokenSource: cannot mock method next() (its result, Token, is non-copyable (~Copyable): a spy hands back only values it can copy)",
      ])
  }

  /// The modules A and B: B's protocol inherits one of A's, which the mock
  /// implements; each name is written with the module that declares it, and the file
  /// imports A for the parent. Once skipped: "it inherits Service, which is not declared in
  /// the files read".
  @Test func aParentOfAnotherModuleIsReadFromItsModule() {
    #expect(
      reproMocks("import ReproBase\n" + ModuleReproducers.otherModulesParent) == """
        import MockKit
        import Repro
        import ReproBase

        final class MockApp: Repro.App, Sendable {
          let runSpy = MockKit.ThrowingSpy<Void, Void>(name: "run()")
          let configure = MockKit.Spy<ReproBase.ServiceConfig, Void>(name: "configure(_:)")
          let servicesGetter = MockKit.Spy<Void, [any ReproBase.Service]>(name: "services")
          let spy = MockKit.Spy<[ReproBase.ServiceConfig], MockKit.UncheckedArgument<Repro.Spy>>(name: "spy(on:)")

          func run() async throws { try await runSpy.call() }
          func configure(_ config: ReproBase.ServiceConfig) { configure.call(config) }
          var services: [any ReproBase.Service] { servicesGetter.call() }
          func spy(on services: [ReproBase.ServiceConfig]) -> Repro.Spy { spy.call(services).value }
        }

        """)
  }

  /// Standard-library parents a mock satisfies: a spy for each requirement without a
  /// default implementation, literal types left to their defaults. Once each skipped as
  /// "not declared in the files read".
  @Test func standardLibraryParentsAreImplementedWithSpies() {
    #expect(
      reproMocks(ModuleReproducers.standardLibraryParents) == """
        import MockKit
        import Repro

        final class MockQuery: Repro.Query, Sendable {
          let initializer = MockKit.Spy<String, Void>(name: "init(stringLiteral:)")
          let sqlGetter = MockKit.Spy<Void, String>(name: "sql")

          init() {}
          init(stringLiteral value: String) { initializer.call(value) }
          var sql: String { sqlGetter.call() }
        }

        final class MockHeaders: Repro.Headers, Sendable {
          typealias ArrayLiteralElement = String

          let initializer = MockKit.Spy<[ArrayLiteralElement], Void>(name: "init(arrayLiteral:)")

          init() {}
          init(arrayLiteral elements: ArrayLiteralElement...) { initializer.call(elements) }
        }

        final class MockFlags<Key: Hashable & Sendable, Value: Sendable>: Repro.Flags, Sendable {
          let initializerByDictionaryLiteral = MockKit.Spy<[(Key, Value)], Void>(name: "init(dictionaryLiteral:)")
          let initializerByNilLiteral = MockKit.Spy<(), Void>(name: "init(nilLiteral:)")

          init() {}
          init(dictionaryLiteral elements: (Key, Value)...) {
            initializerByDictionaryLiteral.call(elements)
          }
          init(nilLiteral: ()) { initializerByNilLiteral.call(nilLiteral) }
        }

        final class MockAmount: Repro.Amount, Sendable {
          let initializerByIntegerLiteral = MockKit.Spy<Int, Void>(name: "init(integerLiteral:)")
          let initializerByFloatLiteral = MockKit.Spy<Double, Void>(name: "init(floatLiteral:)")
          let initializerByBooleanLiteral = MockKit.Spy<Bool, Void>(name: "init(booleanLiteral:)")

          init() {}
          init(integerLiteral value: Int) { initializerByIntegerLiteral.call(value) }
          init(floatLiteral value: Double) { initializerByFloatLiteral.call(value) }
          init(booleanLiteral value: Bool) { initializerByBooleanLiteral.call(value) }
        }

        final class MockGlyph: Repro.Glyph, Sendable {
          let initializerByUnicodeScalarLiteral = MockKit.Spy<String, Void>(name: "init(unicodeScalarLiteral:)")
          let initializerByExtendedGraphemeClusterLiteral = MockKit.Spy<String, Void>(name: "init(extendedGraphemeClusterLiteral:)")

          init() {}
          init(unicodeScalarLiteral value: String) { initializerByUnicodeScalarLiteral.call(value) }
          init(extendedGraphemeClusterLiteral value: String) {
            initializerByExtendedGraphemeClusterLiteral.call(value)
          }
        }

        final class MockReceiptPrinter: Repro.ReceiptPrinter, Sendable {
          let write = MockKit.Spy<String, Void>(name: "write(_:)")

          func write(_ string: String) { write.call(string) }
        }

        final class MockOrderID: Repro.OrderID, Sendable {
          let descriptionGetter = MockKit.Spy<Void, String>(name: "description")
          let initializer = MockKit.Spy<String, Void>(name: "init(_:)")

          init() {}
          var description: String { descriptionGetter.call() }
          init?(_ description: String) {
            initializer.call(description)
            descriptionGetter.declareDefault(returning: description)
          }
        }

        final class MockOrderCursor: Repro.OrderCursor, Sendable {
          typealias Element = String

          let nextSpy = MockKit.Spy<Void, Element?>(name: "next()")

          func next() -> Element? { nextSpy.call() }
        }

        final class MockEventCursor<Element: Sendable>: Repro.EventCursor, Sendable {
          let nextSpy = MockKit.ThrowingSpy<Void, Element?>(name: "next()")

          func next() async throws -> Element? { try await nextSpy.call() }
        }

        final class MockDice: Repro.Dice, Sendable {
          let nextSpy = MockKit.Spy<Void, UInt64>(name: "next()")

          func next() -> UInt64 { nextSpy.call() }
        }

        """)
  }

  /// Standard-library parents no mock of spies can conform to are refused with the reason,
  /// and a parent no file read declares with how to pass its module.
  @Test func parentsAMockCannotSatisfyAreRefusedWithTheReason() {
    let source = """
      public protocol Tags: BidirectionalCollection, ExpressibleByArrayLiteral {}
      public protocol JobRunner: SerialExecutor {}
      public protocol Money: Swift.Numeric {}
      public protocol Timer: Clock {}
      public protocol Copying: NSCopying {}
      """
    let generated = MockGenerator(modulesUnderTest: ["Repro"]).generateFile(
      parsing: [("Repro.swift", source)])
    #expect(generated.mockedProtocols == [])
    #expect(
      generated.warnings == [
        "Repro.swift:1: warning: mockkit skipped protocol Tags: it inherits BidirectionalCollection, a standard-library protocol the generator does not mock: its conformers are collections whose elements, indices and iteration agree, which spies answering each requirement on its own cannot keep (write that mock by hand)",
        "Repro.swift:2: warning: mockkit skipped protocol JobRunner: it inherits SerialExecutor, a standard-library protocol the generator does not mock: its conformers run the jobs they are given, and a job is non-copyable, so no spy can record or hold one (write that mock by hand)",
        "Repro.swift:3: warning: mockkit skipped protocol Money: it inherits Swift.Numeric, a standard-library protocol the generator does not mock: its conformers are values with arithmetic operators, which a mock class cannot be (write that mock by hand)",
        "Repro.swift:4: warning: mockkit skipped protocol Timer: it inherits Clock, a standard-library protocol the generator does not mock: its conformers tell time with instants that advance and sleep until them, which spies cannot do (write that mock by hand)",
        "Repro.swift:5: warning: mockkit skipped protocol Copying: it inherits NSCopying, which none of the files read declares (if it is a protocol, pass the files of the module that declares it with --context-module; if it is a class, such as UIView, write that mock by hand, as its subclass)",
      ])
  }

  /// Every reproducer's mocks compile, with warnings as errors, in a module that imports
  /// `Repro` as a test target imports the module it tests.
  @Test func everyReproducersMocksCompileWithoutWarnings() async throws {
    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let compiler = try SwiftCompiler()
    let base = folder.appendingPathComponent("ReproBase.swift")
    try ModuleReproducers.base.write(to: base, atomically: true, encoding: .utf8)
    try await compiler.emitModule(named: "ReproBase", from: [base], into: folder)
    // Every import comes first, as Swift requires.
    let source = (["import ReproBase"] + ModuleReproducers.all).joined(separator: "\n")
    let repro = folder.appendingPathComponent("Repro.swift")
    try source.write(to: repro, atomically: true, encoding: .utf8)
    try await compiler.emitModule(
      named: "Repro", from: [repro], into: folder,
      extraArguments: ModuleReproducers.moduleArguments + ["-I", folder.path])

    let generated = MockGenerator(modulesUnderTest: ["Repro"]).generateFile(
      parsing: [(repro.path, source)], contextModules: ["ReproBase"],
      reading: { _ in [(base.path, ModuleReproducers.base)] })
    #expect(generated.warnings == [])
    #expect(generated.mockedProtocols.count == ModuleReproducers.mockCount)
    let mocks = folder.appendingPathComponent("ReproMocks.swift")
    try generated.source.write(to: mocks, atomically: true, encoding: .utf8)
    let diagnostics = try await compiler.typecheck(
      [mocks], searchPaths: [folder], extraArguments: ["-warnings-as-errors"], throughSIL: true)
    #expect(diagnostics == "")
  }
}

/// The sources of the module `Repro`, one reproducer each.
enum ModuleReproducers {
  /// A protocol behind `@_spi`, one whose requirement names a type behind another group,
  /// and a requirement behind `@_spi` with its default implementation.
  static let spi = """
    @_spi(PluginMessage)
    public protocol MessageConnection { func send(_ message: String) async throws }

    @_spi(Wire) public struct Frame: Sendable {}
    @_spi(PluginMessage)
    public protocol FrameSource { func next() -> Frame }

    public protocol Connection {
      func open()
      @_spi(Admin) func reset()
    }
    extension Connection {
      @_spi(Admin) public func reset() {}
    }
    """

  /// Types named `Type` and `Protocol`, which after a dot would name a metatype.
  static let keywordNames = """
    public protocol Type { func convert(_ value: any Shape.`Protocol`) }
    public enum Shape {
      public protocol `Protocol`: Sendable {}
    }
    """

  /// Types whose `Sendable`-ness the generator cannot prove.
  static let unprovenSendable = """
    public protocol Upgrader {
      func applyUpgrade(path: String) -> any TextOutputStream
    }

    public protocol UserProtocol: Sendable { associatedtype SessionID: Hashable }
    public protocol Sessions: Sendable {
      associatedtype User: UserProtocol
      func end(_ id: User.SessionID)
      func current() -> User
    }

    public protocol Expression: CustomStringConvertible {}
    public protocol Comparison {
      init(lhs: Expression, rhs: Expression)
    }
    """

  /// Declarations whose mocks once compiled with warnings.
  static let warnings = """
    @available(gRPCSwift 2.0, *)
    public protocol StreamingClient: Sendable { func connect() }
    @available(watchOS 6, gRPCSwift 2.0, *)
    public protocol Router {}

    public protocol Emitting {
      associatedtype OutboundOut = Never
      func wrap(_ value: OutboundOut) -> Int
      func fail(_ reason: String) -> Never
    }

    @available(*, deprecated, message: "Use Frame")
    public struct OldFrame: Sendable {}
    public protocol FrameWriter {
      @available(*, deprecated, message: "Use write(frame:)")
      func write(old: OldFrame)
      @available(*, deprecated)
      var legacy: OldFrame { get }
      func flush()
    }
    """

  /// FluentKit's `Model`.
  static let staticBesideAssociatedType = """
    public protocol Model: AnyObject, Sendable {
      associatedtype IDValue: Hashable & Sendable
      static var schema: String { get }
      var id: IDValue? { get set }
    }
    """

  /// A generic initializer.
  static let genericInitializer = """
    public protocol ByteBuffer {
      init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8
    }
    """

  /// A `~Copyable` protocol, a result that may be non-copyable, a `RawSpan` (as
  /// swift-configuration's `FileConfigSnapshot` takes one), a `sending` result and a
  /// borrowed non-copyable argument.
  static let ownership = """
    public struct Token: ~Copyable {}
    public final class Box {}

    public protocol Unique: ~Copyable {
      consuming func close()
    }
    public protocol Watching {
      func watch<Return: ~Copyable>(_ key: String, body: () async throws -> Return) async rethrows
        -> Return
    }
    public protocol FileSnapshot {
      init(data: RawSpan, providerName: String) throws
    }
    public protocol BoxFactory {
      func make() -> sending Box
    }
    public protocol TokenUser {
      func use(_ t: borrowing Token)
    }
    """

  /// The sources of the module `ReproBase`, which `Repro` imports: the module A,
  /// whose protocol another module's protocol inherits, and a type its requirements name.
  static let base = """
    public protocol Service: Sendable {
      func run() async throws
      func configure(_ config: ServiceConfig)
    }
    public struct ServiceConfig: Sendable {}
    public struct Spy {}
    """

  /// The module B: a protocol whose parent, and a type whose `Sendable`
  /// conformance, are declared in `ReproBase`. Its own `Spy` and `ReproBase`'s are
  /// both written with their modules, as MockKit's is.
  static let otherModulesParent = """
    public protocol App: Service {
      var services: [any Service] { get }
      func spy(on services: [ServiceConfig]) -> Spy
    }
    public struct Spy {}
    """

  /// Standard-library parents a mock satisfies with spies.
  static let standardLibraryParents = """
    public protocol Query: ExpressibleByStringInterpolation, Sendable { var sql: String { get } }
    public protocol Headers: ExpressibleByArrayLiteral where ArrayLiteralElement == String {}
    public protocol Flags: ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {}
    public protocol Amount: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
      ExpressibleByBooleanLiteral {}
    public protocol Glyph: ExpressibleByUnicodeScalarLiteral,
      ExpressibleByExtendedGraphemeClusterLiteral {}
    public protocol ReceiptPrinter: TextOutputStream {}
    public protocol OrderID: LosslessStringConvertible {}
    public protocol OrderCursor: IteratorProtocol where Element == String {}
    public protocol EventCursor: AsyncIteratorProtocol {}
    public protocol Dice: RandomNumberGenerator {}
    """

  /// Every reproducer above, for the compile test; `otherModulesParent` needs its file
  /// to import `ReproBase`.
  static let all = [
    spi, keywordNames, unprovenSendable, warnings, staticBesideAssociatedType,
    genericInitializer, ownership, otherModulesParent, standardLibraryParents,
  ]
  /// How many protocols ``all`` declares.
  static let mockCount = 32
  /// What the module is compiled with: the availability macro its package defines.
  static let moduleArguments = [
    "-Xfrontend", "-define-availability", "-Xfrontend", "gRPCSwift 2.0:macOS 15.0, iOS 18.0",
  ]
}
