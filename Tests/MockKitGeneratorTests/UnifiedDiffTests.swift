import Foundation
import Testing

@testable import MockKitGeneratorCore

/// The diff `mockkit generate --check` prints of a stale file: `diff -u`'s format, with
/// three lines of context.
@Suite struct UnifiedDiffTests {
  private let checkedIn = (1...12).map { "line \($0)\n" }.joined()

  @Test func equalTextsHaveNoDiff() {
    #expect(UnifiedDiff.between(checkedIn, and: checkedIn, oldName: "a", newName: "b") == "")
  }

  @Test func aChangedLineIsShownWithThreeLinesAroundIt() {
    let generated = checkedIn.replacingOccurrences(of: "line 6\n", with: "line six\n")
    #expect(
      UnifiedDiff.between(checkedIn, and: generated, oldName: "Mocks.swift", newName: "new")
        == """
        --- Mocks.swift
        +++ new
        @@ -3,7 +3,7 @@
         line 3
         line 4
         line 5
        -line 6
        +line six
         line 7
         line 8
         line 9

        """)
  }

  @Test func changesFarApartAreHunksOfTheirOwn() {
    let generated = "line 0\n" + checkedIn.replacingOccurrences(of: "line 12\n", with: "")
    #expect(
      UnifiedDiff.between(checkedIn, and: generated, oldName: "a", newName: "b") == """
        --- a
        +++ b
        @@ -1,3 +1,4 @@
        +line 0
         line 1
         line 2
         line 3
        @@ -9,4 +10,3 @@
         line 9
         line 10
         line 11
        -line 12

        """)
  }

  @Test func aMissingFileIsAllAdded() {
    #expect(
      UnifiedDiff.between("", and: "import MockKit\n", oldName: "a", newName: "b") == """
        --- a
        +++ b
        @@ -0,0 +1,1 @@
        +import MockKit

        """)
  }

  /// Whatever the edits, applying the script to the old lines gives the new ones.
  @Test func theEditScriptLeadsFromTheOldLinesToTheNew() {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in
        Substring("l\(Int.random(in: 0...6, using: &random))")
      }
      var new = old
      for _ in 0..<Int.random(in: 0...6, using: &random) {
        if Bool.random(using: &random) || new.isEmpty {
          new.insert("n", at: Int.random(in: 0...new.count, using: &random))
        } else {
          new.remove(at: Int.random(in: 0..<new.count, using: &random))
        }
      }
      var rebuilt: [Substring] = []
      for edit in UnifiedDiff.editScript(from: old, to: new) {
        switch edit {
        case .same(let index, _): rebuilt.append(old[index])
        case .added(let index): rebuilt.append(new[index])
        case .removed: break
        }
      }
      #expect(rebuilt == new, "\(old) → \(new)")
    }
  }
}
