// expected-error: 'XCTAssertCalled(_:times:_:fileID:filePath:line:column:)' is unavailable: ... allows any count, so it checks nothing; write 1... (or leave times: out) for at least one call
//
// The XCTest twin of UnboundedCountRange.swift.
// The line marked `expected-error-line` is the only one that does not compile.

import MockKit

func assertAnyNumberOfCalls() {
  let track = Spy<String, Void>()
  XCTAssertCalled(track, times: 1...)
  XCTAssertCalled(track, times: ...)  // expected-error-line
}
