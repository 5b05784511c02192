extension TestContainer {
  /// Why a ``TestContainer`` could not resolve a type; its `description` says what happened,
  /// along which path, and how to fix it.
  ///
  /// ```swift
  /// do {
  ///   _ = try container.resolve(CheckoutService.self)
  /// } catch let error as TestContainer.ResolutionError {
  ///   print(error)
  ///   // No registration for PaymentProcessor.
  ///   //   Resolving: CheckoutService → PaymentProcessor
  ///   //   Registered:
  ///   //     CheckoutService
  ///   //   To fix, register it:
  ///   //     Provide(PaymentProcessor.self) { _ in … }
  /// }
  /// ```
  public struct ResolutionError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, as data.
    ///
    /// ```swift
    /// if case .cycle(let services) = error.kind { print(services.joined(separator: " → ")) }
    /// ```
    public enum Kind: Equatable, Sendable {
      /// Nothing is registered for `service`; `path` is what needed it, `registered` what is
      /// registered.
      ///
      /// ```swift
      /// if case .missing(let service, _, let path, _) = error.kind { print(service, path) }
      /// ```
      case missing(service: String, name: String?, path: [String], registered: [String])
      /// The services depend on each other in a circle; the first and last are the same.
      ///
      /// ```swift
      /// #expect(error.kind == .cycle(["OrderService", "PaymentProcessor", "OrderService"]))
      /// ```
      case cycle([String])
      /// The registration for `service` produced a `produced`, which is not an `expected`.
      ///
      /// ```swift
      /// if case .typeMismatch(_, let expected, let produced, _, _) = error.kind {
      ///   print(expected, produced)
      /// }
      /// ```
      case typeMismatch(
        service: String, expected: String, produced: String, path: [String], registeredAt: String)
      /// The registration for `service` runs on the main actor and was resolved elsewhere.
      ///
      /// ```swift
      /// let model = try await container.resolve(UserProfileViewModel.self)  // avoids it
      /// ```
      case requiresMainActor(service: String, path: [String])
    }

    /// What went wrong.
    ///
    /// ```swift
    /// #expect(error.kind == .cycle(["OrderService", "PaymentProcessor", "OrderService"]))
    /// ```
    public let kind: Kind

    /// Whether `validate()` met the problem, rather than a resolve: the fix of a `@MainActor`
    /// registration met off the main actor is not the same for both.
    private var metByValidate = false

    init(_ kind: Kind) {
      self.kind = kind
    }

    /// The problem as `validate(isolation:)` reports it: a `@MainActor` registration met off
    /// the main actor, fixed by validating with `await`; any other problem, as it is.
    func asMetByValidate() -> ResolutionError {
      guard case .requiresMainActor = kind else { return self }
      var problem = self
      problem.metByValidate = true
      return problem
    }

    /// Whether `other` reports the same problem: equal, or the same cycle entered from
    /// another of its services.
    func isSameProblem(as other: ResolutionError) -> Bool {
      if self == other { return true }
      guard case .cycle(let mine) = kind, case .cycle(let theirs) = other.kind else { return false }
      return Set(mine) == Set(theirs) && mine.count == theirs.count
    }

    /// The message: what happened, the resolution path, and how to fix it.
    ///
    /// ```swift
    /// print(error.description)
    /// ```
    public var description: String {
      var lines: [String]
      switch kind {
      case let .missing(service, name, path, registered):
        let subject = name.map { "\(service) (named \"\($0)\")" } ?? service
        lines = ["No registration for \(subject)."]
        lines.append("  Resolving: \(path.joined(separator: " → "))")
        if registered.isEmpty {
          lines.append("  Registered: nothing")
        } else {
          lines.append("  Registered:")
          lines += registered.map { "    \($0)" }
        }
        let nameArgument = name.map { ", name: \"\($0)\"" } ?? ""
        lines += [
          "  To fix, register it:", "    Provide(\(service).self\(nameArgument)) { _ in … }",
        ]
      case let .cycle(services):
        lines = [
          "Dependency cycle: \(services.joined(separator: " → ")).",
          "  To fix, break the cycle: one of these factories must not resolve the next service.",
        ]
      case let .typeMismatch(service, expected, produced, path, registeredAt):
        lines = [
          "The registration for \(service) produced a \(produced), which is not a \(expected).",
          "  Resolving: \(path.joined(separator: " → "))",
          "  Registered at: \(registeredAt)",
        ]
      case let .requiresMainActor(service, path):
        lines = [
          "\(service) is registered with a @MainActor factory, but was resolved off the main actor.",
          "  Resolving: \(path.joined(separator: " → "))",
          metByValidate
            ? "  To fix, validate with await container.validate(), or from the main actor."
            : "  To fix, resolve it with await container.resolve(…), or from the main actor.",
        ]
      }
      return lines.joined(separator: "\n")
    }
  }
}
