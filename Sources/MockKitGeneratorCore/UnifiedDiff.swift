/// The lines that differ between two texts, as `diff -u` prints them: what
/// `mockkit generate --check` shows of a checked-in file that is stale.
public enum UnifiedDiff {
  /// A unified diff from `old` to `new`, with `context` unchanged lines around each
  /// change; empty when the texts are equal.
  ///
  /// ```text
  /// --- ShopMocks.swift (checked in)
  /// +++ ShopMocks.swift (generated)
  /// @@ -3,3 +3,3 @@
  ///  import Shop
  /// -final class MockCart: Shop.Cart {
  /// +final class MockCart: Shop.Cart, Sendable {
  /// ```
  ///
  /// - Parameters:
  ///   - old: The text the diff starts from.
  ///   - new: The text it ends at.
  ///   - oldName: What the `---` line calls `old`.
  ///   - newName: What the `+++` line calls `new`.
  ///   - context: How many unchanged lines stand around each change.
  /// - Returns: The diff, each line ended by a newline; `""` when `old == new`.
  public static func between(
    _ old: String, and new: String, oldName: String, newName: String, context: Int = 3
  ) -> String {
    guard old != new else { return "" }
    let oldLines = lines(of: old)
    let newLines = lines(of: new)
    let edits = editScript(from: oldLines, to: newLines)
    var output = "--- \(oldName)\n+++ \(newName)\n"
    for hunk in hunks(of: edits, context: context) {
      output += hunk.header + "\n"
      for edit in hunk.edits {
        switch edit {
        case .same(let oldIndex, _): output += " " + oldLines[oldIndex] + "\n"
        case .removed(let oldIndex): output += "-" + oldLines[oldIndex] + "\n"
        case .added(let newIndex): output += "+" + newLines[newIndex] + "\n"
        }
      }
    }
    return output
  }

  /// One step from the old lines to the new: a line both have, one only the old has, or
  /// one only the new has, by its index in the lines that have it.
  enum Edit: Equatable {
    case same(Int, Int)
    case removed(Int)
    case added(Int)
  }

  /// The lines of `text`; a last newline ends the last line rather than starting another.
  static func lines(of text: String) -> [Substring] {
    guard !text.isEmpty else { return [] }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if text.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

  /// The shortest edit script from `old` to `new` (Myers' algorithm, in time proportional
  /// to the lines times the differences). Past `maximumDifferences`, which only files with
  /// little in common reach, every old line is removed and every new one added.
  static func editScript(
    from old: [Substring], to new: [Substring], maximumDifferences: Int = 2_000
  ) -> [Edit] {
    let n = old.count
    let m = new.count
    let limit = min(n + m, maximumDifferences)
    let offset = limit + 1
    // `frontier[k + offset]`: the furthest old index reached on diagonal k (= x - y).
    var frontier = [Int](repeating: 0, count: 2 * limit + 3)
    var history: [[Int]] = []
    for differences in 0...limit {
      history.append(frontier)
      for k in stride(from: -differences, through: differences, by: 2) {
        let fromAbove =
          k == -differences
          || (k != differences && frontier[k - 1 + offset] < frontier[k + 1 + offset])
        var x = fromAbove ? frontier[k + 1 + offset] : frontier[k - 1 + offset] + 1
        var y = x - k
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        frontier[k + offset] = x
        if x >= n, y >= m {
          return backtrack(history, old: n, new: m, offset: offset)
        }
      }
    }
    return (0..<n).map { Edit.removed($0) } + (0..<m).map { Edit.added($0) }
  }

  /// The edits that the frontiers `history` kept lead through, from the start.
  private static func backtrack(_ history: [[Int]], old n: Int, new m: Int, offset: Int)
    -> [Edit]
  {
    var edits: [Edit] = []
    var x = n
    var y = m
    for differences in stride(from: history.count - 1, through: 0, by: -1) {
      let frontier = history[differences]
      let k = x - y
      let fromAbove =
        k == -differences
        || (k != differences && frontier[k - 1 + offset] < frontier[k + 1 + offset])
      let previousK = fromAbove ? k + 1 : k - 1
      let previousX = differences == 0 ? 0 : frontier[previousK + offset]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        edits.append(.same(x, y))
      }
      guard differences > 0 else { break }
      if fromAbove {
        y -= 1
        edits.append(.added(y))
      } else {
        x -= 1
        edits.append(.removed(x))
      }
    }
    return edits.reversed()
  }

  /// A run of edits around some changes, and its `@@` line.
  struct Hunk {
    var edits: [Edit]
    var header: String
  }

  /// The changes of `edits` with `context` unchanged lines around each, merged where
  /// they overlap.
  static func hunks(of edits: [Edit], context: Int) -> [Hunk] {
    let changed = edits.indices.filter {
      if case .same = edits[$0] { return false }
      return true
    }
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(edits.count - 1, index + context)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges.map { range in
      let slice = Array(edits[range])
      // Where the hunk starts in each file: the first line of that file it shows, or, for
      // a file it shows no line of, the line before it (as `diff -u` does).
      var oldStart: Int?
      var newStart: Int?
      var oldCount = 0
      var newCount = 0
      for edit in slice {
        switch edit {
        case .same(let oldIndex, let newIndex):
          oldStart = oldStart ?? oldIndex
          newStart = newStart ?? newIndex
          oldCount += 1
          newCount += 1
        case .removed(let oldIndex):
          oldStart = oldStart ?? oldIndex
          oldCount += 1
        case .added(let newIndex):
          newStart = newStart ?? newIndex
          newCount += 1
        }
      }
      let oldLine = oldStart.map { $0 + 1 } ?? linesBefore(range.lowerBound, in: edits, old: true)
      let newLine = newStart.map { $0 + 1 } ?? linesBefore(range.lowerBound, in: edits, old: false)
      return Hunk(
        edits: slice, header: "@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@")
    }
  }

  /// How many lines of the old (or new) file come before edit number `index`.
  private static func linesBefore(_ index: Int, in edits: [Edit], old: Bool) -> Int {
    edits[..<index].reduce(0) { count, edit in
      switch edit {
      case .same: count + 1
      case .removed: old ? count + 1 : count
      case .added: old ? count : count + 1
      }
    }
  }
}
