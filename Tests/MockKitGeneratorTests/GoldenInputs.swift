/// Protocol declarations covering every construct the generator reads. The golden tests
/// pin their mocks, and `GeneratedCodeCompilesTests.swift` compiles those mocks with
/// ``supportDeclarations``.
enum GoldenInputs {
  /// The types the inputs use, so inputs and mocks compile together.
  static let supportDeclarations = """
    import Foundation

    struct Order: Identifiable, Sendable, Equatable { let id: String }
    struct PaymentError: Error, Equatable {}
    struct Receipt: Sendable, Equatable {}
    struct Product: Sendable, Equatable {}
    """

  /// The example domain's types, which the inputs use without declaring them: known to
  /// be `Sendable`, as they are when the module that declares them is read.
  static let domainTypes: Set<String> = [
    "User", "Order", "Receipt", "Product", "Team", "PaymentReceipt", "Customer",
    "AnalyticsEvent", "PaymentError",
  ]

  static let decoding = """
    protocol Decoding {
      func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
      func cached<Value: Codable & Sendable>(forKey key: String) -> Value?
      func save<Value: Encodable>(_ value: Value, forKey key: String) async throws
      func first<S: Sequence>(of items: S) -> S.Element? where S.Element: Sendable
      func store(_ value: some Encodable & Sendable, in bucket: some Collection)
      func keys<Key>(in table: [Key: Int]) -> [Key] where Key: Hashable, Key: Sendable
    }
    """

  static let paymentGateway = """
    protocol PaymentGateway {
      func charge(_ order: Order) throws(PaymentError) -> Receipt
      func refund(_ order: Order) async throws(PaymentError)
      func cancel(_ order: Order) throws(any Error)
      func ping() throws(Never) -> Bool
      func retrying(_ attempt: () throws -> Receipt) rethrows -> Receipt
      var balance: Decimal { get async throws }
      var limit: Decimal { get throws(PaymentError) }
      var isOnline: Bool { get async }
    }
    """

  static let orderQueue = """
    protocol OrderQueue {
      func adjust(_ total: inout Decimal, by discount: Decimal)
      func add(_ orders: Order...)
      func each(_ body: (Order) -> Void)
      func check(_ condition: @autoclosure () -> Bool, _ message: String)
      func onChange(_ handler: @escaping (Order) -> Void)
      func onRemove(_ handler: @escaping @Sendable (Order) -> Void)
      func onFinish(_ handler: (() -> Void)?)
    }
    """

  static let repository = """
    public protocol Repository<Item>: Sendable {
      associatedtype Item: Identifiable where Item.ID == String
      associatedtype Query = String
      typealias Batch = [Item]

      func item(id: Item.ID) async throws -> Item?
      func items(matching query: Query) -> Batch
    }

    protocol Store: AnyObject where Self.Value: Equatable {
      associatedtype Value
      var value: Value { get set }
    }
    """

  static let catalog = """
    protocol Catalog {
      init(name: String)
      init?(path: String, retries: Int) throws
      subscript(sku: String) -> Product? { get set }
      subscript(position position: Int) -> Product { get async throws }
      subscript<T: Decodable>(key key: String) -> T? { get }
    }
    """

  static let clock = """
    protocol Clock {
      static var shared: Self { get }
      static func reset()
      func now() -> Date
      func copy() -> Self
      func isSame(as other: Self) -> Bool
      @discardableResult func advance(by seconds: Int) -> Date
    }
    """

  static let accounts = """
    protocol Named { var name: String { get } }
    protocol Identified: Named { var id: String { get } }
    protocol Account: Identified, Hashable, CustomStringConvertible {
      func deposit(_ amount: Decimal)
    }
    @MainActor
    protocol Screen: AnyObject, Equatable {
      nonisolated func identifier() -> String
      func show(_ order: Order)
    }
    """

  static let nested = """
    struct Shop {
      struct Receipt { let total: Int; func describe() -> String { "{ total }" } }
      protocol Cart {
        func add(_ sku: String)
      }
      enum Checkout {
        protocol Step { func run() async throws }
      }
    }
    extension Shop.Checkout {
      protocol Review { var approved: Bool { get } }
    }
    class Base { class func make() -> Base { Base() } }
    protocol TopLevel { func go() }
    """

