/// Why a network request produced no usable body.
public enum NetworkError: Error, Equatable, Sendable {
  /// The server answered with a status code outside 200...299.
  case badStatus(Int)
  /// The response was not an HTTP response.
  case notHTTP
}
