import ExampleServices
import Foundation
import MockKit
import Testing
import XCTest

/// The code of Docs/assertions.md, compiled and run: each code block of the guide is an
/// excerpt of this file.
@Suite struct AssertionsGuideTests {
  let inventory = MockInventoryService()
  let payments = MockPaymentProcessor()
  let logger = MockRequestLogger()
  let order = Order(id: "o-1", sku: "book-1", quantity: 2, total: 30)

  var orders: OrderService { OrderService(inventory: inventory, payments: payments) }
  var context: RequestContext { RequestContext(requestID: "req-42", logger: logger) }

  @Test func aDeclinedPaymentReleasesTheStock() async throws {
    inventory.reserve.returns(true)
    payments.charge.throws(PaymentError.declined)

    await #expect(throws: PaymentError.declined) {
      try await orders.place(order, context: context)
    }

    expectCalledOnce(inventory.reserve, with: ("book-1", 2))
    expectCalledOnce(payments.charge, with: (Decimal(30), "EUR"))
    expectCalledOnce(inventory.release, with: ("book-1", 2))
    expectCallOrder(inventory.reserve, payments.charge, inventory.release)
    expectCalled(logger.log, times: 2...)
    expectCalled(logger.log, where: { $0.message.hasPrefix("payment failed") })
  }

  @Test func outOfStockNeverCharges() async throws {
    inventory.reserve.returns(false)

    await #expect(throws: OrderError.outOfStock(sku: "book-1")) {
      try await orders.place(order, context: context)
    }

    expectNotCalled(payments.charge)
    expectNoOtherCalls(on: inventory, except: inventory.reserve)
  }

  @Test func predicatesReadWellInExpect() async throws {
    inventory.reserve.returns(true)
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 30))

    _ = try await orders.place(order, context: context)

    #expect(inventory.reserve.wasCalled(times: 1))
    #expect(inventory.reserve.wasCalled(with: ("book-1", 2)))
    #expect(payments.charge.wasCalled(where: { $0.0 > 0 }))
    #expect(logger.log.wasCalled(times: 2...))
    #expect(inventory.release.wasCalled(times: 0...1))
    #expect(!inventory.release.wasCalled)
  }

  @Test func argumentChecks() async throws {
    let client = MockNetworkClient()
    client.data.returns(try json(ada))
    let repository = UserRepository(baseURL: apiBaseURL, client: client)

    _ = try await repository.user(id: "1")
    _ = try await repository.user(id: "2")

    expectCalled(client.data, with: repository.userURL(id: "1"))  // any call
    expectCalled(client.data, where: { $0.path.hasSuffix("/users/2") })
    expectCalled(client.data, times: 2, "one request per user")
  }

  @Test func someOfTheArguments() async throws {
    payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
    _ = try await payments.charge(amount: 42, currency: "EUR")

    expectCalled(payments.charge, with: .arguments(.any, .equal(to: "EUR")))
    expectCalledOnce(payments.charge, with: .arguments(.matching { $0 > 0 }, .any))
    #expect(payments.charge.wasCalled(with: .arguments(.any, .equal(to: "EUR"))))
  }

  @Test func countsAreRanges() async throws {
    inventory.reserve.returns(true)
    payments.charge.throws(PaymentError.declined)

    _ = try? await orders.place(order, context: context)

    expectCalled(payments.charge)  // at least once
    expectCalled(payments.charge, times: 1)  // exactly once
    expectCalledOnce(payments.charge)  // the same: exactly once, with any arguments
    expectCalled(logger.log, times: 2...)  // 2 or more
    expectCalled(logger.log, times: 0...5)  // at most 5
    expectCalled(inventory.reserve, times: 1...3)  // 1 to 3
  }

  @Test func aHelperReportsAtItsCallersLine() {
    let failures = MockKitFailure.capture {
      expectCharged(payments, Decimal(30))
    }

    #expect(failures.map(\.line) == [#line - 3])
    #expect(failures.map(\.fileID) == ["ExampleServicesTests/AssertionsGuideTests.swift"])
  }

  @Test func aGenericHelperTakesAnySpysArguments() async throws {
    let inventory = MockInventoryService()
    inventory.reserve.returns(true)
    _ = try await inventory.reserve(sku: "book-1", quantity: 2)

    expectOnlyCall(inventory.reserve, with: ("book-1", 2), on: inventory)
    let failures = MockKitFailure.capture {
      expectOnlyCall(inventory.reserve, with: ("book-1", 3), on: inventory)
    }
    #expect(failures.map(\.line) == [#line - 2])
  }
}

/// Expects one charge of `amount` euros, and reports a failure at the caller's line.
func expectCharged(
  _ payments: MockPaymentProcessor,
  _ amount: Decimal,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  expectCalledOnce(
    payments.charge, with: (amount, "EUR"),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Expects `spy`'s only call to have `expected`, and no other call on `mock`.
func expectOnlyCall<S: CallRecording, each Element: Equatable & Sendable>(
  _ spy: S,
  with expected: S.Input,
  on mock: Any,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) where S.Input == (repeat each Element) {
  expectCalledOnce(
    spy, with: (repeat each expected),
    fileID: fileID, filePath: filePath, line: line, column: column)
  expectNoOtherCalls(
    on: mock, except: spy, fileID: fileID, filePath: filePath, line: line, column: column)
}

extension DocumentationXCTests {
  func testADeclinedPaymentReleasesTheStock() async throws {
    let inventory = MockInventoryService()
    inventory.reserve.returns(true)
    let payments = MockPaymentProcessor()
    payments.charge.throws(PaymentError.declined)
    let logger = MockRequestLogger()
    let orders = OrderService(inventory: inventory, payments: payments)
    let order = Order(id: "o-1", sku: "book-1", quantity: 2, total: 30)

    do {
      _ = try await orders.place(order, context: RequestContext(requestID: "r", logger: logger))
      XCTFail("a declined payment must throw")
    } catch {
      XCTAssertEqual(error as? PaymentError, .declined)
    }

    XCTAssertCalledOnce(inventory.reserve, with: ("book-1", 2))
    XCTAssertCalledOnce(payments.charge, with: (Decimal(30), "EUR"))
    XCTAssertCalledOnce(inventory.release, with: ("book-1", 2))
    XCTAssertCallOrder(inventory.reserve, payments.charge, inventory.release)
    XCTAssertCalled(logger.log, times: 2...)
    XCTAssertCalled(logger.log, where: { $0.message.hasPrefix("payment failed") })
  }

  func testOutOfStockNeverChargesAndOnlyChecksTheStock() async throws {
    let inventory = MockInventoryService()
    inventory.reserve.returns(false)
    let payments = MockPaymentProcessor()
    let orders = OrderService(inventory: inventory, payments: payments)
    let order = Order(id: "o-1", sku: "book-1", quantity: 2, total: 30)

    _ = try? await orders.place(
      order, context: RequestContext(requestID: "r", logger: MockRequestLogger()))

    XCTAssertNotCalled(payments.charge)
    XCTAssertNoOtherCalls(on: inventory, except: inventory.reserve)
  }
}
