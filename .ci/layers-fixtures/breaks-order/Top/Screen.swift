struct Screen {
  let box: Box
  let panel: Panel
  let label: Label
}
