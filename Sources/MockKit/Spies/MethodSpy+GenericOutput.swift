extension MethodSpy where Output == (any Sendable)? {
  /// Records a call of a method generic in its return type and returns what the stubs
  /// answer, as a `Value`, or throws what they throw.
  ///
  /// A spy's `Output` is fixed when the mock is written, but a generic method returns a
  /// different type at each call site. Its spy returns `(any Sendable)?` and the mock
  /// names the type of the call:
  ///
  /// ```swift
  /// protocol OrderCache {
  ///   func cached<Value>(_ type: Value.Type, forKey key: String) -> Value?
  /// }
  ///
  /// final class MockOrderCache: OrderCache {
  ///   let cached = Spy<(Any.Type, String), (any Sendable)?>()
  ///
  ///   func cached<Value>(_ type: Value.Type, forKey key: String) -> Value? {
  ///     cached.call((type, key), returning: Value?.self)
  ///   }
  /// }
  ///
  /// @Test func readsTheLastOrderFromTheCache() {
  ///   let cache = MockOrderCache()
  ///   let order = Order(id: "o-1", sku: "book-1", quantity: 2, total: 42)
  ///   cache.cached.returns(order)
  ///
  ///   #expect(cache.cached(Order.self, forKey: "last-order") == order)
  /// }
  /// ```
  ///
  /// A throwing method's spy is a ``ThrowingSpy`` and its call is made with `try`:
  ///
  /// ```swift
  /// // func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value?
  /// let load = ThrowingSpy<(Any.Type, String), (any Sendable)?>()
  /// func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? {
  ///   try load.call((type, key), returning: Value?.self)
  /// }
  /// ```
  ///
  /// A stub answers as for ``call(_:function:fileID:)-liaq``. An answer of `nil` suits an
  /// optional `Value`. An answer of another type, or `nil` for a non-optional `Value`, is
  /// a test failure; so is an unstubbed call. A ``ThrowingSpy``'s call then throws
  /// ``MockKitError/stubTypeMismatch(spy:stubbed:expected:call:)`` or
  /// ``MockKitError/unstubbed(spy:call:)``; a ``Spy``'s returns `Value`'s
  /// ``MockDefaultValue`` so the test can go on (a type without one leaves nothing to
  /// return, and the test process stops).
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - type: The type this call returns.
  ///   - function: The mocked method, for naming the spy; leave the default.
  ///   - fileID: The mocked method's file, for naming the spy; leave the default.
  /// - Returns: The stubbed output, as a `Value`.
  /// - Throws: The stubbed error, or a ``MockKitError`` after reporting a failure; never,
  ///   for a ``Spy``.
  @inlinable
  public final func call<Value>(
    _ input: Input, returning type: Value.Type, function: StaticString = #function,
    fileID: StaticString = #fileID
  ) throws(Failure) -> Value {
    try core.call(
      input, caller: function, fileID: fileID, returning: { $0 as? Value }, throwing: Failure.self)
  }

  /// Records a call of an `async` method generic in its return type and returns what the
  /// stubs answer, as a `Value`, awaiting an `async` answer.
  ///
  /// ```swift
  /// // func cached<Value>(_ type: Value.Type, forKey key: String) async -> Value?
  /// func cached<Value>(_ type: Value.Type, forKey key: String) async -> Value? {
  ///   await cached.call((type, key), returning: Value?.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - type: The type this call returns.
  ///   - function: The mocked method, for naming the spy; leave the default.
  ///   - fileID: The mocked method's file, for naming the spy; leave the default.
  /// - Returns: The stubbed output, as a `Value` (see
  ///   ``call(_:returning:function:fileID:)``).
  /// - Throws: The stubbed error, or a ``MockKitError`` after reporting a failure; never,
  ///   for a ``Spy``.
  @inlinable
  public final func call<Value>(
    _ input: Input, returning type: Value.Type, function: StaticString = #function,
    fileID: StaticString = #fileID
  ) async throws(Failure) -> Value {
    try await core.call(
      input, caller: function, fileID: fileID, returning: { $0 as? Value }, throwing: Failure.self)
  }
}
