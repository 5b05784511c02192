extension ThrowingSpy {
  /// Records a call of a typed-throws method and returns what the stubs answer, or throws
  /// what they throw when it is a `DeclaredError`.
  ///
  /// A stub can throw any error, but a `throws(PaymentError)` method can only throw a
  /// `PaymentError`. The mock names the error type, and the spy checks each thrown error:
  ///
  /// ```swift
  /// protocol PaymentGateway {
  ///   func charge(_ order: Order) throws(PaymentError) -> PaymentReceipt
  /// }
  ///
  /// final class MockPaymentGateway: PaymentGateway {
  ///   let charge = ThrowingSpy<Order, PaymentReceipt>()
  ///
  ///   func charge(_ order: Order) throws(PaymentError) -> PaymentReceipt {
  ///     try charge.call(order, throwing: PaymentError.self)
  ///   }
  /// }
  ///
  /// @Test func aDeclinedCardFailsTheCheckout() {
  ///   let gateway = MockPaymentGateway()
  ///   gateway.charge.throws(PaymentError.declined)
  ///
  ///   #expect(throws: PaymentError.declined) {
  ///     try gateway.charge(Order(id: "o-1", sku: "book-1", quantity: 2, total: 42))
  ///   }
  /// }
  /// ```
  ///
  /// A stub answers as for ``MethodSpy/call(_:function:fileID:)-liaq``. A thrown error of
  /// another type is a test failure; so is an unstubbed call (its ``MockKitError`` cannot be thrown either,
  /// unless `DeclaredError` is `any Error`). After the failure the call returns `Output`'s
  /// ``MockDefaultValue`` so the test can go on; a type without one leaves nothing to
  /// return, and the test process stops.
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - type: The error type the mocked method throws.
  ///   - function: The mocked method, for naming the spy; leave the default.
  ///   - fileID: The mocked method's file, for naming the spy; leave the default.
  /// - Returns: The stubbed output.
  /// - Throws: The stubbed error, when it is a `DeclaredError`.
  @inlinable
  public func call<DeclaredError: Error>(
    _ input: Input, throwing type: DeclaredError.Type, function: StaticString = #function,
    fileID: StaticString = #fileID
  ) throws(DeclaredError) -> Output {
    try core.call(
      input, caller: function, fileID: fileID, returning: { $0 }, throwing: DeclaredError.self)
  }

  /// Records a call of an `async` typed-throws method and returns what the stubs answer,
  /// or throws what they throw when it is a `DeclaredError`, awaiting an `async` answer.
  ///
  /// ```swift
  /// // func charge(_ order: Order) async throws(PaymentError) -> PaymentReceipt
  /// func charge(_ order: Order) async throws(PaymentError) -> PaymentReceipt {
  ///   try await charge.call(order, throwing: PaymentError.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - type: The error type the mocked method throws.
  ///   - function: The mocked method, for naming the spy; leave the default.
  ///   - fileID: The mocked method's file, for naming the spy; leave the default.
  /// - Returns: The stubbed output (see ``call(_:throwing:function:fileID:)``).
  /// - Throws: The stubbed error, when it is a `DeclaredError`.
  @inlinable
  public func call<DeclaredError: Error>(
    _ input: Input, throwing type: DeclaredError.Type, function: StaticString = #function,
    fileID: StaticString = #fileID
  ) async throws(DeclaredError) -> Output {
    try await core.call(
      input, caller: function, fileID: fileID, returning: { $0 }, throwing: DeclaredError.self)
  }
}

extension ThrowingSpy where Output == (any Sendable)? {
  /// Records a call of a typed-throws method generic in its return type and returns what
  /// the stubs answer, as a `Value`, or throws what they throw when it is a `DeclaredError`.
  ///
  /// This combines ``MethodSpy/call(_:returning:function:fileID:)-83e03`` and
  /// ``call(_:throwing:function:fileID:)-5uyoa``:
  ///
  /// ```swift
  /// protocol PaymentRecords {
  ///   func record<Value>(_ type: Value.Type, id: String) throws(PaymentError) -> Value
  /// }
  ///
  /// final class MockPaymentRecords: PaymentRecords {
  ///   let record = ThrowingSpy<(Any.Type, String), (any Sendable)?>()
  ///
  ///   func record<Value>(_ type: Value.Type, id: String) throws(PaymentError) -> Value {
  ///     try record.call((type, id), returning: Value.self, throwing: PaymentError.self)
  ///   }
  /// }
  ///
  /// @Test func findsTheReceipt() throws {
  ///   let records = MockPaymentRecords()
  ///   let receipt = PaymentReceipt(id: "r-1", amount: 42)
  ///   records.record.returns(receipt)
  ///
  ///   #expect(try records.record(PaymentReceipt.self, id: "r-1") == receipt)
  /// }
  /// ```
  ///
  /// An answer that is not a `Value` (or `nil` for a non-optional `Value`), a thrown error
  /// that is not a `DeclaredError`, and an unstubbed call are test failures. Their
  /// ``MockKitError`` cannot be thrown unless `DeclaredError` is `any Error`, so after the
  /// failure the call returns `Value`'s ``MockDefaultValue``; a type without one leaves
  /// nothing to return, and the test process stops.
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - returning: The type this call returns.
  ///   - throwing: The error type the mocked method throws.
  ///   - function: The mocked method, for naming the spy; leave the default.
  ///   - fileID: The mocked method's file, for naming the spy; leave the default.
  /// - Returns: The stubbed output, as a `Value`.
  /// - Throws: The stubbed error, when it is a `DeclaredError`.
  @inlinable
  public func call<Value, DeclaredError: Error>(
    _ input: Input, returning: Value.Type, throwing: DeclaredError.Type,
    function: StaticString = #function, fileID: StaticString = #fileID
  ) throws(DeclaredError) -> Value {
    try core.call(
      input, caller: function, fileID: fileID, returning: { $0 as? Value },
      throwing: DeclaredError.self)
  }

  /// Records a call of an `async` typed-throws method generic in its return type and
  /// returns what the stubs answer, as a `Value`, or throws what they throw when it is a
  /// `DeclaredError`, awaiting an `async` answer.
  ///
  /// ```swift
  /// // func record<Value>(_ type: Value.Type, id: String) async throws(PaymentError) -> Value
  /// func record<Value>(_ type: Value.Type, id: String) async throws(PaymentError) -> Value {
  ///   try await record.call((type, id), returning: Value.self, throwing: PaymentError.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - returning: The type this call returns.
  ///   - throwing: The error type the mocked method throws.
  ///   - function: The mocked method, for naming the spy; leave the default.
  ///   - fileID: The mocked method's file, for naming the spy; leave the default.
  /// - Returns: The stubbed output, as a `Value` (see
  ///   ``call(_:returning:throwing:function:fileID:)``).
  /// - Throws: The stubbed error, when it is a `DeclaredError`.
  @inlinable
  public func call<Value, DeclaredError: Error>(
    _ input: Input, returning: Value.Type, throwing: DeclaredError.Type,
    function: StaticString = #function, fileID: StaticString = #fileID
  ) async throws(DeclaredError) -> Value {
    try await core.call(
      input, caller: function, fileID: fileID, returning: { $0 as? Value },
      throwing: DeclaredError.self)
  }
}
