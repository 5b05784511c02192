/// The message of an unstubbed call to the `fetchScore(id:)` throwing spy that the
/// reporting tests trigger with `"42"`, as worded in `MockFailure`.
func unstubbedFetchScore(declaredIn fileID: String, at line: Int) -> String {
  """
  fetchScore(id:) was called without a stub to answer it, so it threw MockKitError.unstubbed.
    Call:
      #1 fetchScore(id: "42")
    Declared at: \(fileID):\(line)
    To fix, stub it before the call with one of:
      .returns(value) to answer every call
      .enqueue(value, …) to answer the next calls in order
      .when(arguments).returns(value) to answer these arguments only
      .throws(error) to fail every call
  """
}
