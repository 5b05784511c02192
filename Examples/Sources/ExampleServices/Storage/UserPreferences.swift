/// The user's settings, stored by ``UserPreferencesService``.
public struct UserPreferences: Codable, Equatable, Sendable {
  /// The app's color theme.
  public var theme: Theme
  /// Whether the user wants push notifications.
  public var notificationsEnabled: Bool
  /// The preferred language, as a BCP 47 code.
  public var languageCode: String

  /// What a user who never changed a setting gets.
  public static let defaults = UserPreferences(
    theme: .system, notificationsEnabled: true, languageCode: "en")

  /// Creates preferences.
  public init(theme: Theme, notificationsEnabled: Bool, languageCode: String) {
    self.theme = theme
    self.notificationsEnabled = notificationsEnabled
    self.languageCode = languageCode
  }
}

/// The app's color theme.
public enum Theme: String, Codable, Sendable, CaseIterable {
  /// Follow the system setting.
  case system
  /// Always light.
  case light
  /// Always dark.
  case dark
}
