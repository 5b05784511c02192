import MockKit
import Storefront
import StorefrontTestSupport
import XCTest

/// `Checkout` in XCTest, through `CheckoutFixture` and the public mocks MockKitPlugin
/// generates into StorefrontTestSupport: the same mocks StorefrontTests uses.
final class StorefrontXCTests: XCTestCase {
  func testChargesTheOrderThenSavesItWithTheChargeID() async throws {
    let fixture = CheckoutFixture()
    fixture.payments.charge.returns("ch_1")

    let order = try await fixture.checkout.place(orderID: "o-1", cents: 4200)

    XCTAssertEqual(order, PlacedOrder(id: "o-1", cents: 4200, chargeID: "ch_1"))
    XCTAssertCalledOnce(fixture.payments.charge, with: ("o-1", 4200))
    XCTAssertCalledOnce(fixture.orders.save, with: order)
  }

  func testAFailedSaveIsPassedOnAfterTheCharge() async throws {
    let fixture = CheckoutFixture()
    fixture.payments.charge.returns("ch_1")
    fixture.orders.save.throws(StoreUnreachable.offline)

    do {
      _ = try await fixture.checkout.place(orderID: "o-1", cents: 4200)
      XCTFail("place(orderID:cents:) returned, but the store failed")
    } catch {
      XCTAssertEqual(error as? StoreUnreachable, .offline)
    }
    XCTAssertCalledOnce(fixture.payments.charge, with: ("o-1", 4200))
  }
}

/// What an order store fails with when its server cannot be reached.
enum StoreUnreachable: Error, Equatable {
  case offline
}
