import Foundation
import MockKitGeneratorCore
import Testing

/// Protocols of real packages that a person could mock by hand, and that the generator once
/// refused or mocked into code that did not compile: each pinned as the smallest reproducer,
/// read as the sources of a module `Repro` as the plugin reads a dependency, and its mocks
/// compiled in another module with warnings as errors.
@Suite struct RealProtocolTests {
  /// The mocks of `source`, read as the sources of the module `Repro`, from the imports on.
  private func mocks(_ source: String) -> String {
    let generated = MockGenerator(modulesUnderTest: ["Repro"]).generateFile(
      parsing: [("Repro.swift", source)])
    #expect(generated.warnings == [])
    return generated.source.split(separator: "\n", omittingEmptySubsequences: false)
      .dropFirst(3).joined(separator: "\n")
  }

  /// swift-distributed-tracing's `Tracer`, whose associated type `Span` is constrained to
  /// the module's own protocol `Span`: neither is the standard library's non-escapable
  /// `Span<Element>`. Once refused: "its result, Span, is non-escapable".
  @Test func aModulesOwnSpanIsNotTheStandardLibrarys() {
    #expect(
      mocks(RealProtocols.tracer) == """
        import MockKit
        import Repro

        final class MockSpan: Repro.Span, Sendable {
          let endSpy = MockKit.Spy<Void, Void>(name: "end()")

          func end() { endSpy.call() }
        }

        final class MockTracer<Span: Repro.Span & Sendable>: Repro.Tracer, Sendable {
          let startSpan = MockKit.Spy<String, Span>(name: "startSpan(_:)")
          let activeSpan = MockKit.Spy<Int, Span?>(name: "activeSpan(id:)")
          let currentSpy = MockKit.Spy<Void, (any Repro.Span)?>(name: "current()")

          func startSpan(_ name: String) -> Span { startSpan.call(name) }
          func activeSpan(id: Int) -> Span? { activeSpan.call(id) }
          func current() -> (any Repro.Span)? { currentSpy.call() }
        }

        """)
  }

  /// `@isolated(any)` is a function type's attribute, not an `isolated` parameter: an
  /// escaping closure is recorded, and a non-escaping one, which `withoutActuallyEscaping`
  /// does not take, is left out of what the spy records. Once refused: "isolated parameter".
  @Test func isolatedAnyIsAFunctionTypesAttribute() {
    #expect(
      mocks(RealProtocols.isolatedAny) == """
        import MockKit
        import Repro

        final class MockJobQueue: Repro.JobQueue, Sendable {
          let enqueue = MockKit.Spy<MockKit.UncheckedArgument<@isolated(any) () async -> Void>, Void>(name: "enqueue(operation:)")
          let runNow = MockKit.Spy<String, Void>(name: "runNow(_:operation:)")

          func enqueue(operation: @escaping @isolated(any) () async -> Void) {
            enqueue.call(MockKit.UncheckedArgument(operation))
          }
          func runNow(_ name: String, operation: @isolated(any) () async -> Void) async {
            await runNow.call(name)
          }
        }

        """)
  }

  /// postgres-nio's `PostgresDynamicTypeEncodable`, which redeclares its parent's throwing
  /// `encode` as non-throwing: a non-throwing method satisfies both, so the mock implements
  /// it once, as the child declares it. Once two methods of the same name: "invalid
  /// redeclaration".
  @Test func aMethodRedeclaredWithFewerEffectsIsImplementedOnce() {
    #expect(
      mocks(RealProtocols.redeclaredWithoutThrows) == """
        import MockKit
        import Repro

        final class MockThrowingEncodable: Repro.ThrowingEncodable, Sendable {
          let encode = MockKit.ThrowingSpy<([UInt8], any Sendable), Void>(name: "encode(into:context:)")
          let flushSpy = MockKit.ThrowingSpy<Void, Void>(name: "flush()")

          func encode<Encoder: Sendable>(into buffer: inout [UInt8], context: [Encoder]) throws {
            try encode.call((buffer, context))
          }
          func flush() async throws { try await flushSpy.call() }
        }

        final class MockEncodable: Repro.Encodable, Sendable {
          let encode = MockKit.Spy<([UInt8], any Sendable), Void>(name: "encode(into:context:)")
          let flushSpy = MockKit.Spy<Void, Void>(name: "flush()")

          func encode<Encoder: Sendable>(into buffer: inout [UInt8], context: [Encoder]) {
            encode.call((buffer, context))
          }
          func flush() { flushSpy.call() }
        }

        """)
  }

  /// fluent-kit's `Model`, whose associated type lists its constraints with commas: the
  /// mock's generic parameter composes them with `&`. Once `<IDValue: Codable, Hashable,
  /// Sendable & Sendable>`, which declares two more generic parameters.
  @Test func anAssociatedTypesConstraintListIsAComposition() {
    #expect(
      mocks(RealProtocols.constraintList) == """
        import MockKit
        import Repro

        final class MockModel<IDValue: Codable & Hashable & Sendable>: Repro.Model, Sendable {
          let idGetter = MockKit.Spy<Void, IDValue?>(name: "id")

          var id: IDValue? { idGetter.call() }
        }

        final class MockIdentified<Key: Hashable & Sendable>: Repro.Identified, Sendable {}

        final class MockKeyed<Key: Hashable & Sendable>: Repro.Keyed, Sendable {
          let keyGetter = MockKit.Spy<Void, Key>(name: "key")

          init(key: Key) { keyGetter.declareDefault(returning: key) }
          var key: Key { keyGetter.call() }
        }

        """)
  }

  /// Graphiti's maps keyed by a type that is not `Sendable`: a dictionary is `Sendable` only
  /// when its keys and its values are, so it is recorded unchecked. Once recorded as it is,
  /// its key type taken for a tuple's label.
  @Test func aDictionaryIsSendableOnlyWhenItsKeysAre() {
    #expect(
      mocks(RealProtocols.dictionaryKeys) == """
        import MockKit
        import Repro

        final class MockTypeMap: Repro.TypeMap, Sendable {
          let namesSpy = MockKit.Spy<Void, MockKit.UncheckedArgument<[Repro.AnyType: String]>>(name: "names()")
          let register = MockKit.Spy<MockKit.UncheckedArgument<[Repro.AnyType: Int]>, Void>(name: "register(_:)")
          let labelled = MockKit.Spy<(first: String, second: Int), Void>(name: "labelled(_:)")

          func names() -> [Repro.AnyType: String] { namesSpy.call().value }
          func register(_ ids: [Repro.AnyType: Int]) { register.call(MockKit.UncheckedArgument(ids)) }
          func labelled(_ pair: (first: String, second: Int)) { labelled.call(pair) }
        }

        """)
  }

  /// Plot's nodes: an enum declared in a `public extension` is public, so it is not
  /// `Sendable` outside its module without saying so, and is recorded unchecked. Once taken
  /// as internal, so inferred `Sendable`, and the mock did not compile.
  @Test func aTypeInAPublicExtensionIsPublic() {
    #expect(
      mocks(RealProtocols.publicExtension) == """
        import MockKit
        import Repro

        final class MockRendering: Repro.Rendering, Sendable {
          let indentationSpy = MockKit.Spy<Void, MockKit.UncheckedArgument<Repro.Page.Indentation>>(name: "indentation()")
          let contextSpy = MockKit.Spy<Void, Repro.Page.Context>(name: "context()")

          func indentation() -> Repro.Page.Indentation { indentationSpy.call().value }
          func context() -> Repro.Page.Context { contextSpy.call() }
        }

        """)
  }

  /// swift-argument-parser's two `Kind`s, nested in different types: one made `Sendable` by
  /// an extension, the other holding a class. Each is judged on its own, and a name in a
  /// type's body is looked up from that type out. Once both taken for one `Kind`, so the
  /// second was recorded as it is and the mock did not compile.
  @Test func nestedTypesOfOneNameAreToldApartByTheirPath() {
    #expect(
      mocks(RealProtocols.nestedNames) == """
        import MockKit
        @testable import Repro

        final class MockArgumentParsing: Repro.ArgumentParsing, Sendable {
          let completionSpy = MockKit.Spy<Void, Repro.CompletionKind.Kind>(name: "completion()")
          let kindSpy = MockKit.Spy<Void, MockKit.UncheckedArgument<Repro.ArgumentDefinition.Kind>>(name: "kind()")
          let helpSpy = MockKit.Spy<Void, MockKit.UncheckedArgument<Repro.ArgumentDefinition.Help>>(name: "help()")

          func completion() -> Repro.CompletionKind.Kind { completionSpy.call() }
          func kind() -> Repro.ArgumentDefinition.Kind { kindSpy.call().value }
          func help() -> Repro.ArgumentDefinition.Help { helpSpy.call().value }
        }

        """)
  }

  /// GRDB's `_ValueReducer`: `Fetcher.Value`, an associated type of an associated type, is
  /// not the mock's generic parameter `Value`, so it is not proven `Sendable` and is
  /// recorded unchecked. Keeping it apart from the path a nested type is known by.
  @Test func anAssociatedTypesMemberIsNotTheMocksParameterOfItsName() {
    #expect(
      mocks(RealProtocols.associatedTypesMember) == """
        import MockKit
        import Repro

        final class MockValueFetcher<Value: Sendable>: Repro.ValueFetcher, Sendable {
          let fetchSpy = MockKit.Spy<Void, Value>(name: "fetch()")

          func fetch() -> Value { fetchSpy.call() }
        }

        final class MockValueReducer<Fetcher: Repro.ValueFetcher & Sendable, Value: Sendable>: Repro.ValueReducer, Sendable {
          let value = MockKit.Spy<MockKit.UncheckedArgument<Fetcher.Value>, Value?>(name: "value(_:)")

          func value(_ fetched: Fetcher.Value) -> Value? { value.call(MockKit.UncheckedArgument(fetched)) }
        }

        """)
  }

  /// A protocol of coding keys: `CodingKey` is mocked like the other standard-library
  /// parents, a spy for each requirement and the descriptions left to their defaults. Once refused: "it inherits CodingKey, which none of the files read declares".
  @Test func codingKeyIsMockedWithSpies() {
    #expect(
      mocks(RealProtocols.codingKey) == """
        import MockKit
        import Repro

        final class MockColumnKey: Repro.ColumnKey, Sendable {
          let stringValueGetter = MockKit.Spy<Void, String>(name: "stringValue")
          let initializerByStringValue = MockKit.Spy<String, Void>(name: "init(stringValue:)")
          let intValueGetter = MockKit.Spy<Void, Int?>(name: "intValue")
          let initializerByIntValue = MockKit.Spy<Int, Void>(name: "init(intValue:)")
          let tableGetter = MockKit.Spy<Void, String>(name: "table")

          init() {}
          var stringValue: String { stringValueGetter.call() }
          init?(stringValue: String) {
            initializerByStringValue.call(stringValue)
            stringValueGetter.declareDefault(returning: stringValue)
          }
          var intValue: Int? { intValueGetter.call() }
          init?(intValue: Int) { initializerByIntValue.call(intValue) }
          var table: String { tableGetter.call() }
        }

        """)
  }

  /// swift-nio's `ThreadOps`, whose conforming type makes an associated type a C function
  /// with a type alias of the same name: the mock's generic parameter is a value like any
  /// other. Once lent as a closure, which crashed the compiler.
  @Test func anAssociatedTypeIsNotAConformingTypesAliasOfItsName() {
    #expect(
      mocks(RealProtocols.associatedTypeShadowedByAlias) == """
        import MockKit
        import Repro

        final class MockThreadOps<ThreadHandle: Sendable, ThreadSpecificKeyDestructor: Sendable>: Repro.ThreadOps, Sendable {
          // Each concrete mock type has its own static spies, shared by every test in the process: reset them.
          static var joinThread: MockKit.Spy<ThreadHandle, Void> {
            MockKit.StaticSpies.spy(of: Self.self, named: "joinThread") {
              MockKit.Spy<ThreadHandle, Void>(name: "joinThread(_:)")
            }
          }
          static var allocate: MockKit.Spy<ThreadSpecificKeyDestructor, Int> {
            MockKit.StaticSpies.spy(of: Self.self, named: "allocate") {
              MockKit.Spy<ThreadSpecificKeyDestructor, Int>(name: "allocate(destructor:)")
            }
          }

          static func joinThread(_ thread: ThreadHandle) { joinThread.call(thread) }
          static func allocate(destructor: ThreadSpecificKeyDestructor) -> Int { allocate.call(destructor) }
        }

        """)
  }

  /// A type alias of a function type, written with its module in the mock as every name of
  /// the mocked module is: a parameter of that type is a non-escaping closure, lent as one
  /// written out is. Once recorded in an `UncheckedArgument`, which a non-escaping closure
  /// cannot be put in.
  @Test func aFunctionTypeAliasWrittenWithItsModuleIsAClosure() {
    #expect(
      mocks(RealProtocols.functionAliases) == """
        import MockKit
        import Repro

        final class MockLoader: Repro.Loader, Sendable {
          let load = MockKit.Spy<MockKit.ClosureArgument<Repro.Completion>, Void>(name: "load(_:)")
          let loadLater = MockKit.Spy<MockKit.UncheckedArgument<Repro.Completion>, Void>(name: "loadLater(_:)")
          let loadNow = MockKit.Spy<MockKit.ClosureArgument<Repro.SendableCompletion>, Void>(name: "loadNow(_:)")
          let loadSendable = MockKit.Spy<Repro.SendableCompletion, Void>(name: "loadSendable(_:)")

          func load(_ done: Repro.Completion) {
            withoutActuallyEscaping(done) { done in
              MockKit.ClosureArgument.during(done, parameter: "done") { done in
                load.call(done)
              }
            }
          }
          func loadLater(_ done: @escaping Repro.Completion) {
            loadLater.call(MockKit.UncheckedArgument(done))
          }
          func loadNow(_ done: Repro.SendableCompletion) {
            withoutActuallyEscaping(done) { done in
              MockKit.ClosureArgument.during(done, parameter: "done") { done in
                loadNow.call(done)
              }
            }
          }
          func loadSendable(_ done: @escaping Repro.SendableCompletion) { loadSendable.call(done) }
        }

        """)
  }

  /// fluent-kit's `ModelAlias`: its first `subscript(dynamicMember:)` returns
  /// `AliasedField<Self, Field>`, which a class could only implement by requiring its own
  /// conformance while Swift checks it ("self-referential generic requirements"), so the mock
  /// leaves it to the protocol's extension; the second is mocked. Once both mocked, and the
  /// mock did not compile.
  @Test func aMemberOnlyItsExtensionCanImplementIsLeftToIt() {
    #expect(
      mocks(RealProtocols.dynamicMemberLookup) == """
        import MockKit
        import Repro

        final class MockProperty<Model: Sendable>: Repro.Property, Sendable {}

        final class MockModelAlias<Model: Sendable>: Repro.ModelAlias, Sendable {
          let modelGetter = MockKit.Spy<Void, Model>(name: "model")
          let subscriptGetter = MockKit.Spy<MockKit.UncheckedArgument<Any>, (any Sendable)?>(name: "subscript(dynamicMember:)")

          init(model: Model) { modelGetter.declareDefault(returning: model) }
          var model: Model { modelGetter.call() }
          subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
            subscriptGetter.call(MockKit.UncheckedArgument<Any>(keyPath), returning: Value.self)
          }
        }

        """)
  }

  /// A module imported under `#if canImport(...)` is read as a context module when it is
  /// one, as an unconditional import is. Once its protocols unknown: "it inherits Service,
  /// which none of the files read declares".
  @Test func aModuleImportedUnderCanImportIsRead() {
    let source = """
      #if canImport(ReproBase)
      import ReproBase
      #endif
      public protocol App: Service {}
      """
    let generated = MockGenerator(modulesUnderTest: ["Repro"]).generateFile(
      parsing: [("Repro.swift", source)], contextModules: ["ReproBase"],
      reading: { _ in [("ReproBase.swift", "public protocol Service: Sendable { func run() }")] })
    #expect(generated.warnings == [])
    #expect(
      generated.source.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3)
        .joined(separator: "\n") == """
          import MockKit
          import Repro
          import ReproBase
          #if canImport(ReproBase)
          import ReproBase
          #endif

          final class MockApp: Repro.App, Sendable {
            let runSpy = MockKit.Spy<Void, Void>(name: "run()")

            func run() { runSpy.call() }
          }

          """)
  }

  /// grpc-swift-nio-transport's `ListenerFactory`, declared in an extension of the type that
  /// declares the `Configurator` it takes, and a protocol nested in a type beside the `Item`
  /// it takes, and a type alias beside them: the requirement names them without the type,
  /// which the mock, declared at the top level, writes, in its generic parameters'
  /// constraints too. Once written as they
  /// are: "cannot find type 'Configurator' in scope".
  @Test func aNestedProtocolsNamesOfItsTypeAreWrittenWithTheType() {
    #expect(
      mocks(RealProtocols.nestedProtocols) == """
        import MockKit
        @testable import Repro

        final class MockFactory: Repro.Transport.Factory, Sendable {
          let make = MockKit.ThrowingSpy<Repro.Transport.Configurator, Void>(name: "make(configurator:)")

          func make(configurator: Repro.Transport.Configurator) async throws {
            try await make.call(configurator)
          }
        }

        final class MockFrame: Repro.Transport.Frame, Sendable {}

        final class MockChannel<Item: Repro.Transport.Frame & Sendable>: Repro.Transport.Channel, Sendable {
          typealias Config = Repro.Transport.Configurator

          let send = MockKit.Spy<Item, Config>(name: "send(_:)")
          let onClose = MockKit.Spy<Repro.Transport.Handler, Void>(name: "onClose(_:)")

          func send(_ item: Item) -> Config { send.call(item) }
          func onClose(_ handler: @escaping Repro.Transport.Handler) { onClose.call(handler) }
        }

        final class MockCart: Repro.Shop.Cart, Sendable {
          let add = MockKit.Spy<Repro.Shop.Item, Void>(name: "add(_:)")

          func add(_ arg0: Repro.Shop.Item) { add.call(arg0) }
        }

        """)
  }

  /// Vapor's `SessionAuthenticator`: `User.SessionID` is the associated type `SessionID` of
  /// the mock's generic parameter `User`, not the module's `Sendable` struct `SessionID`, and
  /// `User.SessionToken` not the module's type alias `SessionToken` of `String`: nothing
  /// proves them `Sendable`, so they are recorded unchecked. Once `User.SessionToken` was
  /// recorded as it is, taken for the alias, and the mock did not compile. A protocol that
  /// constrains `User` and declares its `SessionID` `Sendable` proves `User.SessionID` is.
  @Test func anAssociatedTypesMemberIsNotTheModulesTypeOfItsName() {
    #expect(
      mocks(RealProtocols.sessionID) == """
        import MockKit
        import Repro

        final class MockSessionAuthenticatable<SessionID: LosslessStringConvertible & Sendable, SessionToken: LosslessStringConvertible & Sendable>: Repro.SessionAuthenticatable, Sendable {}

        final class MockSessionAuthenticator<User: Repro.SessionAuthenticatable & Sendable>: Repro.SessionAuthenticator, Sendable {
          let authenticate = MockKit.Spy<MockKit.UncheckedArgument<User.SessionID>, Void>(name: "authenticate(sessionID:)")
          let refresh = MockKit.Spy<MockKit.UncheckedArgument<User.SessionToken>, Void>(name: "refresh(_:)")

          func authenticate(sessionID: User.SessionID) {
            authenticate.call(MockKit.UncheckedArgument(sessionID))
          }
          func refresh(_ token: User.SessionToken) { refresh.call(MockKit.UncheckedArgument(token)) }
        }

        final class MockSendableSessions<SessionID: LosslessStringConvertible & Hashable & Sendable, SessionToken: LosslessStringConvertible & Sendable>: Repro.SendableSessions, Sendable {}

        final class MockSendableSessionAuthenticator<User: Repro.SendableSessions & Sendable>: Repro.SendableSessionAuthenticator, Sendable {
          let authenticate = MockKit.Spy<User.SessionID, Void>(name: "authenticate(sessionID:)")
          let refresh = MockKit.Spy<MockKit.UncheckedArgument<User.SessionToken>, Void>(name: "refresh(_:)")

          func authenticate(sessionID: User.SessionID) { authenticate.call(sessionID) }
          func refresh(_ token: User.SessionToken) { refresh.call(MockKit.UncheckedArgument(token)) }
        }

        """)
  }

  /// A requirement that is not deprecated but names a deprecated type: the mock's member and
  /// spy are marked deprecated, as for a deprecated requirement, so that naming the type is no
  /// warning. Once unmarked: "'LegacyReceipt' is deprecated". A deprecated protocol's mock
  /// is deprecated itself, so its members are not marked.
  @Test func aRequirementNamingADeprecatedTypeIsMarkedDeprecated() {
    #expect(
      mocks(RealProtocols.deprecatedType) == """
        import MockKit
        import Repro

        final class MockReceiptStore: Repro.ReceiptStore, Sendable {
          @available(*, deprecated) let save = MockKit.Spy<Repro.LegacyReceipt, Void>(name: "save(_:)")
          let countGetter = MockKit.Spy<Void, Int>(name: "count")
          @available(*, deprecated) let migrate = MockKit.Spy<Repro.LegacyFormat.Version, Int>(name: "migrate(from:)")

          @available(*, deprecated) func save(_ receipt: Repro.LegacyReceipt) { save.call(receipt) }
          var count: Int { countGetter.call() }
          @available(*, deprecated) func migrate(from version: Repro.LegacyFormat.Version) -> Int {
            migrate.call(version)
          }
        }

        @available(*, deprecated)
        final class MockLegacyReceiptStore: Repro.LegacyReceiptStore, Sendable {
          let save = MockKit.Spy<Repro.LegacyReceipt, Void>(name: "save(_:)")

          func save(_ receipt: Repro.LegacyReceipt) { save.call(receipt) }
        }

        """)
  }

  /// A method with a parameter pack, which a hand-written mock records as the tuple of the
  /// pack's values, `(repeat each values)`: the spy records it as `Any`, unchecked. Once
  /// refused: "parameter packs and value generics".
  @Test func aParameterPackIsRecordedAsATuple() {
    #expect(
      mocks(RealProtocols.parameterPacks) == """
        import MockKit
        import Repro

        final class MockRecorder: Repro.Recorder, Sendable {
          let record = MockKit.Spy<MockKit.UncheckedArgument<Any>, Void>(name: "record(_:)")
          let log = MockKit.ThrowingSpy<(String, MockKit.UncheckedArgument<Any>), Void>(name: "log(_:_:)")

          func record<each Value>(_ values: repeat each Value) {
            record.call(MockKit.UncheckedArgument<Any>((repeat each values)))
          }
          func log<each Value: Sendable>(_ label: String, _ values: repeat each Value) async throws {
            try await log.call((label, MockKit.UncheckedArgument<Any>((repeat each values))))
          }
        }

        """)
  }

  /// swift-log's `LogHandler`: `Logger.Metadata.Value` is the `MetadataValue` nested in
  /// `Logger`, which an extension makes `Sendable`, and `MetadataProvider` conforms to a
  /// protocol that inherits `Sendable`. Each is recorded as it is, so that a test writes
  /// `with: ("customer_id", "c-9")`. Once both recorded unchecked: the alias's
  /// `MetadataValue` was looked up outside `Logger`, and only `Sendable` itself counted.
  @Test func aNestedAliasAndAProtocolInheritingSendableAreSendable() {
    #expect(
      mocks(RealProtocols.nestedAliasAndSendableProtocol) == """
        import MockKit
        import Repro

        final class MockLogSendable: Repro.LogSendable, Sendable {}

        final class MockDescribed: Repro.Described, Sendable {
          let descriptionGetter = MockKit.Spy<Void, String>(name: "description")

          var description: String { descriptionGetter.call() }
        }

        final class MockMetadataHandler: Repro.MetadataHandler, Sendable {
          let subscriptGetter = MockKit.Spy<String, Repro.Logger.Metadata.Value?>(name: "subscript(metadataKey:)")
          let subscriptSetter = MockKit.Spy<(String, Repro.Logger.Metadata.Value?), Void>(name: "subscript(metadataKey:) (set)")
          let metadataProviderGetter = MockKit.Spy<Void, Repro.Logger.MetadataProvider?>(name: "metadataProvider")
          let metadataProviderSetter = MockKit.Spy<Repro.Logger.MetadataProvider?, Void>(name: "metadataProvider (set)")
          let formatSpy = MockKit.Spy<Void, MockKit.UncheckedArgument<Repro.Logger.Format>>(name: "format()")

          subscript(metadataKey arg0: String) -> Repro.Logger.Metadata.Value? {
            get { subscriptGetter.call(arg0) }
            set { subscriptSetter.call((arg0, newValue)) }
          }
          var metadataProvider: Repro.Logger.MetadataProvider? {
            get { metadataProviderGetter.call() }
            set { metadataProviderSetter.call(newValue); metadataProviderGetter.returns(newValue) }
          }
          func format() -> Repro.Logger.Format { formatSpy.call().value }
        }

        """)
  }

  /// Every reproducer's mocks compile, with warnings as errors, in a module that imports
  /// `Repro` as a test target imports the module it tests.
  @Test func everyReproducersMocksCompileWithoutWarnings() async throws {
    let source = RealProtocols.all.joined(separator: "\n")
    let generated = MockGenerator(modulesUnderTest: ["Repro"]).generateFile(
      parsing: [("Repro.swift", source)])
    #expect(generated.warnings == [])
    #expect(generated.mockedProtocols.count == RealProtocols.mockCount)
    let diagnostics = try await SwiftCompiler().diagnostics(
      ofMocks: generated.source, forRepro: source, throughSIL: true)
    #expect(diagnostics == "")
  }
}

