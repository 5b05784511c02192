// A stand-in for the standard library of Apple platforms, for `.ci/run typed-throws-floor`:
// just the declarations the checked files use, compiled with `-parse-stdlib` for
// `-target arm64-apple-ios13.0`. On that target the compiler refuses a function type that
// throws a typed error wherever it needs the type's runtime metadata, which iOS 18 and
// macOS 15 brought: "runtime support for typed throws function types is only available
// in iOS 18.0.0 or newer".

precedencegroup AssignmentPrecedence {
  assignment: true
  associativity: right
}
precedencegroup FunctionArrowPrecedence {
  associativity: right
  higherThan: AssignmentPrecedence
}
precedencegroup CastingPrecedence {
  higherThan: FunctionArrowPrecedence
}

@_marker public protocol Sendable {}
@_marker public protocol Copyable {}
@_marker public protocol Escapable {}
public typealias AnyObject = Builtin.AnyObject
public typealias Void = ()

public protocol Error: Sendable {}
@frozen public enum Never: Error {}

@frozen public enum Optional<Wrapped> {
  case none
  case some(Wrapped)
}

public protocol ExpressibleByNilLiteral {
  init(nilLiteral: ())
}

extension Optional: ExpressibleByNilLiteral {
  @_transparent public init(nilLiteral: ()) { self = .none }
}

extension Optional: Sendable where Wrapped: Sendable {}

// With Optional's cases, what makes Optional usable in conversions.
@_transparent
public func _diagnoseUnexpectedNilOptional(
  _filenameStart: Builtin.RawPointer, _filenameLength: Builtin.Word,
  _filenameIsASCII: Builtin.Int1, _line: Builtin.Word, _isImplicitUnwrap: Builtin.Int1
) {}

@frozen public struct Int: Sendable {
  @usableFromInline var value: Builtin.Int64
}

@frozen public struct Bool: Sendable {
  @usableFromInline var value: Builtin.Int1
}

@frozen public struct Array<Element> {}

public protocol _ExpressibleByBuiltinStringLiteral {
  init(
    _builtinStringLiteral start: Builtin.RawPointer, utf8CodeUnitCount: Builtin.Word,
    isASCII: Builtin.Int1)
}
public protocol ExpressibleByStringLiteral {
  associatedtype StringLiteralType: _ExpressibleByBuiltinStringLiteral
  init(stringLiteral value: StringLiteralType)
}
public typealias StringLiteralType = String

@frozen
public struct String: Sendable, _ExpressibleByBuiltinStringLiteral,
  ExpressibleByStringLiteral
{
  public init(
    _builtinStringLiteral start: Builtin.RawPointer, utf8CodeUnitCount: Builtin.Word,
    isASCII: Builtin.Int1
  ) {}
  public init(stringLiteral value: String) {}
}

@_transparent
@_semantics("typechecker.withoutActuallyEscaping(_:do:)")
public func withoutActuallyEscaping<ClosureType, ResultType, Failure>(
  _ closure: ClosureType,
  do body: (_ escapingClosure: ClosureType) throws(Failure) -> ResultType
) throws(Failure) -> ResultType {
  Builtin.unreachable()
}
