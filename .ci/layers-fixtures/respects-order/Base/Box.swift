/// The lowest layer. Widget, Panel, Label and Screen are named here only where they do not
/// count: in comments, doc comments and string literals.
struct Box {
  // Screen(panel:) would be an upward reference in code.
  var label = "Widget and Panel"
  /* A block comment naming Screen, /* a nested one naming Panel, */ still a comment. */
  let note = """
    Owner.Knob and "Label", in a multi-line string
    """
  let raw = #"Screen: \(Screen) is not an interpolation in a raw string"#
  let escaped = "a \"Widget\" in quotes, and \(label) from this layer"
}

/// A type that a higher layer extends with a nested one.
struct Owner {}
