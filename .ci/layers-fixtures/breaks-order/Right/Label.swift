struct Label {
  func panels() -> [Panel] { [] }
}
