/// How a spy is named in messages: the `name:` it was given, else the mock method that
/// made its first call, else its kind and where it was declared (`Spy at Orders.swift:12`).
///
/// The first call decides: a spy whose first call comes from elsewhere (a test, a helper)
/// keeps the name of where it was declared, and later calls do not look at their caller.
@usableFromInline
struct SpyName: Sendable {
  /// `Spy` or `ThrowingSpy`.
  let kind: String
  /// The `name:` passed to the spy's initializer.
  @usableFromInline private(set) var explicitName: String?
  let site: DeclarationSite
  /// `#function` of the mock method that made the spy's first call, if one did.
  @usableFromInline var method: StaticString?
  /// Whether the name is final: given at creation, or decided by the first call.
  @usableFromInline var isDecided: Bool
  /// The spy's own text for a call's arguments, from the closure it was declared with,
  /// taking them as `Any`; `nil` when it was declared without one. Runs only where a
  /// message is put together, never under the spy's lock.
  let describeArguments: (@Sendable (Any) -> String?)?

  init<Input>(
    kind: String, explicitName: String?, site: DeclarationSite,
    describingArguments describe: (@Sendable (Input) -> String)? = nil
  ) {
    self.kind = kind
    self.explicitName = explicitName
    self.site = site
    isDecided = explicitName != nil
    if let describe {
      describeArguments = { arguments in
        guard let input = arguments as? Input else { return nil }
        return describe(input)
      }
    } else {
      describeArguments = nil
    }
  }

  /// Decides the name at the spy's first call, made from `function` in `fileID`: the
  /// function's, if it is a mock's method.
  @usableFromInline
  mutating func decide(
    firstCallFrom function: StaticString, in fileID: StaticString, _ detector: MockMethodDetector
  ) {
    if detector.isMockMethod(function, in: fileID) { method = function }
    isDecided = true
  }

  /// The name, as messages print it.
  var text: String {
    explicitName ?? method.map { "\($0)" } ?? "\(kind) at \(site.description)"
  }

  /// Whether the name is the spy's own, rather than where it was declared.
  @usableFromInline var isNamed: Bool { explicitName != nil || method != nil }

  var label: SpyLabel {
    SpyLabel(name: text, declaredAt: site.description, isNamed: isNamed)
  }

  /// The name, or `fallback` when the spy has no name of its own: what a message about the
  /// requirement the spy stands for calls a spy that no mock method has called yet.
  func named(orElse fallback: String) -> SpyName {
    guard !isNamed else { return self }
    var named = self
    named.explicitName = fallback
    return named
  }

  /// A call with `arguments`, as messages print it: `fetchUser(id: "42")`.
  func render<Input>(_ arguments: Input) -> String {
    CallFormatter.render(
      name: isNamed ? text : nil, arguments: arguments,
      description: describeArguments?(arguments))
  }

  /// The call a matcher expects, as messages print it: the expected arguments as a call
  /// with them prints, else each argument's expectation, `any` and `matching(…)` among
  /// them: `charge(amount: any, currency: "EUR")`.
  func render<Input>(expected match: ElementwiseMatch<Input>) -> String {
    if let input = match.expectedInput { return render(input) }
    let only = match.expected.count == 1
    let texts = match.expected.map { expected in
      switch expected {
      case .any: "any"
      case .value(let value): render(argument: value, only: only)
      case .predicate: "matching(…)"
      }
    }
    return CallFormatter.render(name: isNamed ? text : nil, renderedArguments: texts)
  }

  /// A `when` stub as messages print it: what it expects of each argument, or that a
  /// predicate decides when it has none (`elements` is `nil`).
  func render<Input>(stubOf elements: ElementwiseMatch<Input>?) -> String {
    guard let elements else { return "\(text) with arguments that satisfy the predicate" }
    return render(expected: elements)
  }

  /// One argument of a call, as a message shows it beside the expected one: the spy's own
  /// text when it is the `only` argument and the spy has one.
  func render(argument: Any, only: Bool) -> String {
    if only, let text = describeArguments?(argument) { return text }
    return CallFormatter.render(value: argument)
  }

  /// The line for call number `number`, made with `arguments`.
  func line<Input>(_ number: Int, _ arguments: Input) -> CallLine {
    CallLine(number: number, text: render(arguments))
  }
}

/// Decides whether a call comes from a mock's method, so that the spy can be named after
/// that method.
///
/// A mock declares its spies and forwards its methods to them in one file. A spy called
/// from another file (a closure in a test, a helper) is not called from its mock's
/// method; nor is one called from the very function that declares it, or from a closure
/// inside that function: a completion-handler spy that a test declares and calls is named
/// after neither the test nor the closure's enclosing function.
@usableFromInline
struct MockMethodDetector: Sendable {
  /// `#fileID` where the spy was declared.
  @usableFromInline let fileID: StaticString
  /// `#function` where the spy was declared: a function's name for a spy declared in a
  /// test, the enclosing type's name for a spy declared as a stored property.
  @usableFromInline let declaringFunction: StaticString

  /// Whether a call made from `function` in `fileID` comes from a mock's method.
  @usableFromInline
  func isMockMethod(_ function: StaticString, in fileID: StaticString) -> Bool {
    // Compared as text: two equal literals need not share their storage.
    "\(function)" != "\(declaringFunction)" && "\(fileID)" == "\(self.fileID)"
  }
}
