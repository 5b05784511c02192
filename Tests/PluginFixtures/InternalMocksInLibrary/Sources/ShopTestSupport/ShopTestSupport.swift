/// A cart with nothing stubbed, from the mock MockKitPlugin generates into this library.
func emptyCart() -> MockCart { MockCart() }
