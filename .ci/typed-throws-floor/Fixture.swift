// The self-test of `.ci/typed-throws-floor/check`: the compiler, for iOS 13 with the
// stand-in standard library, must refuse exactly the lines marked `gated`, and the scan of
// MockKit's sources must report exactly those and the lines marked `reported`, where it
// is stricter than the compiler. Unmarked lines use a typed-throws function type where the
// compiler needs no runtime metadata, and neither may report them.

enum PaymentError: Error {
  case declined
}

final class Spy<Input, Output> {
  init() {}
}

enum Stub<Failure: Error> {
  case answer(() throws(Failure) -> Int)
}

struct Answer {
  var answer: (Int) throws(PaymentError) -> Int
  var optional: ((Int) throws(PaymentError) -> Int)?
  var untyped: (Int) throws(any Error) -> Int
  var never: (Int) throws(Never) -> Int
}

typealias Payment = (Int) throws(PaymentError) -> Int  // reported

func call(_ pay: (Int) throws(PaymentError) -> Int, with value: Int) throws(PaymentError) -> Int {
  try pay(value)
}

func lend(_ pay: @escaping @Sendable (Int) async throws(PaymentError) -> Int) {
  let lent: @Sendable (Int) async throws -> Int = pay
  _ = lent
  let closure = { (value: Int) throws(PaymentError) -> Int in value }
  _ = closure
  _ = { (value: Int) throws(PaymentError) in try closure(value) }
}

func spies() {
  _ = Spy<(Int) throws(PaymentError) -> Int, Int>()  // gated
  _ = Spy<(Int, @Sendable () async throws(PaymentError) -> Void), Void>()  // gated
  _ = Spy<() throws(any Error) -> Void, Void>()
  _ = Spy<() throws(Never) -> Void, Void>()
  _ = Spy<() throws -> Void, Void>()
}

func collections(_ payments: [(Int) throws(PaymentError) -> Int]) {}  // gated

func metatype() {
  let type: Any.Type = ((Int) throws(PaymentError) -> Int).self  // gated
  _ = type
}

func casts(_ value: Any) {
  _ = value as? (Int) throws(PaymentError) -> Int  // gated
  _ = value is (Int) throws(PaymentError) -> Int  // reported
}
