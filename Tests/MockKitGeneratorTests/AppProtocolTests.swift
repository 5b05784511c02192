import Foundation
import MockKitGeneratorCore
import Testing

/// Shapes app code gives its protocols that the generator once got wrong: each mock is
/// pinned and compiled against its protocol's module with warnings as errors.
@Suite struct AppProtocolTests {
  /// The mock of `source`, declared in module Repro, its warnings, and what the compiler
  /// says of it.
  static func mock(of source: String) async throws -> (
    source: String, warnings: [String], diagnostics: String
  ) {
    let generated = MockGenerator(modulesUnderTest: ["Repro"]).generateFile(
      parsing: [("Repro.swift", source)])
    let diagnostics = try await SwiftCompiler().diagnostics(
      ofMocks: generated.source, forRepro: source)
    return (generated.source, generated.warnings, diagnostics)
  }

  /// `nonisolated(nonsending)` (Swift 6.2) is a modifier with its argument, repeated on the
  /// mock's method; it was read as a declaration named `(`, and the protocol skipped.
  @Test func aModifierWithAnArgumentIsRepeated() async throws {
    let mock = try await Self.mock(
      of: """
        public struct User: Sendable {}
        public protocol ModernConcurrency: Sendable {
          nonisolated(nonsending) func fetch() async -> [User]
        }
        """)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
          nonisolated(nonsending) func fetch() async -> [Repro.User] { await fetchSpy.call() }
        """))
    #expect(mock.diagnostics == "")
  }

  /// A protocol isolated to the main actor makes its conformers `Sendable`, not its
  /// existential: `any Coordinator` is recorded unchecked (it was recorded as it is, and
  /// Swift refused the spy: "type 'any Coordinator' does not conform to the 'Sendable'
  /// protocol").
  @Test func aMainActorProtocolsExistentialIsNotSendable() async throws {
    let mock = try await Self.mock(
      of: """
        @MainActor public protocol Coordinator: AnyObject {
          var children: [any Coordinator] { get set }
          func start()
        }
        """)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
        @MainActor
        final class MockCoordinator: Repro.Coordinator {
          let childrenGetter = MockKit.Spy<Void, MockKit.UncheckedArgument<[any Repro.Coordinator]>>(name: "children")
        """))
    #expect(mock.diagnostics == "")
  }

  /// A closure is `Sendable` by its own attributes: `@Sendable`, or a global actor, which
  /// Swift 6 makes `Sendable` (a `@MainActor` completion was recorded unchecked); a
  /// `@Sendable` closure among another closure's parameters does not make that closure
  /// `Sendable` (it was recorded as it is, and Swift refused the spy: "type '(@Sendable ()
  /// -> Void) -> Void' does not conform to the 'Sendable' protocol"). And the `@escaping`
  /// of a closure's own parameter is part of its type, which the spy keeps (it was
  /// dropped: "converting non-escaping parameter 'work' to generic parameter 'Input' may
  /// allow it to escape").
  @Test func aClosureIsSendableByItsOwnAttributes() async throws {
    let mock = try await Self.mock(
      of: """
        public protocol Runner: Sendable {
          func start(completion: @escaping @MainActor (Int) -> Void)
          func run(_ work: @escaping (@Sendable () -> Void) -> Void)
          func nested(_ work: @escaping @Sendable (@escaping () -> Void) -> Void)
          func isolatedAny(_ work: @escaping @isolated(any) () -> Void)
          func handlers(_ sendable: [@Sendable () -> Void], _ other: [() -> Void])
          func optional(_ handler: (@MainActor () async throws -> Int)?)
          func makeHandler() -> @MainActor () -> Void
        }
        """)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
          let start = MockKit.Spy<@MainActor (Int) -> Void, Void>(name: "start(completion:)")
          let run = MockKit.Spy<MockKit.UncheckedArgument<(@Sendable () -> Void) -> Void>, Void>(name: "run(_:)")
          let nested = MockKit.Spy<@Sendable (@escaping () -> Void) -> Void, Void>(name: "nested(_:)")
          let isolatedAny = MockKit.Spy<MockKit.UncheckedArgument<@isolated(any) () -> Void>, Void>(name: "isolatedAny(_:)")
          let handlers = MockKit.Spy<([@Sendable () -> Void], MockKit.UncheckedArgument<[() -> Void]>), Void>(name: "handlers(_:_:)")
          let optional = MockKit.Spy<(@MainActor () async throws -> Int)?, Void>(name: "optional(_:)")
          let makeHandlerSpy = MockKit.Spy<Void, @MainActor () -> Void>(name: "makeHandler()")

          func start(completion: @escaping @MainActor (Int) -> Void) { start.call(completion) }
        """))
    #expect(mock.diagnostics == "")
  }

  /// The value a setter receives is escaping, as the property keeps it: a closure set is
  /// recorded, not lent for the call as a closure parameter is (it was lent, and the mock
  /// did not compile: "cannot convert value of type '@Sendable () -> Void' to expected
  /// argument type 'ClosureArgument<@Sendable () -> Void>'").
  @Test func aClosureSetOnAPropertyIsRecorded() async throws {
    let source = """
      public typealias Completion = @Sendable () -> Void
      public protocol Handlers: AnyObject, Sendable {
        var onChange: @Sendable () -> Void { get set }
        var completion: Completion { get set }
        subscript(name: String) -> @Sendable () -> Void { get set }
      }
      """
    let mock = try await Self.mock(of: source)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
          let onChangeSetter = MockKit.Spy<@Sendable () -> Void, Void>(name: "onChange (set)")
        """))
    #expect(
      mock.source.contains(
        """
          let subscriptSetter = MockKit.Spy<(String, @Sendable () -> Void), Void>(name: "subscript(_:) (set)")
        """))
    #expect(mock.diagnostics == "")

    // The contract glue forwards the value set to a fake as it is.
    var generator = MockGenerator(modulesUnderTest: ["Repro"])
    generator.writesContractRequirements = true
    let withGlue = generator.generateFile(parsing: [("Repro.swift", source)])
    let diagnostics = try await SwiftCompiler().diagnostics(
      ofMocks: withGlue.source, forRepro: source)
    #expect(diagnostics == "")
  }

  /// A spy named `self` would be the mock itself in its method's body (`` `self`.call(x) ``
  /// did not compile: "value of type 'MockStore' has no member 'call'").
  @Test func aMethodNamedSelfGetsASpyOfAnotherName() async throws {
    let mock = try await Self.mock(
      of: """
        public protocol Store: Sendable {
          func `self`(_ value: Int) -> Int
        }
        """)

    #expect(
      mock.source.contains(
        """
          let selfSpy = MockKit.Spy<Int, Int>(name: "self(_:)")

          func `self`(_ value: Int) -> Int { selfSpy.call(value) }
        """))
    #expect(mock.diagnostics == "")
  }

  /// An implicitly unwrapped optional is written only on a declaration: the spy keeps an
  /// optional (`Spy<Int!, Int!>` did not compile: "using '!' is not allowed here").
  @Test func anImplicitlyUnwrappedOptionalIsAnOptionalToItsSpy() async throws {
    let mock = try await Self.mock(
      of: """
        public protocol Legacy: Sendable {
          func value(_ seed: Int!) -> Int!
          var name: String! { get }
        }
        """)

    #expect(
      mock.source.contains(
        """
          let value = MockKit.Spy<Int?, Int?>(name: "value(_:)")
          let nameGetter = MockKit.Spy<Void, String?>(name: "name")

          func value(_ seed: Int!) -> Int! { value.call(seed) }
          var name: String! { nameGetter.call() }
        """))
    #expect(mock.diagnostics == "")
  }

  /// A typed error that is `Never` through an associated type's default or a parent's
  /// pinning is no error at all, as `throws(Never)` written out is: the spy does not throw
  /// and the call has no `try` (it had, and Swift warned: "no calls to throwing functions
  /// occur within 'try' expression").
  @Test func aTypedErrorThatIsNeverThroughAnAliasThrowsNothing() async throws {
    let mock = try await Self.mock(
      of: """
        public protocol Loader<Output, Failure>: Sendable {
          associatedtype Output: Sendable
          associatedtype Failure: Error = Never
          func load() async throws(Failure) -> Output
        }
        public protocol IntLoader: Loader<Int, Never> {}
        """)

    #expect(
      mock.source.contains(
        """
          let loadSpy = MockKit.Spy<Void, Output>(name: "load()")

          func load() async -> Output { await loadSpy.call() }
        """))
    #expect(mock.diagnostics == "")
  }

  /// `borrowing func` and `consuming func` begin a member: they were read as the end of
  /// the result type of the requirement before (`Spy<Void, String borrowing>`).
  @Test func anOwnershipModifierBeginsTheNextRequirement() async throws {
    let mock = try await Self.mock(
      of: """
        public protocol Buffer {
          func name() -> String
          borrowing func peek()
          func isEmpty() -> Bool
          consuming func drain()
        }
        """)

    #expect(
      mock.source.contains(
        """
          let nameSpy = MockKit.Spy<Void, String>(name: "name()")
          let peekSpy = MockKit.Spy<Void, Void>(name: "peek()")
          let isEmptySpy = MockKit.Spy<Void, Bool>(name: "isEmpty()")
          let drainSpy = MockKit.Spy<Void, Void>(name: "drain()")
        """))
    #expect(mock.diagnostics == "")
  }

  /// A protocol only subclasses of a class conform to, and an `Identifiable` whose `ID`
  /// must be more than `Hashable` with no type pinned, get no mock, and the warning says
  /// why and what to do (their mocks did not compile: "'Themeable' requires that
  /// 'MockThemeable' inherit from 'BaseView'", "type 'ObjectIdentifier' does not conform to
  /// protocol 'Decodable'"); the warning for an unknown parent names the class case too.
  /// A refinement that pins the `ID` is mocked.
  @Test func protocolsAMockCannotConformToAreSkippedSayingWhy() async throws {
    let mock = try await Self.mock(
      of: """
        import Foundation
        open class BaseView { public init() {} }
        public protocol Themeable: BaseView { func apply(_ theme: String) }
        public protocol Styled where Self: BaseView { func style() }
        public protocol Model: Identifiable, Codable, Sendable where ID: Codable {
          var name: String { get }
        }
        public protocol Article: Model where ID == UUID {}
        public protocol Screen: NSObject { func show() }
        """)

    #expect(
      mock.warnings == [
        "Repro.swift:3: warning: mockkit skipped protocol Themeable: it requires its conformers to be subclasses of BaseView, which a mock, a final class of its own, is not (write that mock by hand, as a subclass of BaseView)",
        "Repro.swift:4: warning: mockkit skipped protocol Styled: it requires its conformers to be subclasses of BaseView, which a mock, a final class of its own, is not (write that mock by hand, as a subclass of BaseView)",
        "Repro.swift:5: warning: mockkit skipped protocol Model: its ID must be Codable, which the id a mock gets (ObjectIdentifier) is not (pin ID in a protocol that refines this one, where ID == UUID, and mock that one, or write that mock by hand)",
        "Repro.swift:9: warning: mockkit skipped protocol Screen: it inherits NSObject, which none of the files read declares (if it is a protocol, pass the files of the module that declares it with --context-module; if it is a class, such as UIView, write that mock by hand, as its subclass)",
      ])
    #expect(mock.source.contains("final class MockArticle: Repro.Article, Sendable {"))
    #expect(mock.diagnostics == "")
  }

  /// A property's spies are its name with `Getter` and `Setter`, which must not be another
  /// requirement's name or spy (`var user` beside `var userGetter` declared two
  /// `userGetter`s: "invalid redeclaration").
  @Test func aPropertysSpiesTakeNoOtherMembersName() async throws {
    let mock = try await Self.mock(
      of: """
        public protocol Profile: Sendable {
          var user: String { get }
          var userGetter: Int { get }
          subscript(index: Int) -> String { get }
          func subscriptGetter() -> Int
          func nameSetter(_ name: String)
          var name: String { get }
        }
        """)

    #expect(
      mock.source.contains(
        """
          let user2Getter = MockKit.Spy<Void, String>(name: "user")
          let userGetterGetter = MockKit.Spy<Void, Int>(name: "userGetter")
          let subscript2Getter = MockKit.Spy<Int, String>(name: "subscript(_:)")
          let subscriptGetterSpy = MockKit.Spy<Void, Int>(name: "subscriptGetter()")
          let nameSetter = MockKit.Spy<String, Void>(name: "nameSetter(_:)")
          let name2Getter = MockKit.Spy<Void, String>(name: "name")
        """))
    #expect(mock.diagnostics == "")
  }

  /// A protocol isolated to an app's own global actor is mocked as one isolated to the main
  /// actor is: the mock is isolated to it, the members a standard-library parent requires
  /// are `nonisolated`, and no contract glue is written. It was taken as not isolated, and
  /// the conformances crossed into the actor's code.
  @Test func aProtocolIsolatedToAnAppsGlobalActorIsMockedAsIsolatedToIt() async throws {
    let source = """
      @globalActor public actor DatabaseActor { public static let shared = DatabaseActor() }
      @DatabaseActor public protocol Migration: CustomStringConvertible, Hashable {
        var version: Int { get }
        func apply() throws
      }
      """
    let mock = try await Self.mock(of: source)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
        @DatabaseActor
        final class MockMigration: Repro.Migration {
          let descriptionGetter = MockKit.Spy<Void, String>(name: "description")
          let versionGetter = MockKit.Spy<Void, Int>(name: "version")
          let applySpy = MockKit.ThrowingSpy<Void, Void>(name: "apply()")

          nonisolated var description: String { descriptionGetter.call() }
          var version: Int { versionGetter.call() }
          func apply() throws { try applySpy.call() }
          nonisolated static func == (lhs: MockMigration, rhs: MockMigration) -> Bool { lhs === rhs }
          nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }
        """))
    #expect(mock.diagnostics == "")

    var generator = MockGenerator(modulesUnderTest: ["Repro"])
    generator.writesContractRequirements = true
    let withGlue = generator.generateFile(parsing: [("Repro.swift", source)])
    #expect(
      withGlue.warnings == [
        """
        Repro.swift:2: warning: mockkit wrote no Requirements and no forwardCalls(to:) for MockMigration: it is isolated to DatabaseActor, and a spy's answer may run on any thread.
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy to the fake with answers(_:).
        """
      ])
    let diagnostics = try await SwiftCompiler().diagnostics(
      ofMocks: withGlue.source, forRepro: source)
    #expect(diagnostics == "")
  }

  /// A parent written with its primary associated types (`Repository<Post>`,
  /// `Identifiable<String>`) pins them as a `where` clause would. It was looked up with its
  /// arguments, not found, and the protocol skipped as inheriting a protocol "which none of
  /// the files read declares".
  @Test func aParentWithItsPrimaryAssociatedTypesPinsThem() async throws {
    let mock = try await Self.mock(
      of: """
        public struct Post: Sendable {}
        public protocol Repository<Model>: Sendable {
          associatedtype Model: Sendable
          func all() async throws -> [Model]
        }
        public protocol PostStore: Repository<Post> {
          func pinned() async -> Post?
        }
        public protocol Member: Identifiable<String>, Sendable {
          var displayName: String { get }
        }
        """)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
        final class MockPostStore: Repro.PostStore, Sendable {
          typealias Model = Repro.Post

          let allSpy = MockKit.ThrowingSpy<Void, [Model]>(name: "all()")
        """))
    #expect(
      mock.source.contains(
        """
        final class MockMember: Repro.Member, Sendable {
          let displayNameGetter = MockKit.Spy<Void, String>(name: "displayName")
          let idGetter = MockKit.Spy<Void, String>(name: "id")
        """))
    #expect(mock.diagnostics == "")
  }

  /// `Identifiable where ID == UUID`: the mock has an `id` of that type, answered by
  /// MockKit's default `UUID` until a test stubs it. It had none, and Swift refused the
  /// `ObjectIdentifier` one a class gets ("candidate has non-matching type").
  @Test func anIdentifiableWhoseIDIsPinnedHasThatID() async throws {
    let mock = try await Self.mock(
      of: """
        import Foundation
        public protocol Account: Identifiable, Sendable where ID == UUID {
          var name: String { get }
        }
        public protocol Session: Identifiable, AnyObject {
          var token: String { get }
        }
        """)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
        final class MockAccount: Repro.Account, Sendable {
          let nameGetter = MockKit.Spy<Void, String>(name: "name")
          let idGetter = MockKit.Spy<Void, UUID>(name: "id")

          var name: String { nameGetter.call() }
          var id: UUID { idGetter.call() }
        }
        """))
    #expect(
      mock.source.contains(
        """
        final class MockSession: Repro.Session, Sendable {
          let tokenGetter = MockKit.Spy<Void, String>(name: "token")

          var token: String { tokenGetter.call() }
        }
        """), "an id left to the class: ObjectIdentifier")
    #expect(mock.diagnostics == "")
  }

  /// An associated type's `where` clause names the module's types with the module, as the
  /// members do: a module of shared mocks may declare a type of the same name. It wrote the
  /// bare name, which that module's own type answered.
  @Test func anAssociatedTypesWhereClauseNamesTheModulesTypesWithTheModule() async throws {
    let mock = try await Self.mock(
      of: """
        public struct Event: Sendable {}
        public protocol EventSource: Sendable {
          associatedtype Events: AsyncSequence & Sendable where Events.Element == Event
          func events() -> Events
        }
        """)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
        final class MockEventSource<Events: AsyncSequence & Sendable>: Repro.EventSource, Sendable
        where Events.Element == Repro.Event {
        """))
    #expect(mock.diagnostics == "")
  }

  /// Overloads told apart only by an array or a dictionary, or only by what they return,
  /// get spy names that say so, and messages that do: they were numbered (`deleteByUser`
  /// and `deleteByUser2`), and their messages read alike.
  @Test func overloadsToldApartByTheirTypesOrTheirResultsAreNamedSo() async throws {
    let mock = try await Self.mock(
      of: """
        public struct User: Sendable {}
        public protocol Users: Sendable {
          func delete(_ user: User)
          func delete(_ user: [User])
          func value(forKey key: String) -> String?
          func value(forKey key: String) -> Int?
          func save(_ values: [String: Int])
          func save(_ values: [Int])
        }
        """)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
          let deleteByUserUser = MockKit.Spy<Repro.User, Void>(name: "delete(_: User)")
          let deleteByUserArrayUser = MockKit.Spy<[Repro.User], Void>(name: "delete(_: [User])")
          let valueByForKeyReturningStringOptional = MockKit.Spy<String, String?>(name: "value(forKey: String) -> String?")
          let valueByForKeyReturningIntOptional = MockKit.Spy<String, Int?>(name: "value(forKey: String) -> Int?")
          let saveByValuesDictionaryStringInt = MockKit.Spy<[String: Int], Void>(name: "save(_: [String: Int])")
          let saveByValuesArrayInt = MockKit.Spy<[Int], Void>(name: "save(_: [Int])")
        """))
    #expect(mock.diagnostics == "")
  }

  /// A `where` clause that constrains an associated type's member to `Sendable` proves it
  /// is: `Model.ID` is recorded as it is (it was recorded unchecked, and tests unwrapped
  /// it). One constrained to a protocol that proves nothing is still recorded unchecked.
  @Test func aMemberAWhereClauseMakesSendableIsRecordedAsItIs() async throws {
    let mock = try await Self.mock(
      of: """
        public protocol Repository<Model>: Sendable {
          associatedtype Model: Identifiable & Sendable where Model.ID: Sendable
          func get(_ id: Model.ID) async throws -> Model?
        }
        public protocol Store: Sendable where Item.ID: Hashable {
          associatedtype Item: Identifiable & Sendable
          func item(_ id: Item.ID) -> Item?
        }
        """)

    #expect(mock.warnings == [])
    #expect(
      mock.source.contains(
        """
          let get = MockKit.ThrowingSpy<Model.ID, Model?>(name: "get(_:)")
        """))
    #expect(
      mock.source.contains(
        """
          let item = MockKit.Spy<MockKit.UncheckedArgument<Item.ID>, Item?>(name: "item(_:)")
        """))
    #expect(mock.diagnostics == "")
  }
}
