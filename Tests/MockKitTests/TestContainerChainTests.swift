import Testing

@testable import MockKit

private final class Tag: Sendable {
  let value: String
  init(_ value: String) { self.value = value }
}

private struct NeedsTag: Sendable { let tag: Tag }

private struct TagPair: Sendable {
  let shared: NeedsTag
  let own: Tag
}

private final class Coordinator: Sendable {
  let makeDetail: @Sendable () throws -> Detail
  init(makeDetail: @escaping @Sendable () throws -> Detail) { self.makeDetail = makeDetail }
}

private final class Detail: Sendable {
  let inner: Detail?
  init(inner: Detail?) { self.inner = inner }
}

/// A factory went deeper than a cycle allows: the test stops it rather than let the stack
/// overflow.
private struct TooDeep: Error {}

/// Containers in chains (children, overrides of children) and kept resolvers: which
/// registration wins, and cycles through a resolver kept for later.
@Suite struct TestContainerChainTests {
  /// A parent's per-container service built in the child's graph resolves a per-graph key
  /// from the parent's registrations; the child's own registration of that key still gets
  /// the child's instance (it got the parent's, kept in the graph under the same key).
  @Test func aChildsOwnPerGraphRegistrationBeatsItsParentsInOneGraph() throws {
    let parent = TestContainer {
      Provide(Tag.self, scope: .perGraph) { _ in Tag("parent") }
      Provide(NeedsTag.self, scope: .perContainer) { r in NeedsTag(tag: try r.resolve()) }
    }
    let child = parent.child {
      Provide(Tag.self, scope: .perGraph) { _ in Tag("child") }
      Provide(TagPair.self) { r in TagPair(shared: try r.resolve(), own: try r.resolve()) }
    }

    let pair = try child.resolve(TagPair.self)

    #expect(pair.shared.tag.value == "parent")
    #expect(pair.own.value == "child")
  }

  /// An override of a child beats what it overrides in the parent's per-container services
  /// too (they were built from the parent's registrations, with the base's tag).
  @Test func overridingAChildReachesItsParentsPerContainerServices() throws {
    let base = TestContainer {
      Provide(Tag.self) { _ in Tag("base") }
      Provide(NeedsTag.self, scope: .perContainer) { r in NeedsTag(tag: try r.resolve()) }
    }

    let overridden = base.child {}.overriding { Provide(Tag.self) { _ in Tag("override") } }

    #expect(try overridden.resolve(NeedsTag.self).tag.value == "override")
    #expect(try base.resolve(NeedsTag.self).tag.value == "base")
  }

  /// A factory that calls a resolver another factory kept, coming back to its own service,
  /// closes a cycle: reported, whichever service was resolved first (when the coordinator
  /// was, the detail's factory recursed until the stack overflowed).
  @Test func aCycleThroughAKeptResolverIsReportedWhicheverServiceCameFirst() throws {
    let depth = LockedState(0)
    let container = TestContainer {
      Provide(Coordinator.self, scope: .perContainer) { r in
        Coordinator(makeDetail: { try r.resolve(Detail.self) })
      }
      Provide(Detail.self) { r in
        guard depth.withLock({ $0 += 1; return $0 }) <= 20 else { throw TooDeep() }
        let coordinator: Coordinator = try r.resolve()
        return Detail(inner: try coordinator.makeDetail())
      }
    }
    _ = try container.resolve(Coordinator.self)  // as an app does at launch

    let error = try #require(throws: TestContainer.ResolutionError.self) {
      _ = try container.resolve(Detail.self)
    }

    #expect(
      error.description == """
        Dependency cycle: Detail → Detail.
          To fix, break the cycle: one of these factories must not resolve the next service.
        """)
    // Once, or twice when this is the process's first use of a kept resolver: only then do
    // factories start naming themselves to the resolvers they call
    // (`ResolutionFrame.keptResolverUsed`).
    #expect(depth.withLock { $0 } <= 2)
  }
}
