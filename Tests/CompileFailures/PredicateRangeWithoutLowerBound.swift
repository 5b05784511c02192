// expected-error: 'wasCalled(times:)' is unavailable: ...n has no lower bound; write 0...n for at most n calls
//
// The predicate for `#expect` takes counts as the assertions do: `...1` does not compile,
// and the message names `0...1`, which compiles here.
// The line marked `expected-error-line` is the only one that does not compile.

import MockKit

func checkAtMostOneCall() -> Bool {
  let track = Spy<String, Void>()
  return track.wasCalled(times: 0...1)
    && track.wasCalled(times: ...1)  // expected-error-line
}
