// mockkit:mock
/// Records product analytics events.
///
/// ```swift
/// analytics.track(AnalyticsEvent(name: "payment_started", properties: ["order_id": "o-1"]))
/// ```
public protocol AnalyticsTracker: Sendable {
  /// Records `event`.
  func track(_ event: AnalyticsEvent)
}

/// One analytics event: a name and string properties.
public struct AnalyticsEvent: Equatable, Sendable {
  /// The event's name, such as `payment_started`.
  public var name: String
  /// The event's properties.
  public var properties: [String: String]

  /// Creates an event.
  public init(name: String, properties: [String: String] = [:]) {
    self.name = name
    self.properties = properties
  }
}
