import MockKit
import ProtocolShapes
import Testing

/// The plugin's mocks of ProtocolShapes' marked protocols, stubbed, called and checked as a
/// test of code that uses them would.
@Suite(.serialized) struct ProtocolShapesTests {
  /// The static spies of `MockOrderModel` are kept per concrete type and shared by every
  /// test of the process, so this suite runs its tests one at a time and resets them.
  @Test func eachConcreteMockTypeHasItsOwnStaticSpies() {
    MockOrderModel<Int>.schemaGetter.returns("orders")
    MockOrderModel<String>.schemaGetter.returns("archived_orders")
    defer {
      MockOrderModel<Int>.schemaGetter.reset()
      MockOrderModel<String>.schemaGetter.reset()
    }
    let order = MockOrderModel<Int>()
    order.idGetter.returns(42)
    let archived = MockOrderModel<String>()
    archived.idGetter.returns(nil)

    #expect(storageKey(of: order) == "orders/42")
    #expect(storageKey(of: archived) == "archived_orders/new")
    expectCalledOnce(MockOrderModel<Int>.schemaGetter)
    expectCalledOnce(MockOrderModel<String>.schemaGetter)
  }

  @Test func resettingAStaticSpyForgetsItsCallsAndStubs() {
    MockOrderModel<Int>.schemaGetter.returns("orders")
    _ = storageKey(
      of: {
        let order = MockOrderModel<Int>(); order.idGetter.returns(1); return order
      }())

    MockOrderModel<Int>.schemaGetter.reset()

    expectNotCalled(MockOrderModel<Int>.schemaGetter)
  }

  @Test func aGenericInitializerRecordsItsArgument() {
    let receipt = decodeReceipt(MockReceiptDecoding.self, payload: [0x7B, 0x7D])

    expectCalledOnce(receipt.initializer)
    #expect(receipt.initializer.lastArguments?.value as? [UInt8] == [0x7B, 0x7D])
  }

  @Test func aSpanIsRecordedAsACopyOfItsBytes() throws {
    let settings: [UInt8] = [1, 2, 3]
    let terminal = try settings.withUnsafeBytes { bytes in
      try MockPaymentTerminal(settings: RawSpan(_unsafeBytes: bytes), provider: "acme")
    }

    expectCalledOnce(terminal.initializer, with: ([1, 2, 3], "acme"))
  }

  @Test func aNonCopyableArgumentIsLeftOutAndTheClosureMakesTheResult() {
    let terminal = MockPaymentTerminal()
    terminal.confirm.returns(MockKit.UncheckedArgument(Confirmation(orderID: "o-1")))
    let token = PaymentToken(value: "tok-1")

    let confirmation = pay(orderID: "o-1", with: token, on: terminal)

    #expect(confirmation.orderID == "o-1")
    expectCalledOnce(terminal.watch, where: { $0.0 == "o-1" })
    expectCalledOnce(terminal.charge, with: "o-1")
    expectCallOrder(terminal.watch, terminal.charge, terminal.confirm)
  }

  @Test func aNonCopyableProtocolGetsAClassMock() {
    let session = MockCheckoutSession()

    session.close()

    expectCalledOnce(session.closeSpy)
  }
}
