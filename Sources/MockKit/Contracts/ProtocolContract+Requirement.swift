extension ProtocolContract {
  /// One requirement of the contract's protocol: its name, and how to call it on any
  /// conformer with an example's arguments.
  ///
  /// A requirement is declared once, in one statement, and makes the examples of that
  /// requirement. Its `Input` is what a spy of it takes: one value, or a tuple for several
  /// arguments; its `Output` is what the requirement returns.
  ///
  /// ```swift
  /// static let charge = PaymentContract.Requirement<(Decimal, String), PaymentReceipt>(
  ///   "charge(amount:currency:)"
  /// ) { processor, arguments in
  ///   try await processor.charge(amount: arguments.0, currency: arguments.1)
  /// }
  /// ```
  ///
  /// Because an example is made by its requirement, arguments or an outcome that do not
  /// fit the requirement do not compile. A mock generated with `mockkit generate
  /// --contracts` holds one per spy, in its `Requirements` enum, so a contract of its
  /// protocol needs no requirement written by hand.
  public struct Requirement<Input: Sendable, Output>: Sendable {
    /// The requirement's name as messages print it, with its argument labels:
    /// `charge(amount:currency:)`.
    ///
    /// ```swift
    /// #expect(Payments.charge.name == "charge(amount:currency:)")
    /// ```
    public let name: String

    let call: @Sendable (Subject, Input) async throws -> Output

    /// Creates a requirement named `name`, which `call` calls on a conformer.
    ///
    /// ```swift
    /// static let charge = PaymentContract.Requirement<(Decimal, String), PaymentReceipt>(
    ///   "charge(amount:currency:)"
    /// ) { processor, arguments in
    ///   try await processor.charge(amount: arguments.0, currency: arguments.1)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: The requirement's name with its argument labels, `charge(amount:currency:)`:
    ///     messages print an example's arguments with these labels.
    ///   - call: Calls the requirement on the conformer it is given, with an example's
    ///     arguments, and returns what it returns.
    public init(
      _ name: String, _ call: @escaping @Sendable (Subject, Input) async throws -> Output
    ) {
      self.name = name
      self.call = call
    }

    /// An example of this requirement: the outcome its implementations promise for
    /// `arguments`.
    ///
    /// ```swift
    /// charge.example(
    ///   "refuses a zero amount", with: (0, "EUR"), .throws(PaymentError.invalidAmount(0))),
    /// ```
    ///
    /// A `setUp` puts the implementation in the state the example needs before the call,
    /// as Pact's provider states do; each replay has an implementation of its own, made
    /// for it:
    ///
    /// ```swift
    /// load.example(
    ///   "a saved value loads back", with: (User.self, "current-user"), .returns(ada),
    ///   setUp: { try $0.save(ada, forKey: "current-user") }),
    /// ```
    ///
    /// - Parameters:
    ///   - name: What the example shows, as messages and a parameterized test's cases
    ///     name it: "refuses a zero amount".
    ///   - arguments: The arguments of the call, as the requirement's `Input`.
    ///   - outcome: What every implementation promises for these arguments.
    ///   - setUp: Runs on the implementation before the call, to put it in the state the
    ///     example needs; `nil` for none.
    ///   - fileID: Where the example's failures point; leave the default.
    ///   - filePath: Where the example's failures point; leave the default.
    ///   - line: Where the example's failures point; leave the default.
    ///   - column: Where the example's failures point; leave the default.
    /// - Returns: The example, for a contract's `examples:`.
    // Disfavored, so that arguments that are `Equatable` take the overloads below, which
    // let a spy be stubbed from the example.
    @_disfavoredOverload
    public func example(
      _ name: String,
      with arguments: Input,
      _ outcome: Outcome<Output>,
      setUp: (@Sendable (Subject) async throws -> Void)? = nil,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Example {
      Example(
        name: name, requirement: self, arguments: arguments, matcher: nil, outcome: outcome,
        setUp: setUp,
        site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// An example of this requirement whose arguments are `Equatable`: the outcome its
    /// implementations promise for `arguments`, and what a spy stubbed from the example
    /// answers the calls made with them.
    ///
    /// ```swift
    /// charge.example(
    ///   "refuses a zero amount", with: (0, "EUR"), .throws(PaymentError.invalidAmount(0))),
    /// ```
    ///
    /// - Parameters:
    ///   - name: What the example shows, as messages and a parameterized test's cases
    ///     name it: "refuses a zero amount".
    ///   - arguments: The arguments of the call, as the requirement's `Input`.
    ///   - outcome: What every implementation promises for these arguments.
    ///   - setUp: Runs on the implementation before the call, to put it in the state the
    ///     example needs; `nil` for none.
    ///   - fileID: Where the example's failures point; leave the default.
    ///   - filePath: Where the example's failures point; leave the default.
    ///   - line: Where the example's failures point; leave the default.
    ///   - column: Where the example's failures point; leave the default.
    /// - Returns: The example, for a contract's `examples:`.
    public func example(
      _ name: String,
      with arguments: Input,
      _ outcome: Outcome<Output>,
      setUp: (@Sendable (Subject) async throws -> Void)? = nil,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Example where Input: Equatable {
      Example(
        name: name, requirement: self, arguments: arguments,
        matcher: ElementwiseMatch(equalTo: arguments), outcome: outcome,
        setUp: setUp,
        site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// An example of this requirement whose arguments are a tuple of `Equatable` values: the outcome its
    /// implementations promise for `arguments`, and what a spy stubbed from the example
    /// answers the calls made with them.
    ///
    /// ```swift
    /// charge.example(
    ///   "refuses a zero amount", with: (0, "EUR"), .throws(PaymentError.invalidAmount(0))),
    /// ```
    ///
    /// - Parameters:
    ///   - name: What the example shows, as messages and a parameterized test's cases
    ///     name it: "refuses a zero amount".
    ///   - arguments: The arguments of the call, as the requirement's `Input`.
    ///   - outcome: What every implementation promises for these arguments.
    ///   - setUp: Runs on the implementation before the call, to put it in the state the
    ///     example needs; `nil` for none.
    ///   - fileID: Where the example's failures point; leave the default.
    ///   - filePath: Where the example's failures point; leave the default.
    ///   - line: Where the example's failures point; leave the default.
    ///   - column: Where the example's failures point; leave the default.
    /// - Returns: The example, for a contract's `examples:`.
    public func example<each Element: Equatable & Sendable>(
      _ name: String,
      with arguments: Input,
      _ outcome: Outcome<Output>,
      setUp: (@Sendable (Subject) async throws -> Void)? = nil,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Example where Input == (repeat each Element) {
      Example(
        name: name, requirement: self, arguments: arguments,
        matcher: ElementwiseMatch(equalTo: arguments, .elementwise()), outcome: outcome,
        setUp: setUp,
        site: DeclarationSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }
}
