// expected-error: 'expectCalled(_:times:_:fileID:filePath:line:column:)' is unavailable: ... allows any count, so it checks nothing; write 1... (or leave times: out) for at least one call
//
// `times: ...` reads as "any number of times" and so checks nothing: it does not compile,
// and the message names `1...`, which compiles here, or leaving `times:` out.
// The line marked `expected-error-line` is the only one that does not compile.

import MockKit

func expectAnyNumberOfCalls() {
  let track = Spy<String, Void>()
  expectCalled(track, times: 1...)
  expectCalled(track, times: ...)  // expected-error-line
}
