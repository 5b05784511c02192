import MockKit
import XCTest

/// The two assertion surfaces, so one scenario can run through both and prove that they
/// report the same message word for word. Every public assertion overload is reachable
/// from here, each with the caller's optional message.
enum Surface: String, Sendable, CaseIterable {
  case xctest
  case swiftTesting

  func called(_ spy: some CallRecording, _ message: String = "") {
    switch self {
    case .xctest: XCTAssertCalled(spy, message)
    case .swiftTesting: expectCalled(spy, message)
    }
  }

  func notCalled(_ spy: some CallRecording, _ message: String = "") {
    switch self {
    case .xctest: XCTAssertNotCalled(spy, message)
    case .swiftTesting: expectNotCalled(spy, message)
    }
  }

  func called(_ spy: some CallRecording, times: Int, _ message: String = "") {
    switch self {
    case .xctest: XCTAssertCalled(spy, times: times, message)
    case .swiftTesting: expectCalled(spy, times: times, message)
    }
  }

  func called(
    _ spy: some CallRecording, times: some RangeExpression<Int> & Sequence<Int> & Sendable,
    _ message: String = ""
  ) {
    switch self {
    case .xctest: XCTAssertCalled(spy, times: times, message)
    case .swiftTesting: expectCalled(spy, times: times, message)
    }
  }

  // A pack-generic wrapper passes `(repeat each expected)`, not `expected`: Swift 6.3
  // crashes on a pack's tuple passed on as it is.
  func called<S: CallRecording, each Element: Equatable & Sendable>(
    _ spy: S, with expected: S.Input, _ message: String = ""
  ) where S.Input == (repeat each Element) {
    switch self {
    case .xctest: XCTAssertCalled(spy, with: (repeat each expected), message)
    case .swiftTesting: expectCalled(spy, with: (repeat each expected), message)
    }
  }

  func called<S: CallRecording>(
    _ spy: S, with match: ArgumentMatch<S.Input>, _ message: String = ""
  ) {
    switch self {
    case .xctest: XCTAssertCalled(spy, with: match, message)
    case .swiftTesting: expectCalled(spy, with: match, message)
    }
  }

  func called<S: CallRecording>(_ spy: S, where predicate: @escaping (S.Input) -> Bool) {
    switch self {
    case .xctest: XCTAssertCalled(spy, where: predicate)
    case .swiftTesting: expectCalled(spy, where: predicate)
    }
  }

  func calledOnce(_ spy: some CallRecording, _ message: String = "") {
    switch self {
    case .xctest: XCTAssertCalledOnce(spy, message)
    case .swiftTesting: expectCalledOnce(spy, message)
    }
  }

  func calledOnce<S: CallRecording, each Element: Equatable & Sendable>(
    _ spy: S, with expected: S.Input, _ message: String = ""
  ) where S.Input == (repeat each Element) {
    switch self {
    case .xctest: XCTAssertCalledOnce(spy, with: (repeat each expected), message)
    case .swiftTesting: expectCalledOnce(spy, with: (repeat each expected), message)
    }
  }

  func calledOnce<S: CallRecording>(
    _ spy: S, with match: ArgumentMatch<S.Input>, _ message: String = ""
  ) {
    switch self {
    case .xctest: XCTAssertCalledOnce(spy, with: match, message)
    case .swiftTesting: expectCalledOnce(spy, with: match, message)
    }
  }

  func calledOnce<S: CallRecording>(_ spy: S, where predicate: @escaping (S.Input) -> Bool) {
    switch self {
    case .xctest: XCTAssertCalledOnce(spy, where: predicate)
    case .swiftTesting: expectCalledOnce(spy, where: predicate)
    }
  }

  func callOrder(_ spies: any CallRecording..., message: String = "") {
    switch (self, spies.count) {
    case (.xctest, 2): XCTAssertCallOrder(spies[0], spies[1], message: message)
    case (.xctest, 3): XCTAssertCallOrder(spies[0], spies[1], spies[2], message: message)
    case (.swiftTesting, 2): expectCallOrder(spies[0], spies[1], message: message)
    case (.swiftTesting, 3): expectCallOrder(spies[0], spies[1], spies[2], message: message)
    default: preconditionFailure("scenario uses \(spies.count) spies; add a case")
    }
  }

  func noOtherCalls(on mock: Any, except spies: [any CallRecording], message: String = "") {
    switch (self, spies.count) {
    case (.xctest, 0): XCTAssertNoOtherCalls(on: mock, message: message)
    case (.xctest, 1): XCTAssertNoOtherCalls(on: mock, except: spies[0], message: message)
    case (.swiftTesting, 0): expectNoOtherCalls(on: mock, message: message)
    case (.swiftTesting, 1): expectNoOtherCalls(on: mock, except: spies[0], message: message)
    default: preconditionFailure("scenario uses \(spies.count) exceptions; add a case")
    }
  }
}
