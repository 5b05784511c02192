import Foundation

/// Reads and writes the user's ``UserPreferences`` and announces every change.
///
/// After each change it posts ``didChangeNotification`` on its notification center, with
/// the new preferences under ``preferencesUserInfoKey``.
///
/// ```swift
/// let service = UserPreferencesService(storage: FileDataStorage())
/// try service.updateTheme(.dark)
/// ```
public struct UserPreferencesService: Sendable {
  /// Posted after the preferences changed; the object is `nil`.
  public static let didChangeNotification = Notification.Name("UserPreferencesDidChange")
  /// The `userInfo` key of the new ``UserPreferences`` in ``didChangeNotification``.
  public static let preferencesUserInfoKey = "preferences"
  /// The storage key the preferences are saved under.
  public static let storageKey = "user-preferences"

  private let storage: any DataStorage
  private let notificationCenter: NotificationCenter

  /// Creates a service over `storage`.
  ///
  /// - Parameters:
  ///   - storage: Where the preferences are kept.
  ///   - notificationCenter: Where changes are posted; `NotificationCenter.default` by
  ///     default. Tests pass a `NotificationCenter()` of their own.
  public init(storage: any DataStorage, notificationCenter: NotificationCenter = .default) {
    self.storage = storage
    self.notificationCenter = notificationCenter
  }

  /// The stored preferences, or ``UserPreferences/defaults`` when none are stored.
  ///
  /// - Throws: The storage's error.
  public func preferences() throws -> UserPreferences {
    try storage.load(UserPreferences.self, forKey: Self.storageKey) ?? .defaults
  }

  /// Saves `preferences` and posts ``didChangeNotification``.
  ///
  /// - Throws: The storage's error; nothing is posted then.
  public func save(_ preferences: UserPreferences) throws {
    try storage.save(preferences, forKey: Self.storageKey)
    post(preferences)
  }

  /// Changes the theme, keeping the other preferences. Choosing the current theme again
  /// saves and posts nothing.
  ///
  /// - Throws: The storage's error.
  public func updateTheme(_ theme: Theme) throws {
    var preferences = try preferences()
    guard preferences.theme != theme else { return }
    preferences.theme = theme
    try save(preferences)
  }

  /// Forgets the stored preferences, so ``preferences()`` returns the defaults again, and
  /// posts ``didChangeNotification`` with the defaults.
  ///
  /// - Throws: The storage's error.
  public func resetToDefaults() throws {
    try storage.delete(forKey: Self.storageKey)
    post(.defaults)
  }

  private func post(_ preferences: UserPreferences) {
    notificationCenter.post(
      name: Self.didChangeNotification, object: nil,
      userInfo: [Self.preferencesUserInfoKey: preferences])
  }
}
