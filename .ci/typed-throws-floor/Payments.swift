// The protocols whose generated mocks `.ci/run typed-throws-floor` type-checks for iOS 13:
// closure parameters that throw a typed error, in every form a mock records them.

enum PaymentError: Error {
  case declined
}

struct Order: Sendable {
  let id: String
}

struct Receipt: Sendable {
  let id: String
}

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
