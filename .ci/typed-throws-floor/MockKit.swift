// A stand-in for MockKit, for `.ci/run typed-throws-floor`: the declarations that mocks
// written by `mockkit generate` use, with the generic signatures of Docs/api/MockKit.txt
// and no bodies. The generated mocks are type-checked against it, over the stand-in
// standard library in Swift.swift, for `-target arm64-apple-ios13.0`. Compiled with
// `-parse-stdlib`, for `Builtin.unreachable()` as the bodies.

import Swift

open class MethodSpy<Input: Sendable, Output: Sendable, Failure: Error>: @unchecked Sendable {
  public init(name: String) {}

  public final func call(_ input: Input) throws(Failure) -> Output {
    Builtin.unreachable()
  }

  public final func call(_ input: Input) async throws(Failure) -> Output {
    Builtin.unreachable()
  }

  public final func call() throws(Failure) -> Output where Input == () {
    Builtin.unreachable()
  }

  public final func call() async throws(Failure) -> Output where Input == () {
    Builtin.unreachable()
  }

  public final func call<Value>(_ input: Input, returning type: Value.Type) throws(Failure)
    -> Value
  where Output == (any Sendable)? {
    Builtin.unreachable()
  }

  public final func call<Value>(_ input: Input, returning type: Value.Type) async throws(Failure)
    -> Value
  where Output == (any Sendable)? {
    Builtin.unreachable()
  }

  public final func answers(_ answer: @escaping @Sendable (Input) throws(Failure) -> Output) {}

  public final func answers(
    _ answer: @escaping @Sendable (Input) async throws(Failure) -> Output
  ) {}
}

public final class Spy<Input: Sendable, Output: Sendable>:
  MethodSpy<Input, Output, Never>, @unchecked Sendable
{}

public final class ThrowingSpy<Input: Sendable, Output: Sendable>:
  MethodSpy<Input, Output, any Error>, @unchecked Sendable
{
  public func call<DeclaredError: Error>(_ input: Input, throwing type: DeclaredError.Type)
    throws(DeclaredError) -> Output
  {
    Builtin.unreachable()
  }

  public func call<DeclaredError: Error>(_ input: Input, throwing type: DeclaredError.Type)
    async throws(DeclaredError) -> Output
  {
    Builtin.unreachable()
  }

  public func call<Value, DeclaredError: Error>(
    _ input: Input, returning: Value.Type, throwing: DeclaredError.Type
  ) throws(DeclaredError) -> Value where Output == (any Sendable)? {
    Builtin.unreachable()
  }

  public func call<Value, DeclaredError: Error>(
    _ input: Input, returning: Value.Type, throwing: DeclaredError.Type
  ) async throws(DeclaredError) -> Value where Output == (any Sendable)? {
    Builtin.unreachable()
  }
}

public final class ClosureArgument<Function>: @unchecked Sendable {
  public static func during<Result, Failure: Error>(
    _ closure: Function, parameter: String,
    _ body: (ClosureArgument<Function>) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    Builtin.unreachable()
  }

  public static func during<Result, Failure: Error>(
    _ closure: Function, parameter: String,
    _ body: (ClosureArgument<Function>) async throws(Failure) -> Result
  ) async throws(Failure) -> Result {
    Builtin.unreachable()
  }
}

public struct UncheckedArgument<Value>: @unchecked Sendable {
  public init(_ value: Value) {}
}

public struct ProtocolContract<Subject>: Sendable {
  public struct Requirement<Input: Sendable, Output>: Sendable {
    public init(
      _ name: String, _ call: @escaping @Sendable (Subject, Input) async throws -> Output
    ) {}
  }
}
