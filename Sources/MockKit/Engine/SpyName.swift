#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// How a spy is named in messages: the `name:` it was given, else the mock method that
/// first called it, else its kind and where it was declared (`Spy at Orders.swift:12`).
@usableFromInline
struct SpyName: Sendable {
  /// `Spy` or `ThrowingSpy`.
  let kind: String
  /// The `name:` passed to the spy's initializer.
  @usableFromInline let explicitName: String?
  let site: DeclarationSite
  /// `#function` of the mock method that first called the spy, once one has.
  @usableFromInline var method: StaticString?
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
    if let describe {
      describeArguments = { arguments in
        guard let input = arguments as? Input else { return nil }
        return describe(input)
      }
    } else {
      describeArguments = nil
    }
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

  /// A call with `arguments`, as messages print it: `fetchUser(id: "42")`.
  func render<Input>(_ arguments: Input) -> String {
    CallFormatter.render(
      name: isNamed ? text : nil, arguments: arguments,
      description: describeArguments?(arguments))
  }

  /// Each argument of a call with `arguments`, as a message lists them one by one: the
  /// spy's own text for the only argument, if it has one.
  func values<Input>(of arguments: Input) -> [String] {
    CallFormatter.values(of: arguments, describedBy: describeArguments)
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
  ///
  /// A spy that no mock method calls checks every call, so the short text goes first: a
  /// spy a test declares and calls from a closure is told apart by its function alone.
  @inlinable
  func isMockMethod(_ function: StaticString, in fileID: StaticString) -> Bool {
    !function.hasSameText(as: declaringFunction) && fileID.hasSameText(as: self.fileID)
  }
}

extension StaticString {
  /// Whether the two texts are equal, compared as bytes without making a `String`.
  ///
  /// A spy that no mock method calls (one a test declares and calls from a closure)
  /// compares its caller's texts on every call, so this is `memcmp`, not a loop.
  @inlinable
  func hasSameText(as other: StaticString) -> Bool {
    // `#function` and `#fileID` are always stored as UTF-8; a single-scalar literal is not.
    guard hasPointerRepresentation, other.hasPointerRepresentation else {
      return description == other.description
    }
    return utf8CodeUnitCount == other.utf8CodeUnitCount
      && memcmp(utf8Start, other.utf8Start, utf8CodeUnitCount) == 0
  }
}
