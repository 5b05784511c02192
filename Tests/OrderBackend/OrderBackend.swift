import ServiceLifecycle

// mockkit:mock
/// The order back end: a service of its own, which runs other services.
public protocol OrderBackend: Service {
  /// The services it runs.
  var services: [any Service] { get }
  /// Submits an order and returns its confirmation number.
  func submit(orderID: String) async throws -> String
}

/// Starts an order back end and places the first order through it.
public struct BackendLauncher: Sendable {
  let backend: any OrderBackend

  /// A launcher of `backend`.
  public init(backend: any OrderBackend) {
    self.backend = backend
  }

  /// Runs the back end, then submits `orderID`; returns how many services it runs and the
  /// order's confirmation.
  public func launch(placing orderID: String) async throws -> (services: Int, confirmation: String)
  {
    try await backend.run()
    return (backend.services.count, try await backend.submit(orderID: orderID))
  }
}
