// expected-error: 'throws' is unavailable: a Spy stands for a method that cannot throw; use ThrowingSpy to stub an error
//
// Only a `ThrowingSpy` can be stubbed to throw, so a test cannot make a non-throwing
// method fail in a way production code never could.
// The line marked `expected-error-line` is the only one that does not compile.

import MockKit

struct SomeError: Error {}

func stubANonThrowingSpyToThrow() {
  let spy = Spy<String, Int>()
  spy.returns(1)
  spy.throws(SomeError())  // expected-error-line
}
