/// The container a test reaches as ``TestContainer/current``: given, or built from the
/// `.container` trait's registrations the first time the test asks for it.
///
/// Built then, inside every scope the test runs in, the mocks its registrations make are
/// created inside a strict scope whichever order the test lists `.container` and
/// `.strictMocks` in; built as the container trait's scope began, they were created
/// outside a strict scope listed after it, and strict mode never checked them.
final class ContainerSlot: Sendable {
  private let registrations: @Sendable () -> [Provide]
  private let built: LockedState<TestContainer?>

  /// A slot that builds its container from `registrations` when first asked.
  init(registrations: @escaping @Sendable () -> [Provide]) {
    self.registrations = registrations
    built = LockedState(nil)
  }

  /// A slot holding `container`.
  init(_ container: TestContainer) {
    registrations = { [] }
    built = LockedState(container)
  }

  /// The container, built on the first call. The registrations run outside the lock, as
  /// they run the test's code; two first calls at once each build one, and both get the
  /// one stored first.
  var container: TestContainer {
    if let existing = built.withLock({ $0 }) { return existing }
    let made = TestContainer(registrations(), parent: nil)
    return built.withLock { built in
      if let existing = built { return existing }
      built = made
      return made
    }
  }
}
