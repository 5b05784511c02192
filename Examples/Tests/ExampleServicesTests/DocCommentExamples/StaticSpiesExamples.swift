import MockKit
import Testing

// The doc-comment examples of Sources/MockKit/Spies/StaticSpies.swift, compiled and run:
// each code block of those doc comments is an excerpt of this file
// (DocumentationSnippetsTests checks it).

protocol OrderRecord: AnyObject, Sendable {
  associatedtype ID: Hashable & Sendable
  static var tableName: String { get }
  var id: ID { get }
}

final class MockOrderRecord<ID: Hashable & Sendable>: OrderRecord {
  static var tableNameGetter: Spy<Void, String> {
    StaticSpies.spy(of: Self.self, named: "tableNameGetter") { Spy(name: "tableName") }
  }
  let idGetter = Spy<Void, ID>(name: "id")

  static var tableName: String { tableNameGetter.call() }
  var id: ID { idGetter.call() }
}

/// The spies `StaticSpies` keeps are shared by every test in the process: these tests
/// take turns.
@Suite(.serialized) struct StaticSpiesExamples {
  @Test func eachMockTypeHasItsOwnStaticSpies() {
    MockOrderRecord<Int>.tableNameGetter.returns("orders")
    defer { MockOrderRecord<Int>.tableNameGetter.reset() }

    #expect(MockOrderRecord<Int>.tableName == "orders")
    #expect(!MockOrderRecord<String>.tableNameGetter.wasCalled)
  }

  @Test func everyRequestGetsTheSameSpy() {
    #expect(MockOrderRecord<Int>.tableNameGetter === MockOrderRecord<Int>.tableNameGetter)
    #expect(MockOrderRecord<Int>.tableNameGetter !== MockOrderRecord<String>.tableNameGetter)
  }

  @Test func aSpyAskedForFromManyTasksAtOnceIsMadeOnce() async {
    let spies = await withTaskGroup(of: Spy<Void, Void>.self) { group in
      for _ in 0..<64 {
        group.addTask {
          StaticSpies.spy(of: MockOrderRecord<UInt8>.self, named: "race") {
            Spy<Void, Void>(name: "race")
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(spies.count == 64)
    #expect(spies.allSatisfy { $0 === spies[0] })
  }

  @Test func resetForgetsTheStubAndTheCalls() {
    MockOrderRecord<Int>.tableNameGetter.returns("orders")
    _ = MockOrderRecord<Int>.tableName

    MockOrderRecord<Int>.tableNameGetter.reset()

    #expect(MockOrderRecord<Int>.tableNameGetter.callCount == 0)
  }
}
