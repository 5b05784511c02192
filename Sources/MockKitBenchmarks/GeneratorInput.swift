/// Swift source for the generator benchmark: files of protocols like an app's service
/// layer declares, the same on every run.
///
/// Each file has a header comment, imports, a constant and an extension whose strings hold
/// braces, then its protocols. Their requirements mix `async` and `throws` methods,
/// argument labels, escaping closures and `{ get }` / `{ get set }` properties, under doc
/// and block comments (some holding braces) and attributes. Every requirement is one the
/// generator mocks, so each protocol gets its whole mock.
struct GeneratorInput {
  /// Each file's path and contents.
  let files: [(path: String, contents: String)]
  /// How many protocols the files declare.
  let protocolCount: Int

  /// Builds `fileCount` files of `protocolsPerFile` protocols, each with 3 to 8
  /// requirements.
  init(files fileCount: Int, protocolsPerFile: Int) {
    var files: [(path: String, contents: String)] = []
    for file in 0..<fileCount {
      var source = """
        // Services.swift: the dependencies of feature \(file), mocked in its tests.
        //
        // Request paths are templates such as "/users/{id}/orders/{orderID}".

        import Foundation
        import Shop

        /// The path of a user's orders; `{id}` is replaced by the user's id.
        let ordersPath\(file) = "/users/{id}/orders"

        """
      for position in 0..<protocolsPerFile {
        let index = file * protocolsPerFile + position
        let stem = Self.stems[position % Self.stems.count]
        let count = 3 + index % 6
        let members = (0..<count).map { Self.requirements[(index + $0) % Self.requirements.count] }
        source += """

          /// A dependency of feature \(file); its tests use the generated mock.
          \(index % 4 == 0 ? "@MainActor\n" : "")\(index % 2 == 0 ? "public " : "")\
          protocol \(stem)\(file): \(index % 4 == 0 ? "AnyObject" : "Sendable") {
          \(members.joined(separator: "\n\n"))
          }

          """
      }
      source += """

        extension \(Self.stems[0])\(file) {
          /// The path of `user`'s orders: `ordersPath\(file)` with "{id}" filled in.
          func ordersPath(for user: User) -> String {
            ordersPath\(file).replacingOccurrences(of: "{id}", with: "\\(user.id)")
          }
        }

        """
      files.append((path: "Feature\(file)/Services.swift", contents: source))
    }
    self.files = files
    self.protocolCount = fileCount * protocolsPerFile
  }

  private static let stems = [
    "UserFetching", "OrderStoring", "PaymentProcessing", "CheckoutPresenting",
    "InventoryChecking", "AnalyticsTracking", "SessionProviding", "RefundHandling",
    "NotificationSending", "CartManaging",
  ]

  /// Requirements as they appear in a protocol's body, comments and attributes included.
  private static let requirements = [
    """
      /// Loads the user with `id`.
      ///
      /// - Throws: `LookupError.notFound` when no user has that id.
      func user(id: User.ID) async throws -> User
    """,
    """
      /// The user's orders, newest first; at most `limit` of them.
      func orders(for user: User, limit: Int) async throws -> [Order]
    """,
    """
      /// Fetches the user and calls `completion` once, on any thread:
      /// `fetchUser(id: id) { result in ... }`.
      func fetchUser(id: String, completion: @escaping @Sendable (Result<User, any Error>) -> Void)
    """,
    """
      /// The signed-in user, or `nil` before sign-in.
      var currentUser: User? { get }
    """,
    """
      /// How many times a failed request is retried.
      var retryLimit: Int { get set }
    """,
    """
      /* Charges `amount` to `card`. The gateway's reference looks like "ch_{id}", and a
         declined card throws `PaymentError.declined`. */
      @discardableResult
      func charge(_ amount: Decimal, to card: PaymentCard) async throws -> Payment
    """,
    """
      /// Records an analytics event such as `"checkout.started"`.
      func track(_ event: String, properties: [String: String])
    """,
    """
      /// Cancels an order that has not shipped yet.
      func cancel(orderID: Order.ID) throws
    """,
    """
      var isOnline: Bool { get }
    """,
    """
      /// Refunds `payment`; `nil` when it was already refunded.
      func refund(_ payment: Payment, reason: String?) async -> Refund?
    """,
    """
      /// Calls `handler` with the orders each time they change, until the returned token is
      /// cancelled. A handler such as `{ orders in render(orders) }` must not block.
      func observeOrders(_ handler: @escaping @Sendable ([Order]) -> Void) -> Cancellation
    """,
    """
      /// The last failure, shown in a banner until it is set to `nil`.
      var lastError: (any Error)? { get set }
    """,
    """
      // Drops every cached user and order; the next read goes to the network.
      func reset()
    """,
    """
      /// Reserves `amount` for `order` and calls `completion` with the payment.
      func authorize(
        _ amount: Decimal,
        for order: Order,
        completion: @escaping @Sendable (Result<Payment, any Error>) -> Void
      )
    """,
  ]
}

/// Swift source of `count` type declarations and no protocol: structs, enums and classes
/// in turn, each naming the one before. The generator reads every declaration (for what
/// it learns of the types' sendability) and writes no mock.
func typeDeclarations(count: Int) -> String {
  var source = ""
  for index in 0..<count {
    source +=
      index % 3 == 0
      ? "public struct Order\(index): Sendable { let id: Int; var note: String? }\n"
      : index % 3 == 1
        ? "enum Status\(index) { case placed(Order\(index - 1)), cancelled }\n"
        : "final class Service\(index) { var orders: [Order\(index - 2)] = [] }\n"
  }
  return source
}
