// mockkit:mock
/// The desk where detectives file reports: a class-bound protocol with a settable
/// property, typed throws and an escaping closure, all over types named like MockKit's.
public protocol OrderDesk: AnyObject {
  /// How long the desk's registrations last.
  var scope: Scope { get set }
  /// Files a report by `spy` with a `note`; throws when the desk refuses it.
  func file(_ spy: Spy, note: UncheckedArgument) throws(ThrowingSpy)
  /// Calls `handler` with each detective that comes to the desk.
  func onArrival(_ handler: @escaping (Spy) -> Void)
}
