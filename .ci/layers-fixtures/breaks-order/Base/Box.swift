struct Box {
  let widget: Widget
  /// Screen, in a doc comment: does not count.
  let text = "Screen"
  let interpolated = "\(Screen.self)"
  let raw = #"Panel, then \#(Label.self)"#
  let knobs: [Owner.Knob] = []
}

struct Owner {}

extension Owner {
  func knob() -> Knob { Knob() }
}
