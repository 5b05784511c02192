// expected-error: 'answers' is unavailable: a Spy stands for a method that cannot throw; use ThrowingSpy for a throwing answer
//
// A non-throwing `Spy` takes only answers that cannot throw; a throwing answer needs a
// `ThrowingSpy`.
// The line marked `expected-error-line` is the only one that does not compile.

import MockKit

struct SomeError: Error {}

func answerANonThrowingSpyByThrowing() {
  let spy = Spy<String, Int>()
  spy.answers { input in input.count }
  spy.answers { _ in throw SomeError() }  // expected-error-line
}
