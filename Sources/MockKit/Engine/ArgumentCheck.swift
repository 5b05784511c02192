/// How an argument assertion decides whether a call matches, and how it shows what it
/// expected.
struct ArgumentCheck<Input: Sendable> {
  let matches: (Input) -> Bool
  let describe: (CallRecord<Input>) -> String
  /// Compares a call's arguments with the expected ones element by element, by the same
  /// rules as `matches`; `nil` for a predicate over all of them, which shows no
  /// arguments. Runs only when a message needs it.
  let compare: ((Input) -> [ElementComparison])?

  /// A check for calls whose arguments match `elements`.
  init(_ elements: ElementwiseMatch<Input>) {
    matches = elements.accepts
    describe = { $0.spyName.render(expected: elements) }
    compare = elements.comparisons
  }

  /// A check for calls equal to `expected`, compared element by element.
  init(equalTo expected: Input, _ equality: ElementwiseEquality<Input>) {
    self.init(ElementwiseMatch(equalTo: expected, equality))
  }

  init(predicate: @escaping (Input) -> Bool) {
    matches = predicate
    describe = { "\($0.name) with arguments that satisfy the predicate" }
    compare = nil
  }
}

extension ArgumentCheck {
  /// How the closest of the rejected calls differs from the expected arguments: the call
  /// with the most equal arguments, then the most that print the same (in full, for `Data`
  /// shown as excerpts); the earliest of equals. `nil` when there is nothing to point at:
  /// a predicate, or a single argument that plainly prints differently.
  func difference(in record: CallRecord<Input>) -> ArgumentDifference? {
    guard let compare, let first = record.calls.first else { return nil }
    // Every call has the same labels: they come from the spy's name and its input type.
    let labels = CallFormatter.labels(name: record.rendersWithName, arguments: first.arguments)
    var closest: (index: Int, score: (Int, Int), elements: [ArgumentDifference.Element])?
    var isTied = false
    for (index, call) in record.calls.enumerated() {
      let comparisons = compare(call.arguments)
      var equal = 0
      var alike = 0
      var elements: [ArgumentDifference.Element] = []
      for (position, comparison) in comparisons.enumerated() {
        if comparison.matches {
          equal += 1
          continue
        }
        let element = ArgumentDifference.Element(
          comparison, position: comparisons.count == 1 ? nil : position + 1,
          label: position < labels.count ? labels[position] : nil, name: record.spyName)
        if element.kind != .unequal, element.kind != .rejected { alike += 1 }
        elements.append(element)
      }
      let score = (equal, alike)
      if let best = closest?.score, score <= best {
        if score == best { isTied = true }
        continue
      }
      closest = (index, score, elements)
      isTied = false
    }
    // One argument that prints differently, or that a predicate rejects: the call and
    // expected lines already show all there is.
    guard let closest, !closest.elements.isEmpty,
      closest.elements[0].position != nil
        || (closest.elements[0].kind != .unequal && closest.elements[0].kind != .rejected)
    else { return nil }
    let call: ArgumentDifference.Call =
      record.calls.count == 1
      ? .only : isTied ? .oneOfClosest(closest.index + 1) : .closest(closest.index + 1)
    return ArgumentDifference(call: call, elements: closest.elements)
  }
}

extension ArgumentDifference.Element {
  /// One argument beside what was expected of it, each printed as the spy's calls print
  /// it; how it differs decides the kind. Assertions, waits and strict mode word their
  /// lines from it.
  init(_ comparison: ElementComparison, position: Int?, label: String?, name: SpyName) {
    let isDescribed = position == nil && name.describeArguments != nil
    var actual = name.render(argument: comparison.actual, only: position == nil)
    guard case .value(let expectedValue) = comparison.expected else {
      // Only a predicate rejects an argument: `any` accepts every one.
      self.init(position: position, label: label, actual: actual, expected: "", kind: .rejected)
      return
    }
    var expected = name.render(argument: expectedValue, only: position == nil)
    let kind: Kind
    if actual != expected {
      kind = .unequal
    } else if !isDescribed,
      let excerpts = CallFormatter.excerpts(of: comparison.actual, beside: expectedValue)
    {
      (actual, expected) = excerpts
      kind = .excerpted
    } else if let actualObject = Self.object(comparison.actual),
      let expectedObject = Self.object(expectedValue), actualObject !== expectedObject
    {
      kind = .otherInstance
    } else {
      kind = .printsAlike
    }
    self.init(position: position, label: label, actual: actual, expected: expected, kind: kind)
  }

  /// The class instance `value` is or holds in an optional; `nil` for any other value.
  private static func object(_ value: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.flatMap { object($0.value) }
    }
    guard type(of: value) is AnyClass else { return nil }
    return value as AnyObject
  }
}
