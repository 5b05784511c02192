struct Panel {
  let widget: Widget
  let knob: Owner.Knob
}
