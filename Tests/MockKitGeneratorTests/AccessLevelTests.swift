import Foundation
import MockKitGeneratorCore
import Testing

/// Public and package mocks, for a test-support library that several test targets share:
/// every member a test uses has the access level, the mocks compile with warnings as errors
/// in a library of their own, and another module makes, stubs and calls them.
extension GoldenTests {
  /// The mocks of `source`, read as the sources of the module `Repro`, without the header.
  private func mocks(
    _ source: String, accessLevel: MockAccessLevel, warnings: [String] = []
  ) -> String {
    var generator = MockGenerator(modulesUnderTest: ["Repro"])
    generator.accessLevel = accessLevel
    let generated = generator.generateFile(parsing: [("Repro.swift", source)])
    #expect(generated.warnings == warnings)
    return generated.source.split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(3).joined(separator: "\n")
  }

  @Test func publicMocksDeclareEveryMemberATestUsesPublic() {
    #expect(
      mocks(AccessLevelReproducers.everyKindOfRequirement, accessLevel: .public) == """
        import Foundation
        import MockKit
        import Repro

        public final class MockAccounts: Repro.Accounts, Sendable {
          public let user = MockKit.ThrowingSpy<String, Repro.User>(name: "user(id:)")
          public let logoutSpy = MockKit.Spy<Void, Void>(name: "logout()")
          public let levelGetter = MockKit.Spy<Void, Repro.Level>(name: "level")
          public let levelSetter = MockKit.Spy<Repro.Level, Void>(name: "level (set)")
          public let tokenGetter = MockKit.Spy<Void, String?>(name: "token")
          public let subscriptGetter = MockKit.Spy<String, Int?>(name: "subscript(_:)")
          public let subscriptSetter = MockKit.Spy<(String, Int?), Void>(name: "subscript(_:) (set)")
          @available(*, deprecated) public let legacy = MockKit.Spy<String, Void>(name: "legacy(name:)")
          // Static spies are shared by every test in the process: reset them.
          public static let resetSpy = MockKit.Spy<Void, Void>(name: "reset()")

          public init(level: Repro.Level) { levelGetter.declareDefault(returning: level) }
          public func user(id: String) async throws -> Repro.User { try await user.call(id) }
          public func logout() { logoutSpy.call() }
          public var level: Repro.Level {
            get { levelGetter.call() }
            set { levelSetter.call(newValue); levelGetter.returns(newValue) }
          }
          public var token: String? { tokenGetter.call() }
          public subscript(key: String) -> Int? {
            get { subscriptGetter.call(key) }
            set { subscriptSetter.call((key, newValue)) }
          }
          @available(*, deprecated) public func legacy(name: String) { legacy.call(name) }
          public static func reset() { resetSpy.call() }
        }

        public final class MockRepository<Item: Identifiable & Sendable>: Repro.Repository, Sendable {
          public typealias Batch = [Item]

          public let descriptionGetter = MockKit.Spy<Void, String>(name: "description")
          public let initializer = MockKit.Spy<String, Void>(name: "init(name:)")
          public let save = MockKit.ThrowingSpy<Batch, Void>(name: "save(_:)")

          public init() {}
          public var description: String { descriptionGetter.call() }
          public init(name: String) { initializer.call(name) }
          public func save(_ batch: Batch) throws(CancellationError) {
            try save.call(batch, throwing: CancellationError.self)
          }
          public static func == (lhs: MockRepository, rhs: MockRepository) -> Bool { lhs === rhs }
          public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        @MainActor
        public final class MockScreen: Repro.Screen {
          public let show = MockKit.Spy<Repro.User, Void>(name: "show(_:)")

          public init() {}
          public func show(_ user: Repro.User) { show.call(user) }
        }

        public actor MockLedger: Repro.Ledger {
          public nonisolated let record = MockKit.Spy<Int, Void>(name: "record(cents:)")

          public init() {}
          public func record(cents: Int) { record.call(cents) }
        }

        """)
  }

  /// A package mock implements a `package` protocol, which the file imports without
  /// `@testable`: the test targets of the same package see it.
  @Test func packageMocksAreVisibleInThePackageWithoutTestableImport() {
    let source = """
      package protocol Cart: Sendable { func add(sku: String) }
      public protocol Wallet: Sendable { var cents: Int { get } }
      """
    #expect(
      mocks(source, accessLevel: .package) == """
        import MockKit
        import Repro

        package final class MockCart: Repro.Cart, Sendable {
          package let add = MockKit.Spy<String, Void>(name: "add(sku:)")

          package init() {}
          package func add(sku: String) { add.call(sku) }
        }

        package final class MockWallet: Repro.Wallet, Sendable {
          package let centsGetter = MockKit.Spy<Void, Int>(name: "cents")

          package init() {}
          package var cents: Int { centsGetter.call() }
        }

        """)
  }

  /// A mock cannot be more visible than its protocol, whose types its members name: the
  /// protocol is left out with a warning that says how to fix it, and an internal mock of
  /// it is still written with `@testable import`.
  @Test func aProtocolLessVisibleThanItsMockIsSkippedWithAWarning() {
    let source = """
      protocol Cart { func add(sku: String) }
      package protocol Wallet { func pay(cents: Int) }
      """
    #expect(
      mocks(
        source, accessLevel: .public,
        warnings: [
          "Repro.swift:1: warning: mockkit skipped protocol Cart: it is internal, so its mock "
            + "cannot have public access (make the protocol public, or generate internal "
            + "mocks: --access internal)",
          "Repro.swift:2: warning: mockkit skipped protocol Wallet: it is package, so its mock "
            + "cannot have public access (make the protocol public, or generate package "
            + "mocks: --access package)",
        ]) == "import MockKit\nimport Repro\n")
    #expect(
      mocks(
        source, accessLevel: .package,
        warnings: [
          "Repro.swift:1: warning: mockkit skipped protocol Cart: it is internal, so its mock "
            + "cannot have package access (make the protocol package or public, or generate "
            + "internal mocks: --access internal)"
        ]
      ).hasPrefix("import MockKit\nimport Repro\n\npackage final class MockWallet"))
    #expect(
      mocks(source, accessLevel: .internal).hasPrefix(
        "import MockKit\n@testable import Repro\n\nfinal class MockCart"))
  }

  /// A public declaration may name a type behind `@_spi` only from behind `@_spi` itself:
  /// a public mock that needs a group is behind every group it needs.
  @Test func aPublicMockThatNeedsAnSPIGroupIsBehindIt() {
    #expect(
      mocks(ModuleReproducers.spi, accessLevel: .public) == """
        import MockKit
        @_spi(Admin) @_spi(PluginMessage) @_spi(Wire) import Repro

        @_spi(PluginMessage)
        public final class MockMessageConnection: Repro.MessageConnection, Sendable {
          public let send = MockKit.ThrowingSpy<String, Void>(name: "send(_:)")

          public init() {}
          public func send(_ message: String) async throws { try await send.call(message) }
        }

        @_spi(PluginMessage) @_spi(Wire)
        public final class MockFrameSource: Repro.FrameSource, Sendable {
          public let nextSpy = MockKit.Spy<Void, Repro.Frame>(name: "next()")

          public init() {}
          public func next() -> Repro.Frame { nextSpy.call() }
        }

        @_spi(Admin)
        public final class MockConnection: Repro.Connection, Sendable {
          public let openSpy = MockKit.Spy<Void, Void>(name: "open()")
          public let resetSpy = MockKit.Spy<Void, Void>(name: "reset()")

          public init() {}
          public func open() { openSpy.call() }
          public func reset() { resetSpy.call() }
        }

        """)
  }

  /// `--access public` in `MockKit.mocks` makes the plugin's mocks public; the command's
  /// own option is replaced by the file's.
  @Test func theMocksFileGivesTheAccessLevel() throws {
    let parsed = MocksFile.parse(
      "# shared by the app's test targets\n--access public\nShop.Cart\n", path: "MockKit.mocks")
    #expect(parsed.problems == [])
    #expect(parsed.file.accessLevel == .public)
    var generator = MockGenerator(command: "build")
    generator.accessLevel = .package
    let generated = generator.generateFiles(for: [Self.shop], listedIn: parsed.file)
    let source = try #require(generated.files.first?.mocks.source)
    #expect(source.contains("\npublic final class MockCart: Shop.Cart, Sendable {\n"))
    #expect(MocksFile.parse("Shop.Cart\n", path: "MockKit.mocks").file.accessLevel == nil)
  }

  @Test(arguments: [
    (
      "--access private",
      """
      MockKit.mocks:1: error: '--access private' does not give an access level mocks can have.
        Expected: --access followed by one of internal|package|public.
        To fix: write --access public for mocks that test targets depending on this one use, \
      or remove the line for mocks internal to it.
      """
    ),
    (
      "--access",
      """
      MockKit.mocks:1: error: '--access' does not give an access level mocks can have.
        Expected: --access followed by one of internal|package|public.
        To fix: write --access public for mocks that test targets depending on this one use, \
      or remove the line for mocks internal to it.
      """
    ),
  ])
  func anAccessLevelMocksCannotHaveIsAnErrorOnItsLine(line: String, message: String) {
    let parsed = MocksFile.parse(line + "\nShop.Cart\n", path: "MockKit.mocks")
    #expect(parsed.file.accessLevel == nil)
    #expect(parsed.file.entries.map(\.protocolName) == ["Cart"])
    #expect(parsed.problems.map(\.description) == [message])
  }

  @Test func aSecondAccessLevelIsAnErrorOnItsLine() {
    let parsed = MocksFile.parse(
      "--access public\nShop.Cart\n--access package  # for the package\n", path: "MockKit.mocks")
    #expect(parsed.file.accessLevel == .public)
    #expect(
      parsed.problems.map(\.description) == [
        """
        MockKit.mocks:3: error: the access level is already given on line 1.
          To fix: remove one of the two lines.
        """
      ])
  }

  /// The command's `--access` writes the same mocks as the generator's ``accessLevel``.
  @Test func theCommandsAccessOptionMakesPublicMocks() async throws {
    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sources = folder.appendingPathComponent("Shop.swift")
    try Self.shop.files[0].contents.write(to: sources, atomically: true, encoding: .utf8)
    let result = try await MockKitCommand().run(
      ["generate", sources.path, "--import", "Shop", "--protocols", "Cart", "--access", "public"])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput.hasSuffix(
        """
        public final class MockCart: Shop.Cart, Sendable {
          public let add = MockKit.Spy<(String, Int), Void>(name: "add(_:quantity:)")

          public init() {}
          public func add(_ sku: String, quantity: Int) { add.call((sku, quantity)) }
        }

        """))
  }

  /// The mocks compile, with warnings as errors, into a library of their own that imports
  /// `Repro` without `@testable`; a module that imports that library (and `Repro` with the
  /// `@_spi` groups its mocks need) makes, stubs and calls them.
  @Test(arguments: [MockAccessLevel.public, .package])
  func mocksCompileInALibraryThatAnotherModuleUses(accessLevel: MockAccessLevel) async throws {
    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let compiler = try SwiftCompiler()
    let package = ["-package-name", "Shop"]
    let base = folder.appendingPathComponent("ReproBase.swift")
    try ModuleReproducers.base.write(to: base, atomically: true, encoding: .utf8)
    try await compiler.emitModule(
      named: "ReproBase", from: [base], into: folder, extraArguments: package)
    let source =
      (["import ReproBase", AccessLevelReproducers.everyKindOfRequirement]
      + ModuleReproducers.all)
      .joined(separator: "\n")
    let repro = folder.appendingPathComponent("Repro.swift")
    try source.write(to: repro, atomically: true, encoding: .utf8)
    try await compiler.emitModule(
      named: "Repro", from: [repro], into: folder,
      extraArguments: ModuleReproducers.moduleArguments + package + ["-I", folder.path])

    var generator = MockGenerator(modulesUnderTest: ["Repro"])
    generator.accessLevel = accessLevel
    // With the contract requirements, which must be as visible as the mocks.
    generator.writesContractRequirements = true
    let generated = generator.generateFile(
      parsing: [(repro.path, source)], contextModules: ["ReproBase"],
      reading: { _ in [(base.path, ModuleReproducers.base)] })
    #expect(
      generated.warnings.allSatisfy {
        $0.contains(": warning: mockkit left ") || $0.contains(": warning: mockkit wrote no ")
      })
    #expect(generated.source.contains("\(accessLevel.rawValue) enum Requirements {"))
    #expect(generated.mockedProtocols.count == ModuleReproducers.mockCount + 4)
    #expect(!generated.source.contains("@testable"))
    let mocks = folder.appendingPathComponent("ReproMocks.swift")
    try generated.source.write(to: mocks, atomically: true, encoding: .utf8)
    let searchPaths = ["-I", compiler.mockKitModules.path, "-I", folder.path]
    try await compiler.emitModule(
      named: "ReproTestSupport", from: [mocks], into: folder,
      extraArguments: searchPaths + package + ["-warnings-as-errors"])

    let test = folder.appendingPathComponent("ReproTests.swift")
    try AccessLevelReproducers.test.write(to: test, atomically: true, encoding: .utf8)
    let diagnostics = try await compiler.typecheck(
      [test], searchPaths: [folder], extraArguments: package + ["-warnings-as-errors"])
    #expect(diagnostics == "")
  }
}