/// The sources of the module `Repro` for ``RealProtocolTests``, one reproducer each.
enum RealProtocols {
  /// swift-distributed-tracing's `Span` and `Tracer`.
  static let tracer = """
    public protocol Span: Sendable { func end() }
    public protocol Tracer {
      associatedtype Span: Repro.Span
      func startSpan(_ name: String) -> Self.Span
      func activeSpan(id: Int) -> Span?
      func current() -> (any Repro.Span)?
    }
    """

  /// Closures isolated to whatever their caller's isolation is, as swift-service-lifecycle
  /// and swift-nio take them.
  static let isolatedAny = """
    public protocol JobQueue {
      func enqueue(operation: @escaping @isolated(any) () async -> Void)
      func runNow(_ name: String, operation: @isolated(any) () async -> Void) async
    }
    """

  /// postgres-nio's `PostgresThrowingDynamicTypeEncodable` and the protocol that redeclares
  /// its requirement without `throws`.
  static let redeclaredWithoutThrows = """
    public protocol ThrowingEncodable {
      func encode<Encoder: Sendable>(into buffer: inout [UInt8], context: [Encoder]) throws
      func flush() async throws
    }
    public protocol Encodable: ThrowingEncodable {
      func encode<Encoder: Sendable>(into buffer: inout [UInt8], context: [Encoder])
      func flush()
    }
    """

