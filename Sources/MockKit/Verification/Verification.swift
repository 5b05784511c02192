/// The one verification core: each check returns the failure it found, or `nil`, and
/// ``assert(_:_:at:)`` reports it.
///
/// Both assertion surfaces (`expect…` and `XCTAssert…`) forward every call here with the
/// same arguments, and the Boolean predicates use the same checks, so the same failure
/// reads the same everywhere and points at the caller's line in either framework.
enum Verification {
  /// Reports `failure`, if there is one, at the caller's `location`, followed by the
  /// caller's `message`; returns whether there was none.
  @discardableResult
  static func assert(
    _ failure: MockFailure?, _ message: () -> String, at location: FailureLocation
  ) -> Bool {
    guard let failure else { return true }
    Reporter.report(failure.description(message: message()), at: location)
    return false
  }

  static func count(_ record: CallRecord<some Sendable>, _ expected: CallCountExpectation)
    -> MockFailure?
  {
    if let misuse = expected.misuse { return .invalidExpectation(misuse) }
    guard !expected.isSatisfied(by: record.calls.count) else { return nil }
    return .callCount(record.label, expected: expected, calls: record.lines(), expectedCall: nil)
  }

  static func arguments<Input>(
    _ record: CallRecord<Input>, _ scope: ArgumentScope, _ check: ArgumentCheck<Input>
  ) -> MockFailure? {
    let calls = record.calls
    let expectedCall = check.describe(record)
    let label = record.label
    switch scope {
    case .onlyCall:
      guard calls.count == 1 else {
        return .callCount(
          label, expected: .exactly(1), calls: record.lines(), expectedCall: expectedCall)
      }
      guard !check.matches(calls[0].arguments) else { return nil }
      let lines = record.lines(marking: { _ in true })
      return .arguments(
        label, scope: .onlyCall, expectedCall: expectedCall, calls: lines,
        difference: difference(record, check))
    case .anyCall:
      guard !calls.isEmpty else {
        return .callCount(label, expected: .atLeastOnce, calls: [], expectedCall: expectedCall)
      }
      guard !calls.contains(where: { check.matches($0.arguments) }) else { return nil }
      let lines = record.lines(marking: { _ in true })
      return .arguments(
        label, scope: .anyCall, expectedCall: expectedCall, calls: lines,
        difference: difference(record, check))
    }
  }

  /// Passes when the spies' calls, merged in the order they happened, contain the
  /// expected spies in this order (other calls may come between).
  static func order(_ spies: [any CallRecording]) -> MockFailure? {
    guard !spies.isEmpty else {
      return .invalidExpectation("Cannot check the order of calls: no spies were given.")
    }
    let timeline = Timeline(spies)
    var position = 0
    var inOrder = true
    for spy in spies {
      let id = ObjectIdentifier(spy)
      guard
        let next = timeline.entries[position...].firstIndex(where: { $0.spy == id })
      else {
        inOrder = false
        break
      }
      position = next + 1
    }
    guard !inOrder else { return nil }
    var neverCalled: [String] = []
    for spy in spies where !timeline.entries.contains(where: { $0.spy == ObjectIdentifier(spy) }) {
      let name = Self.name(of: spy)
      if !neverCalled.contains(name) { neverCalled.append(name) }
    }
    return .order(
      expected: spies.map { Self.name(of: $0) },
      neverCalled: neverCalled,
      calls: timeline.lines
    )
  }

  private static func name(of spy: some CallRecording) -> String {
    spy.callRecord.name
  }

  /// Passes when no spy of `subject`, other than those in `except`, recorded a call.
  static func noOtherCalls(on subject: Any, except excluded: [any CallRecording]) -> MockFailure? {
    let typeName = String(describing: type(of: subject))
    let spies = spies(of: subject)
    guard !spies.isEmpty else { return .noSpies(subject: typeName) }
    let excludedIDs = Set(excluded.map { ObjectIdentifier($0) })
    let timeline = Timeline(spies.filter { !excludedIDs.contains(ObjectIdentifier($0)) })
    guard !timeline.entries.isEmpty else { return nil }
    return .unexpectedCalls(subject: typeName, calls: timeline.lines)
  }

  /// The spies a mock holds as stored properties, its superclasses' included, found by
  /// reflection.
  static func spies(of subject: Any) -> [any CallRecording] {
    if let spy = subject as? any CallRecording { return [spy] }
    var found: [any CallRecording] = []
    var seen: Set<ObjectIdentifier> = []
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
      for child in current.children {
        guard let spy = child.value as? any CallRecording else { continue }
        if seen.insert(ObjectIdentifier(spy)).inserted { found.append(spy) }
      }
      mirror = current.superclassMirror
    }
    return found
  }
}

/// How an argument assertion decides whether a call matches, and how it shows what it
/// expected.
struct ArgumentCheck<Input: Sendable> {
  let matches: (Input) -> Bool
  let describe: (CallRecord<Input>) -> String
  /// Compares a call's arguments with the expected ones element by element, with the same
  /// `==` as `matches`; `nil` for a predicate, which has no expected value. Runs only when a
  /// message needs it.
  let compare: ((Input) -> [ElementComparison])?