  /// Reproducers of mocks that once did not compile: parameters named like their spy,
  /// pinned and redeclared associated types, backticked names.
  static let realPackages = """
    protocol Handler {
      func handle(_ handle: Int) -> Int
      func send(message: String, send: Bool)
      init(initializer: String)
    }

    protocol Middleware {
      associatedtype Input
      associatedtype Output
      associatedtype Context
      func handle(_ input: Input, context: Context) async throws -> Output
    }

    protocol RouterMiddleware: Middleware where Input == String, Output == Int {}

    protocol ContextSource { var name: String { get } }
    struct DefaultContextSource: ContextSource, Sendable { var name: String { "default" } }

    protocol BaseContext {
      associatedtype Source
      init(source: Source)
    }

    protocol RequestContext: BaseContext {
      associatedtype Source: ContextSource = DefaultContextSource
    }

    protocol `Weird` {
      func `import`(file: String)
      func `default`()
      var `class`: Int { get }
    }
    """

  /// Reproducers of mocks that once compiled with warnings, and of overloads whose
  /// spies and messages once read the same.
  static let warningFree = """
    @available(*, deprecated, message: "Use Payments")
    protocol LegacyPayments {
      func charge(_ amount: Int)
    }

    @available(macOS 10.15, iOS 13, *)
    protocol Recorder {
      func record(value: Int)
      func record(value: String)
      func record(value: Int, at time: Double)
      func remember<T>(_ value: T?)
      func log(_ line: String)
      func log(_ line: Substring)
      func log(_ line: String?)
    }
    """

  /// Protocols that inherit standard-library protocols, or a type alias of protocols, and
  /// a result builder on an initializer's parameter.
  static let standardLibrary = """
    protocol Fetching { func fetch() -> Int }
    protocol Caching { func clear() }
    typealias Service = Fetching & Caching

    protocol OrderService: Service {}

    @resultBuilder enum OrderBuilder {
      static func buildBlock(_ orders: String...) -> [String] { orders }
    }

    protocol OrderList {
      init(@OrderBuilder orders: () -> [String])
    }

    protocol Described: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable, TextOutputStreamable, Identifiable, SendableMetatype {}

    protocol Failure: Error, Hashable {}

    protocol Ledger: Actor, Hashable, CustomStringConvertible {
      func record(_ amount: Int)
      nonisolated func name() -> String
    }
    """

  /// Raw strings of quotes, and the standard-library protocols with associated types or
  /// operators: `RawRepresentable`, `CaseIterable`, `Comparable`.
  static let rawValues = ##"""
    enum Quote {
      static let mark = #"""#
      static let escaped = #"\""#
    }

    public protocol AcceptableProtocol: RawRepresentable, Sendable, Hashable, CaseIterable
    where RawValue == String {}

    public protocol TracerInstant: Comparable, Sendable {
      var nanosecondsSinceEpoch: UInt64 { get }
    }

    protocol Coded: RawRepresentable where RawValue: Sendable {}
    """##

  /// Reproducers from Hummingbird: an `import protocol`, an associated type whose default
  /// is not `Sendable`, properties of function types taken as initial values, and
  /// parameters whose type is a type alias of a function type.
  static let hummingbird = """
    import protocol Foundation.LocalizedError

    public struct ApplicationSource { let name: String }

    public protocol RequestSource {}
    extension ApplicationSource: RequestSource {}

    public protocol ServerContext {
      associatedtype Source: RequestSource
      init(source: Source)
    }

    public protocol RouterContext: ServerContext {
      associatedtype Source: RequestSource = ApplicationSource
    }

    public protocol ChannelHandler {
      typealias Responder = @Sendable (String, Int) async throws -> Void
      var responder: Responder { get }
      var fallback: @Sendable () -> Void { get }
    }

    public typealias TokenCallback = (Int) -> Void

    public protocol Tokenizing {
      func tokenize(_ text: String, callback: @escaping TokenCallback)
      func peek(_ text: String, callback: TokenCallback)
    }
    """

  /// A method's generic parameter named like an associated type (GRDB's `with(_:)`).
  static let shadowing = """
    protocol DerivableRequest {
      associatedtype RowDecoder
      func with<RowDecoder>(_ value: RowDecoder, _ other: [RowDecoder]) -> Int where RowDecoder: Sendable
    }
    """

  /// Middlewares of real packages, whose `next` the mock lends its spy, and completion
  /// handlers, which the spy records.
  static let middlewares = """
    struct HTTPRequest: Sendable, Equatable { var path: String }
    struct HTTPResponse: Sendable, Equatable { var status: Int }
    final class HTTPBody: Sendable {}

