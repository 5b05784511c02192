extension CallRecording {
  /// Every recorded call with its arguments and sequence number, in call order.
  ///
  /// ```swift
  /// let first = try #require(repository.fetchUser.calls.first)
  /// #expect(first.arguments == "1")
  /// ```
  public var calls: [SpyCall<Input>] { callRecord.calls }

  /// How many calls were recorded.
  ///
  /// ```swift
  /// #expect(repository.fetchUser.callCount == 2)
  /// ```
  public var callCount: Int { callRecord.calls.count }

  /// Whether at least one call was recorded.
  ///
  /// ```swift
  /// #expect(!payments.charge.wasCalled)
  /// ```
  public var wasCalled: Bool { !callRecord.calls.isEmpty }

  /// The arguments of every recorded call, in call order.
  ///
  /// ```swift
  /// #expect(repository.fetchUser.arguments == ["1", "2"])
  /// ```
  public var arguments: [Input] { callRecord.calls.map(\.arguments) }

  /// The arguments of the most recent call, or `nil` if there was none.
  ///
  /// ```swift
  /// #expect(repository.fetchUser.lastArguments == "2")
  /// ```
  public var lastArguments: Input? { callRecord.calls.last?.arguments }

  /// Forgets every recorded call and keeps the stubs.
  ///
  /// ```swift
  /// store.save.resetCalls()
  /// ```
  public func resetCalls() { callRecord.source.resetCalls() }

  /// Starts the spy over: forgets every recorded call and every stub (matched stubs,
  /// queued responses and the default), finishes every ``callStream``, and ends every
  /// suspended call that was never resumed, reporting each.
  ///
  /// ```swift
  /// store.orderByID.reset()
  /// ```
  public func reset() { callRecord.source.reset() }
}
