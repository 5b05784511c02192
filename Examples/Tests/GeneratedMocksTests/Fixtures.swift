import ExampleServices
import Foundation

let ada = User(id: "1", name: "Ada Lovelace", email: "ada@example.com")
let grace = User(id: "2", name: "Grace Hopper", email: "grace@example.com")

let apiBaseURL = URL(string: "https://api.example.com/v1")!

/// `value` as the JSON an API would send.
func json<Value: Encodable>(_ value: Value) throws -> Data {
  try JSONEncoder().encode(value)
}

/// An error for stubs to throw.
struct TestError: Error, Equatable {
  var reason = "test"
}
