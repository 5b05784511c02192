/// A first-in, first-out buffer that pops in O(1) without moving elements.
///
/// Used for one-shot responses by both spies and ``StubQueue``. Storage is reclaimed
/// whenever the buffer drains, so a queue that is refilled and drained in a loop does not
/// grow.
@usableFromInline
struct FIFO<Element> {
  @usableFromInline var storage: [Element?] = []
  @usableFromInline var head = 0

  @usableFromInline init() {}

  var count: Int { storage.count - head }
  @inlinable var isEmpty: Bool { head == storage.count }

  mutating func append(_ element: Element) {
    storage.append(element)
  }

  mutating func append(contentsOf elements: some Sequence<Element>) {
    for element in elements { storage.append(element) }
  }

  @inlinable
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

  /// The elements not popped yet, first first.
  var elements: [Element] { storage[head...].compactMap { $0 } }

  /// Whether an element not popped yet satisfies `predicate`.
  func contains(where predicate: (Element) -> Bool) -> Bool {
    storage[head...].contains { $0.map(predicate) ?? false }
  }

  mutating func removeAll() {
    storage.removeAll()
    head = 0
  }
}

extension FIFO: Sendable where Element: Sendable {}
