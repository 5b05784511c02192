import Foundation

// mockkit:mock
/// A connection that carries JSON messages to a server and delivers the server's messages
/// back, as a stream.
///
/// ```swift
/// try await transport.connect()
/// for try await message in transport.receive() { … }
/// ```
public protocol MessageTransport: Sendable {
  /// Opens the connection.
  func connect() async throws

  /// Sends one message.
  func send(_ message: Data) async throws

  /// The server's messages, in the order they arrive. The stream finishes when the
  /// connection closes, and throws when it fails.
  func receive() -> AsyncThrowingStream<Data, any Error>

  /// Closes the connection.
  func disconnect() async
}
