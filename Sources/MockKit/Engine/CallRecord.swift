/// The calls a spy has recorded and the name it goes by, taken together at one instant.
///
/// A plain value: it holds no reference to the spy, so keeping one keeps nothing alive.
///
/// ```swift
/// let record = users.user.callRecord
/// print(record.name)  // "user(id:)"
/// print(record.calls.map(\.arguments))  // ["1", "2"]
/// ```
public struct CallRecord<Input: Sendable>: Sendable {
  /// The name failure messages use: the `name:` given at initialization, else the mock
  /// method that first called the spy, else where the spy was declared.
  ///
  /// ```swift
  /// #expect(users.user.callRecord.name == "user(id:)")
  /// ```
  public var name: String {
    identity.explicitName ?? firstCaller.map { "\($0)" }
      ?? "\(identity.kind) at \(declaredAt)"
  }

  /// Where the spy was declared, as `Module/File.swift:line`.
  ///
  /// ```swift
  /// print(users.user.callRecord.declaredAt)  // "AppTests/Mocks.swift:12"
  /// ```
  public var declaredAt: String { site.description }

  /// Every recorded call, in call order.
  ///
  /// ```swift
  /// #expect(users.user.callRecord.calls.map(\.arguments) == ["1", "2"])
  /// ```
  public let calls: [SpyCall<Input>]

  // The parts of the name, put together only when a message needs it.
  let identity: SpyIdentity
  let firstCaller: StaticString?

  init(calls: [SpyCall<Input>], identity: SpyIdentity, firstCaller: StaticString?) {
    self.calls = calls
    self.identity = identity
    self.firstCaller = firstCaller
  }

  var site: DeclarationSite { identity.site }

  var isNamed: Bool { identity.explicitName != nil || firstCaller != nil }

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