  /// fluent-kit's `Model`, and an associated type redeclared with a list.
  static let constraintList = """
    public protocol Model: AnyObject {
      associatedtype IDValue: Codable, Hashable, Sendable
      var id: IDValue? { get }
    }
    public protocol Identified { associatedtype Key: Hashable }
    public protocol Keyed: Identified {
      associatedtype Key: Sendable, Hashable
      var key: Key { get }
    }
    """

  /// Graphiti's `SchemaTypeProvider` maps, keyed by a type that is not `Sendable`.
  static let dictionaryKeys = """
    public final class AnyType: Hashable {
      public static func == (lhs: AnyType, rhs: AnyType) -> Bool { lhs === rhs }
      public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }
    public protocol TypeMap {
      func names() -> [AnyType: String]
      func register(_ ids: [AnyType: Int])
      func labelled(_ pair: (first: String, second: Int))
    }
    """

  /// Plot's `Indentation`, declared in a `public extension`, beside one that says it is
  /// `Sendable`.
  static let publicExtension = """
    public struct Page: Sendable {}
    public extension Page {
      enum Indentation { case spaces(Int), tabs(Int) }
      enum Context: Sendable { case head, body }
    }
    public protocol Rendering {
      func indentation() -> Page.Indentation
      func context() -> Page.Context
    }
    """

