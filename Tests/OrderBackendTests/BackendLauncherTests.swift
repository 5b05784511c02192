import MockKit
import OrderBackend
import Testing

/// `BackendLauncher` with `MockOrderBackend`, which MockKitPlugin generates at build time
/// from the marked `OrderBackend`, whose parent `Service` is declared in ServiceLifecycle:
/// a module this target depends on only through OrderBackend. The mock implements
/// `run()` from that parent and writes its names with their module.
@Suite struct BackendLauncherTests {
  @Test func runsTheBackendBeforeSubmittingTheOrder() async throws {
    let backend = MockOrderBackend()
    backend.servicesGetter.returns([backend])
    backend.submit.returns("c-1")

    let launched = try await BackendLauncher(backend: backend).launch(placing: "o-1")

    #expect(launched.services == 1)
    #expect(launched.confirmation == "c-1")
    expectCalledOnce(backend.runSpy)
    expectCalledOnce(backend.submit, with: "o-1")
    expectCallOrder(backend.runSpy, backend.submit)
  }

  @Test func aServiceThatFailsToRunStopsTheLaunch() async {
    let backend = MockOrderBackend()
    backend.runSpy.throws(BackendFailure.portInUse)

    await #expect(throws: BackendFailure.portInUse) {
      try await BackendLauncher(backend: backend).launch(placing: "o-1")
    }
    expectNotCalled(backend.submit)
  }
}

enum BackendFailure: Error {
  case portInUse
}
