import ClashingNames
import MockKit
import Testing

/// ClashingNames declares `Spy`, `ThrowingSpy`, `Scope`, `Resolver`, `Register`,
/// `TestContainer` and `UncheckedArgument`. MockKitPlugin generates `MockResolver` and
/// `MockOrderDesk` from its marked protocols at build time; they compile beside MockKit,
/// and so does this file, which imports both modules.
@Suite struct ClashingNamesTests {
  let front = Register(name: "front")
  let agent = ClashingNames.Spy(codeName: "Magpie")

  @Test func theResolverAnswersWithTheModulesTypesAndRecordsTheCalls() async throws {
    let resolver = MockResolver()
    let containerOfOrders = ClashingNames.TestContainer(label: "A-1")
    resolver.resolve.returns(front)
    resolver.detective.returns(agent)
    resolver.container.returns(containerOfOrders)

    let service: any Resolver = resolver
    let register = try service.resolve("front", in: .session)
    let detective = service.detective(watching: register)
    let container = await service.container(labelled: "A-1")

    #expect(register == front)
    #expect(detective == agent)
    #expect(container === containerOfOrders)
    expectCalledOnce(resolver.resolve, with: ("front", Scope.session))
    expectCalledOnce(resolver.detective, with: front)
    expectCallOrder(resolver.resolve, resolver.detective, resolver.container)
  }

  @Test func aStubbedErrorOfTheModulesTypeIsThrownAsThatType() {
    let resolver = MockResolver()
    let desk = MockOrderDesk(scope: .session)
    resolver.resolve.throws(ClashingNames.ThrowingSpy(reason: "closed"))
    desk.file.throws(ClashingNames.ThrowingSpy(reason: "no evidence"))

    #expect(throws: ClashingNames.ThrowingSpy(reason: "closed")) {
      try resolver.resolve("back", in: .app)
    }
    do {
      // `file` throws only `ClashingNames.ThrowingSpy`, so the error needs no cast.
      try desk.file(agent, note: ClashingNames.UncheckedArgument(text: "seen at the till"))
      Issue.record("the stubbed error was not thrown")
    } catch {
      #expect(error.reason == "no evidence")
    }
    expectCalledOnce(
      desk.file, with: (agent, ClashingNames.UncheckedArgument(text: "seen at the till")))
  }

  @Test func aPropertyOfTheModulesTypeIsReadAndSetThroughItsSpies() {
    let desk = MockOrderDesk(scope: .session)
    desk.scopeGetter.returns(.app)

    let scope: Scope = desk.scope
    desk.scope = .session

    #expect(scope == .app)
    #expect(desk.scopeSetter.arguments == [.session])
    // The value set is what the getter answers next, as with a stored property.
    #expect(desk.scope == .session)
  }

  @Test func anEscapingClosureIsKeptInMockKitsUncheckedArgument() {
    let desk = MockOrderDesk(scope: .session)
    let arrivals = MockKit.Spy<ClashingNames.Spy, Void>(name: "arrival")

    desk.onArrival { arrivals.call($0) }
    desk.onArrival.lastArguments?.value(agent)

    expectCalledOnce(arrivals, with: agent)
    expectNotCalled(desk.scopeSetter)
  }
}