  /// swift-argument-parser's `CompletionKind.Kind` and `ArgumentDefinition.Kind`.
  static let nestedNames = """
    public struct CompletionKind {
      enum Kind { case list([String]), custom(@Sendable ([String]) -> [String]) }
    }
    extension CompletionKind.Kind: Sendable {}
    final class Name {}
    struct ArgumentDefinition {
      enum Kind { case named([Name]), positional }
      struct Help { var kind: Kind }
    }
    protocol ArgumentParsing {
      func completion() -> CompletionKind.Kind
      func kind() -> ArgumentDefinition.Kind
      func help() -> ArgumentDefinition.Help
    }
    """

  /// GRDB's `_ValueReducer` and `_ValueReducerFetcher`.
  static let associatedTypesMember = """
    public protocol ValueFetcher: Sendable {
      associatedtype Value
      func fetch() -> Value
    }
    public protocol ValueReducer {
      associatedtype Fetcher: ValueFetcher
      associatedtype Value: Sendable
      func value(_ fetched: Fetcher.Value) -> Value?
    }
    """

  /// A protocol that inherits `CodingKey`.
  static let codingKey = """
    public protocol ColumnKey: CodingKey {
      var table: String { get }
    }
    """

  /// swift-nio's `ThreadOps` and `ThreadOpsPosix`.
  static let associatedTypeShadowedByAlias = """
    public protocol ThreadOps {
      associatedtype ThreadHandle: Sendable
      associatedtype ThreadSpecificKeyDestructor
      static func joinThread(_ thread: ThreadHandle)
      static func allocate(destructor: ThreadSpecificKeyDestructor) -> Int
    }
    public enum ThreadOpsPosix: ThreadOps {
      public typealias ThreadHandle = Int
      public typealias ThreadSpecificKeyDestructor = @convention(c) (UnsafeMutableRawPointer) -> Void
      public static func joinThread(_ thread: ThreadHandle) {}
      public static func allocate(destructor: ThreadSpecificKeyDestructor) -> Int { 0 }
    }
    """

