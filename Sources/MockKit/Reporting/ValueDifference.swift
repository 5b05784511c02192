/// Where two values that print differently differ: the elements of an array, the
/// properties of a struct or class, the elements of a tuple and the payload of an enum
/// case, followed down to the parts that differ, so that a message of two long values
/// points at the difference instead of leaving the reader to find it.
///
/// ```text
///   Differs:
///     [1].name: "Bread", expected "Butter"
///     count: 3, expected 2
/// ```
///
/// A part is a leaf when its two sides are not both of a shape above (two numbers, two
/// strings, a set, a dictionary, cases that differ), or when it lies too deep. Parts are
/// compared by how messages print them (``CallFormatter/render(value:)``), so only parts
/// that print differently are listed, and a class instance, which prints as its type
/// unless it describes itself, is followed only when it does.
struct ValueDifference {
  /// One part that differs: where it is, as a path from the value (`[1].name`, `count`).
  struct Part {
    var path: String
    var actual: String
    var expected: String
  }

  /// The parts that differ, in order, at most ``limit``.
  var parts: [Part] = []
  /// How many parts differ beyond ``parts``.
  var more = 0

  /// The most parts listed; the others are counted.
  static let limit = 5
  /// How deep the comparison goes into nested values.
  static let depth = 4

  /// The parts in which `actual` differs from `expected`; `nil` when there is nothing to
  /// point at below the values themselves: they print the same, or they are leaves.
  init?(_ actual: Any, expected: Any) {
    collect(actual, expected, path: "", depth: Self.depth)
    // The values themselves: the message prints them already.
    if parts.isEmpty || (parts.count == 1 && parts[0].path.isEmpty) { return nil }
  }

  /// The message's block: `Differs:` and a line per part.
  var lines: [String] {
    var lines = ["  Differs:"]
    lines += parts.map { "    \($0.path): \($0.actual), expected \($0.expected)" }
    if more > 0 { lines.append("    and \(more) more") }
    return lines
  }

  private mutating func collect(_ actual: Any, _ expected: Any, path: String, depth: Int) {
    let actualText = CallFormatter.render(value: actual)
    let expectedText = CallFormatter.render(value: expected)
    guard actualText != expectedText else { return }
    let actualMirror = Mirror(reflecting: actual)
    let expectedMirror = Mirror(reflecting: expected)
    guard depth > 0, actualMirror.displayStyle == expectedMirror.displayStyle else {
      return add(Part(path: path, actual: actualText, expected: expectedText))
    }
    let actualChildren = Array(actualMirror.children)
    let expectedChildren = Array(expectedMirror.children)
    switch actualMirror.displayStyle {
    case .collection?:
      if actualChildren.count != expectedChildren.count {
        add(
          Part(
            path: Self.join(path, "count"), actual: "\(actualChildren.count)",
            expected: "\(expectedChildren.count)"))
      }
      for (index, (actual, expected)) in zip(actualChildren, expectedChildren).enumerated() {
        collect(actual.value, expected.value, path: path + "[\(index)]", depth: depth - 1)
      }
    case .struct?, .class?, .tuple?, .enum?:
      let labels = actualChildren.map(\.label)
      guard !labels.isEmpty, labels == expectedChildren.map(\.label) else {
        return add(Part(path: path, actual: actualText, expected: expectedText))
      }
      let before = parts.count + more
      // An enum case's payload is one child named by the case: its parts are the case's.
      let isCase = actualMirror.displayStyle == .enum
      for (actual, expected) in zip(actualChildren, expectedChildren) {
        let label = (actual.label ?? "").drop { $0 == "." }
        let childPath = isCase ? path : Self.join(path, String(label))
        collect(actual.value, expected.value, path: childPath, depth: depth - 1)
      }
      // The children print alike while the values do not (a custom description): the
      // value is the part.
      if parts.count + more == before {
        add(Part(path: path, actual: actualText, expected: expectedText))
      }
    case .optional? where actualChildren.count == 1 && expectedChildren.count == 1:
      collect(actualChildren[0].value, expectedChildren[0].value, path: path, depth: depth)
    default:
      add(Part(path: path, actual: actualText, expected: expectedText))
    }
  }

  private mutating func add(_ part: Part) {
    if parts.count < Self.limit {
      parts.append(part)
    } else {
      more += 1
    }
  }

  private static func join(_ path: String, _ name: String) -> String {
    path.isEmpty ? name : "\(path).\(name)"
  }
}
