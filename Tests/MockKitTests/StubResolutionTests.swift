@testable import MockKit
import Dispatch
import Testing

@Suite struct StubResolutionTests {
  @Test func matchedStubsComeBeforeTheQueueAndTheQueueBeforeTheDefault() {
    let price = Spy<String, Int>()
    price.returns(1)
    price.enqueue(10, 20)
    price.when("apple").returns(100)

    #expect(price.call("apple") == 100)  // matched, the queue is untouched
    #expect(price.call("pear") == 10)  // queue, first in
    #expect(price.call("apple") == 100)
    #expect(price.call("pear") == 20)  // queue, next
    #expect(price.call("pear") == 1)  // queue drained: the default
  }

  @Test func theNewestMatchingStubWins() {
    let price = Spy<String, Int>()
    price.when(matching: { $0.hasPrefix("a") }).returns(1)
    price.when("apple").returns(2)
    price.when(matching: { $0.count == 5 }).returns(3)

    #expect(price.call("apple") == 3)
    #expect(price.call("avocado") == 1)
  }

  @Test func aLaterDefaultReplacesAnEarlierOne() {
    let price = Spy<String, Int>()
    price.returns(1)
    price.answers { $0.count }
    #expect(price.call("pear") == 4)
    price.returns(7)
    #expect(price.call("pear") == 7)
  }

  @Test func answersReceiveTheArguments() {
    let greeting = Spy<(String, Int), String>()
    greeting.answers { name, times in String(repeating: name, count: times) }
    #expect(greeting.call(("ab", 3)) == "ababab")
  }

  @Test func tupleArgumentsMatchElementByElement() throws {
    let discount2 = Spy<(String, Int), Int>()
    discount2.when(("SPRING", 2)).returns(10)
    discount2.returns(0)
    #expect(discount2.call(("SPRING", 2)) == 10)
    #expect(discount2.call(("SPRING", 3)) == 0)

    let discount3 = Spy<(String, Int, Bool), Int>()
    discount3.when(("SPRING", 2, true)).returns(10)
    discount3.returns(0)
    #expect(discount3.call(("SPRING", 2, true)) == 10)
    #expect(discount3.call(("SPRING", 2, false)) == 0)

    let discount4 = ThrowingSpy<(String, Int, Bool, Double), Int>()
    discount4.when(("SPRING", 2, true, 0.5)).returns(10)
    discount4.when(("SPRING", 2, true, 0.9)).throws(RepositoryError.offline)
    discount4.returns(0)
    #expect(try discount4.call(("SPRING", 2, true, 0.5)) == 10)
    #expect(throws: RepositoryError.offline) { try discount4.call(("SPRING", 2, true, 0.9)) }
    #expect(try discount4.call(("SPRING", 2, true, 0.1)) == 0)
  }

