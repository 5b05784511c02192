extension CallRecording {
  /// Every recorded call with its arguments and sequence number, in call order.
  ///
  /// ```swift
  /// let first = try #require(users.user.calls.first)
  /// #expect(first.arguments == "1")
  /// ```
  public var calls: [SpyCall<Input>] { callRecord.calls }

  /// How many calls were recorded.
  ///
  /// ```swift
  /// #expect(users.user.callCount == 2)
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
  /// #expect(users.user.arguments == ["1", "2"])
  /// ```
  public var arguments: [Input] { callRecord.calls.map(\.arguments) }

  /// The arguments of the most recent call, or `nil` if there was none.
  ///
  /// ```swift
  /// #expect(users.user.lastArguments == "2")
  /// ```
  public var lastArguments: Input? { callRecord.calls.last?.arguments }
}
