struct Widget {
  let knob: Owner.Knob
}

extension Owner {
  struct Knob {}
}

extension Panel {}
