// mockkit:mock
/// Counts visits by visitor: the role a rate limiter's or a metrics store's counter plays.
/// Its `Visitor` type is an associated type, not a primary one.
///
/// ```swift
/// await counter.recordVisit(by: "ada")
/// let visits = await counter.visits(by: "ada")
/// ```
public protocol VisitCounter: Sendable {
  /// Who visits: a user's identifier, an IP address.
  associatedtype Visitor: Hashable & Sendable

  /// Counts one more visit by `visitor`.
  func recordVisit(by visitor: Visitor) async

  /// How many visits `visitor` made; 0 for a visitor never seen.
  func visits(by visitor: Visitor) async -> Int
}

/// A ``VisitCounter`` fake that counts in memory: a working implementation for tests, not
/// a mock.
public actor InMemoryVisitCounter<Visitor: Hashable & Sendable>: VisitCounter {
  private var counts: [Visitor: Int] = [:]

  /// Creates a counter that has seen no visitor.
  public init() {}

  /// Counts one more visit by `visitor`.
  public func recordVisit(by visitor: Visitor) {
    counts[visitor, default: 0] += 1
  }

  /// How many visits `visitor` made; 0 for a visitor never seen.
  public func visits(by visitor: Visitor) -> Int {
    counts[visitor, default: 0]
  }
}