  /// Completion handlers typed by type aliases of function types.
  static let functionAliases = """
    public typealias Completion = (Int) -> Void
    public typealias SendableCompletion = @Sendable (Int) -> Void
    public protocol Loader {
      func load(_ done: Completion)
      func loadLater(_ done: @escaping Completion)
      func loadNow(_ done: SendableCompletion)
      func loadSendable(_ done: @escaping SendableCompletion)
    }
    """

  /// fluent-kit's `ModelAlias`, with the extension that implements its subscripts.
  static let dynamicMemberLookup = """
    public protocol Property { associatedtype Model }
    public final class AliasedField<Alias, Field>
    where Alias: ModelAlias, Field: Property, Alias.Model == Field.Model {
      public let field: Field
      fileprivate init(field: Field) { self.field = field }
    }
    @dynamicMemberLookup
    public protocol ModelAlias {
      associatedtype Model
      var model: Model { get }
      subscript<Field>(dynamicMember keyPath: KeyPath<Self.Model, Field>) -> AliasedField<Self, Field>
        where Field.Model == Self.Model
      { get }
      subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value { get }
    }
    extension ModelAlias {
      public subscript<Field>(dynamicMember keyPath: KeyPath<Model, Field>) -> AliasedField<Self, Field>
        where Field.Model == Self.Model
      { .init(field: self.model[keyPath: keyPath]) }
      public subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
        self.model[keyPath: keyPath]
      }
    }
    """

