struct Panel {
  let label: Label
}
