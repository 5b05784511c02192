/// A test double that records calls: ``Spy`` and ``ThrowingSpy`` conform.
///
/// The assertions (`XCTAssertCalled`, `expectCalled`, …) and the predicates
/// (`wasCalled(times:)`, …) accept any `CallRecording`, so they read the same for both
/// kinds of spy:
///
/// ```swift
/// let logout = Spy<Void, Void>(name: "logout()")
/// logout.call()
/// #expect(logout.wasCalled(times: 1))
/// ```
public protocol CallRecording<Input>: AnyObject, Sendable {
  /// The type of the arguments of one call.
  ///
  /// ```swift
  /// let charge = ThrowingSpy<(Int, String), String>()
  /// // charge's Input is (Int, String): an unlabeled tuple, which the `with:`
  /// // assertions and `when(_:)` compare element by element.
  /// ```
  associatedtype Input: Sendable

  /// A consistent snapshot of the calls recorded so far and of the name used in messages,
  /// taken at one instant.
  ///
  /// ```swift
  /// let record = repository.fetchUser.callRecord
  /// #expect(record.calls.count == record.calls.map(\.arguments).count)
  /// ```
  var callRecord: CallRecord<Input> { get }
}

/// The calls a spy has recorded and the name it goes by, taken together at one instant.
///
/// ```swift
/// let record = userRepository.fetchUser.callRecord
/// print(record.name)              // "fetchUser(id:)"
/// print(record.calls.map(\.arguments))  // ["1", "2"]
/// ```
public struct CallRecord<Input: Sendable>: Sendable {
  /// The name failure messages use: the `name:` given at initialization, else the
  /// method that first called the spy, else where the spy was declared.
  ///
  /// ```swift
  /// #expect(repository.fetchUser.callRecord.name == "fetchUser(id:)")
  /// ```
  public var name: String {
    explicitName ?? firstCaller.map { "\($0)" } ?? "\(kind) at \(declaredAt)"
  }

  /// Where the spy was declared, as `Module/File.swift:line`.
  ///
  /// ```swift
  /// print(repository.fetchUser.callRecord.declaredAt)  // "AppTests/Mocks.swift:12"
  /// ```
  public var declaredAt: String { site.description }

  /// Every recorded call, in call order.
  ///
  /// ```swift
  /// #expect(repository.fetchUser.callRecord.calls.map(\.arguments) == ["1", "2"])
  /// ```
  public let calls: [SpyCall<Input>]

  // The parts of the name, put together only when a message needs it.
  let explicitName: String?
  let firstCaller: StaticString?
  let kind: String
  let site: DeclarationSite
  /// The spy itself, for waiting on and streaming its calls.
  let source: any CallSource<Input>

  var isNamed: Bool { explicitName != nil || firstCaller != nil }

  var label: SpyLabel {
    SpyLabel(name: name, declaredAt: declaredAt, isNamed: isNamed)
  }

  var rendersWithName: String? { isNamed ? name : nil }

  /// The calls as numbered message lines; `mismatched` marks the rejected ones.
  func lines(marking mismatched: (Int) -> Bool = { _ in false }) -> [CallLine] {
    calls.enumerated().map { index, call in
      CallLine(
        number: index + 1,
        text: CallFormatter.render(name: rendersWithName, arguments: call.arguments),
        isMismatch: mismatched(index)
      )
    }
  }

  /// How `arguments` would read as a call of this spy.
  func render(_ arguments: Input) -> String {
    CallFormatter.render(name: rendersWithName, arguments: arguments)
  }
}
