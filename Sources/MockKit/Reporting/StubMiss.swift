/// How a call differs from the `when` stubs it did not match: the closest stub, the
/// arguments it does not accept, and the other stubs. The message of a call no stub
/// answered shows it, and so does strict mode's report of a call that missed the stub
/// meant for it.
struct StubMiss: Sendable {
  /// The closest stub as messages print it: `charge(amount: 42, currency: "EUR")`.
  var closestStub: String
  /// One line per argument the closest stub does not accept: `currency: "USD" in the call,
  /// "EUR" in the stub`.
  var differences: [String]
  /// The other stubs, closest first.
  var otherStubs: [String]

  /// The message's lines, the other stubs under `othersHeading`.
  func lines(othersHeading: String) -> [String] {
    var lines = ["  Closest stub:", "    \(closestStub)"]
    if !differences.isEmpty { lines += ["  Differences:"] + differences.map { "    \($0)" } }
    if !otherStubs.isEmpty { lines += ["  \(othersHeading)"] + otherStubs.map { "    \($0)" } }
    return lines
  }
}
