import MockKit
import Testing
import XCTest

/// The two assertion surfaces, so one scenario can run through both and prove that they
/// report the same message word for word.
enum Surface: String, Sendable, CaseIterable {
  case xctest
  case swiftTesting

  func called(_ spy: some CallRecording) {
    switch self {
    case .xctest: XCTAssertCalled(spy)
    case .swiftTesting: expectCalled(spy)
    }
  }

  func notCalled(_ spy: some CallRecording) {
    switch self {
    case .xctest: XCTAssertNotCalled(spy)
    case .swiftTesting: expectNotCalled(spy)
    }
  }

  func called(_ spy: some CallRecording, times: Int) {
    switch self {
    case .xctest: XCTAssertCalled(spy, times: times)
    case .swiftTesting: expectCalled(spy, times: times)
    }
  }

  func called(_ spy: some CallRecording, atLeast minimum: Int) {
    switch self {
    case .xctest: XCTAssertCalled(spy, atLeast: minimum)
    case .swiftTesting: expectCalled(spy, atLeast: minimum)
    }
  }

  func called(_ spy: some CallRecording, atMost maximum: Int) {
    switch self {
    case .xctest: XCTAssertCalled(spy, atMost: maximum)
    case .swiftTesting: expectCalled(spy, atMost: maximum)
    }
  }

  func lastCall<S: CallRecording>(_ spy: S, with expected: S.Input) where S.Input: Equatable {
    switch self {
    case .xctest: XCTAssertCalled(spy, with: expected)
    case .swiftTesting: expectCalled(spy, with: expected)
    }
  }

  func lastCall<S: CallRecording, A: Equatable, B: Equatable>(_ spy: S, with expected: (A, B))
  where S.Input == (A, B) {
    switch self {
    case .xctest: XCTAssertCalled(spy, with: expected)
    case .swiftTesting: expectCalled(spy, with: expected)
    }
  }

  func lastCall<S: CallRecording, A: Equatable, B: Equatable, C: Equatable>(
    _ spy: S, with expected: (A, B, C)
  ) where S.Input == (A, B, C) {
    switch self {
    case .xctest: XCTAssertCalled(spy, with: expected)
    case .swiftTesting: expectCalled(spy, with: expected)
    }
  }

  func lastCall<S: CallRecording, A: Equatable, B: Equatable, C: Equatable, D: Equatable>(
    _ spy: S, with expected: (A, B, C, D)
  ) where S.Input == (A, B, C, D) {
    switch self {
    case .xctest: XCTAssertCalled(spy, with: expected)
    case .swiftTesting: expectCalled(spy, with: expected)
    }
  }

  func lastCall<S: CallRecording>(_ spy: S, where predicate: @escaping (S.Input) -> Bool) {
    switch self {
    case .xctest: XCTAssertCalled(spy, where: predicate)
    case .swiftTesting: expectCalled(spy, where: predicate)
    }
  }

  func onlyCall<S: CallRecording>(_ spy: S, with expected: S.Input) where S.Input: Equatable {
    switch self {
    case .xctest: XCTAssertCalledOnce(spy, with: expected)
    case .swiftTesting: expectCalledOnce(spy, with: expected)
    }
  }

  func onlyCall<S: CallRecording, A: Equatable, B: Equatable>(_ spy: S, with expected: (A, B))
  where S.Input == (A, B) {
    switch self {
    case .xctest: XCTAssertCalledOnce(spy, with: expected)
    case .swiftTesting: expectCalledOnce(spy, with: expected)
    }
  }

  func onlyCall<S: CallRecording>(_ spy: S, where predicate: @escaping (S.Input) -> Bool) {
    switch self {
    case .xctest: XCTAssertCalledOnce(spy, where: predicate)
    case .swiftTesting: expectCalledOnce(spy, where: predicate)
    }
  }

  func anyCall<S: CallRecording>(_ spy: S, with expected: S.Input) where S.Input: Equatable {
    switch self {
    case .xctest: XCTAssertAnyCall(spy, with: expected)
    case .swiftTesting: expectAnyCall(spy, with: expected)
    }
  }

  func anyCall<S: CallRecording, A: Equatable, B: Equatable>(_ spy: S, with expected: (A, B))
  where S.Input == (A, B) {
    switch self {
    case .xctest: XCTAssertAnyCall(spy, with: expected)
    case .swiftTesting: expectAnyCall(spy, with: expected)
    }
  }

  func anyCall<S: CallRecording>(_ spy: S, where predicate: @escaping (S.Input) -> Bool) {
    switch self {
    case .xctest: XCTAssertAnyCall(spy, where: predicate)
    case .swiftTesting: expectAnyCall(spy, where: predicate)
    }
  }

  func callOrder(_ spies: any CallRecording...) {
    switch self {
    case .xctest:
      switch spies.count {
      case 2: XCTAssertCallOrder(spies[0], spies[1])
      case 3: XCTAssertCallOrder(spies[0], spies[1], spies[2])
      default: XCTFail("scenario uses \(spies.count) spies; add a case")
      }
    case .swiftTesting:
      switch spies.count {
      case 2: expectCallOrder(spies[0], spies[1])
      case 3: expectCallOrder(spies[0], spies[1], spies[2])
      default: Issue.record("scenario uses \(spies.count) spies; add a case")
      }
    }
  }

  func noOtherCalls(on mock: Any, except spies: [any CallRecording]) {
    switch (self, spies.count) {
    case (.xctest, 0): XCTAssertNoOtherCalls(on: mock)
    case (.xctest, 1): XCTAssertNoOtherCalls(on: mock, except: spies[0])
    case (.swiftTesting, 0): expectNoOtherCalls(on: mock)
    case (.swiftTesting, 1): expectNoOtherCalls(on: mock, except: spies[0])
    default: preconditionFailure("scenario uses \(spies.count) exceptions; add a case")
    }
  }
}
