// expected-error: 'expectCalled(_:times:_:fileID:filePath:line:column:)' is unavailable: ...n has no lower bound; write 0...n for at most n calls
//
// As in Swift Testing's `confirmation(expectedCount:)`, a count range needs a lower bound:
// `...3` reads as "up to 3" but holds every negative number too, so it does not compile,
// and the message names `0...3`, which compiles here.
// The line marked `expected-error-line` is the only one that does not compile.

import MockKit

func expectAtMostThreeCalls() {
  let track = Spy<String, Void>()
  expectCalled(track, times: 0...3)
  expectCalled(track, times: ...3)  // expected-error-line
}
