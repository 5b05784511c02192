import MockKit
import Testing

extension StubResolutionTests {
  @Test func handsOutResponsesFirstInFirstOut() throws {
    let tokens = StubQueue<String>([.success("a"), .failure(RepositoryError.offline)])
    tokens.enqueue("b", "c")
    tokens.enqueue(throwing: RepositoryError.notFound)

    #expect(tokens.remainingCount == 5)
    #expect(try tokens.next() == "a")
    #expect(throws: RepositoryError.offline) { try tokens.next() }
    #expect(try tokens.next() == "b")
    #expect(try tokens.next() == "c")
    #expect(throws: RepositoryError.notFound) { try tokens.next() }
    #expect(tokens.remainingCount == 0)
  }

  @Test func failPolicyReportsAndThrows() {
    let tokens = StubQueue<String>(
      [.success("a"), .success("b")], fileID: "MockKitTests/Fakes.swift", line: 9)
    _ = try? tokens.next()
    _ = try? tokens.next()

    var thrown: (any Error)?
    let issues = recordedIssues {
      do { _ = try tokens.next() } catch { thrown = error }
    }

    #expect(thrown as? MockKitError == .queueExhausted(queue: "StubQueue<String>"))
    #expect(
      issues == [
        RecordedIssue(
          message: """
            StubQueue<String> is exhausted: all 2 responses were used, and another was requested.
              Declared at: MockKitTests/Fakes.swift:9
              To fix, enqueue more responses, or create the queue with whenExhausted: .repeatLast or .fallback(…).
            """,
          fileID: "MockKitTests/Fakes.swift",
          line: 9
        )
      ])
  }

  @Test func failPolicyMessagesCountWhatWasUsed() {
    let empty = StubQueue<Int>(name: "prices", fileID: "MockKitTests/Fakes.swift", line: 20)
    let single = StubQueue<Int>([.success(1)], fileID: "MockKitTests/Fakes.swift", line: 21)
    _ = try? single.next()

    let issues = recordedIssues {
      _ = try? empty.next()
      _ = try? single.next()
    }

    #expect(
      issues.map(\.message) == [
        """
        prices is exhausted: it held no responses, and another was requested.
          Declared at: MockKitTests/Fakes.swift:20
          To fix, enqueue more responses, or create the queue with whenExhausted: .repeatLast or .fallback(…).
        """,
        """
        StubQueue<Int> is exhausted: its only response was used, and another was requested.
          Declared at: MockKitTests/Fakes.swift:21
          To fix, enqueue more responses, or create the queue with whenExhausted: .repeatLast or .fallback(…).
        """,
      ])
  }

  @Test func repeatLastRepeatsTheLastValueOrError() throws {
    let tokens = StubQueue<String>([.success("a"), .success("b")], whenExhausted: .repeatLast)
    #expect(try tokens.next() == "a")
    #expect(try tokens.next() == "b")
    #expect(try tokens.next() == "b")
    #expect(try tokens.next() == "b")

    let failing = StubQueue<String>(
      [.failure(RepositoryError.offline)], whenExhausted: .repeatLast)
    #expect(throws: RepositoryError.offline) { try failing.next() }
    #expect(throws: RepositoryError.offline) { try failing.next() }
  }

  @Test func repeatLastWithNothingHandedOutFails() {
    let tokens = StubQueue<String>(whenExhausted: .repeatLast)
    let issues = recordedIssues {
      #expect(throws: MockKitError.queueExhausted(queue: "StubQueue<String>")) {
        try tokens.next()
      }
    }
    #expect(issues.count == 1)
  }

  @Test func fallbackAnswersOnceTheQueueIsEmpty() throws {
    let prices = StubQueue<Int>([.success(5)], whenExhausted: .fallback(0))
    #expect(try prices.next() == 5)
    #expect(try prices.next() == 0)
    #expect(try prices.next() == 0)

    let tokens = StubQueue<String>(whenExhausted: .fallback(throwing: RepositoryError.offline))
    #expect(throws: RepositoryError.offline) { try tokens.next() }

    prices.enqueue(7)
    #expect(try prices.next() == 7)
  }
}
