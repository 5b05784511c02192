extension TestContainer {
  /// Every problem ``TestContainer/validate(isolation:)`` found, reported together.
  ///
  /// ```swift
  /// @Test func theAppGraphResolves() throws {
  ///   try appContainer.validate()
  /// }
  /// ```
  public struct ValidationError: Error, Equatable, CustomStringConvertible {
    /// The problems, one per registration that failed to resolve, in registration order.
    ///
    /// ```swift
    /// #expect(error.problems.count == 2)
    /// ```
    public let problems: [ResolutionError]

    /// All the problems, numbered, each with its own explanation.
    ///
    /// ```swift
    /// print(error.description)
    /// ```
    public var description: String {
      let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
      var lines = ["The container has \(count)."]
      for (index, problem) in problems.enumerated() {
        let body = problem.description.split(separator: "\n", omittingEmptySubsequences: false)
        lines.append("  \(index + 1). \(body[0])")
        lines += body.dropFirst().map { "     \($0)" }
      }
      return lines.joined(separator: "\n")
    }
  }
}
