import Lessons
import MockKit
import Testing

extension Lesson17 {
  /// BAD: the mock of a state requirement is state: a dictionary, empty at first, that
  /// keeps whatever the cart writes and answers every read with it.
  final class MockCartStorage: CartStorage {
    var storage: [String: Any] = [:]
  }

  /// The cart answers from what it wrote itself a line earlier, so the test checks that a
  /// dictionary keeps what is put in it: it tests the storage.
  static func badTest(cart: (any CartStorage) -> any ShoppingCart) {
    let storage = MockCartStorage()
    let cart = cart(storage)

    cart.add(productID: "p-1")
    cart.add(productID: "p-1")

    #expect(cart.quantity(of: "p-1") == 2, "two of p-1 are in the cart")
    #expect(storage.storage["cart"] as? [String: Int] == ["p-1": 2], "the cart is saved")
  }

  /// GOOD: a mock of the operations. It holds nothing, so the test says what the store
  /// holds (a cart saved at the last launch), and checks what the cart saves.
  final class MockCartStore: CartStore {
    let saved = Spy<Void, [String: Int]>()
    let save = Spy<[String: Int], Void>()

    func savedQuantities() -> [String: Int] { saved.call() }
    func save(_ quantities: [String: Int]) { save.call(quantities) }
  }

  static func goodTest(cart: (any CartStore) -> any ShoppingCart) {
    let store = MockCartStore()
    store.saved.returns(["p-1": 1, "p-2": 3])

    cart(store).add(productID: "p-1")

    expectCalledOnce(store.save, with: ["p-1": 2, "p-2": 3])
  }
}

extension LessonProofs {
  @Test func aStateMockTestsItsOwnStorageWhereAnOperationMockChecksTheSavedCart() async {
    #expect(await issues { Lesson17.badTest(cart: Lesson17.FaultyStorageCart.init) } == [])
    #expect(await issues { Lesson17.badTest(cart: Lesson17.StorageCart.init) } == [])
    #expect(
      await issues { Lesson17.goodTest(cart: Lesson17.FaultySavedCart.init) } == [
        .mockKit("save(_:) was called once, with different arguments.")
      ])
    #expect(await issues { Lesson17.goodTest(cart: Lesson17.SavedCart.init) } == [])
  }

  @Test func theFaultyCartLosesTheCartSavedAtTheLastLaunch() {
    let storage = Lesson17.MockCartStorage()
    storage.storage["cart"] = ["p-2": 3]

    Lesson17.FaultyStorageCart(store: storage).add(productID: "p-1")

    #expect(storage.storage["cart"] as? [String: Int] == ["p-1": 1])
  }
}
