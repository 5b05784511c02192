import Testing

@testable import MockKit

/// A default a mock carries where it declares a spy: calls are answered, not reported;
/// a test's stubs come first; `reset()` restores the declared default.
@Suite struct DeclaredDefaultTests {
  @Test func aSpyDeclaredWithADefaultAnswersWithoutAFailure() {
    let isOnline = Spy<Void, Bool>(returning: true)

    let issues = recordedIssues { #expect(isOnline.call() == true) }

    #expect(issues == [])
    #expect(isOnline.callCount == 1)
  }

  @Test func aTestsStubsAnswerBeforeTheDeclaredDefault() {
    let isOnline = Spy<Void, Bool>(returning: true)
    isOnline.enqueue(false)

    #expect(isOnline.call() == false)
    #expect(isOnline.call() == true)

    isOnline.returns(false)
    #expect(isOnline.call() == false)
  }

  @Test func resetRestoresTheDeclaredDefaultNotTheTestsStub() {
    let isOnline = Spy<Void, Bool>(returning: true)
    isOnline.returns(false)

    isOnline.reset()

    let issues = recordedIssues { #expect(isOnline.call() == true) }
    #expect(issues == [])
  }

  @Test func aThrowingSpyDeclaredWithADefaultAnswersWithoutAFailure() async throws {
    let reserve = ThrowingSpy<(String, Int), Bool>(returning: true)  // in stock
    reserve.when(("book-1", 99)).returns(false)

    var answers: [Bool] = []
    let issues = try await recordedIssues {
      answers.append(try await reserve.call(("book-1", 2)))
      answers.append(try await reserve.call(("book-1", 99)))
    }

    #expect(answers == [true, false])
    #expect(issues == [])
  }

  @Test func anOptionalDefaultOfNilIsADefaultStill() {
    let nickname = Spy<String, String?>(returning: nil)

    let issues = recordedIssues { #expect(nickname.call("u-1") == nil) }

    #expect(issues == [], "a declared nil answers the call; it is not an unstubbed call")
  }

  @Test func aSpyWithoutADefaultStillReportsItsUnstubbedCalls() {
    let isOnline = Spy<Void, Bool>()

    let issues = recordedIssues { _ = isOnline.call() }

    #expect(issues.count == 1)
  }

  // MARK: declareDefault(returning:), for a mock whose spies are declared elsewhere

  @Test func aDefaultDeclaredAfterTheSpyAnswersWithoutAFailure() {
    let isOnline = Spy<Void, Bool>()
    isOnline.declareDefault(returning: true)

    let issues = recordedIssues { #expect(isOnline.call() == true) }

    #expect(issues == [])
  }

  @Test func resetRestoresADefaultDeclaredAfterTheSpy() async throws {
    let reserve = ThrowingSpy<(String, Int), Bool>()
    reserve.declareDefault(returning: true)
    reserve.returns(false)
    #expect(try await reserve.call(("book-1", 2)) == false)

    reserve.reset()

    let answer = try await reserve.call(("book-1", 2))
    #expect(answer == true)
  }

  @Test func aSecondDeclarationReplacesTheFirst() {
    let isOnline = Spy<Void, Bool>(returning: true)
    isOnline.declareDefault(returning: false)
    isOnline.reset()

    #expect(isOnline.call() == false)
  }

  @Test func theContractsLevelChecksATestsDefaultButNotTheOneTheMockDeclares() async {
    let unbacked = Charge(id: "ch-0", amount: 1, currency: "JPY")
    let declared = await recordedIssues {
      await withStrictMocks(.contracts) {
        let provider = MockPaymentProvider()
        provider.charge.declareDefault(returning: unbacked)
        _ = try? await provider.charge(amount: 1, currency: "JPY")
      }
    }
    let stubbed = await recordedIssues {
      await withStrictMocks(.contracts) {
        let provider = MockPaymentProvider()
        provider.charge.returns(unbacked)
        _ = try? await provider.charge(amount: 1, currency: "JPY")
      }
    }

    #expect(declared == [])
    #expect(stubbed.count == 1, "a test's own default that no example backs is reported")
  }
}
