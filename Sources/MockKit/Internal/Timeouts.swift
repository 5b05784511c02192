import Dispatch

/// Timers for waits, without a timer per wait.
///
/// Every wait has a timeout, and most waits end long before it. Arming a `Dispatch` timer
/// for each would wake a timer thread per wait and cost more than the wait itself, so one
/// timer serves all of them: deadlines go into a min-heap, and the timer is re-armed only
/// when a new deadline comes before the one it is set for. A wait that ends early leaves
/// its entry behind; when the deadline comes, the entry's action finds nothing to do.
enum Timeouts {
  /// Runs `action` once `nanoseconds` have passed; at once, in effect, for zero or less.
  static func schedule(
    afterNanoseconds nanoseconds: Int64, _ action: @escaping @Sendable () -> Void
  ) {
    TimeoutScheduler.shared.schedule(at: deadline(afterNanoseconds: nanoseconds), action)
  }

  /// Runs `action` at `deadline`, a time from ``deadline(afterNanoseconds:)``.
  static func schedule(at deadline: UInt64, _ action: @escaping @Sendable () -> Void) {
    TimeoutScheduler.shared.schedule(at: deadline, action)
  }

  /// The current time, in the unit of deadlines.
  static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// The time `nanoseconds` from now, in `DispatchTime` uptime nanoseconds; now for zero
  /// or less, and the end of time when it would overflow.
  static func deadline(afterNanoseconds nanoseconds: Int64) -> UInt64 {
    let now = DispatchTime.now().uptimeNanoseconds
    guard nanoseconds > 0 else { return now }
    let (deadline, late) = now.addingReportingOverflow(UInt64(nanoseconds))
    return late ? .max : deadline
  }

  /// "1 second", "5 seconds", "1.5 seconds", "250 milliseconds".
  static func describe(nanoseconds: Int64) -> String {
    // A negative timeout ends at once, like a zero one.
    let milliseconds = max(nanoseconds, 0) / 1_000_000
    if milliseconds < 1_000 {
      return milliseconds == 1 ? "1 millisecond" : "\(milliseconds) milliseconds"
    }
    let (whole, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1_000)
    if fraction == 0 { return whole == 1 ? "1 second" : "\(whole) seconds" }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits) seconds"
  }
}

/// One `DispatchSourceTimer` over a heap of deadlines; see ``Timeouts``.
final class TimeoutScheduler: Sendable {
  static let shared = TimeoutScheduler()

  private struct Entry {
    let deadline: UInt64
    let action: @Sendable () -> Void
  }

  private struct State {
    var heap = MinHeap<Entry>(by: { $0.deadline < $1.deadline })
    /// The deadline the timer is armed for, if any.
    var armedFor: UInt64?
    /// Only touched under the lock, so that arming it is ordered with the heap.
    let timer: any DispatchSourceTimer

    mutating func arm(for deadline: UInt64) {
      armedFor = deadline
      timer.schedule(deadline: DispatchTime(uptimeNanoseconds: deadline), leeway: .milliseconds(1))
    }
  }

  private let state: LockedState<State>

  private init() {
    let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "MockKit.timeouts"))
    state = LockedState(State(timer: timer))
    timer.setEventHandler { [unowned self] in self.fire() }
    timer.activate()
  }

  func schedule(at deadline: UInt64, _ action: @escaping @Sendable () -> Void) {
    state.withLock { state in
      state.heap.insert(Entry(deadline: deadline, action: action))
      if state.armedFor.map({ deadline < $0 }) ?? true { state.arm(for: deadline) }
    }
  }

  private func fire() {
    let now = DispatchTime.now().uptimeNanoseconds
    let due = state.withLock { state -> [Entry] in
      var due: [Entry] = []
      while let first = state.heap.first, first.deadline <= now {
        due.append(state.heap.removeFirst())
      }
      state.armedFor = nil
      if let next = state.heap.first { state.arm(for: next.deadline) }
      return due
    }
    for entry in due { entry.action() }
  }
}

/// A binary min-heap: O(log n) insert and remove-first.
struct MinHeap<Element> {
  private var elements: [Element] = []
  private let areInIncreasingOrder: (Element, Element) -> Bool

  init(by areInIncreasingOrder: @escaping (Element, Element) -> Bool) {
    self.areInIncreasingOrder = areInIncreasingOrder
  }

  var first: Element? { elements.first }

  mutating func insert(_ element: Element) {
    elements.append(element)
    var child = elements.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard areInIncreasingOrder(elements[child], elements[parent]) else { break }
      elements.swapAt(child, parent)
      child = parent
    }
  }

  mutating func removeFirst() -> Element {
    elements.swapAt(0, elements.count - 1)
    let first = elements.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < elements.count, areInIncreasingOrder(elements[left], elements[smallest]) {
        smallest = left
      }
      if right < elements.count, areInIncreasingOrder(elements[right], elements[smallest]) {
        smallest = right
      }
      guard smallest != parent else { return first }
      elements.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