  /// A check for calls equal to `expected`, compared element by element.
  init(equalTo expected: Input, _ equality: ElementwiseEquality<Input>) {
    matches = { equality.equals($0, expected) }
    describe = { $0.render(expected) }
    compare = { equality.comparisons($0, expected) }
  }

  init(predicate: @escaping (Input) -> Bool) {
    matches = predicate
    describe = { "\($0.name) with arguments that satisfy the predicate" }
    compare = nil
  }
}

extension Verification {
  /// How the closest of the rejected calls differs from the expected arguments: the call
  /// with the most equal arguments, then the most that print the same; the earliest of
  /// equals. `nil` when there is nothing to point at: a predicate, or a single argument
  /// that plainly prints differently.
  static func difference<Input>(_ record: CallRecord<Input>, _ check: ArgumentCheck<Input>)
    -> ArgumentDifference?
  {
    guard let compare = check.compare, let first = record.calls.first else { return nil }
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
        if comparison.isEqual {
          equal += 1
          continue
        }
        let element = element(
          comparison, position: comparisons.count == 1 ? nil : position + 1,
          label: position < labels.count ? labels[position] : nil)
        if element.kind != .unequal { alike += 1 }
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
    // One argument that prints differently: the call line already shows all there is.
    guard let closest, !closest.elements.isEmpty,
      closest.elements[0].position != nil || closest.elements[0].kind != .unequal
    else { return nil }
    let call: ArgumentDifference.Call =
      record.calls.count == 1
      ? .only : isTied ? .oneOfClosest(closest.index + 1) : .closest(closest.index + 1)
    return ArgumentDifference(call: call, elements: closest.elements)
  }

  private static func element(_ comparison: ElementComparison, position: Int?, label: String?)
    -> ArgumentDifference.Element
  {
    let actual = CallFormatter.render(value: comparison.actual)
    let expected = CallFormatter.render(value: comparison.expected)
    let kind: ArgumentDifference.Element.Kind
    if actual != expected {
      kind = .unequal
    } else if let actualObject = object(comparison.actual),
      let expectedObject = object(comparison.expected), actualObject !== expectedObject
    {
      kind = .otherInstance
    } else {
      kind = .printsAlike
    }
    return ArgumentDifference.Element(
      position: position, label: label, actual: actual, expected: expected, kind: kind)
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

/// The calls of several spies merged in the order they happened.
struct Timeline {
  struct Entry {
    let spy: ObjectIdentifier
    let sequenceNumber: UInt64
    let text: String
  }

  let entries: [Entry]

  init(_ spies: [any CallRecording]) {
    var seen: Set<ObjectIdentifier> = []
    var entries: [Entry] = []
    for spy in spies where seen.insert(ObjectIdentifier(spy)).inserted {
      entries += Self.entries(of: spy)
    }
    self.entries = entries.sorted { $0.sequenceNumber < $1.sequenceNumber }
  }

  private static func entries<Spy: CallRecording>(of spy: Spy) -> [Entry] {
    let record = spy.callRecord
    return record.calls.map { call in
      Entry(
        spy: ObjectIdentifier(spy),
        sequenceNumber: call.sequenceNumber,
        text: record.render(call.arguments)
      )
    }
  }

  var lines: [CallLine] {
    entries.enumerated().map { CallLine(number: $0.offset + 1, text: $0.element.text) }
  }
}

// MARK: - The assertions

// Both surfaces forward here with the caller's arguments unchanged.
extension Verification {
  static func called(
    _ spy: some CallRecording, _ expected: CallCountExpectation, _ message: () -> String,
    _ location: FailureLocation
  ) -> Bool {
    assert(count(spy.callRecord, expected), message, at: location)
  }

  static func called<S: CallRecording>(
    _ spy: S, _ scope: ArgumentScope, _ check: ArgumentCheck<S.Input>, _ message: () -> String,
    _ location: FailureLocation
  ) -> Bool {
    assert(arguments(spy.callRecord, scope, check), message, at: location)
  }

  /// Whether any call of `spy` was made with `expected`; for `wasCalled(with:)`.
  static func anyCall<S: CallRecording>(
    of spy: S, equalTo expected: S.Input, _ equality: ElementwiseEquality<S.Input>
  ) -> Bool {
    spy.callRecord.calls.contains { equality.equals($0.arguments, expected) }
  }

  static func callOrder(
    _ spies: [any CallRecording], _ message: () -> String, _ location: FailureLocation
  ) -> Bool {
    assert(order(spies), message, at: location)
  }

  static func noOtherCalls(
    on subject: Any, except excluded: [any CallRecording], _ message: () -> String,
    _ location: FailureLocation
  ) -> Bool {
    assert(noOtherCalls(on: subject, except: excluded), message, at: location)
  }
}
