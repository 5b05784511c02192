import Foundation
import MockKitGeneratorCore
import Testing

/// Reproducers from running the generator over real packages: each once produced a mock
/// that did not compile, a protocol dropped without a warning, or a crash.
extension GoldenTests {
  /// A parameter named like its spy is reached through `self`; a where clause that pins
  /// inherited associated types makes type aliases; a redeclared associated type keeps
  /// its default; backticked names stay backticked where Swift needs them.
  @Test func namesAndAssociatedTypesThatOnceDidNotCompile() {
    #expect(
      mocks(GoldenInputs.realPackages) == """
        final class MockHandler: Handler, Sendable {
          let handle = MockKit.Spy<Int, Int>(name: "handle(_:)")
          let send = MockKit.Spy<(String, Bool), Void>(name: "send(message:send:)")
          let initializer = MockKit.Spy<String, Void>(name: "init(initializer:)")

          init() {}
          func handle(_ handle: Int) -> Int { self.handle.call(handle) }
          func send(message: String, send: Bool) { self.send.call((message, send)) }
          init(initializer: String) { self.initializer.call(initializer) }
        }

        final class MockMiddleware<Input: Sendable, Output: Sendable, Context: Sendable>: Middleware, Sendable {
          let handle = MockKit.ThrowingSpy<(Input, Context), Output>(name: "handle(_:context:)")

          func handle(_ input: Input, context: Context) async throws -> Output {
            try await handle.call((input, context))
          }
        }

        final class MockRouterMiddleware<Context: Sendable>: RouterMiddleware, Sendable {
          typealias Input = String
          typealias Output = Int

          let handle = MockKit.ThrowingSpy<(Input, Context), Output>(name: "handle(_:context:)")

          func handle(_ input: Input, context: Context) async throws -> Output {
            try await handle.call((input, context))
          }
        }

        final class MockContextSource: ContextSource, Sendable {
          let nameGetter = MockKit.Spy<Void, String>(name: "name")

          var name: String { nameGetter.call() }
        }

        final class MockBaseContext<Source: Sendable>: BaseContext, Sendable {
          let initializer = MockKit.Spy<Source, Void>(name: "init(source:)")

          init() {}
          init(source: Source) { initializer.call(source) }
        }

        final class MockRequestContext: RequestContext, Sendable {
          typealias Source = DefaultContextSource

          let initializer = MockKit.Spy<Source, Void>(name: "init(source:)")

          init() {}
          init(source: Source) { initializer.call(source) }
        }

        final class MockWeird: `Weird`, Sendable {
          let `import` = MockKit.Spy<String, Void>(name: "import(file:)")
          let defaultSpy = MockKit.Spy<Void, Void>(name: "default()")
          let classGetter = MockKit.Spy<Void, Int>(name: "class")

          func `import`(file: String) { `import`.call(file) }
          func `default`() { defaultSpy.call() }
          var `class`: Int { classGetter.call() }
        }

        """)
  }

  /// A regex literal may contain `/*` or `"`, which are not a comment or a string there.
  @Test func regexLiteralsDoNotHideWhatFollows() {
    let source = #"""
      let extended = #/a/*b"/#
      let multiline = #/
        x /* y
        /#
      let bare = /\/*/
      let matches = text.contains(/[/*]"/)
      let half = total / 2 /* a comment */ / 3

      // mockkit:mock
      protocol AfterRegexes { func run() }
      """#
    let result = ProtocolParser.parse(source, path: "Regex.swift")
    #expect(result.warnings == [])
    #expect(result.protocols.map(\.name) == ["AfterRegexes"])
    #expect(result.protocols.first?.isMarked == true)
  }

  /// What the parser cannot read to its end is named with the line where it starts, so
  /// a protocol after it is never lost in silence.
  @Test(arguments: [
    (
      ["let text = \"\"\"", "  never closed", "// mockkit:mock", "protocol Lost { func f() }"],
      "Open.swift:1: warning: mockkit skipped the rest of the file (a \"\"\" string that "
        + "starts here never ends)"
    ),
    (
      ["protocol Kept { func f() }", "/* never closed", "// mockkit:mock", "protocol Lost {}"],
      "Open.swift:2: warning: mockkit skipped the rest of the file (a /* comment that starts "
        + "here never ends)"
    ),
    (
      ["protocol Kept { func f() }", "let pattern = #/never closed", "protocol Lost {}"],
      "Open.swift:2: warning: mockkit skipped the rest of the file (a #/ regex literal that "
        + "starts here never ends)"
    ),
    (
      ["protocol Kept { func f() }", "let text = \"\\(never closed", "protocol Lost {}"],
      "Open.swift:2: warning: mockkit skipped the rest of the file (a string interpolation "
        + "that starts here never ends)"
    ),
  ])
  func unterminatedLiteralsAreReportedWhereTheyStart(lines: [String], warning: String) {
    // Lines rather than one string, so that each case's arguments print on one line.
    let result = ProtocolParser.parse(lines.map { $0 + "\n" }.joined(), path: "Open.swift")
    #expect(result.warnings == [warning])
    #expect(!result.protocols.contains { $0.name == "Lost" })
  }

  /// Interpolations nested deeper than the tokenizer reads end with a warning instead of
  /// overflowing the stack.
  @Test func deeplyNestedInterpolationsEndWithAWarning() {
    let depth = 10_000
    let source =
      "protocol Kept { func f() }\nlet deep = "
      + String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth)
      + "\nprotocol Lost {}\n"
    let result = ProtocolParser.parse(source, path: "Deep.swift")
    #expect(result.protocols.map(\.name) == ["Kept"])
    #expect(
      result.warnings == [
        "Deep.swift:2: warning: mockkit skipped the rest of the file (string interpolations "
          + "nested more than 200 deep)"
      ])
  }

  /// Two modules read together that declare the same protocol get one mock, and a
  /// warning for the other.
  @Test func aSecondProtocolOfTheSameNameIsSkippedWithAWarning() {
    let generated = MockGenerator().generateFile(parsing: [
      ("Sources/NIOFS/FileHandle.swift", "protocol FileHandleProtocol { func close() }"),
      ("Sources/_NIOFileSystem/FileHandle.swift", "\nprotocol FileHandleProtocol { func close() }"),
    ])
    #expect(generated.mockedProtocols == ["FileHandleProtocol"])
    #expect(
      generated.warnings == [
        "Sources/_NIOFileSystem/FileHandle.swift:2: warning: mockkit skipped protocol "
          + "FileHandleProtocol: its mock would have the same name as the mock of the protocol "
          + "at Sources/NIOFS/FileHandle.swift:1 (generate each module's mocks into a file of "
          + "its own)"
      ])
  }

  /// A folder named like a Swift file is searched, not read as a file.
  @Test func aFolderNamedLikeASwiftFileDoesNotStopTheRun() async throws {
    let folder = try SwiftCompiler.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let odd = folder.appendingPathComponent("Legacy.swift")
    try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: true)
    try "protocol Inner { func f() }\n".write(
      to: odd.appendingPathComponent("Inner.swift"), atomically: true, encoding: .utf8)
    try "protocol Outer { func g() }\n".write(
      to: folder.appendingPathComponent("Outer.swift"), atomically: true, encoding: .utf8)
    let output = try await MockKitCommand().run(["generate", folder.path])
    #expect(output.status == 0)
    #expect(output.standardOutput.contains("final class MockInner: Inner, Sendable {"))
    #expect(output.standardOutput.contains("final class MockOuter: Outer, Sendable {"))
  }

  /// A deprecated protocol's mock is deprecated too, and the protocol's availability is
  /// repeated; an optional boxed as `Any` says so. Overloads with the same first label
  /// are named by all their labels, then by their types, and their messages name the
  /// types when the labels are the same.
  @Test func mocksWithoutWarningsAndOverloadsToldApart() {
    #expect(
      mocks(GoldenInputs.warningFree) == """
        @available(*, deprecated)
        final class MockLegacyPayments: LegacyPayments, Sendable {
          let charge = MockKit.Spy<Int, Void>(name: "charge(_:)")

          func charge(_ amount: Int) { charge.call(amount) }
        }

        @available(macOS 10.15, iOS 13, *)
        final class MockRecorder: Recorder, Sendable {
          let recordByValueInt = MockKit.Spy<Int, Void>(name: "record(value: Int)")
          let recordByValueString = MockKit.Spy<String, Void>(name: "record(value: String)")
          let recordByValueAt = MockKit.Spy<(Int, Double), Void>(name: "record(value:at:)")
          let remember = MockKit.Spy<MockKit.UncheckedArgument<Any>, Void>(name: "remember(_:)")
          let logByLineString = MockKit.Spy<String, Void>(name: "log(_: String)")
          let logByLineSubstring = MockKit.Spy<Substring, Void>(name: "log(_: Substring)")
          let logByLineStringOptional = MockKit.Spy<String?, Void>(name: "log(_: String?)")

          func record(value: Int) { recordByValueInt.call(value) }
          func record(value: String) { recordByValueString.call(value) }
          func record(value: Int, at time: Double) { recordByValueAt.call((value, time)) }
          func remember<T>(_ value: T?) { remember.call(MockKit.UncheckedArgument<Any>(value as Any)) }
          func log(_ line: String) { logByLineString.call(line) }
          func log(_ line: Substring) { logByLineSubstring.call(line) }
          func log(_ line: String?) { logByLineStringOptional.call(line) }
        }

        """)
  }

  /// A getter whose type has no `MockDefaultValue` would stop the test process when a
  /// test forgets to stub it: the mock's initializer takes its initial value instead,
  /// and a value set is what the getter answers next.
  @Test func aPropertyWithoutADefaultValueIsTakenByTheInitializer() {
    let source = """
      public struct Logger {
        public enum Level: Sendable { case info, error }
      }
      public protocol LogHandler {
        var logLevel: Logger.Level { get set }
      }
      """
    #expect(
      mocks(source) == """
        final class MockLogHandler: LogHandler, Sendable {
          let logLevelGetter = MockKit.Spy<Void, Logger.Level>(name: "logLevel")
          let logLevelSetter = MockKit.Spy<Logger.Level, Void>(name: "logLevel (set)")

          init(logLevel: Logger.Level) { logLevelGetter.declareDefault(returning: logLevel) }
          var logLevel: Logger.Level {
            get { logLevelGetter.call() }
            set { logLevelSetter.call(newValue); logLevelGetter.returns(newValue) }
          }
        }

        """)
  }

  /// Middlewares of Hummingbird and swift-openapi-runtime: the mock lends `next` to the
  /// spy while the call runs, so an answer can call it. Completion handlers are recorded as
  /// they are (`@Sendable`) or unchecked.
  @Test func middlewaresLendNextAndCompletionHandlersAreRecorded() {
    #expect(
      mocks(GoldenInputs.middlewares) == """
        final class MockMiddlewareProtocol<Input: Sendable, Output: Sendable, Context: Sendable>: MiddlewareProtocol, Sendable {
          let handle = MockKit.ThrowingSpy<(Input, Context, MockKit.ClosureArgument<(Input, Context) async throws -> Output>), Output>(name: "handle(_:context:next:)")

          func handle(_ input: Input, context: Context, next: (Input, Context) async throws -> Output) async throws -> Output {
            try await withoutActuallyEscaping(next) { next in
              try await MockKit.ClosureArgument.during(next, parameter: "next") { next in
                try await handle.call((input, context, next))
              }
            }
          }
        }

        final class MockClientMiddleware: ClientMiddleware, Sendable {
          let intercept = MockKit.ThrowingSpy<(HTTPRequest, HTTPBody?, URL, String, MockKit.ClosureArgument<@Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)>), (HTTPResponse, HTTPBody?)>(name: "intercept(_:body:baseURL:operationID:next:)")

          func intercept(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String, next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)) async throws -> (HTTPResponse, HTTPBody?) {
            try await withoutActuallyEscaping(next) { next in
              try await MockKit.ClosureArgument.during(next, parameter: "next") { next in
                try await intercept.call((request, body, baseURL, operationID, next))
              }
            }
          }
        }

        final class MockReceiptFetching: ReceiptFetching, Sendable {
          let fetch = MockKit.Spy<(String, @Sendable (Result<Receipt, any Error>) -> Void), Void>(name: "fetch(id:completion:)")
          let observe = MockKit.Spy<(String, MockKit.UncheckedArgument<(Receipt) -> Void>), Void>(name: "observe(id:handler:)")

          func fetch(id: String, completion: @escaping @Sendable (Result<Receipt, any Error>) -> Void) {
            fetch.call((id, completion))
          }
          func observe(id: String, handler: @escaping (Receipt) -> Void) {
            observe.call((id, MockKit.UncheckedArgument(handler)))
          }
        }

        """)
  }

  /// Standard-library protocols are implemented: descriptions by spies, `write(to:)`
  /// records the stream, the mirror has no children, `Equatable` and `Hashable` by
  /// identity, and an `Actor` protocol's mock is an actor whose standard-library members
  /// are `nonisolated`. A type alias of protocols is inherited like its parts, and a
  /// result builder on a parameter is read past.
  @Test func standardLibraryProtocolsTypeAliasesAndResultBuilders() {
    let generated = MockGenerator().generateFile(
      parsing: [("Input.swift", GoldenInputs.standardLibrary)])
    #expect(generated.warnings == [])
    #expect(
      generated.source.dropPreamble == """
        final class MockFetching: Fetching, Sendable {
          let fetchSpy = MockKit.Spy<Void, Int>(name: "fetch()")

          func fetch() -> Int { fetchSpy.call() }
        }

        final class MockCaching: Caching, Sendable {
          let clearSpy = MockKit.Spy<Void, Void>(name: "clear()")

          func clear() { clearSpy.call() }
        }

        final class MockOrderService: OrderService, Sendable {
          let fetchSpy = MockKit.Spy<Void, Int>(name: "fetch()")
          let clearSpy = MockKit.Spy<Void, Void>(name: "clear()")

          func fetch() -> Int { fetchSpy.call() }
          func clear() { clearSpy.call() }
        }

        final class MockOrderList: OrderList, Sendable {
          let initializer = MockKit.Spy<MockKit.ClosureArgument<() -> [String]>, Void>(name: "init(orders:)")

          init() {}
          init(orders: () -> [String]) {
            withoutActuallyEscaping(orders) { orders in
              MockKit.ClosureArgument.during(orders, parameter: "orders") { orders in
                initializer.call(orders)
              }
            }
          }
        }

        final class MockDescribed: Described, Sendable {
          let descriptionGetter = MockKit.Spy<Void, String>(name: "description")
          let debugDescriptionGetter = MockKit.Spy<Void, String>(name: "debugDescription")
          let write = MockKit.Spy<MockKit.UncheckedArgument<Any>, Void>(name: "write(to:)")

          var description: String { descriptionGetter.call() }
          var debugDescription: String { debugDescriptionGetter.call() }
          func write<Target: TextOutputStream>(to target: inout Target) {
            write.call(MockKit.UncheckedArgument<Any>(target))
          }
          var customMirror: Mirror { Mirror(self, children: [:]) }
        }

        final class MockFailure: Failure, Sendable {
          static func == (lhs: MockFailure, rhs: MockFailure) -> Bool { lhs === rhs }
          func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        actor MockLedger: Ledger {
          let descriptionGetter = MockKit.Spy<Void, String>(name: "description")
          let record = MockKit.Spy<Int, Void>(name: "record(_:)")
          let nameSpy = MockKit.Spy<Void, String>(name: "name()")

          nonisolated var description: String { descriptionGetter.call() }
          func record(_ amount: Int) { record.call(amount) }
          nonisolated func name() -> String { nameSpy.call() }
          nonisolated static func == (lhs: MockLedger, rhs: MockLedger) -> Bool { lhs === rhs }
          nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        """)
  }

  /// `#"""#` is a raw string holding a quote, not the start of a multi-line string.
  /// `RawRepresentable` adds its associated type, initializer and property, and the
  /// initializer's `rawValue` is what the getter answers; a mock has no cases and orders
  /// by identity.
  @Test func rawStringsOfQuotesRawValuesCasesAndOrder() {
    #expect(
      mocks(GoldenInputs.rawValues) == """
        final class MockAcceptableProtocol: AcceptableProtocol, Sendable {
          typealias RawValue = String

          let initializer = MockKit.Spy<RawValue, Void>(name: "init(rawValue:)")
          let rawValueGetter = MockKit.Spy<Void, RawValue>(name: "rawValue")

          init() {}
          init?(rawValue: RawValue) {
            initializer.call(rawValue)
            rawValueGetter.declareDefault(returning: rawValue)
          }
          var rawValue: RawValue { rawValueGetter.call() }
          static func == (lhs: MockAcceptableProtocol, rhs: MockAcceptableProtocol) -> Bool { lhs === rhs }
          static var allCases: [MockAcceptableProtocol] { [] }
          func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        final class MockTracerInstant: TracerInstant, Sendable {
          let nanosecondsSinceEpochGetter = MockKit.Spy<Void, UInt64>(name: "nanosecondsSinceEpoch")

          var nanosecondsSinceEpoch: UInt64 { nanosecondsSinceEpochGetter.call() }
          static func == (lhs: MockTracerInstant, rhs: MockTracerInstant) -> Bool { lhs === rhs }
          static func < (lhs: MockTracerInstant, rhs: MockTracerInstant) -> Bool {
            ObjectIdentifier(lhs) < ObjectIdentifier(rhs)
          }
        }

        final class MockCoded<RawValue: Sendable>: Coded, Sendable where RawValue: Sendable {
          let initializer = MockKit.Spy<RawValue, Void>(name: "init(rawValue:)")
          let rawValueGetter = MockKit.Spy<Void, RawValue>(name: "rawValue")

          init() {}
          init?(rawValue: RawValue) {
            initializer.call(rawValue)
            rawValueGetter.declareDefault(returning: rawValue)
          }
          var rawValue: RawValue { rawValueGetter.call() }
        }

        """)
  }

  /// `import protocol M.P` declares no protocol; an associated type defaulting to a type
  /// that is not `Sendable` is recorded unchecked; a function-typed initial value is
  /// `@escaping`, through a type alias too; an escaping alias of a function that is not
  /// `@Sendable` is recorded unchecked.
  @Test func importedDeclarationsUncheckedDefaultsAndEscapingInitialValues() {
    let generated = MockGenerator().generateFile(parsing: [
      ("Input.swift", GoldenInputs.hummingbird)
    ])
    #expect(generated.warnings == [])
    #expect(
      generated.source.hasSuffix(
        """
        import Foundation
        import MockKit

        final class MockRequestSource: RequestSource, Sendable {}

        final class MockServerContext<Source: RequestSource & Sendable>: ServerContext, Sendable {
          let initializer = MockKit.Spy<Source, Void>(name: "init(source:)")

          init() {}
          init(source: Source) { initializer.call(source) }
        }

        final class MockRouterContext: RouterContext, Sendable {
          typealias Source = ApplicationSource

          let initializer = MockKit.Spy<MockKit.UncheckedArgument<Source>, Void>(name: "init(source:)")

          init() {}
          init(source: Source) { initializer.call(MockKit.UncheckedArgument(source)) }
        }

        final class MockChannelHandler: ChannelHandler, Sendable {
          typealias Responder = @Sendable (String, Int) async throws -> Void

          let responderGetter = MockKit.Spy<Void, Responder>(name: "responder")
          let fallbackGetter = MockKit.Spy<Void, @Sendable () -> Void>(name: "fallback")

          init(responder: @escaping Responder, fallback: @escaping @Sendable () -> Void) {
            responderGetter.declareDefault(returning: responder)
            fallbackGetter.declareDefault(returning: fallback)
          }
          var responder: Responder { responderGetter.call() }
          var fallback: @Sendable () -> Void { fallbackGetter.call() }
        }

        final class MockTokenizing: Tokenizing, Sendable {
          let tokenize = MockKit.Spy<(String, MockKit.UncheckedArgument<TokenCallback>), Void>(name: "tokenize(_:callback:)")
          let peek = MockKit.Spy<(String, MockKit.ClosureArgument<TokenCallback>), Void>(name: "peek(_:callback:)")

          func tokenize(_ text: String, callback: @escaping TokenCallback) {
            tokenize.call((text, MockKit.UncheckedArgument(callback)))
          }
          func peek(_ text: String, callback: TokenCallback) {
            withoutActuallyEscaping(callback) { callback in
              MockKit.ClosureArgument.during(callback, parameter: "callback") { callback in
                peek.call((text, callback))
              }
            }
          }
        }

        """))
  }

  /// A method's generic parameter that a protocol lets shadow an associated type is
  /// renamed in the generic mock, which may not shadow its own.
  @Test func methodGenericsNamedLikeAnAssociatedTypeAreRenamed() {
    #expect(
      mocks(GoldenInputs.shadowing) == """
        final class MockDerivableRequest<RowDecoder: Sendable>: DerivableRequest, Sendable {
          let with = MockKit.Spy<(any Sendable, any Sendable), Int>(name: "with(_:_:)")

          func with<RowDecoder2>(_ value: RowDecoder2, _ other: [RowDecoder2]) -> Int where RowDecoder2: Sendable {
            with.call((value, other))
          }
        }

        """)
  }

  /// The files of inherited protocols lend their imports; a class's `where` clause spells
  /// out the protocol's type aliases; a generic attribute on a property is read past.
  @Test func inheritedImportsAliasesInWhereClausesAndGenericAttributes() {
    let service = """
      import Foundation
      public protocol Service: Sendable { func run() async throws }
      public protocol Decoding: Service { var decoder: JSONDecoder { get } }
      """
    let application = """
      public protocol ApplicationProtocol: Decoding where Context: Hashable {
        associatedtype Responder: Identifiable
        typealias Context = Responder.ID
        @Builder<Int, Context> var body: Int { get }
      }
      """
    let generated = MockGenerator().generateFile(
      parsing: [("App.swift", application)], alsoReading: [("Service.swift", service)])
    #expect(generated.warnings == [])
    #expect(
      generated.source == """
        // Generated by `mockkit generate`. Do not edit: changes are lost when it runs again.
        // To regenerate: mockkit generate

        import Foundation
        import MockKit

        final class MockApplicationProtocol<Responder: Identifiable & Sendable>: ApplicationProtocol, Sendable
        where Responder.ID: Hashable {
          typealias Context = Responder.ID

          let runSpy = MockKit.ThrowingSpy<Void, Void>(name: "run()")
          let decoderGetter = MockKit.Spy<Void, MockKit.UncheckedArgument<JSONDecoder>>(name: "decoder")
          let bodyGetter = MockKit.Spy<Void, Int>(name: "body")

          init(decoder: JSONDecoder) {
            decoderGetter.declareDefault(returning: MockKit.UncheckedArgument(decoder))
          }
          func run() async throws { try await runSpy.call() }
          var decoder: JSONDecoder { decoderGetter.call().value }
          var body: Int { bodyGetter.call() }
        }

        """)
  }

  /// A hierarchy of protocols deeper than any real one ends with a warning instead of
  /// overflowing the stack.
  @Test func aVeryDeepHierarchyEndsWithAWarning() {
    let source =
      "protocol P0 { func f() }\n"
      + (1..<10_000).map { "protocol P\($0): P\($0 - 1) {}\n" }.joined()
    let generated = MockGenerator().generateFile(parsing: [("Deep.swift", source)]) {
      $0.name == "P9999" || $0.name == "P50"
    }
    #expect(generated.mockedProtocols == ["P50"])
    #expect(
      generated.warnings == [
        "Deep.swift:10000: warning: mockkit skipped protocol P9999: its protocols inherit from "
          + "one another more than 100 deep"
      ])
  }
}
