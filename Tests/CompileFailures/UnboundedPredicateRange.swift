// expected-error: 'wasCalled(times:)' is unavailable: ... allows any count, so it checks nothing; write wasCalled for at least one call
//
// The predicate twin of UnboundedCountRange.swift, for `#expect`.
// The line marked `expected-error-line` is the only one that does not compile.

import MockKit

func anyNumberOfCalls() -> Bool {
  let track = Spy<String, Void>()
  _ = track.wasCalled
  return track.wasCalled(times: ...)  // expected-error-line
}