  @Test func throwingSpiesThrowFromEveryKindOfStub() async throws {
    let repository = MockUserRepository()
    let ada = User(id: "1", name: "Ada")
    repository.fetchUser.throws(RepositoryError.offline)
    repository.fetchUser.when("missing").throws(RepositoryError.notFound)
    repository.fetchUser.when("1").returns(ada)
    repository.fetchUser.enqueue(throwing: RepositoryError.notFound)
    repository.fetchUser.enqueue(ada)

    await #expect(throws: RepositoryError.notFound) {
      try await repository.fetchUser(id: "missing")
    }
    #expect(try await repository.fetchUser(id: "1") == ada)
    await #expect(throws: RepositoryError.notFound) { try await repository.fetchUser(id: "2") }
    #expect(try await repository.fetchUser(id: "2") == ada)
    await #expect(throws: RepositoryError.offline) { try await repository.fetchUser(id: "2") }
    #expect(repository.fetchUser.callCount == 5)
  }

  @Test func throwingAnswersThrowFromTheCall() throws {
    let repository = MockUserRepository()
    repository.userSpy.answers { id in
      guard id == "1" else { throw RepositoryError.notFound }
      return User(id: id, name: "Ada")
    }
    #expect(try repository.user(id: "1").name == "Ada")
    #expect(throws: RepositoryError.notFound) { try repository.user(id: "2") }
    #expect(repository.userSpy.arguments == ["1", "2"])
  }

  @Test func asyncAnswersRunForAsyncCalls() async throws {
    let repository = MockUserRepository()
    repository.fetchUser.answers { id async throws in
      await Task.yield()
      return User(id: id, name: "Async")
    }
    repository.fetchUser.when("x").answers { id async throws in User(id: id, name: "Matched") }

    #expect(try await repository.fetchUser(id: "1").name == "Async")
    #expect(try await repository.fetchUser(id: "x").name == "Matched")

    let total = Spy<[Int], Int>()
    total.answers { values async in values.reduce(0, +) }
    #expect(await total.call([1, 2, 3]) == 6)
  }

  @Test func anAnswerMayCallTheSameSpyWithoutDeadlock() {
    let factorial = Spy<Int, Int>()
    factorial.answers { n in n <= 1 ? 1 : n * factorial.call(n - 1) }
    #expect(factorial.call(5) == 120)
    #expect(factorial.arguments == [5, 4, 3, 2, 1])
  }

  @Test func aMatcherMayReadTheSameSpyWithoutDeadlock() {
    let price = Spy<String, Int>()
    price.when(matching: { _ in price.callCount > 1 }).returns(2)
    price.returns(1)
    #expect(price.call("a") == 1)
    #expect(price.call("a") == 2)
  }

  @Test func anAsyncAnswerInASynchronousCallIsAClearFailure() throws {
    let price = ThrowingSpy<String, Int>(
      name: "price(of:)", fileID: "MockKitTests/Mocks.swift", line: 70)
    price.answers { name async in name.count }

    var thrown: (any Error)?
    let issues = recordedIssues {
      do { _ = try price.call("pear") } catch { thrown = error }
    }

    #expect(
      thrown as? MockKitError
        == .requiresAwait(spy: "price(of:)", call: "price(of: \"pear\")"))
    #expect(
      issues.map(\.message) == [
        """
        price(of:) has an async answer, but was called synchronously.
          Call:
            #1 price(of: "pear")
          Declared at: MockKitTests/Mocks.swift:70
          To fix, call the spy with await from an async method, or give it a synchronous answer.
        """
      ])
    #expect(price.callCount == 1)
  }

  @Test func anAsyncAnswerInASynchronousCallOfANonThrowingSpyReturnsTheDefaultValue() {
    let price = Spy<String, Int>(name: "price(of:)")
    price.answers { name async in name.count }
    var result = -1
    let issues = recordedIssues { result = price.call("pear") }
    #expect(result == 0)
    #expect(issues.count == 1)
  }
}

extension StubResolutionTests {
  @Test func aVoidOutputReturnsWithoutFailure() throws {
    let repository = MockUserRepository()
    let issues = try recordedIssues {
      repository.logout()
      try repository.deleteUser(id: "7")
    }
    #expect(issues.isEmpty)
    #expect(repository.deleteUser.arguments == ["7"])
  }

