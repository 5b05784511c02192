import Foundation

/// A request the client sends: a method name, with an id its reply repeats.
public struct Request: Codable, Sendable, Equatable {
  public let id: Int
  public let method: String

  public init(id: Int, method: String) {
    self.id = id
    self.method = method
  }
}

/// The server's answer to the request with the same id.
public struct Reply: Codable, Sendable, Equatable {
  public let id: Int
  public let result: String

  public init(id: Int, result: String) {
    self.id = id
    self.result = result
  }
}

/// Why a request got no reply.
public enum MessageClientError: Error, Equatable {
  /// The connection closed before the reply came.
  case connectionClosed
  /// The client was not started, or was stopped.
  case notConnected
}

/// Sends requests through a ``MessageTransport`` and hands each caller the reply with its
/// request's id, however the replies are ordered.
///
/// ```swift
/// let client = MessageClient(transport: transport)
/// try await client.start()
/// let result = try await client.request("ping")
/// ```
public actor MessageClient {
  private let transport: any MessageTransport
  private var nextID = 1
  private var waiting: [Int: CheckedContinuation<String, any Error>] = [:]
  private var reading: Task<Void, Never>?

  public init(transport: any MessageTransport) {
    self.transport = transport
  }

  /// Connects, then reads the transport's messages until it closes.
  public func start() async throws {
    try await transport.connect()
    let messages = transport.receive()
    reading = Task {
      do {
        for try await message in messages {
          // A message that is not a reply (a notification) is not for a caller.
          guard let reply = try? JSONDecoder().decode(Reply.self, from: message) else { continue }
          deliver(reply)
        }
        failWaiting(MessageClientError.connectionClosed)
      } catch {
        failWaiting(error)
      }
    }
  }

  /// Sends a request for `method` and returns its reply's result.
  ///
  /// - Throws: What the transport throws, or ``MessageClientError`` when the connection
  ///   closes first.
  public func request(_ method: String) async throws -> String {
    guard reading != nil else { throw MessageClientError.notConnected }
    let request = Request(id: nextID, method: method)
    nextID += 1
    let message = try JSONEncoder().encode(request)
    return try await withCheckedThrowingContinuation { continuation in
      // Waiting before the message is sent: a reply cannot arrive before its caller.
      waiting[request.id] = continuation
      Task { await send(message, for: request.id) }
    }
  }

  /// Disconnects; requests still waiting fail with ``MessageClientError/connectionClosed``.
  public func stop() async {
    reading?.cancel()
    reading = nil
    await transport.disconnect()
    failWaiting(MessageClientError.connectionClosed)
  }

  private func send(_ message: Data, for id: Int) async {
    do {
      try await transport.send(message)
    } catch {
      waiting.removeValue(forKey: id)?.resume(throwing: error)
    }
  }

  private func deliver(_ reply: Reply) {
    waiting.removeValue(forKey: reply.id)?.resume(returning: reply.result)
  }

  private func failWaiting(_ error: any Error) {
    let failed = waiting.values
    waiting.removeAll()
    for continuation in failed { continuation.resume(throwing: error) }
  }
}