    /// Hummingbird's `MiddlewareProtocol`.
    protocol MiddlewareProtocol<Input, Output, Context>: Sendable {
      associatedtype Input
      associatedtype Output
      associatedtype Context
      func handle(_ input: Input, context: Context, next: (Input, Context) async throws -> Output) async throws -> Output
    }

    /// swift-openapi-runtime's `ClientMiddleware`.
    protocol ClientMiddleware: Sendable {
      func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
      ) async throws -> (HTTPResponse, HTTPBody?)
    }

    protocol ReceiptFetching {
      func fetch(id: String, completion: @escaping @Sendable (Result<Receipt, any Error>) -> Void)
      func observe(id: String, handler: @escaping (Receipt) -> Void)
    }
    """

  /// Closure parameters that throw a typed error, in every form a spy records them:
  /// non-escaping, `async`, through a type alias, in a method that throws nothing, escaping,
  /// `@Sendable`, optional, generic; and `throws(any Error)` and `throws(Never)`, which are
  /// plain `throws` and no `throws`, left as written. `.ci/run typed-throws-floor`
  /// type-checks their mocks for iOS 13 (`.ci/typed-throws-floor/Payments.swift` declares
  /// the same protocol).
  static let typedThrowsClosures = """
    protocol PaymentProcessor {
      typealias Payment = (Order) throws(PaymentError) -> Receipt

      func charge(_ pay: (Order) throws(PaymentError) -> Receipt) throws(PaymentError) -> Receipt
      func refund(_ undo: (Receipt) async throws(PaymentError) -> Void) async throws(PaymentError)
      func settle(_ order: Order, pay: Payment) throws -> Receipt
      func retry(_ attempt: () throws(PaymentError) -> Void)
      func schedule(_ order: Order, then: @escaping (Receipt) throws(PaymentError) -> Void)
      func notify(_ done: @escaping @Sendable (Receipt) async throws(PaymentError) -> Void)
      func cancel(_ order: Order, onCancel: ((Order) throws(PaymentError) -> Void)?)
      func read<Value>(_ body: (Order) throws(PaymentError) -> Value) throws -> Value
      func later<Value>(_ body: @escaping (Order) throws(PaymentError) -> Value)
      func audit(_ check: (Order) throws(any Error) -> Void) rethrows
      func log(_ write: (Order) throws(Never) -> Void)
    }
    """

  /// Closure parameters of every kind: generic, typed-throws, several in one method, in a
  /// subscript, in an actor and a `@MainActor` protocol; autoclosures the mock can call
  /// and one it cannot.
  static let closures = """
    protocol OrderDatabase {
      typealias Visitor = (Order) -> Void
      func visit(_ visitor: Visitor)
      func read<T>(_ block: (Order) throws -> T) throws -> T
      func charge(_ pay: (Order) throws(PaymentError) -> Receipt) throws(PaymentError) -> Receipt
      func transform(_ order: Order, map: (Order) -> Order, keep: (Order) -> Bool) -> Order?
      subscript(sku: String, default value: @autoclosure () -> Product) -> Product { get }
    }

    protocol OrderLog {
      func log(_ message: @autoclosure () -> String)
      func check(_ condition: @autoclosure () throws -> Bool) rethrows
      func measure(_ label: @autoclosure () async -> String) async
      func note(_ text: @autoclosure () throws -> String)
      func later(_ text: @autoclosure @escaping () -> String)
    }

    protocol OrderLedger: Actor {
      func each(_ body: (Order) -> Void)
    }

    @MainActor
    protocol OrderScreen {
      func refresh(_ load: () async throws -> [Order]) async throws
    }
    """

  /// Static requirements beside an associated type, as FluentKit's `Model` has them.
  static let model = """
    protocol Model: AnyObject, Sendable {
      associatedtype IDValue: Hashable & Sendable
      static var schema: String { get }
      static var space: String? { get set }
      static func find(_ id: IDValue) async throws -> Self?
      var id: IDValue? { get set }
    }
    """

  /// Generic initializers, one with a generic parameter named like the associated type.
  static let byteDecoding = """
    protocol ByteDecoding {
      associatedtype Element
      init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8
      init<Element: Sendable>(repeating element: Element, count: Int) throws
    }
    """

  /// Values that cannot be copied or escape, and values sent across isolation.
  static let ownership = """
    struct Token: ~Copyable {}
    final class Box {}

    protocol Unique: ~Copyable {
      consuming func close()
    }

    protocol Ownership {
      init(data: RawSpan, name: String) throws
      func watch<Return: ~Copyable>(_ body: () throws -> Return) rethrows -> Return
      func make() -> sending Box
      func send(_ box: sending Box)
      func use(_ token: borrowing Token)
      func consume(_ token: consuming Token, reason: String)
      func store<Value: ~Copyable>(_ value: consuming Value, forKey key: String)
      func copy(_ counts: Span<Int>, into buffer: inout MutableRawSpan)
    }
    """

  /// Requirements of every kind that a contract requirement and `forwardCalls(to:)` can
  /// call on a conformer, and of every kind they cannot.
  static let contractGlue = """
    final class Basket {}

    protocol Till {
      func charge(amount: Decimal, currency: String) async throws -> Receipt
      func fill(_ cart: Basket) -> Basket
      func refund(_ receipt: Receipt) throws(PaymentError)
      func log(_ message: @autoclosure () -> String)
      func observe(_ handler: @escaping @Sendable (Order) -> Void)
      func reset()
      var total: Decimal { get async throws }
      var label: String { get set }
      subscript(index: Int) -> Order? { get }
      func decode<T: Decodable>(_ type: T.Type) -> T
      func update(_ order: inout Order)
      func add(_ products: Product...)
      func each(_ body: (Order) -> Void)
      func retry(_ body: () throws -> Void) rethrows
      func merged(with other: Self) -> Self
      @available(*, deprecated, message: "Use charge(amount:currency:)")
      func pay(_ amount: Decimal) async throws
      static func make() -> Basket
      init(currency: String)
      mutating func clear()
    }

    protocol Wallet: AnyObject {
      var balance: Decimal { get set }
      subscript(key: String) -> Int { get set }
    }

    protocol Shelf {
      associatedtype Item: Sendable
      func item(id: String) -> Item?
    }

    @MainActor protocol Counter {
      func show(_ order: Order)
    }
    """

  /// Methods that never return, `async` or not. An `await` of a spy whose output is `Never`
  /// is followed by a hop back that Swift warns "will never be executed".
  static let server = """
    protocol Server {
      func serve() async -> Never
      func run(port: Int) async throws -> Never
      func fail(_ reason: String) -> Never
    }
    """

  /// Standard types that are `Sendable`: a protocol composition with `Sendable` or `Error`,
  /// a stream's continuation and its nested types, a checked continuation, a clock's
  /// instant; `any Hashable` alone is not.
  static let sendableStandardTypes = """
    protocol Feed {
      func track(_ key: any Hashable & Sendable)
      func describe(_ error: any Error & CustomStringConvertible)
      func keys() -> [String: any Hashable & Sendable]
      func attach(_ continuation: AsyncStream<Int>.Continuation)
      func attach(throwing continuation: AsyncThrowingStream<Order, any Error>.Continuation)
      func finished(_ termination: AsyncStream<Int>.Continuation.Termination)
      func resume(_ continuation: CheckedContinuation<Int, Never>)
      func deadline() -> ContinuousClock.Instant
      func keep(_ key: any Hashable)
    }
    """

  /// Protocols that restate `Equatable`'s `==` or `Comparable`'s `<`, which the mock
  /// implements by identity, as it does for a protocol that inherits them.
  static let restatedOperators = """
    protocol Member: Equatable {
      static func == (lhs: Self, rhs: Self) -> Bool
      var id: String { get }
    }

    protocol Ranked: Comparable {
      static func < (lhs: Self, rhs: Self) -> Bool
    }

    protocol Ticket {
      static func ==(lhs: Self, rhs: Self) -> Swift.Bool
    }
    """

  /// Every input above, for the compile test.
  static let all = [
    decoding, paymentGateway, orderQueue, repository, catalog, clock, accounts, nested,
    realPackages, warningFree, standardLibrary, rawValues, hummingbird,
    shadowing, middlewares, closures, typedThrowsClosures, model, byteDecoding, ownership,
    contractGlue, server, sendableStandardTypes, restatedOperators, mockKitDefaults,
  ]

  /// Properties of the types MockKit answers by default, and of two it does not (a type
  /// MockKit knows nothing of, and a stream that throws one error type only).
  static let mockKitDefaults = """
    protocol Session: Sendable {
      var startedAt: Date { get }
      var id: Foundation.UUID { get }
      var updates: AsyncStream<Int> { get }
      var failures: AsyncThrowingStream<Int, any Error> { get }
      var typedFailures: AsyncThrowingStream<Int, CancellationError> { get }
      var receipt: Receipt { get }
    }
    """
}