  @Test func aThrowingSpyReportsAndThrowsUnstubbed() async {
    let fetchUser = ThrowingSpy<String, User>(
      name: "fetchUser(id:)", fileID: "MockKitTests/Mocks.swift", line: 12)
    var thrown: (any Error)?
    let issues = await recordedIssues {
      do { _ = try await fetchUser.call("1") } catch { thrown = error }
    }

    #expect(
      thrown as? MockKitError == .unstubbed(spy: "fetchUser(id:)", call: "fetchUser(id: \"1\")"))
    #expect(
      issues == [
        RecordedIssue(
          message: """
            fetchUser(id:) was called without a stub to answer it, so it threw MockKitError.unstubbed.
              Call:
                #1 fetchUser(id: "1")
              Declared at: MockKitTests/Mocks.swift:12
              To fix, stub it before the call with one of:
                .returns(value) to answer every call
                .enqueue(value, …) to answer the next calls in order
                .when(arguments).returns(value) to answer these arguments only
                .throws(error) to fail every call
            """,
          fileID: "MockKitTests/Mocks.swift",
          line: 12
        )
      ])
  }

  /// A call after the queued responses ran out says so, and how many there were: the test
  /// did stub the calls, one fewer than the code under test makes.
  @Test func aCallAfterTheQueueRanOutSaysSo() async {
    let fetchUser = ThrowingSpy<String, User>(
      name: "fetchUser(id:)", fileID: "MockKitTests/Mocks.swift", line: 12)
    let count = Spy<String, Int>(name: "count(of:)", fileID: "MockKitTests/Mocks.swift", line: 80)
    fetchUser.enqueue(User(id: "1", name: "Ada"))
    count.enqueue(1, 2)

    let issues = await recordedIssues {
      _ = try? await fetchUser.call("1")
      _ = try? await fetchUser.call("2")
      for word in ["a", "b", "c"] { _ = await count.call(word) }
    }

    #expect(
      issues.map(\.message) == [
        """
        fetchUser(id:) was called after the 1 response queued for it was used, so it threw MockKitError.unstubbed.
          Call:
            #2 fetchUser(id: "2")
          Declared at: MockKitTests/Mocks.swift:12
          To fix, enqueue a response for each call the code under test makes, or add .returns(value) to answer the calls after the queue.
        """,
        """
        count(of:) was called after the 2 responses queued for it were used.
          Call:
            #3 count(of: "c")
          Declared at: MockKitTests/Mocks.swift:80
          To fix, enqueue a response for each call the code under test makes, or add .returns(value) to answer the calls after the queue.
        """,
      ])
  }

  /// A reset forgets the responses the queue handed out, with the queue.
  @Test func aResetForgetsTheQueuedResponsesUsed() {
    let count = Spy<String, Int>(name: "count(of:)", fileID: "MockKitTests/Mocks.swift", line: 80)
    count.enqueue(1)
    _ = count.call("a")
    count.reset()

    let issues = recordedIssues { _ = count.call("b") }

    #expect(
      issues.map { $0.message.prefix(while: { $0 != "\n" }) } == [
        "count(of:) was called without a stub to answer it."
      ])
  }

  @Test func aNonThrowingSpyReportsAndReturnsTheDefaultValue() {
    let count = Spy<String, Int>(name: "count(of:)", fileID: "MockKitTests/Mocks.swift", line: 80)
    let names = Spy<Void, [String]>(name: "names()")
    let nickname = Spy<String, String?>(name: "nickname(for:)")
    var results: (Int, [String], String?) = (-1, ["x"], "x")

    let issues = recordedIssues {
      results = (count.call("a"), names.call(), nickname.call("ada"))
    }

    #expect(results.0 == 0)
    #expect(results.1 == [])
    #expect(results.2 == nil)
    #expect(issues.count == 3)
    #expect(
      issues.first?.message == """
        count(of:) was called without a stub to answer it.
          Call:
            #1 count(of: "a")
          Declared at: MockKitTests/Mocks.swift:80
          To fix, stub it before the call with one of:
            .returns(value) to answer every call
            .enqueue(value, …) to answer the next calls in order
            .when(arguments).returns(value) to answer these arguments only
        """)
  }

  @Test func anUnmatchedCallFallsThroughToUnstubbed() {
    let price = Spy<String, Int>(name: "price(of:)")
    price.when("apple").returns(1)
    var result = -1
    let issues = recordedIssues { result = price.call("pear") }
    #expect(result == 0)
    #expect(issues.first?.message.contains("#1 price(of: \"pear\")") == true)
  }

  /// A call no `when` stub matches, with no default: the message names the closest stub and
  /// the arguments that differ, since the test did stub the spy, for other arguments. Of
  /// two stubs that each reject one argument, the newest is the closest.
  @Test func aCallNoStubMatchesNamesTheClosestStub() async {
    let charge = ThrowingSpy<(Int, String), String>(
      name: "charge(amount:currency:)", fileID: "MockKitTests/Mocks.swift", line: 30)
    charge.when(.arguments(.matching { $0 > 100 }, .any)).returns("r-big")
    charge.when((42, "USD")).returns("r-usd")
    charge.when((7, "GBP")).returns("r-gbp")
    var thrown: (any Error)?
    let issues = await recordedIssues {
      do { _ = try await charge.call((42, "EUR")) } catch { thrown = error }
    }

    #expect(
      thrown as? MockKitError
        == .unstubbed(
          spy: "charge(amount:currency:)", call: #"charge(amount: 42, currency: "EUR")"#))
    #expect(
      issues == [
        RecordedIssue(
          message: """
            charge(amount:currency:) was called with arguments no stub matches, so it threw MockKitError.unstubbed.
              Call:
                #1 charge(amount: 42, currency: "EUR")
              Closest stub:
                charge(amount: 42, currency: "USD")
              Differences:
                currency: "EUR" in the call, "USD" in the stub
              Other stubs:
                charge(amount: matching(…), currency: any)
                charge(amount: 7, currency: "GBP")
              Declared at: MockKitTests/Mocks.swift:30
              To fix, stub the arguments the code under test passes, or correct the code under test; .returns(value) answers every call no stub matches.
            """,
          fileID: "MockKitTests/Mocks.swift",
          line: 30
        )
      ])
  }

  /// A stub of a predicate shows no arguments: it is named, and nothing is said to differ.
  @Test func aCallAPredicateStubRejectsNamesThePredicate() {
    let price = Spy<String, Int>(name: "price(of:)", fileID: "MockKitTests/Mocks.swift", line: 40)
    price.when(matching: { $0.hasPrefix("a") }).returns(1)
    let issues = recordedIssues { _ = price.call("pear") }

    #expect(
      issues.map(\.message) == [
        """
        price(of:) was called with arguments no stub matches.
          Call:
            #1 price(of: "pear")
          Closest stub:
            price(of:) with arguments that satisfy the predicate
          Declared at: MockKitTests/Mocks.swift:40
          To fix, stub the arguments the code under test passes, or correct the code under test; .returns(value) answers every call no stub matches.
        """
      ])
  }

  @Test func customTypesCanProvideADefaultValue() {
    struct Basket: MockDefaultValue, Equatable, Sendable {
      var items: [String]
      static var mockDefaultValue: Basket { Basket(items: []) }
    }
    let basket = Spy<String, Basket>()
    var result = Basket(items: ["x"])
    let issues = recordedIssues { result = basket.call("u-1") }
    #expect(result == Basket(items: []))
    #expect(issues.count == 1)
  }
}

