// expected-error: global function 'expectCalled(_:with:_:fileID:filePath:line:column:)' requires that 'Receipt' conform to 'Equatable'
//
// `with:` compares each element of a tuple with its own `==`, so every element must be
// `Equatable`; the compiler names the one that is not. Such a call is checked with
// `where:`, or with one match per argument, which compile here. The line marked `expected-error-line` is the only one
// that does not compile.

import MockKit

struct Receipt: Sendable {
  var id: String
}

func expectAnArchivedReceipt() {
  let archive = Spy<(Receipt, String), Void>()
  expectCalled(archive, where: { $0.0.id == "r-1" && $0.1 == "2026" })
  expectCalled(archive, with: .arguments(.matching { $0.id == "r-1" }, .equal(to: "2026")))
  expectCalled(archive, with: (Receipt(id: "r-1"), "2026"))  // expected-error-line
}
