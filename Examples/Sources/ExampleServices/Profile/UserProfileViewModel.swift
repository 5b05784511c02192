/// The state of a profile screen: loads a user and exposes what the screen shows.
///
/// ```swift
/// let model = UserProfileViewModel(users: repository)
/// await model.load(userID: "1")
/// print(model.user?.name ?? model.errorMessage ?? "")
/// ```
@MainActor
public final class UserProfileViewModel {
  /// The loaded user; kept when a later load fails, so the screen still shows it.
  public private(set) var user: User?
  /// What to tell the user when the last load failed; `nil` otherwise.
  public private(set) var errorMessage: String?
  /// Whether a load is in progress.
  public private(set) var isLoading = false

  private let users: any UserFetching

  /// Creates a view model that loads through `users`.
  ///
  /// - Parameter users: Where users come from, such as a ``UserRepository``.
  public init(users: any UserFetching) {
    self.users = users
  }

  /// Loads the user with identifier `userID`.
  ///
  /// A call while a load is in progress does nothing, so a double tap fetches once. A
  /// cancelled load leaves no error message.
  ///
  /// - Parameter userID: The user's identifier.
  public func load(userID: String) async {
    guard !isLoading else { return }
    isLoading = true
    errorMessage = nil
    defer { isLoading = false }
    do {
      user = try await users.user(id: userID)
    } catch is CancellationError {
      return
    } catch NetworkError.badStatus(404) {
      errorMessage = "This profile does not exist."
    } catch {
      errorMessage = "Could not load the profile. Check your connection and try again."
    }
  }
}
