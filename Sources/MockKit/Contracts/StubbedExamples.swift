/// The examples that stubbed a spy in this process, known by their numbers: what
/// ``ProtocolContract/examplesNeverStubbed()`` leaves out.
///
/// An example is noted when a spy is stubbed from it, and when strict mode's `.contracts`
/// level finds that it backs a stub.
enum StubbedExamples {
  private static let numbers = LockedState<Set<UInt64>>([])

  /// Notes that `example` stubbed a spy.
  static func note<Subject>(_ example: ProtocolContract<Subject>.Example) {
    _ = numbers.withLock { $0.insert(example.number) }
  }

  /// Whether `example` has stubbed a spy.
  static func contains<Subject>(_ example: ProtocolContract<Subject>.Example) -> Bool {
    numbers.withLock { $0.contains(example.number) }
  }
}

extension ProtocolContract {
  /// The examples that no test of this process stubbed a spy with: what the real type
  /// does that no double answers. A report, never a failure.
  ///
  /// An example counts as stubbed once a spy is stubbed from it
  /// (``MethodSpy/stub(from:fileID:filePath:line:column:)-(ProtocolContract<Subject>.Example,_,_,_,_)``
  /// and its twins, when they add the stub), or once it backs a stub of a spy that keeps the
  /// contract, when a test at strict mode's ``StrictMocks/Level/contracts`` level ends.
  /// The list is a snapshot of this process: read it once the tests that stub have run,
  /// as an XCTest class's `tearDown()` runs after its tests.
  ///
  /// ```swift
  /// override class func tearDown() {
  ///   for example in Payments.contract.examplesNeverStubbed() {
  ///     print("No test stubs a double as example \(example.id) says.")
  ///   }
  ///   super.tearDown()
  /// }
  /// ```
  ///
  /// - Returns: The examples never stubbed, in the contract's order.
  public func examplesNeverStubbed() -> [Example] {
    examples.filter { !StubbedExamples.contains($0) }
  }
}
