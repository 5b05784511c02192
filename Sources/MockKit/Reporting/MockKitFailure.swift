/// A failure MockKit reported, as a value: its message and where it points.
///
/// ``capture(_:)-(()->Void)`` collects the failures raised inside a scope instead of
/// reporting them, for tests of test helpers built on spies, and for checking a failure
/// message word for word:
///
/// ```swift
/// @Test func aChargeFailsTheNoChargeAssertion() async throws {
///   let payments = MockPaymentProcessor()
///   payments.charge.returns(PaymentReceipt(id: "r-1", amount: 42))
///   _ = try await CheckoutService(payments: payments).pay(orderID: "o-1", amount: 42)
///
///   let failures = MockKitFailure.capture {
///     expectNotCalled(payments.charge)
///   }
///
///   #expect(failures.count == 1)
///   #expect(failures.first?.message.hasPrefix("charge(amount:currency:)") == true)
/// }
/// ```
public struct MockKitFailure: Sendable, Equatable, CustomStringConvertible {
  /// The failure message, as the test framework would have shown it.
  ///
  /// ```swift
  /// #expect(failures.first?.message.hasPrefix("charge(amount:currency:)") == true)
  /// ```
  public let message: String

  /// The file the failure points to, as `Module/File.swift`.
  ///
  /// ```swift
  /// #expect(failures.first?.fileID == #fileID)
  /// ```
  public let fileID: String

  /// The full path of the file the failure points to.
  ///
  /// ```swift
  /// #expect(failures.first?.filePath == #filePath)
  /// ```
  public let filePath: String

  /// The line the failure points to: the assertion's line, or the spy's declaration for a
  /// failure of the spy itself, such as an unstubbed call.
  ///
  /// ```swift
  /// #expect(failures.first?.line == assertionLine)
  /// ```
  public let line: Int

  /// The column the failure points to.
  ///
  /// ```swift
  /// #expect(failures.first?.column == 20)  // `    expectNotCalled(`: the call's "("
  /// ```
  public let column: Int

  /// Where the failure would have been reported, for reporting it after all.
  let location: FailureLocation

  init(message: String, at location: FailureLocation) {
    self.message = message
    let sourceLocation = location.sourceLocation
    self.fileID = sourceLocation.fileID
    #if compiler(>=6.3)
      self.filePath = sourceLocation.filePath
    #else
      self.filePath = sourceLocation._filePath
    #endif
    self.line = sourceLocation.line
    self.column = sourceLocation.column
    self.location = location
  }

  /// The location and the message, as a compiler diagnostic reads:
  /// `Module/File.swift:12:5: message`.
  ///
  /// ```swift
  /// print(failures.map(\.description).joined(separator: "\n"))
  /// ```
  public var description: String { "\(fileID):\(line):\(column): \(message)" }

  /// Whether two failures have the same message and point to the same place.
  ///
  /// ```swift
  /// #expect(MockKitFailure.capture { expectNotCalled(payments.charge) } == [])
  /// ```
  ///
  /// - Parameters:
  ///   - lhs: A failure.
  ///   - rhs: Another failure.
  /// - Returns: `true` if the messages, files, lines and columns are equal.
  public static func == (lhs: MockKitFailure, rhs: MockKitFailure) -> Bool {
    (lhs.message, lhs.fileID, lhs.filePath, lhs.line, lhs.column)
      == (rhs.message, rhs.fileID, rhs.filePath, rhs.line, rhs.column)
  }

  /// Runs `body` and returns the MockKit failures raised inside it, which are then not
  /// reported: the test does not fail because of them, and nothing is printed.
  ///
  /// The scope covers the body's task and the child and unstructured tasks it starts, and
  /// spies and stub queues created inside it, from any thread, until `capture`
  /// returns. A failure raised after that is reported as usual. Only MockKit's failures
  /// are captured; a failed `#expect` or `XCTAssertEqual` in the body still fails the
  /// test. If `body` throws, the failures it raised are reported, then the error is
  /// rethrown.
  ///
  /// ```swift
  /// let failures = MockKitFailure.capture {
  ///   expectCalledOnce(payments.charge, with: (42, "EUR"))
  /// }
  /// #expect(failures.count == 1)
  /// ```
  ///
  /// - Parameter body: The code whose failures to capture.
  /// - Returns: The failures, in the order they were raised.
  /// - Throws: What `body` throws.
  public static func capture(_ body: () throws -> Void) rethrows -> [MockKitFailure] {
    let sink = FailureSink()
    do {
      try FailureSink.$current.withValue(sink, operation: body)
    } catch {
      reportAll(sink.close())
      throw error
    }
    return sink.close()
  }

  /// Runs the asynchronous `body` and returns the MockKit failures raised inside it,
  /// which are then not reported.
  ///
  /// The scope covers the body's task and the child and unstructured tasks it starts, and
  /// spies and stub queues created inside it, from any thread, until `capture`
  /// returns. If `body` throws, the failures it raised are reported, then the error is
  /// rethrown.
  ///
  /// ```swift
  /// let failures = await MockKitFailure.capture {
  ///   await users.user.waitForCalls(1, timeout: .milliseconds(10))
  /// }
  /// #expect(failures.count == 1)
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The actor `body` runs on; leave the default.
  ///   - body: The code whose failures to capture.
  /// - Returns: The failures, in the order they were raised.
  /// - Throws: What `body` throws.
  public static func capture(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
  ) async rethrows -> [MockKitFailure] {
    let sink = FailureSink()
    do {
      try await FailureSink.$current.withValue(sink, operation: body)
    } catch {
      reportAll(sink.close())
      throw error
    }
    return sink.close()
  }

  private static func reportAll(_ failures: [MockKitFailure]) {
    for failure in failures { Reporter.report(failure.message, at: failure.location) }
  }
}