/// Sources for the public and package mocks' tests.
enum AccessLevelReproducers {
  /// Public protocols with every kind of requirement, in the module `Repro`.
  static let everyKindOfRequirement = """
    import Foundation

    public enum Level: Sendable { case info, error }
    public struct User: Sendable, Equatable, Identifiable {
      public let id: String
      public init(id: String) { self.id = id }
    }

    /// Every kind of requirement, for the public mock's members.
    public protocol Accounts: Sendable {
      func user(id: String) async throws -> User
      func logout()
      var level: Level { get set }
      var token: String? { get }
      subscript(key: String) -> Int? { get set }
      @available(*, deprecated, message: "Use user(id:)")
      func legacy(name: String)
      static func reset()
    }

    /// An associated type, a type alias, an initializer requirement and the standard
    /// library's protocols.
    public protocol Repository: Hashable, CustomStringConvertible {
      associatedtype Item: Identifiable
      typealias Batch = [Item]
      init(name: String)
      func save(_ batch: Batch) throws(CancellationError)
    }

    @MainActor public protocol Screen { func show(_ user: User) }

    public protocol Ledger: Actor { func record(cents: Int) }
    """

  /// A test module's use of the mocks, from outside the module that holds them.
  static let test = """
    import MockKit
    @_spi(Admin) @_spi(PluginMessage) @_spi(Wire) import Repro
    @_spi(Admin) @_spi(PluginMessage) @_spi(Wire) import ReproTestSupport

    func useTheSharedMocks() async throws {
      let accounts = MockAccounts(level: .info)
      accounts.user.returns(User(id: "u-1"))
      let user = try await accounts.user(id: "u-1")
      accounts.level = .error
      _ = (user, accounts.level, accounts.user.callCount, accounts.levelSetter.arguments)
      MockAccounts.resetSpy.reset()

      let repository = MockRepository<User>(name: "users")
      repository.save.returns(())
      try repository.save([user])
      _ = (repository == repository, repository.initializer.lastArguments)

      let ledger = MockLedger()
      await ledger.record(cents: 4200)
      _ = ledger.record.arguments

      let screen = await MockScreen()
      await screen.show(user)

      let connection = MockConnection()
      connection.reset()
      _ = (connection.resetSpy.callCount, MockFrameSource().nextSpy, MockMessageConnection().send)
    }
    """
}
