// expected-error: 'XCTAssertCalled(_:times:_:fileID:filePath:line:column:)' is unavailable: ..<n has no lower bound; write 0..<n for fewer than n calls
//
// `..<n` has no lower bound either, in the XCTest names as in the `expect…` ones; the
// message names `0..<3`, which compiles here.
// The line marked `expected-error-line` is the only one that does not compile.

import MockKit

func assertFewerThanThreeCalls() {
  let track = Spy<String, Void>()
  XCTAssertCalled(track, times: 0..<3)
  XCTAssertCalled(track, times: ..<3)  // expected-error-line
}
