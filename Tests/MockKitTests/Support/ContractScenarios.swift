@testable import MockKit

/// A payment made through a ``PaymentProvider``.
struct Charge: Equatable, Sendable {
  var id: String
  var amount: Int
  var currency: String
}

enum ProviderError: Error, Equatable {
  case invalidAmount(Int)
  case unknownCurrency(String)
  case unknownCharge(String)
}

/// The protocol the contract tests verify implementations of.
protocol PaymentProvider: Sendable {
  func charge(amount: Int, currency: String) async throws -> Charge
  func refund(chargeID: String) async throws
}

typealias ProviderContract = ProtocolContract<any PaymentProvider>

/// What every `PaymentProvider` promises. The example that charges 7 USD comes before the
/// one that promises the id `ch-1`, so an implementation shared between examples breaks it.
enum Provider {
  static let charge = ProviderContract.Requirement<(Int, String), Charge>(
    "charge(amount:currency:)"
  ) { gateway, arguments in
    try await gateway.charge(amount: arguments.0, currency: arguments.1)
  }

  static let refund = ProviderContract.Requirement<String, Void>("refund(chargeID:)") {
    try await $0.refund(chargeID: $1)
  }

  static let givesAnID = charge.example(
    "gives each charge an id", with: (7, "USD"),
    .returns("a charge of 7 USD with an id") {
      $0.amount == 7 && $0.currency == "USD" && !$0.id.isEmpty
    })
  static let chargesInEuros = charge.example(
    "charges 42 EUR", with: (42, "EUR"),
    .returns(Charge(id: "ch-1", amount: 42, currency: "EUR")))
  static let refusesZero = charge.example(
    "refuses a zero amount", with: (0, "EUR"), .throws(ProviderError.invalidAmount(0)))
  static let refusesUnknownCurrency = charge.example(
    "refuses an unknown currency", with: (5, "XYZ"), .throws(ProviderError.self))
  static let refundsACharge = refund.example(
    "refunds a charge", with: "ch-1", .succeeds,
    setUp: { _ = try await $0.charge(amount: 10, currency: "EUR") })
  static let refusesUnknownRefund = refund.example(
    "refuses to refund an unknown charge", with: "ch-9",
    .throws("ProviderError.unknownCharge(\"ch-9\")") {
      $0 as? ProviderError == .unknownCharge("ch-9")
    })

  static let contract = ProviderContract(
    "PaymentProvider",
    examples: [
      givesAnID, chargesInEuros, refusesZero, refusesUnknownCurrency, refundsACharge,
      refusesUnknownRefund,
    ])

  /// A contract of the given examples only.
  static func contract(_ examples: ProviderContract.Example...) -> ProviderContract {
    ProviderContract("PaymentProvider", examples: examples)
  }
}

/// The real implementation: a ledger of charges, numbered from `ch-1`.
actor LedgerProvider: PaymentProvider {
  private var charges: [String: Charge] = [:]
  private var count = 0

  func charge(amount: Int, currency: String) throws -> Charge {
    guard amount > 0 else { throw ProviderError.invalidAmount(amount) }
    guard ["EUR", "USD"].contains(currency) else { throw ProviderError.unknownCurrency(currency) }
    count += 1
    let charge = Charge(id: "ch-\(count)", amount: amount, currency: currency)
    charges[charge.id] = charge
    return charge
  }

  func refund(chargeID: String) throws {
    guard charges.removeValue(forKey: chargeID) != nil else {
      throw ProviderError.unknownCharge(chargeID)
    }
  }
}

/// A fake whose requirements are closures: by default it keeps the contract, and each
/// test replaces one closure with a fault.
struct ScriptedProvider: PaymentProvider {
  var charge: @Sendable (Int, String) async throws -> Charge = { amount, currency in
    guard amount > 0 else { throw ProviderError.invalidAmount(amount) }
    guard ["EUR", "USD"].contains(currency) else { throw ProviderError.unknownCurrency(currency) }
    return Charge(id: "ch-1", amount: amount, currency: currency)
  }
  var refund: @Sendable (String) async throws -> Void = { chargeID in
    guard chargeID == "ch-1" else { throw ProviderError.unknownCharge(chargeID) }
  }

  func charge(amount: Int, currency: String) async throws -> Charge {
    try await charge(amount, currency)
  }

  func refund(chargeID: String) async throws {
    try await refund(chargeID)
  }
}

/// Holds whoever calls `wait()` until its task is cancelled: a call that never answers.
final class Stall: Sendable {
  private let stream: AsyncStream<Never>
  private let continuation: AsyncStream<Never>.Continuation

  init() {
    var continuation: AsyncStream<Never>.Continuation?
    stream = AsyncStream { continuation = $0 }
    self.continuation = continuation!
  }

  func wait() async {
    for await _ in stream {}
  }

  deinit {
    continuation.finish()
  }
}

/// Holds whoever calls `wait()`, even a cancelled task, until the test calls `release()`:
/// a call that ignores cancellation.
final class Latch: Sendable {
  private let state = LockedState((released: false, waiting: [CheckedContinuation<Void, Never>]()))

  func wait() async {
    await withCheckedContinuation { continuation in
      let released = state.withLock { state in
        if !state.released { state.waiting.append(continuation) }
        return state.released
      }
      if released { continuation.resume() }
    }
  }

  func release() {
    let waiting = state.withLock { state in
      defer { state = (true, []) }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }
}
