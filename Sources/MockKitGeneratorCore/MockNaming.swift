/// How a mock is named after the protocol it implements.
///
/// ```swift
/// var generator = MockGenerator(modulesUnderTest: ["Payments"])
/// generator.mockNaming = .droppingProtocolSuffix  // PaymentProtocol → MockPayment
/// ```
public enum MockNaming: Equatable, Sendable {
  /// `Mock` before the protocol's name: `MockPaymentProtocol` for `PaymentProtocol`.
  case prefixed
  /// `Mock` before the protocol's name without its `Protocol` suffix: `MockPayment` for
  /// `PaymentProtocol`. A protocol named `Protocol` keeps its name: `MockProtocol`.
  case droppingProtocolSuffix

  /// The name of the mock of the protocol named `protocolName`.
  public func mockName(of protocolName: String) -> String {
    let name = protocolName.filter { $0 != "`" }
    switch self {
    case .prefixed:
      return "Mock" + name
    case .droppingProtocolSuffix:
      let suffix = "Protocol"
      guard name.hasSuffix(suffix), name.count > suffix.count else { return "Mock" + name }
      return "Mock" + name.dropLast(suffix.count)
    }
  }
}
