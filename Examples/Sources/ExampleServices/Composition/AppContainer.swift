/// A hand-written composition root: one `lazy var` per shared service and one `make…`
/// factory per screen or short-lived service.
///
/// `lazy var` mutates on first access, so the container cannot be `Sendable`; it lives
/// on the main actor, where the app builds its screens.
///
/// ```swift
/// let container = AppContainer(configuration: AppConfiguration(baseURL: apiURL))
/// let profile = container.makeUserProfileViewModel()
/// ```
@MainActor
public final class AppContainer {
  /// What this container builds from.
  public let configuration: AppConfiguration

  /// Creates a container; nothing is built until it is first used.
  public init(configuration: AppConfiguration) {
    self.configuration = configuration
  }

  /// The app's one network client.
  public lazy var networkClient: any NetworkClient = URLSessionNetworkClient(
    session: configuration.session)

  /// The app's one network manager, for the authentication API.
  public lazy var networkManager: any NetworkManager = URLSessionNetworkManager(
    baseURL: configuration.baseURL, session: configuration.session)

  /// The app's one storage.
  public lazy var storage: any DataStorage = FileDataStorage(
    directory: configuration.storageDirectory)

  /// The app's one session.
  public lazy var sessionStore = SessionStore()

  /// The app's one user repository.
  public lazy var userRepository = UserRepository(
    baseURL: configuration.baseURL, client: networkClient)

  /// A new view model for a profile screen.
  public func makeUserProfileViewModel() -> UserProfileViewModel {
    UserProfileViewModel(users: userRepository)
  }

  /// A preferences service over the shared storage.
  public func makePreferencesService() -> UserPreferencesService {
    UserPreferencesService(storage: storage, notificationCenter: configuration.notificationCenter)
  }

  /// An authentication service over the shared session.
  public func makeAuthenticationService() -> AuthenticationService {
    AuthenticationService(network: networkManager, session: sessionStore)
  }
}