extension StubResolutionTests {
  /// A call whose `when` matchers were still running when the spy was reset does not take
  /// a response queued after the reset: it takes the default, and the next call takes
  /// the response (the late call took it, and the next call got the default).
  @Test func aCallRecordedBeforeAResetLeavesTheQueueToTheCallsAfterIt() async {
    let price = Spy<Int, Int>(returning: -1, name: "price(_:)")
    let inMatcher = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    price.when(matching: { _ in
      inMatcher.signal()
      release.wait()
      return false
    }).returns(0)
    let first = Collected<Int>()

    let calling = Task { await onThreads(1) { _ in first.append(price.call(1)) } }
    // Waited for on a thread of its own: a blocked thread of the concurrency pool would
    // hold up the other tests.
    await onThreads(1) { _ in inMatcher.wait() }
    price.reset()
    price.enqueue(42)
    release.signal()
    await calling.value

    #expect(first.all == [-1])
    #expect(await price.call(2) == 42)
  }

  @Test func descriptionsSummarizeTheReportedFailure() {
    #expect(
      MockKitError.unstubbed(spy: "fetchUser(id:)", call: #"fetchUser(id: "1")"#).description
        == #"fetchUser(id:) had no stub to answer this call: fetchUser(id: "1")"#)
    #expect(
      MockKitError.requiresAwait(spy: "price(of:)", call: #"price(of: "pear")"#).description
        == #"price(of:) can only answer a call made with await, but was called synchronously: price(of: "pear")"#
    )
    #expect(MockKitError.queueExhausted(queue: "tokens").description == "tokens is exhausted")
  }
}

/// The one entry the container uses: a spy of a mock registered as unimplemented.
extension StubResolutionTests {
  @Test func aCallNoStubAnswersFailsNamingTheServiceEvenWithAVoidOutput() {
    let track = Spy<String, Void>(name: "track(event:)"); let line = #line
    (track as any SpyControl).makeUnimplemented(service: "AnalyticsTracker")

    let issues = recordedIssues { track.call("checkout_started") }

    #expect(
      issues == [
        RecordedIssue(
          message: """
            AnalyticsTracker is unimplemented in this test, but track(event:) was called.
              Call:
                #1 track(event: "checkout_started")
              Declared at: MockKitTests/StubResolutionTests.swift:\(line)
              To fix, if the test expects this call, stub it on the mock registered as unimplemented, or register AnalyticsTracker with a mock stubbed for it.
            """,
          fileID: "MockKitTests/StubResolutionTests.swift", line: line)
      ])
  }

  @Test func aStubAddedLaterIsHonoured() throws {
    let flush = ThrowingSpy<Void, Int>(name: "flush()")
    (flush as any SpyControl).makeUnimplemented(service: "AnalyticsTracker")
    var thrown: (any Error)?
    let issues = recordedIssues {
      do { _ = try flush.call() } catch { thrown = error }
    }
    #expect(issues.count == 1)
    #expect(
      thrown as? MockKitError
        == .unimplemented(service: "AnalyticsTracker", spy: "flush()", call: "flush()"))

    flush.enqueue(5)
    flush.returns(3)

    #expect(try flush.call() == 5)
    #expect(try flush.call() == 3)
  }
}
