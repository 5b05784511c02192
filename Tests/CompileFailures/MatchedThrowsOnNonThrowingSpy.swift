// expected-error: 'throws' is unavailable: a Spy stands for a method that cannot throw; use ThrowingSpy to stub an error
//
// A matched stub of a non-throwing `Spy` cannot throw either.
// The line marked `expected-error-line` is the only one that does not compile.

import MockKit

struct SomeError: Error {}

func stubSomeCallsOfANonThrowingSpyToThrow() {
  let spy = Spy<String, Int>()
  spy.when("o-1").returns(1)
  spy.when("o-2").throws(SomeError())  // expected-error-line
}
