extension Spy where Output == (any Sendable)? {
  /// Records a call of a method generic in its return type and returns what the stubs
  /// answer, as a `Value`.
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
  ///   cache.cached.returns(Order(id: "o-1", total: 42))
  ///
  ///   #expect(cache.cached(Order.self, forKey: "last-order") == Order(id: "o-1", total: 42))
  /// }
  /// ```
  ///
  /// A stub answers as for ``call(_:function:)``. An answer of `nil` suits an optional
  /// `Value`. An answer of another type, or `nil` for a non-optional `Value`, is a test
  /// failure; so is an unstubbed call. After the failure the call returns `Value`'s
  /// ``MockDefaultValue`` so the test can go on; a type without one leaves nothing to
  /// return, and the test process stops.
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - type: The type this call returns.
  ///   - function: The mocked method, for failure messages; leave the default.
  /// - Returns: The stubbed output, as a `Value`.
  @inlinable
  public func call<Value>(
    _ input: Input, returning type: Value.Type, function: StaticString = #function
  ) -> Value {
    let recorded = core.record(input, caller: function)
    if let stub = recorded.stub, let output = core.respond(to: input, with: stub) {
      if let value = output as? Value { return value }
      return core.mismatched(output, recorded, returning: Value.self, throwing: Never.self)
    }
    return core.unanswered(recorded, returning: Value.self, throwing: Never.self)
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
  ///   - function: The mocked method, for failure messages; leave the default.
  /// - Returns: The stubbed output, as a `Value` (see ``call(_:returning:function:)``).
  @inlinable
  public func call<Value>(
    _ input: Input, returning type: Value.Type, function: StaticString = #function
  ) async -> Value {
    let recorded = core.record(input, caller: function)
    if let stub = recorded.stub, let output = await core.respond(to: recorded, with: stub) {
      if let value = output as? Value { return value }
      return core.mismatched(output, recorded, returning: Value.self, throwing: Never.self)
    }
    return core.unanswered(recorded, returning: Value.self, throwing: Never.self)
  }
}

extension ThrowingSpy where Output == (any Sendable)? {
  /// Records a call of a throwing method generic in its return type and returns what the
  /// stubs answer, as a `Value`, or throws what they throw.
  ///
  /// A spy's `Output` is fixed when the mock is written, but a generic method returns a
  /// different type at each call site. Its spy returns `(any Sendable)?` and the mock
  /// names the type of the call:
  ///
  /// ```swift
  /// protocol PreferencesStore {
  ///   func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value?
  /// }
  ///
  /// final class MockPreferencesStore: PreferencesStore {
  ///   let load = ThrowingSpy<(Any.Type, String), (any Sendable)?>()
  ///
  ///   func load<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? {
  ///     try load.call((type, key), returning: Value?.self)
  ///   }
  /// }
  ///
  /// @Test func aNewUserHasNoPreferences() throws {
  ///   let store = MockPreferencesStore()
  ///   store.load.returns(nil)
  ///
  ///   #expect(try store.load(UserPreferences.self, forKey: "u-1") == nil)
  /// }
  /// ```
  ///
  /// A stub answers as for ``call(_:function:)``. An answer of `nil` suits an optional
  /// `Value`. An answer of another type, or `nil` for a non-optional `Value`, is a test
  /// failure, and the call throws
  /// ``MockKitError/stubTypeMismatch(spy:stubbed:expected:call:)``; an unstubbed call is
  /// one too, and throws ``MockKitError/unstubbed(spy:call:)``.
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - type: The type this call returns.
  ///   - function: The mocked method, for failure messages; leave the default.
  /// - Returns: The stubbed output, as a `Value`.
  /// - Throws: The stubbed error, or a ``MockKitError`` after reporting a failure.
  @inlinable
  public func call<Value>(
    _ input: Input, returning type: Value.Type, function: StaticString = #function
  ) throws -> Value {
    let recorded = core.record(input, caller: function)
    if let stub = recorded.stub, let output = try core.respond(to: input, with: stub) {
      if let value = output as? Value { return value }
      return try core.mismatched(
        output, recorded, returning: Value.self, throwing: (any Error).self)
    }
    return try core.unanswered(recorded, returning: Value.self, throwing: (any Error).self)
  }

  /// Records a call of an `async` throwing method generic in its return type and returns
  /// what the stubs answer, as a `Value`, or throws what they throw, awaiting an `async`
  /// answer.
  ///
  /// ```swift
  /// // func load<Value: Decodable>(_ type: Value.Type, forKey key: String) async throws -> Value?
  /// func load<Value: Decodable>(_ type: Value.Type, forKey key: String) async throws -> Value? {
  ///   try await load.call((type, key), returning: Value?.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - input: The arguments of the mocked method.
  ///   - type: The type this call returns.
  ///   - function: The mocked method, for failure messages; leave the default.
  /// - Returns: The stubbed output, as a `Value` (see ``call(_:returning:function:)``).
  /// - Throws: The stubbed error, or a ``MockKitError`` after reporting a failure.
  @inlinable
  public func call<Value>(
    _ input: Input, returning type: Value.Type, function: StaticString = #function
  ) async throws -> Value {
    let recorded = core.record(input, caller: function)
    if let stub = recorded.stub, let output = try await core.respond(to: recorded, with: stub) {
      if let value = output as? Value { return value }
      return try core.mismatched(
        output, recorded, returning: Value.self, throwing: (any Error).self)
    }
    return try core.unanswered(recorded, returning: Value.self, throwing: (any Error).self)
  }
}
