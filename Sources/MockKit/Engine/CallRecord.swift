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
  /// method that made the spy's first call, else where the spy was declared.
  ///
  /// ```swift
  /// #expect(users.user.callRecord.name == "user(id:)")
  /// ```
  public var name: String { spyName.text }

  /// Where the spy was declared, as `Module/File.swift:line`.
  ///
  /// ```swift
  /// print(users.user.callRecord.declaredAt)  // "AppTests/Mocks.swift:12"
  /// ```
  public var declaredAt: String { spyName.site.description }

  /// Every recorded call, in call order.
  ///
  /// ```swift
  /// #expect(users.user.callRecord.calls.map(\.arguments) == ["1", "2"])
  /// ```
  public let calls: [SpyCall<Input>]

  /// The spy's name, put together as text only when a message needs it.
  let spyName: SpyName

  init(calls: [SpyCall<Input>], name: SpyName) {
    self.calls = calls
    self.spyName = name
  }

  var label: SpyLabel { spyName.label }

  /// The name to print calls with, `nil` when the spy has none of its own: its calls
  /// print as bare arguments.
  var rendersWithName: String? { spyName.isNamed ? spyName.text : nil }

  func lines(marking mismatched: (Int) -> Bool = { _ in false }) -> [CallLine] {
    calls.enumerated().map { index, call in
      CallLine(
        number: index + 1, text: spyName.render(call.arguments), isMismatch: mismatched(index))
    }
  }

  func render(_ arguments: Input) -> String {
    spyName.render(arguments)
  }
}
