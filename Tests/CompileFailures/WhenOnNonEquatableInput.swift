// expected-error: 'when(_:fileID:filePath:line:column:)' is unavailable: when(_:) needs Equatable arguments, or an unlabeled tuple of Equatable values; match the others with .any or .matching { }, or use when(matching:)
//
// `when(_:)` with a value needs an `Equatable` input: a spy cannot compare arguments that
// have no `==`. Such an input is matched with `when(matching:)` or `.matching { }`, which
// compile here.
// The line marked `expected-error-line` is the only one that does not compile.

import MockKit

struct NonEquatableStruct: Sendable {
  var id: String
}

func stubByValueOnANonEquatableInput() {
  let spy = Spy<NonEquatableStruct, Int>()
  spy.when(matching: { $0.id == "o-1" }).returns(1)
  spy.when(.matching { $0.id == "o-2" }).returns(2)
  spy.when(NonEquatableStruct(id: "o-1")).returns(1)  // expected-error-line
}
