/// The one entry through which the container reaches a spy.
protocol SpyControl: AnyObject {
  /// Makes every call that no stub answers fail, naming `service`; stubs, present or
  /// added later, still answer.
  func makeUnimplemented(service: String)
}
