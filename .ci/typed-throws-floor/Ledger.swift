// The protocol whose generated mock `.ci/run typed-throws-floor` type-checks for iOS 13
// with its contract glue: its associated type is primary, so its Requirements name
// `any Ledger<Entry>`, which iOS 13's runtime cannot run.

protocol Ledger<Entry>: Sendable {
  associatedtype Entry: Sendable

  func record(_ entry: Entry) throws
  func count() async -> Int
}
