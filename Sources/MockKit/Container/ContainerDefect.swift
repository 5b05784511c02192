/// What the container throws where only a defect in MockKit itself could have brought it,
/// instead of crashing the test process: the test fails with a message to report.
struct ContainerDefect: Error, CustomStringConvertible {
  /// The service being resolved.
  let service: String
  /// What went wrong, as a sentence without its full stop.
  let problem: String

  /// `Resolving CheckoutService, <problem>. This is a bug in MockKit: …`.
  var description: String {
    """
    Resolving \(service), \(problem). This is a bug in MockKit: please report it with this \
    message.
    """
  }
}