  /// grpc-swift-nio-transport's `ListenerFactory` and its `Configurator`, and a protocol
  /// nested in a type.
  static let nestedProtocols = """
    public enum Transport {}
    extension Transport {
      public struct Configurator: Sendable {}
      public protocol Factory: Sendable { func make(configurator: Configurator) async throws }
      public protocol Frame: Sendable {}
      public protocol Channel {
        associatedtype Item: Frame
        associatedtype Config = Configurator
        func send(_ item: Item) -> Config
        func onClose(_ handler: @escaping Handler)
      }
      public typealias Handler = @Sendable () -> Void
    }
    enum Shop { struct Item {}; protocol Cart { func add(_: Item) } }
    """

  /// Vapor's `SessionAuthenticator`, in a module that declares a `Sendable` struct and a type
  /// alias of `String` named like the associated types of `SessionAuthenticatable`, and one
  /// whose user's session identifier is `Sendable`.
  static let sessionID = """
    public struct SessionID: Sendable, Hashable {}
    public typealias SessionToken = String
    public protocol SessionAuthenticatable {
      associatedtype SessionID: LosslessStringConvertible
      associatedtype SessionToken: LosslessStringConvertible
    }
    public protocol SessionAuthenticator {
      associatedtype User: SessionAuthenticatable
      func authenticate(sessionID: User.SessionID)
      func refresh(_ token: User.SessionToken)
    }
    public protocol SendableSessions: SessionAuthenticatable {
      associatedtype SessionID: Hashable, Sendable
    }
    public protocol SendableSessionAuthenticator {
      associatedtype User: SendableSessions
      func authenticate(sessionID: User.SessionID)
      func refresh(_ token: User.SessionToken)
    }
    """

