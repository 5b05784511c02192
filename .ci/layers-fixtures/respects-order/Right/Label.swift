/// A generic parameter named like the sibling's type is this file's own.
struct Label<Panel> {
  let box: Box
  let value: Panel
}
