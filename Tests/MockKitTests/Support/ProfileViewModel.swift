/// The view model of a profile screen, as the async examples test it: it loads a user
/// through a `UserRepository` and shows progress while it does.
@MainActor
final class ProfileViewModel {
  private(set) var isLoading = false
  private(set) var user: User?
  private(set) var errorMessage: String?

  private let repository: any UserRepository

  init(repository: any UserRepository) {
    self.repository = repository
  }

  /// Loads the user with `userID`; a second call while one is loading does nothing, so a
  /// double tap starts one request.
  func load(userID: String) async {
    guard !isLoading else { return }
    isLoading = true
    defer { isLoading = false }
    do {
      user = try await repository.fetchUser(id: userID)
      errorMessage = nil
    } catch {
      errorMessage = "Could not load the profile: \(error)."
    }
  }
}
