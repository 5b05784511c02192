import MockKit

/// A request body equal only to itself, and printed by its type name only, as many
/// reference types are.
final class RequestBody: Equatable, Sendable {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  static func == (lhs: RequestBody, rhs: RequestBody) -> Bool { lhs === rhs }
}

/// A token whose description leaves out what `==` compares.
struct SessionToken: Equatable, Sendable, CustomStringConvertible {
  var value: String
  var issuedAt: Int

  var description: String { "SessionToken(\(value))" }
}

extension Fixture {
  static func upload() -> Spy<(String, RequestBody?), Void> {
    Spy<(String, RequestBody?), Void>(
      name: "upload(path:body:)", fileID: "MockKitTests/Mocks.swift", line: 70)
  }

  static func resize() -> Spy<(String, Int?), Void> {
    Spy<(String, Int?), Void>(
      name: "resize(path:width:)", fileID: "MockKitTests/Mocks.swift", line: 80)
  }

  static func authorize() -> Spy<SessionToken, Void> {
    Spy<SessionToken, Void>(
      name: "authorize(token:)", fileID: "MockKitTests/Mocks.swift", line: 90)
  }
}

extension MessageScenario {
  /// Argument mismatches point at the arguments that differ, in the closest call.
  static let differences: [MessageScenario] = [
    MessageScenario(
      name: "several calls: the closest one's differing argument",
      run: { surface in
        let spy = Fixture.discount()
        _ = spy.call(("WINTER", 1, false))
        _ = spy.call(("SPRING", 2, false))
        _ = spy.call(("SPRING", 1, false))
        surface.called(spy, with: ("SPRING", 2, true))
      },
      expected: """
        discount(code:quantity:member:) was never called with the expected arguments.
          Expected:
            discount(code: "SPRING", quantity: 2, member: true)
          Calls:
          ✗ #1 discount(code: "WINTER", quantity: 1, member: false)
          ✗ #2 discount(code: "SPRING", quantity: 2, member: false)
          ✗ #3 discount(code: "SPRING", quantity: 1, member: false)
          Differs in #2, the closest call:
            member (argument 3): false, expected true
          Declared at: MockKitTests/Mocks.swift:50
        """
    ),
    MessageScenario(
      name: "several calls equally close: the earliest",
      run: { surface in
        let spy = Fixture.discount()
        _ = spy.call(("SPRING", 1, true))
        _ = spy.call(("SPRING", 2, false))
        surface.called(spy, with: ("SPRING", 2, true))
      },
      expected: """
        discount(code:quantity:member:) was never called with the expected arguments.
          Expected:
            discount(code: "SPRING", quantity: 2, member: true)
          Calls:
          ✗ #1 discount(code: "SPRING", quantity: 1, member: true)
          ✗ #2 discount(code: "SPRING", quantity: 2, member: false)
          Differs in #1, one of the closest calls:
            quantity (argument 2): 1, expected 2
          Declared at: MockKitTests/Mocks.swift:50
        """
    ),
    MessageScenario(
      name: "only call, every argument that differs, by position without labels",
      run: { surface in
        let spy = Fixture.quote()
        _ = spy.call(("SPRING", 3, true, 0.5))
        surface.calledOnce(spy, with: ("SPRING", 2, true, 0.25))
      },
      expected: """
        quote was called once, with different arguments.
          Expected:
            quote("SPRING", 2, true, 0.25)
          Calls:
          ✗ #1 quote("SPRING", 3, true, 0.5)
          Differs:
            argument 2: 3, expected 2
            argument 4: 0.5, expected 0.25
          Declared at: MockKitTests/Mocks.swift:60
        """
    ),
    MessageScenario(
      name: "an argument without a label, by position only",
      run: { surface in
        let spy = Spy<(String, String), Void>(
          name: "move(_:to:)", fileID: "MockKitTests/Mocks.swift", line: 100)
        spy.call(("report.pdf", "Drafts"))
        surface.calledOnce(spy, with: ("notes.txt", "Archive"))
      },
      expected: """
        move(_:to:) was called once, with different arguments.
          Expected:
            move("notes.txt", to: "Archive")
          Calls:
          ✗ #1 move("report.pdf", to: "Drafts")
          Differs:
            argument 1: "report.pdf", expected "notes.txt"
            to (argument 2): "Drafts", expected "Archive"
          Declared at: MockKitTests/Mocks.swift:100
        """
    ),
    MessageScenario(
      name: "optionals print as their value or nil",
      run: { surface in
        let spy = Fixture.resize()
        spy.call(("a.png", nil))
        spy.call(("b.png", 640))
        surface.called(spy, with: ("a.png", 320))
      },
      expected: """
        resize(path:width:) was never called with the expected arguments.
          Expected:
            resize(path: "a.png", width: 320)
          Calls:
          ✗ #1 resize(path: "a.png", width: nil)
          ✗ #2 resize(path: "b.png", width: 640)
          Differs in #1, the closest call:
            width (argument 2): nil, expected 320
          Declared at: MockKitTests/Mocks.swift:80
        """
    ),
    MessageScenario(
      name: "another instance that prints the same",
      run: { surface in
        let spy = Fixture.upload()
        spy.call(("/avatars", RequestBody([1, 2])))
        surface.calledOnce(spy, with: ("/avatars", RequestBody([1, 2])))
      },
      expected: """
        upload(path:body:) was called once, with different arguments.
          Expected:
            upload(path: "/avatars", body: MockKitTests.RequestBody)
          Calls:
          ✗ #1 upload(path: "/avatars", body: MockKitTests.RequestBody)
          Differs:
            body (argument 2): MockKitTests.RequestBody prints the same as expected, but is another instance, not equal to it (== returned false)
          Declared at: MockKitTests/Mocks.swift:70
        """
    ),
    MessageScenario(
      name: "the same instance matches",
      run: { surface in
        let spy = Fixture.upload()
        let body = RequestBody([1, 2])
        spy.call(("/avatars", body))
        surface.calledOnce(spy, with: ("/avatars", body))
      },
      expected: nil
    ),
    MessageScenario(
      name: "a single argument that prints the same, but is not equal",
      run: { surface in
        let spy = Fixture.authorize()
        spy.call(SessionToken(value: "abc", issuedAt: 1))
        spy.call(SessionToken(value: "xyz", issuedAt: 2))
        surface.called(spy, with: SessionToken(value: "xyz", issuedAt: 3))
      },
      expected: """
        authorize(token:) was never called with the expected arguments.
          Expected:
            authorize(token: SessionToken(xyz))
          Calls:
          ✗ #1 authorize(token: SessionToken(abc))
          ✗ #2 authorize(token: SessionToken(xyz))
          Differs in #2, the closest call:
            token: SessionToken(xyz) prints the same as expected, but is not equal (== returned false)
          Declared at: MockKitTests/Mocks.swift:90
        """
    ),
    MessageScenario(
      name: "a difference comes before the caller's message",
      run: { surface in
        let spy = Fixture.authorize()
        spy.call(SessionToken(value: "abc", issuedAt: 1))
        surface.calledOnce(spy, with: SessionToken(value: "abc", issuedAt: 2), "a fresh token")
      },
      expected: """
        authorize(token:) was called once, with different arguments.
          Expected:
            authorize(token: SessionToken(abc))
          Calls:
          ✗ #1 authorize(token: SessionToken(abc))
          Differs:
            token: SessionToken(abc) prints the same as expected, but is not equal (== returned false)
          Declared at: MockKitTests/Mocks.swift:90
          Message: a fresh token
        """
    ),
  ]
}
