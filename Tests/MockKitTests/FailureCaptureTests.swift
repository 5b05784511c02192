import Dispatch
import Foundation
import MockKit
import Testing

/// `MockKitFailure.capture` collects MockKit's failures instead of reporting them: from
/// the body, its child and unstructured tasks, and any thread that calls a spy or queue
/// created inside it. Each test here would fail if a captured failure were reported.
extension ReportingSwiftTestingTests {
  private var fileID: String { "MockKitTests/FailureCaptureTests.swift" }

  @Test func bothFamiliesPointAtTheCallersFileAndLine() {
    let spy = Spy<String, Void>(name: "track(_:)")
    spy.call("opened")
    let other = Spy<String, Void>(name: "log(_:)")
    var lines: [Int] = []

    let failures = MockKitFailure.capture {
      expectCalled(spy, times: 2); lines.append(#line)
      XCTAssertCalled(spy, times: 2); lines.append(#line)
      expectCalled(spy, times: 2...); lines.append(#line)
      XCTAssertCalled(spy, times: 2...); lines.append(#line)
      expectNotCalled(spy); lines.append(#line)
      XCTAssertNotCalled(spy); lines.append(#line)
      expectCalled(spy, with: "closed"); lines.append(#line)
      XCTAssertCalled(spy, with: "closed"); lines.append(#line)
      expectCalled(spy, where: \.isEmpty); lines.append(#line)
      XCTAssertCalled(spy, where: \.isEmpty); lines.append(#line)
      expectCalledOnce(spy, with: "closed"); lines.append(#line)
      XCTAssertCalledOnce(spy, with: "closed"); lines.append(#line)
      expectCalledOnce(spy, where: \.isEmpty); lines.append(#line)
      XCTAssertCalledOnce(spy, where: \.isEmpty); lines.append(#line)
      expectCalledOnce(other); lines.append(#line)
      XCTAssertCalledOnce(other); lines.append(#line)
      expectCallOrder(other, spy); lines.append(#line)
      XCTAssertCallOrder(other, spy); lines.append(#line)
      expectNoOtherCalls(on: spy); lines.append(#line)
      XCTAssertNoOtherCalls(on: spy); lines.append(#line)
    }

    #expect(failures.map(\.line) == lines)
    #expect(failures.allSatisfy { $0.fileID == fileID && $0.filePath == #filePath })
  }

  /// The column is that of the call's argument list, where `#column` expands.
  @Test func aFailureReadsAsADiagnostic() {
    let spy = Spy<String, Void>(name: "track(_:)", fileID: "MockKitTests/Mocks.swift", line: 90)
    var line = 0

    let failures = MockKitFailure.capture {
      (_, line) = (expectCalled(spy), #line)
    }

    #expect(
      failures.map(\.description) == [
        """
        \(fileID):\(line):32: track(_:) was never called, but expected to be called.
          Declared at: MockKitTests/Mocks.swift:90
        """
      ])
  }

  @Test func aFailureOfTheSpyItselfPointsAtItsDeclaration() {
    let (spy, declaredAt) = (ThrowingSpy<String, Int>(name: "fetchScore(id:)"), #line)

    let failures = MockKitFailure.capture { _ = try? spy.call("42") }

    let expected = unstubbedFetchScore(declaredIn: fileID, at: declaredAt)
    #expect(failures.map(\.message) == [expected])
    #expect(failures.map(\.line) == [declaredAt])
  }

  @Test func capturesFromChildAndUnstructuredTasks() async {
    let spy = Spy<String, Void>(name: "track(_:)")

    let failures = await MockKitFailure.capture {
      async let child: Bool = expectCalled(spy, with: "child")
      _ = await child
      await withTaskGroup(of: Void.self) { group in
        group.addTask { _ = expectCalled(spy, with: "group") }
      }
      _ = await Task { expectCalled(spy, with: "unstructured") }.value
    }

    #expect(failures.count == 3)
    #expect(failures.allSatisfy { $0.message.hasPrefix("track(_:) was never called") })
  }

  @Test func capturesFromAThreadAndADispatchQueueForWhatWasCreatedInside() async {
    let failures = await MockKitFailure.capture {
      let spy = ThrowingSpy<String, Int>(name: "fetchScore(id:)")
      let scores = StubQueue<Int>(name: "scores")
      await withCheckedContinuation { finished in
        Thread {
          _ = try? spy.call("42")
          finished.resume()
        }.start()
      }
      await withCheckedContinuation { finished in
        DispatchQueue.global().async {
          _ = try? scores.next()
          finished.resume()
        }
      }
    }

    #expect(
      failures.map(\.headline) == [
        "fetchScore(id:) was called without a stub to answer it, so it threw MockKitError.unstubbed.",
        "scores is exhausted: it held no responses, and another was requested.",
      ])
  }

  @Test func aSpyOutlivingItsScopeReportsAsUsual() {
    var spy: Spy<String, Int>?
    let outer = MockKitFailure.capture {
      let inner = MockKitFailure.capture { spy = Spy<String, Int>(name: "score(id:)") }
      #expect(inner.isEmpty)
      _ = spy?.call("1")
    }
    #expect(
      outer.map(\.headline) == [
        "score(id:) was called without a stub to answer it."
      ])
  }

  @Test func nestedScopesKeepTheirOwnFailures() {
    let spy = Spy<String, Void>(name: "track(_:)")
    var inner: [MockKitFailure] = []

    let outer = MockKitFailure.capture {
      inner = MockKitFailure.capture { expectCalled(spy) }
      expectCalled(spy, times: 2)
    }

    #expect(inner.map(\.headline) == ["track(_:) was never called, but expected to be called."])
    #expect(
      outer.map(\.headline) == ["track(_:) was never called, but expected to be called 2 times."])
  }

  @Test func aThrowingBodyReportsWhatItCapturedThenRethrows() {
    struct Stop: Error {}
    let spy = Spy<String, Void>(name: "track(_:)")

    let outer = MockKitFailure.capture {
      #expect(throws: Stop.self) {
        _ = try MockKitFailure.capture {
          expectCalled(spy)
          throw Stop()
        }
      }
    }

    #expect(outer.map(\.headline) == ["track(_:) was never called, but expected to be called."])
  }

  @Test func passingAssertionsCaptureNothing() {
    let spy = Spy<String, Void>(name: "track(_:)")
    spy.call("opened")
    let failures = MockKitFailure.capture {
      expectCalledOnce(spy, with: "opened", "never evaluated: \(Issue.record("evaluated"))")
    }
    #expect(failures.isEmpty)
  }
}

extension MockKitFailure {
  /// The first line of the message.
  fileprivate var headline: Substring { message.prefix(while: { $0 != "\n" }) }
}
