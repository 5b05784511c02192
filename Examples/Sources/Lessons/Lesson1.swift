import Foundation

/// Lesson 1: a mock that does real work (disk, network) instead of returning stubbed data.
///
/// A draft saver writes an order draft to a store and reports whether it was saved.
public enum Lesson1 {
  /// A draft of an order, saved while the user edits it.
  public struct OrderDraft: Codable, Equatable, Sendable {
    public var orderID: String
    public var note: String

    public init(orderID: String, note: String) {
      self.orderID = orderID
      self.note = note
    }
  }

  /// Whether a draft reached the store.
  public enum SaveOutcome: Equatable, Sendable {
    case saved
    case failed
  }

  /// Where drafts are written.
  public protocol DraftStore: Sendable {
    func write(_ data: Data, key: String) throws
  }

  /// Saves drafts and tells the user when saving failed.
  public struct DraftSaver: Sendable {
    let store: any DraftStore

    public init(store: any DraftStore) { self.store = store }

    public func save(_ draft: OrderDraft) -> SaveOutcome {
      do {
        try store.write(JSONEncoder().encode(draft), key: "draft-\(draft.orderID)")
        return .saved
      } catch {
        return .failed
      }
    }
  }

  /// The bug: a failed write is swallowed and reported as saved.
  public struct FaultyDraftSaver: Sendable {
    let store: any DraftStore

    public init(store: any DraftStore) { self.store = store }

    public func save(_ draft: OrderDraft) -> SaveOutcome {
      try? store.write(JSONEncoder().encode(draft), key: "draft-\(draft.orderID)")
      return .saved
    }
  }
}
