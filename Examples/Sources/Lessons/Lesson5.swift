/// Lesson 5: unsynchronized counters (`callCount += 1`) that lose calls under concurrency.
///
/// A reporter tracks an `order_placed` event for each order, concurrently.
public enum Lesson5 {
  /// Sends analytics events.
  public protocol EventTracking: Sendable {
    func track(_ event: String) async
  }

  /// Tracks one event per placed order.
  public struct OrderEventsReporter: Sendable {
    let tracker: any EventTracking

    public init(tracker: any EventTracking) { self.tracker = tracker }

    public func reportPlaced(orderIDs: [String]) async {
      await withTaskGroup(of: Void.self) { group in
        for id in orderIDs {
          group.addTask { await tracker.track("order_placed:\(id)") }
        }
      }
    }
  }

  /// The bug: the first order is tracked twice.
  public struct FaultyOrderEventsReporter: Sendable {
    let tracker: any EventTracking

    public init(tracker: any EventTracking) { self.tracker = tracker }

    public func reportPlaced(orderIDs: [String]) async {
      await withTaskGroup(of: Void.self) { group in
        for id in orderIDs + orderIDs.prefix(1) {
          group.addTask { await tracker.track("order_placed:\(id)") }
        }
      }
    }
  }
}
