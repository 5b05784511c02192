import MockKitGeneratorCore
import Testing

/// `--contracts`: each mock's contract requirements and `forwardCalls(to:)`, and the warning
/// that lists what they leave out. GeneratedCodeCompilesTests compiles them.
extension GoldenTests {
  @Test func contractRequirementsAndForwardingAreWrittenForWhatCanBeCalledOnAConformer() {
    let result = ProtocolParser.parse(GoldenInputs.contractGlue, path: "Input.swift")
    var generator = MockGenerator()
    generator.notSendableTypes = result.sendability.notSendable
    generator.writesContractRequirements = true
    let generated = generator.generateFile(for: result.protocols, knownProtocols: result.protocols)

    #expect(
      generated.warnings == [
        """
        Input.swift:3: warning: mockkit left 11 requirements of Till out of MockTill.Requirements and forwardCalls(to:): they cannot be called on a conformer with their spies' arguments.
          Left out:
            label (set): setting it on a conformer that may be a value type would set a copy
            decode(_:): it is generic, and its spy records the values of its generic parameters without their types
            update(_:): it takes an inout parameter, whose changes its spy cannot hand back
            add(_:): it takes variadic arguments, which its spy records as an array that Swift cannot pass as variadic arguments
            each(_:): it takes a non-escaping closure, which its spy holds only while the call runs
            retry(_:): it rethrows, and its spy cannot throw
            merged(with:): it uses Self, which a call on any Till cannot name
            pay(_:): it is deprecated, and calling it would warn
            make(): it is static, and a contract and forwardCalls(to:) call requirements on a conformer, not on its type
            init(currency:): it is an initializer, which makes a conformer instead of being called on one
            clear(): it is mutating, and a contract and forwardCalls(to:) hold the conformer as a constant
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy to the fake with answers(_:).
        """,
        """
        Input.swift:36: warning: mockkit wrote no Requirements and no forwardCalls(to:) for MockCounter: it is isolated to the main actor, and a spy's answer may run on any thread.
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy to the fake with answers(_:).
        """,
      ])
    #expect(
      generated.source.dropPreamble == """
        final class MockTill: Till, Sendable {
          let charge = MockKit.ThrowingSpy<(Decimal, String), MockKit.UncheckedArgument<Receipt>>(name: "charge(amount:currency:)")
          let fill = MockKit.Spy<MockKit.UncheckedArgument<Basket>, MockKit.UncheckedArgument<Basket>>(name: "fill(_:)")
          let refund = MockKit.ThrowingSpy<MockKit.UncheckedArgument<Receipt>, Void>(name: "refund(_:)")
          let log = MockKit.Spy<String, Void>(name: "log(_:)")
          let observe = MockKit.Spy<@Sendable (Order) -> Void, Void>(name: "observe(_:)")
          let resetSpy = MockKit.Spy<Void, Void>(name: "reset()")
          let totalGetter = MockKit.ThrowingSpy<Void, Decimal>(name: "total")
          let labelGetter = MockKit.Spy<Void, String>(name: "label")
          let labelSetter = MockKit.Spy<String, Void>(name: "label (set)")
          let subscriptGetter = MockKit.Spy<Int, MockKit.UncheckedArgument<Order?>>(name: "subscript(_:)")
          let decode = MockKit.Spy<Any.Type, (any Sendable)?>(name: "decode(_:)")
          let update = MockKit.Spy<MockKit.UncheckedArgument<Order>, Void>(name: "update(_:)")
          let add = MockKit.Spy<MockKit.UncheckedArgument<[Product]>, Void>(name: "add(_:)")
          let each = MockKit.Spy<MockKit.ClosureArgument<(Order) -> Void>, Void>(name: "each(_:)")
          let retry = MockKit.Spy<MockKit.ClosureArgument<() throws -> Void>, Void>(name: "retry(_:)")
          let merged = MockKit.Spy<MockTill, MockTill>(name: "merged(with:)")
          @available(*, deprecated) let pay = MockKit.ThrowingSpy<Decimal, Void>(name: "pay(_:)")
          // Static spies are shared by every test in the process: reset them.
          static let makeSpy = MockKit.Spy<Void, MockKit.UncheckedArgument<Basket>>(name: "make()")
          let initializer = MockKit.Spy<String, Void>(name: "init(currency:)")
          let clearSpy = MockKit.Spy<Void, Void>(name: "clear()")

          init() {}
          func charge(amount: Decimal, currency: String) async throws -> Receipt {
            try await charge.call((amount, currency)).value
          }
          func fill(_ cart: Basket) -> Basket { fill.call(MockKit.UncheckedArgument(cart)).value }
          func refund(_ receipt: Receipt) throws(PaymentError) {
            try refund.call(MockKit.UncheckedArgument(receipt), throwing: PaymentError.self)
          }
          func log(_ message: @autoclosure () -> String) { log.call(message()) }
          func observe(_ handler: @escaping @Sendable (Order) -> Void) { observe.call(handler) }
          func reset() { resetSpy.call() }
          var total: Decimal {
            get async throws { try await totalGetter.call() }
          }
          var label: String {
            get { labelGetter.call() }
            set { labelSetter.call(newValue); labelGetter.returns(newValue) }
          }
          subscript(index: Int) -> Order? { subscriptGetter.call(index).value }
          func decode<T: Decodable>(_ type: T.Type) -> T { decode.call(type, returning: T.self) }
          func update(_ order: inout Order) { update.call(MockKit.UncheckedArgument(order)) }
          func add(_ products: Product...) { add.call(MockKit.UncheckedArgument(products)) }
          func each(_ body: (Order) -> Void) {
            withoutActuallyEscaping(body) { body in
              MockKit.ClosureArgument.during(body, parameter: "body") { body in
                each.call(body)
              }
            }
          }
          func retry(_ body: () throws -> Void) rethrows {
            withoutActuallyEscaping(body) { body in
              MockKit.ClosureArgument.during(body, parameter: "body") { body in
                retry.call(body)
              }
            }
          }
          func merged(with other: MockTill) -> MockTill { merged.call(other) }
          @available(*, deprecated) func pay(_ amount: Decimal) async throws { try await pay.call(amount) }
          static func make() -> Basket { makeSpy.call().value }
          init(currency: String) { initializer.call(currency) }
          func clear() { clearSpy.call() }
          func forwardCalls(to fake: some Till & Sendable) {
            charge.answers { arguments in
              try await MockKit.UncheckedArgument(fake.charge(amount: arguments.0, currency: arguments.1))
            }
            fill.answers { arguments in MockKit.UncheckedArgument(fake.fill(arguments.value)) }
            refund.answers { arguments in try fake.refund(arguments.value) }
            log.answers { arguments in fake.log(arguments) }
            observe.answers { arguments in fake.observe(arguments) }
            resetSpy.answers { _ in fake.reset() }
            totalGetter.answers { _ in try await fake.total }
            labelGetter.answers { _ in fake.label }
            subscriptGetter.answers { arguments in MockKit.UncheckedArgument(fake[arguments]) }
          }

          enum Requirements {
            typealias Contract = MockKit.ProtocolContract<any Till>

            static let charge = Contract.Requirement<(Decimal, String), MockKit.UncheckedArgument<Receipt>>(
              "charge(amount:currency:)"
            ) { subject, arguments in
              try await MockKit.UncheckedArgument(subject.charge(amount: arguments.0, currency: arguments.1))
            }
            static let fill = Contract.Requirement<MockKit.UncheckedArgument<Basket>, MockKit.UncheckedArgument<Basket>>(
              "fill(_:)"
            ) { subject, arguments in
              MockKit.UncheckedArgument(subject.fill(arguments.value))
            }
            static let refund = Contract.Requirement<MockKit.UncheckedArgument<Receipt>, Void>(
              "refund(_:)"
            ) { subject, arguments in
              try subject.refund(arguments.value)
            }
            static let log = Contract.Requirement<String, Void>(
              "log(_:)"
            ) { subject, arguments in
              subject.log(arguments)
            }
            static let observe = Contract.Requirement<@Sendable (Order) -> Void, Void>(
              "observe(_:)"
            ) { subject, arguments in
              subject.observe(arguments)
            }
            static let resetSpy = Contract.Requirement<Void, Void>(
              "reset()"
            ) { subject, _ in
              subject.reset()
            }
            static let totalGetter = Contract.Requirement<Void, Decimal>(
              "total"
            ) { subject, _ in
              try await subject.total
            }
            static let labelGetter = Contract.Requirement<Void, String>(
              "label"
            ) { subject, _ in
              subject.label
            }
            static let subscriptGetter = Contract.Requirement<Int, MockKit.UncheckedArgument<Order?>>(
              "subscript(_:)"
            ) { subject, arguments in
              MockKit.UncheckedArgument(subject[arguments])
            }
          }
        }

        final class MockWallet: Wallet, Sendable {
          let balanceGetter = MockKit.Spy<Void, Decimal>(name: "balance")
          let balanceSetter = MockKit.Spy<Decimal, Void>(name: "balance (set)")
          let subscriptGetter = MockKit.Spy<String, Int>(name: "subscript(_:)")
          let subscriptSetter = MockKit.Spy<(String, Int), Void>(name: "subscript(_:) (set)")

          init(balance: Decimal) { balanceGetter.declareDefault(returning: balance) }
          var balance: Decimal {
            get { balanceGetter.call() }
            set { balanceSetter.call(newValue); balanceGetter.returns(newValue) }
          }
          subscript(key: String) -> Int {
            get { subscriptGetter.call(key) }
            set { subscriptSetter.call((key, newValue)) }
          }
          func forwardCalls(to fake: some Wallet & Sendable) {
            balanceGetter.answers { _ in fake.balance }
            balanceSetter.answers { arguments in fake.balance = arguments }
            subscriptGetter.answers { arguments in fake[arguments] }
            subscriptSetter.answers { arguments in fake[arguments.0] = arguments.1 }
          }

          enum Requirements {
            typealias Contract = MockKit.ProtocolContract<any Wallet>

            static let balanceGetter = Contract.Requirement<Void, Decimal>(
              "balance"
            ) { subject, _ in
              subject.balance
            }
            static let balanceSetter = Contract.Requirement<Decimal, Void>(
              "balance (set)"
            ) { subject, arguments in
              subject.balance = arguments
            }
            static let subscriptGetter = Contract.Requirement<String, Int>(
              "subscript(_:)"
            ) { subject, arguments in
              subject[arguments]
            }
            static let subscriptSetter = Contract.Requirement<(String, Int), Void>(
              "subscript(_:) (set)"
            ) { subject, arguments in
              subject[arguments.0] = arguments.1
            }
          }
        }

        final class MockShelf<Item: Sendable>: Shelf, Sendable {
          let item = MockKit.Spy<String, Item?>(name: "item(id:)")

          func item(id: String) -> Item? { item.call(id) }
          func forwardCalls<Fake: Shelf & Sendable>(to fake: Fake) where Fake.Item == Item {
            item.answers { arguments in fake.item(id: arguments) }
          }

          enum Requirements<Subject: Shelf & Sendable> where Subject.Item == Item {
            typealias Contract = MockKit.ProtocolContract<Subject>

            static var item: Contract.Requirement<String, Item?> {
              Contract.Requirement("item(id:)") { subject, arguments in
                subject.item(id: arguments)
              }
            }
          }
        }

        @MainActor
        final class MockCounter: Counter {
          let show = MockKit.Spy<MockKit.UncheckedArgument<Order>, Void>(name: "show(_:)")

          func show(_ order: Order) { show.call(MockKit.UncheckedArgument(order)) }
        }

        """)
  }

  @Test func aSetterIsCalledWhenAnInheritedProtocolRequiresAClass() {
    let source = """
      protocol Named: AnyObject {}
      protocol Account: Named {
        var name: String { get set }
      }
      """
    let result = ProtocolParser.parse(source, path: "Account.swift")
    var generator = MockGenerator()
    generator.writesContractRequirements = true
    let account = result.protocols.filter { $0.name == "Account" }
    let generated = generator.generateFile(for: account, knownProtocols: result.protocols)

    #expect(generated.warnings == [])
    #expect(
      generated.source.contains("    nameSetter.answers { arguments in fake.name = arguments }"))
  }

  @Test func requirementsLimitedByAvailabilityOrIsolatedToAGlobalActorAreLeftOut() {
    let source = """
      protocol Receipts {
        @available(macOS 15, iOS 18, *)
        func archive(id: String)
        @MainActor func show(id: String)
        func print(id: String)
      }
      """
    let result = ProtocolParser.parse(source, path: "Receipts.swift")
    var generator = MockGenerator()
    generator.writesContractRequirements = true
    let generated = generator.generateFile(for: result.protocols, knownProtocols: result.protocols)

    #expect(
      generated.source.contains("    print.answers { arguments in fake.print(id: arguments) }"))
    #expect(
      generated.warnings == [
        """
        Receipts.swift:1: warning: mockkit left 2 requirements of Receipts out of \
        MockReceipts.Requirements and forwardCalls(to:): they cannot be called on a conformer \
        with their spies' arguments.
          Left out:
            archive(id:): its @available attribute limits where it can be called, and the mock \
        is not limited so
            show(id:): it is isolated to MainActor, and a spy's answer may run on any thread
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy \
        to the fake with answers(_:).
        """
      ])
  }

  @Test func anEscapingClosureThatThrowsATypedErrorIsLeftOut() {
    let source = """
      struct PaymentError: Error {}
      struct Receipt: Sendable {}
      protocol Payments {
        func notify(_ done: @escaping @Sendable (Receipt) async throws(PaymentError) -> Void)
        func settle(_ receipt: Receipt)
      }
      """
    let result = ProtocolParser.parse(source, path: "Payments.swift")
    var generator = MockGenerator()
    generator.writesContractRequirements = true
    let generated = generator.generateFile(for: result.protocols, knownProtocols: result.protocols)

    #expect(generated.source.contains("static let settle = Contract.Requirement<"))
    #expect(!generated.source.contains("static let notify"))
    #expect(
      generated.warnings == [
        """
        Payments.swift:3: warning: mockkit left 1 requirement of Payments out of \
        MockPayments.Requirements and forwardCalls(to:): it cannot be called on a conformer \
        with its spy's arguments.
          Left out:
            notify(_:): it takes a closure that throws a typed error, which its spy records \
        with plain throws, so that the mock compiles on Apple platforms before macOS 15 and \
        iOS 18
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy \
        to the fake with answers(_:).
        """
      ])
  }

  /// The mock implements an `async` method that returns `Never` without `async`, so a
  /// forwarding answer, which would await the fake, could not run.
  @Test func anAsyncMethodThatNeverReturnsIsLeftOut() {
    let result = ProtocolParser.parse(GoldenInputs.server, path: "Server.swift")
    var generator = MockGenerator()
    generator.writesContractRequirements = true
    let generated = generator.generateFile(for: result.protocols, knownProtocols: result.protocols)

    #expect(generated.source.contains("    fail.answers { arguments in fake.fail(arguments) }"))
    #expect(!generated.source.contains("serveSpy.answers"))
    #expect(
      generated.warnings == [
        """
        Server.swift:1: warning: mockkit left 2 requirements of Server out of \
        MockServer.Requirements and forwardCalls(to:): they cannot be called on a conformer \
        with their spies' arguments.
          Left out:
            serve(): it is async and returns Never, so its mock, written without async, cannot \
        run an answer that awaits a conformer
            run(port:): it is async and returns Never, so its mock, written without async, \
        cannot run an answer that awaits a conformer
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy \
        to the fake with answers(_:).
        """
      ])
  }

  @Test func anInheritedRequirementRedeclaredMutatingIsMockedOnceAndLeftOut() {
    let source = """
      protocol Counting {
        func next() -> Int
      }
      protocol Tally: Counting {
        mutating func next() -> Int
      }
      """
    let result = ProtocolParser.parse(source, path: "Tally.swift")
    var generator = MockGenerator()
    generator.writesContractRequirements = true
    let tally = result.protocols.filter { $0.name == "Tally" }
    let generated = generator.generateFile(for: tally, knownProtocols: result.protocols)

    #expect(generated.source.components(separatedBy: "func next() -> Int").count == 2)
    #expect(
      generated.warnings.first?.contains(
        "next(): it is mutating, and a contract and forwardCalls(to:) hold the conformer as a "
          + "constant") == true)
  }

  /// A getter declared `mutating` cannot be called on the constant a contract and
  /// `forwardCalls(to:)` hold: the property and the subscript are left out, with the
  /// reason, and the mock with the rest of its glue compiles. Once written into the glue,
  /// which did not compile: "cannot use mutating getter on immutable value".
  @Test func aRequirementWhoseGetterIsMutatingIsLeftOut() async throws {
    let source = """
      public protocol Counter {
        var next: Int { mutating get }
        var total: Int { get }
        subscript(index: Int) -> Int { mutating get }
      }
      """
    var generator = MockGenerator(modulesUnderTest: ["Repro"])
    generator.writesContractRequirements = true
    let generated = generator.generateFile(parsing: [("Counter.swift", source)])

    #expect(
      generated.warnings == [
        """
        Counter.swift:1: warning: mockkit left 2 requirements of Counter out of \
        MockCounter.Requirements and forwardCalls(to:): they cannot be called on a conformer \
        with their spies' arguments.
          Left out:
            next: its getter is mutating, and a contract and forwardCalls(to:) hold the \
        conformer as a constant
            subscript(_:): its getter is mutating, and a contract and forwardCalls(to:) hold \
        the conformer as a constant
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy \
        to the fake with answers(_:).
        """
      ])
    #expect(generated.source.contains("    totalGetter.answers { _ in fake.total }"))

    let diagnostics = try await SwiftCompiler().diagnostics(
      ofMocks: generated.source, forRepro: source)
    #expect(diagnostics == "")
  }

  /// A protocol that declares `forwardCalls(to:)` or `Requirements` itself gets neither,
  /// with a warning, and its mock compiles: the glue would declare them a second time. A
  /// `forwardCalls` with other labels is another method, and gets the glue.
  @Test func aProtocolDeclaringTheGluesNamesGetsNone() async throws {
    let source = """
      public protocol Relay {
        func forwardCalls(to destination: String)
        func send(_ message: String)
      }
      public protocol Catalog {
        var Requirements: [String] { get }
      }
      public protocol Router {
        func forwardCalls(to destination: String, retries: Int)
      }
      """
    var generator = MockGenerator(modulesUnderTest: ["Repro"])
    generator.writesContractRequirements = true
    let generated = generator.generateFile(parsing: [("Relay.swift", source)])

    #expect(
      generated.warnings == [
        """
        Relay.swift:1: warning: mockkit wrote no Requirements and no forwardCalls(to:) for \
        MockRelay: it declares forwardCalls(to:) itself, which the mock would declare a second \
        time.
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy \
        to the fake with answers(_:).
        """,
        """
        Relay.swift:5: warning: mockkit wrote no Requirements and no forwardCalls(to:) for \
        MockCatalog: it declares Requirements itself, which the mock would declare a second \
        time.
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy \
        to the fake with answers(_:).
        """,
      ])
    #expect(
      generated.source.contains("  func forwardCalls(to fake: some Repro.Router & Sendable) {"))

    let diagnostics = try await SwiftCompiler().diagnostics(
      ofMocks: generated.source, forRepro: source)
    #expect(diagnostics == "")
  }

  /// A protocol whose associated types are all primary gets its Requirements, over
  /// `any P<A>` (which needs macOS 13 and iOS 16, so the enum is marked so) and as
  /// `static var`s, since a generic mock cannot hold a `static let`; the glue compiles, as a
  /// public mock too.
  @Test(arguments: [MockAccessLevel.internal, .public])
  func aProtocolWhoseAssociatedTypesArePrimaryGetsItsRequirements(
    accessLevel: MockAccessLevel
  ) async throws {
    let source = """
      public protocol Store<Item, Key>: Sendable {
        associatedtype Item: Sendable
        associatedtype Key: Hashable & Sendable
        func save(_ item: Item, forKey key: Key) async throws
        func item(forKey key: Key) -> Item?
      }
      """
    var generator = MockGenerator(modulesUnderTest: ["Repro"])
    generator.writesContractRequirements = true
    generator.accessLevel = accessLevel
    let generated = generator.generateFile(parsing: [("Store.swift", source)])

    #expect(generated.warnings == [])
    let access = accessLevel == .public ? "public " : ""
    #expect(
      generated.source.contains(
        """
          \(access)func forwardCalls<Fake: Repro.Store & Sendable>(to fake: Fake)
            where Fake.Item == Item, Fake.Key == Key {
            save.answers { arguments in try await fake.save(arguments.0, forKey: arguments.1) }
            item.answers { arguments in fake.item(forKey: arguments) }
          }

          @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) \(access)enum Requirements {
            \(access)typealias Contract = MockKit.ProtocolContract<any Repro.Store<Item, Key>>

            \(access)static var save: Contract.Requirement<(Item, Key), Void> {
              Contract.Requirement("save(_:forKey:)") { subject, arguments in
                try await subject.save(arguments.0, forKey: arguments.1)
              }
            }
            \(access)static var item: Contract.Requirement<Key, Item?> {
              Contract.Requirement("item(forKey:)") { subject, arguments in
                subject.item(forKey: arguments)
              }
            }
          }
        """))

    let diagnostics = try await SwiftCompiler().diagnostics(
      ofMocks: generated.source, forRepro: source)
    #expect(diagnostics == "")
  }

  /// A requirement marked `@available(*, noasync)` cannot be called from a contract's
  /// requirement, which is asynchronous: it is left out, also when the protocol declares it
  /// a second time `async` and the mock implements the two as one, as Vapor's `Server` does
  /// with `start(address:)`. Found by the corpus check with `--contracts`: "instance method
  /// 'start' is unavailable from asynchronous contexts".
  @Test func aRequirementUnavailableFromAsynchronousContextsIsLeftOut() async throws {
    let source = """
      public protocol Server: Sendable {
        func start(address: String) async throws
        @available(*, noasync, message: "Use the async start() method instead.")
        func start(address: String) throws
        func shutdown()
      }
      """
    var generator = MockGenerator(modulesUnderTest: ["Repro"])
    generator.writesContractRequirements = true
    let generated = generator.generateFile(parsing: [("Server.swift", source)])

    #expect(
      generated.warnings == [
        """
        Server.swift:1: warning: mockkit left 1 requirement of Server out of \
        MockServer.Requirements and forwardCalls(to:): it cannot be called on a conformer \
        with its spy's arguments.
          Left out:
            start(address:): its @available attribute limits where it can be called, and the \
        mock is not limited so
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy \
        to the fake with answers(_:).
        """
      ])

    let diagnostics = try await SwiftCompiler().diagnostics(
      ofMocks: generated.source, forRepro: source)
    #expect(diagnostics == "")
  }

  /// A property a child protocol redeclares with a `mutating` getter is one property of the
  /// mock, left out of the glue. Once two, which did not compile.
  @Test func anInheritedPropertyRedeclaredWithAMutatingGetterIsMockedOnceAndLeftOut() {
    let source = """
      protocol Reading { var next: Int { get } }
      protocol Cursor: Reading { var next: Int { mutating get } }
      """
    let result = ProtocolParser.parse(source, path: "Cursor.swift")
    var generator = MockGenerator()
    generator.writesContractRequirements = true
    let cursor = result.protocols.filter { $0.name == "Cursor" }
    let generated = generator.generateFile(for: cursor, knownProtocols: result.protocols)

    #expect(generated.source.components(separatedBy: "var next: Int").count == 2)
    #expect(
      generated.warnings.first?.contains(
        "next: its getter is mutating, and a contract and forwardCalls(to:) hold the conformer "
          + "as a constant") == true)
  }

  @Test func anActorProtocolGetsNoneWithAWarning() {
    let result = ProtocolParser.parse(
      "protocol Vault: Actor {\n  func open() -> Bool\n}\n", path: "Vault.swift")
    var generator = MockGenerator()
    generator.writesContractRequirements = true
    let generated = generator.generateFile(for: result.protocols, knownProtocols: result.protocols)

    #expect(generated.mockedProtocols == ["Vault"])
    #expect(!generated.source.contains("forwardCalls"))
    #expect(
      generated.warnings == [
        """
        Vault.swift:1: warning: mockkit wrote no Requirements and no forwardCalls(to:) for \
        MockVault: it is an actor protocol, whose requirements a spy's answer cannot call \
        without await.
          To fix, write the ProtocolContract.Requirement of each by hand, and forward its spy \
        to the fake with answers(_:).
        """
      ])
  }

  @Test func withoutTheOptionMocksHaveNoContractRequirements() {
    let result = ProtocolParser.parse(GoldenInputs.contractGlue, path: "Input.swift")
    let generated = MockGenerator().generateFile(
      for: result.protocols, knownProtocols: result.protocols)

    #expect(generated.warnings == [])
    #expect(!generated.source.contains("Requirements"))
    #expect(!generated.source.contains("forwardCalls"))
  }
}
