struct Widget {
  let box: Box
  func describe() -> String { "\(box.label) in \(Owner.self)" }
}

extension Owner {
  /// Nested, and declared in Core: Base may not name it.
  struct Knob {}
}

/// A private type named like Top's: this file's own.
private struct Screen {}

extension Widget {
  func screen() -> some Any { Screen() }
}
