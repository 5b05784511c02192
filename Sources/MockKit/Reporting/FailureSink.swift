/// Where MockKit's failures go inside a ``MockKitFailure/capture(_:)-(()->Void)`` scope.
///
/// `current` is task-local, so it covers the scope's task and the child and unstructured
/// tasks it starts. A spy or queue created inside the scope keeps the sink (in its
/// declaration site), so its failures are captured from any thread while the scope lasts.
/// Once the scope has ended, the sink accepts nothing more and failures are reported as
/// usual: none is lost.
final class FailureSink: Sendable {
  @TaskLocal static var current: FailureSink?

  private struct State {
    var failures: [MockKitFailure] = []
    var isOpen = true
  }

  private let state = LockedState(State())

  /// Keeps `failure`; `false` if the scope has ended and it must be reported instead.
  func collect(_ failure: MockKitFailure) -> Bool {
    state.withLock { state in
      guard state.isOpen else { return false }
      state.failures.append(failure)
      return true
    }
  }

  /// Ends the scope and returns what it collected.
  func close() -> [MockKitFailure] {
    state.withLock { state in
      state.isOpen = false
      return state.failures
    }
  }
}
