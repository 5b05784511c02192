extension ProtocolContract {
  /// What an example promises its call does: return a value, a value of some shape, or
  /// throw an error.
  ///
  /// Write it with a leading dot, after the example's arguments:
  ///
  /// ```swift
  /// charge.example(
  ///   "refuses a zero amount", with: (0, "EUR"), .throws(PaymentError.invalidAmount(0))),
  /// ```
  ///
  /// ``returns(_:)`` compares with `==`, so it needs an `Equatable` output; for one that
  /// is not, or that holds an identifier or a timestamp no example can know, promise a
  /// shape with ``returns(_:where:)``.
  public struct Outcome<Output>: Sendable {
    /// What the outcome promises, as messages print it: `returns …`, `throws …`.
    let promised: String
    /// Whether what the call did keeps the promise.
    let isKept: @Sendable (Result<Output, any Error>) -> Bool
    /// What a stub made from the example answers: the value or the error promised; `nil`
    /// when the outcome promises only what the value or error is like, so that a stub
    /// needs one given.
    let answer: (@Sendable () -> Result<Output, any Error>?)?

    init(
      promised: String, answer: (@Sendable () -> Result<Output, any Error>?)? = nil,
      isKept: @escaping @Sendable (Result<Output, any Error>) -> Bool
    ) {
      self.promised = promised
      self.answer = answer
      self.isKept = isKept
    }

    /// The call returns `value`, compared with `==`.
    ///
    /// ```swift
    /// load.example("a missing key loads nil", with: (User.self, "nobody"), .returns(nil)),
    /// ```
    ///
    /// - Parameter value: The value every implementation returns.
    /// - Returns: The outcome.
    public static func returns(_ value: Output) -> Outcome where Output: Equatable & Sendable {
      Outcome(
        promised: "returns \(CallFormatter.render(value: value))", answer: { .success(value) }
      ) { result in
        guard case .success(let output) = result else { return false }
        return output == value
      }
    }

    /// Unavailable: a value is compared with `==`, and this output is not `Equatable`.
    ///
    /// ```swift
    /// .returns("a receipt for 42 with an id") { $0.amount == 42 && !$0.id.isEmpty }),
    /// ```
    @available(
      *, unavailable,
      message:
        "returns(_:) compares with ==, and this output is not Equatable; promise its shape with returns(_:where:)"
    )
    public static func returns(_ value: Output) -> Outcome {
      fatalError("unavailable")
    }

    /// The call returns a value that satisfies `predicate`: for outputs that are not
    /// `Equatable`, or that hold identifiers or timestamps.
    ///
    /// ```swift
    /// .returns("a receipt for 42 with an id") { $0.amount == 42 && !$0.id.isEmpty }),
    /// ```
    ///
    /// - Parameters:
    ///   - description: What the value is, as messages print it after "returns": "a
    ///     receipt for 42 with an id".
    ///   - predicate: Whether a returned value is the promised one.
    /// - Returns: The outcome.
    public static func returns(
      _ description: String, where predicate: @escaping @Sendable (Output) -> Bool
    ) -> Outcome {
      Outcome(promised: "returns \(description)") { result in
        guard case .success(let output) = result else { return false }
        return predicate(output)
      }
    }

    /// The call returns, whatever it returns, without throwing: for requirements that
    /// return nothing.
    ///
    /// ```swift
    /// delete.example("deleting a missing key does nothing", with: "nobody", .succeeds),
    /// ```
    public static var succeeds: Outcome {
      // Only a `Void` output has a value a stub can answer with unasked.
      Outcome(
        promised: "returns without throwing",
        answer: { (() as Any as? Output).map { .success($0) } }
      ) { result in
        guard case .success = result else { return false }
        return true
      }
    }

    /// The call throws `error`, compared with `==`.
    ///
    /// ```swift
    /// charge.example(
    ///   "refuses a zero amount", with: (0, "EUR"), .throws(PaymentError.invalidAmount(0))),
    /// ```
    ///
    /// - Parameter error: The error every implementation throws.
    /// - Returns: The outcome.
    public static func `throws`<Failure: Error & Equatable>(_ error: Failure) -> Outcome {
      Outcome(promised: "throws \(describe(error: error))", answer: { .failure(error) }) {
        result in
        guard case .failure(let thrown) = result else { return false }
        return (thrown as? Failure) == error
      }
    }

    /// The call throws an error of type `type`, whatever its value.
    ///
    /// ```swift
    /// loadCount.example(
    ///   "a value of another type does not decode", with: (Int.self, "current-user"),
    ///   .throws(DecodingError.self), setUp: { try $0.save(ada, forKey: "current-user") }),
    /// ```
    ///
    /// - Parameter type: The type of the error every implementation throws.
    /// - Returns: The outcome.
    public static func `throws`<Failure: Error>(_ type: Failure.Type) -> Outcome {
      Outcome(promised: "throws an error of type \(typeName(type))") { result in
        guard case .failure(let thrown) = result else { return false }
        return thrown is Failure
      }
    }

    /// The call throws an error that satisfies `predicate`.
    ///
    /// ```swift
    /// .throws("a declined or invalid-amount PaymentError") { $0 is PaymentError }),
    /// ```
    ///
    /// - Parameters:
    ///   - description: What the error is, as messages print it after "throws": "a
    ///     declined or invalid-amount PaymentError".
    ///   - predicate: Whether a thrown error is the promised one.
    /// - Returns: The outcome.
    public static func `throws`(
      _ description: String, where predicate: @escaping @Sendable (any Error) -> Bool
    ) -> Outcome {
      Outcome(promised: "throws \(description)") { result in
        guard case .failure(let thrown) = result else { return false }
        return predicate(thrown)
      }
    }
  }
}
