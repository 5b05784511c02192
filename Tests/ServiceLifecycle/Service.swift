/// A long-running part of a back end: the parent protocol, declared in a module of its own,
/// that `OrderBackend` inherits.
public protocol Service: Sendable {
  /// Runs until the service is done or fails.
  func run() async throws
}
