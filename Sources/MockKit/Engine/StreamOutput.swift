/// The outputs a spy can answer with a stream the test drives (`returnsStream()`): an
/// unstubbed call's message offers that stub first.
protocol StreamOutput {}

extension AsyncStream: StreamOutput {}
extension AsyncThrowingStream: StreamOutput where Failure == any Error {}
