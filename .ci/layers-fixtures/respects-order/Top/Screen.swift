struct Screen {
  let panel: Panel
  let label: Label<Int>
  let knob: Owner.Knob

  func knobs() -> [Owner.Knob] {
    struct Local {}  // local: no other file can name it
    return [knob]
  }
}
