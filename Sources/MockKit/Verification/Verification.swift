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
        difference: check.difference(in: record))
    case .anyCall:
      guard !calls.isEmpty else {
        return .callCount(label, expected: .atLeastOnce, calls: [], expectedCall: expectedCall)
      }
      guard !calls.contains(where: { check.matches($0.arguments) }) else { return nil }
      let lines = record.lines(marking: { _ in true })
      return .arguments(
        label, scope: .anyCall, expectedCall: expectedCall, calls: lines,
        difference: check.difference(in: record))
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
    var tooFewCalls: [OrderShortfall] = []
    var counted: Set<ObjectIdentifier> = []
    for spy in spies where counted.insert(ObjectIdentifier(spy)).inserted {
      let listed = spies.count { $0 === spy }
      let called = timeline.entries.count { $0.spy == ObjectIdentifier(spy) }
      if called > 0, called < listed {
        tooFewCalls.append(OrderShortfall(name: Self.name(of: spy), listed: listed, called: called))
      }
    }
    return .order(
      expected: spies.map { Self.name(of: $0) },
      neverCalled: neverCalled,
      tooFewCalls: tooFewCalls,
      calls: timeline.lines
    )
  }

  private static func name(of spy: some CallRecording) -> String {
    spy.callRecord.name
  }

  private static func label(of spy: some CallRecording) -> SpyLabel {
    spy.callRecord.label
  }

  /// Passes when no spy of `subject`, other than those in `except`, recorded a call.
  static func noOtherCalls(on subject: Any, except excluded: [any CallRecording]) -> MockFailure? {
    let subject = unwrapped(subject)
    if let spy = subject as? any CallRecording {
      // A spy where its mock belongs: it has no other spies, so any call of it is other.
      let timeline = Timeline(excluded.contains { $0 === spy } ? [] : [spy])
      guard !timeline.entries.isEmpty else { return nil }
      return .unexpectedCallsOfSpy(label(of: spy), calls: timeline.lines)
    }
    let typeName = String(describing: type(of: subject))
    let spies = spies(of: subject)
    guard !spies.isEmpty else { return .noSpies(subject: typeName) }
    let excludedIDs = Set(excluded.map { ObjectIdentifier($0) })
    let timeline = Timeline(spies.filter { !excludedIDs.contains(ObjectIdentifier($0)) })
    guard !timeline.entries.isEmpty else { return nil }
    return .unexpectedCalls(subject: typeName, calls: timeline.lines)
  }

  /// The value an optional holds, as XCTest's implicitly unwrapped mock properties pass
  /// their mock (`store: MockFeedStore!`); `subject` itself otherwise, or when it is `nil`.
  private static func unwrapped(_ subject: Any) -> Any {
    let mirror = Mirror(reflecting: subject)
    guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value else {
      return subject
    }
    return unwrapped(wrapped)
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
    anyCall(of: spy, matching: ElementwiseMatch(equalTo: expected, equality))
  }

  /// Whether any call of `spy` had arguments that match `elements`.
  static func anyCall<S: CallRecording>(of spy: S, matching elements: ElementwiseMatch<S.Input>)
    -> Bool
  {
    spy.callRecord.calls.contains { elements.accepts($0.arguments) }
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
