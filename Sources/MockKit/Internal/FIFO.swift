/// A first-in, first-out buffer that pops in O(1) without moving elements.
///
/// Used for one-shot responses by both spies and ``StubQueue``. Storage is reclaimed
/// whenever the buffer drains, so a queue that is refilled and drained in a loop does not
/// grow.
struct FIFO<Element> {
  private var storage: [Element?] = []
  private var head = 0

  var count: Int { storage.count - head }
  var isEmpty: Bool { head == storage.count }

  mutating func append(_ element: Element) {
    storage.append(element)
  }

  mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { storage.append(element) }
  }

  mutating func popFirst() -> Element? {
    guard head < storage.count else { return nil }
    let element = storage[head].take()
    head += 1
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    }
    return element
  }

  mutating func removeAll() {
    storage.removeAll()
    head = 0
  }
}

extension FIFO: Sendable where Element: Sendable {}
