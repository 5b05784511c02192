// expected-error: 'returns' is unavailable: returns(_:) compares with ==, and this output is not Equatable; promise its shape with returns(_:where:)
//
// An example promises a value with `returns(_:)` only when the requirement's output is
// `Equatable`: nothing else can compare what an implementation returns with it. Such an
// output is promised with `returns(_:where:)`, which compiles here.
// The line marked `expected-error-line` is the only one that does not compile.

import MockKit

struct NonEquatableReceipt: Sendable {
  var id: String
}

protocol ReceiptIssuer {
  func issue(orderID: String) async throws -> NonEquatableReceipt
}

func promiseAValueOfANonEquatableOutput() {
  let issue = ProtocolContract<any ReceiptIssuer>.Requirement<String, NonEquatableReceipt>(
    "issue(orderID:)"
  ) { issuer, orderID in
    try await issuer.issue(orderID: orderID)
  }
  _ = issue.example("issues a receipt", with: "o-1", .returns("a receipt") { !$0.id.isEmpty })
  _ = issue.example("issues a receipt", with: "o-1", .returns(NonEquatableReceipt(id: "r-1")))  // expected-error-line
}
