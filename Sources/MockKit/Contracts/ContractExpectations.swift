// Verifying contracts: `expectContract` works in Swift Testing and XCTest alike, and
// `XCTAssertContract` is its twin for XCTest users; `expectExample` replays one example,
// for parameterized tests. Each reports every broken example at the example's line.

/// Replays every example of `contract` on an implementation, real or fake, and reports
/// each example it breaks as a failure of its own, at the example's line.
///
/// `makeImplementation` makes a new implementation for each example, so that examples
/// share no state; an example's set-up, if it has one, runs on it before the call. Each
/// replay ends within `timeout`: one that does not is reported, and cancelled, and the
/// next example goes on. The examples are replayed one after the other, in the
/// contract's order.
///
/// ```swift
/// @Test func theInMemoryProcessorKeepsThePaymentContract() async {
///   await expectContract(Payments.contract, keptBy: { InMemoryPaymentProcessor() })
/// }
/// ```
///
/// A failure names the example, its call, what it promises and what the implementation
/// did:
///
/// ```text
/// Example "refuses a zero amount" of the PaymentProcessor contract is broken by LenientPaymentProcessor.
///   Call:
///     charge(amount: 0, currency: "EUR")
///   Promised: throws PaymentError.invalidAmount(0)
///   Got: returned PaymentReceipt(id: "r-1", amount: 0)
///   To fix, make LenientPaymentProcessor keep the promise; if the real type does not keep it either, correct the example.
/// ```
///
/// - Parameters:
///   - contract: The contract to verify.
///   - makeImplementation: Makes the implementation to replay one example on.
///   - timeout: How long each example's replay (making the implementation, the set-up and
///     the call) may take.
///   - fileID: Where a contract with no examples, or examples that share a name, is
///     reported; leave the default.
///   - filePath: Where a contract with no examples, or examples that share a name, is
///     reported; leave the default.
///   - line: Where a contract with no examples, or examples that share a name, is
///     reported; leave the default.
///   - column: Where a contract with no examples, or examples that share a name, is
///     reported; leave the default.
/// - Returns: Whether the implementation kept every example, and the contract was well
///   formed (it has examples, each with a name of its own).
@discardableResult
public func expectContract<Subject>(
  _ contract: ProtocolContract<Subject>,
  keptBy makeImplementation: @escaping @Sendable () async throws -> Subject,
  timeout: WaitTimeout = .defaultWait,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Bool {
  await ContractReplay.verify(
    contract, on: makeImplementation, timeout: timeout,
    location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Replays every example of `contract` on an implementation, and reports each example it
/// breaks at the example's line: the XCTest name of
/// ``expectContract(_:keptBy:timeout:fileID:filePath:line:column:)``.
///
/// ```swift
/// func testTheInMemoryProcessorKeepsThePaymentContract() async {
///   await XCTAssertContract(Payments.contract, keptBy: { InMemoryPaymentProcessor() })
/// }
/// ```
///
/// - Parameters:
///   - contract: The contract to verify.
///   - makeImplementation: Makes the implementation to replay one example on.
///   - timeout: How long each example's replay (making the implementation, the set-up and
///     the call) may take.
///   - fileID: Where a contract with no examples, or examples that share a name, is
///     reported; leave the default.
///   - filePath: Where a contract with no examples, or examples that share a name, is
///     reported; leave the default.
///   - line: Where a contract with no examples, or examples that share a name, is
///     reported; leave the default.
///   - column: Where a contract with no examples, or examples that share a name, is
///     reported; leave the default.
/// - Returns: Whether the implementation kept every example, and the contract was well
///   formed (it has examples, each with a name of its own).
@discardableResult
public func XCTAssertContract<Subject>(
  _ contract: ProtocolContract<Subject>,
  keptBy makeImplementation: @escaping @Sendable () async throws -> Subject,
  timeout: WaitTimeout = .defaultWait,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async -> Bool {
  await ContractReplay.verify(
    contract, on: makeImplementation, timeout: timeout,
    location: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Replays one example of a contract on an implementation, and reports it at its line if
/// the implementation breaks it: the form for a parameterized test, one case per example.
///
/// ```swift
/// @Test(arguments: Payments.contract.examples)
/// func theInMemoryProcessorKeeps(_ example: PaymentContract.Example) async {
///   await expectExample(example, keptBy: { InMemoryPaymentProcessor() })
/// }
/// ```
///
/// - Parameters:
///   - example: The example to replay.
///   - makeImplementation: Makes the implementation to replay it on.
///   - timeout: How long the replay (making the implementation, the set-up and the call)
///     may take.
/// - Returns: Whether the implementation kept the example.
@discardableResult
public func expectExample<Subject>(
  _ example: ProtocolContract<Subject>.Example,
  keptBy makeImplementation: @escaping @Sendable () async throws -> Subject,
  timeout: WaitTimeout = .defaultWait
) async -> Bool {
  await ContractReplay.verify(example, on: makeImplementation, timeout: timeout)
}