  /// A protocol whose requirements name a deprecated type and a type nested in one, and a
  /// deprecated protocol whose requirement names one.
  static let deprecatedType = """
    @available(*, deprecated) public struct LegacyReceipt: Sendable {}
    @available(*, deprecated, message: "Use Receipt")
    public enum LegacyFormat { public struct Version: Sendable {} }
    public protocol ReceiptStore {
      func save(_ receipt: LegacyReceipt)
      var count: Int { get }
      func migrate(from version: LegacyFormat.Version) -> Int
    }
    @available(*, deprecated) public protocol LegacyReceiptStore { func save(_ receipt: LegacyReceipt) }
    """

  /// Methods that take parameter packs, one of them `Sendable`.
  static let parameterPacks = """
    public protocol Recorder {
      func record<each Value>(_ values: repeat each Value)
      func log<each Value: Sendable>(_ label: String, _ values: repeat each Value) async throws
    }
    """

  /// swift-log's `Logger.Metadata`, `MetadataValue` and `MetadataProvider`, and a type
  /// conforming to a protocol that does not inherit `Sendable`.
  static let nestedAliasAndSendableProtocol = """
    @preconcurrency public protocol LogSendable: Sendable {}
    public protocol Described: CustomStringConvertible {}
    public struct Logger {
      public typealias Metadata = [String: MetadataValue]
      public enum MetadataValue { case string(String) }
      public struct MetadataProvider: LogSendable {}
      public struct Format: Described { public var description: String { "" } }
    }
    extension Logger.MetadataValue: Sendable {}
    public protocol MetadataHandler {
      subscript(metadataKey _: String) -> Logger.Metadata.Value? { get set }
      var metadataProvider: Logger.MetadataProvider? { get set }
      func format() -> Logger.Format
    }
    """

  /// Every reproducer above, for the compile test.
  static let all = [
    tracer, isolatedAny, redeclaredWithoutThrows, constraintList, dictionaryKeys,
    publicExtension, nestedNames, associatedTypesMember, codingKey, associatedTypeShadowedByAlias,
    functionAliases, dynamicMemberLookup, nestedProtocols, sessionID, deprecatedType,
    parameterPacks, nestedAliasAndSendableProtocol,
  ]
  /// How many protocols ``all`` declares.
  static let mockCount = 32
}
