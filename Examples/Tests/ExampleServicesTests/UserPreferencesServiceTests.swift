import ExampleServices
import Foundation
import MockKit
import Testing

/// `UserPreferencesService` over the in-memory fake (for what it stores) and over a mock
/// (for storage failures), posting to a real `NotificationCenter` of each test's own.
@Suite struct UserPreferencesServiceTests {
  let storage = InMemoryDataStorage()
  let center = NotificationCenter()
  let notifications: PreferencesNotifications

  init() {
    notifications = PreferencesNotifications(center: center)
  }

  var service: UserPreferencesService {
    UserPreferencesService(storage: storage, notificationCenter: center)
  }

  @Test func returnsTheDefaultsWhenNothingIsStored() throws {
    #expect(try service.preferences() == .defaults)
    expectNotCalled(notifications.posted)
  }

  @Test func savesThePreferencesAndPostsThem() throws {
    let dark = UserPreferences(theme: .dark, notificationsEnabled: false, languageCode: "fr")

    try service.save(dark)

    #expect(try service.preferences() == dark)
    #expect(
      try storage.load(UserPreferences.self, forKey: UserPreferencesService.storageKey) == dark)
    expectCalledOnce(notifications.posted, with: dark)
  }

  @Test func updatingTheThemeKeepsTheOtherPreferences() throws {
    let french = UserPreferences(theme: .light, notificationsEnabled: false, languageCode: "fr")
    try service.save(french)

    try service.updateTheme(.dark)

    var expected = french
    expected.theme = .dark
    #expect(try service.preferences() == expected)
    #expect(notifications.posted.arguments == [french, expected])
  }

  @Test func choosingTheCurrentThemeAgainPostsNothing() throws {
    try service.updateTheme(UserPreferences.defaults.theme)

    expectNotCalled(notifications.posted)
    #expect(!storage.exists(forKey: UserPreferencesService.storageKey))
  }

  @Test func resetForgetsTheStoredPreferencesAndPostsTheDefaults() throws {
    try service.updateTheme(.dark)

    try service.resetToDefaults()

    #expect(try service.preferences() == .defaults)
    #expect(!storage.exists(forKey: UserPreferencesService.storageKey))
    #expect(notifications.posted.lastArguments == .defaults)
    expectCalled(notifications.posted, times: 2)
  }

  @Test func aFailedSavePostsNothing() throws {
    let storage = MockDataStorage()
    storage.save.throws(TestError(reason: "disk full"))
    let service = UserPreferencesService(storage: storage, notificationCenter: center)

    #expect(throws: TestError(reason: "disk full")) { try service.save(.defaults) }

    expectCalledOnce(storage.save, where: { $0.0 == UserPreferencesService.storageKey })
    expectNotCalled(notifications.posted)
  }

  @Test func aFailedLoadIsPassedOnAndNothingIsSaved() throws {
    let storage = MockDataStorage()
    storage.load.throws(TestError(reason: "unreadable"))
    let service = UserPreferencesService(storage: storage, notificationCenter: center)

    #expect(throws: TestError(reason: "unreadable")) { try service.updateTheme(.dark) }

    expectNotCalled(storage.save)
    expectNotCalled(notifications.posted)
  }

  @Test func aFailedResetPostsNothing() throws {
    let storage = MockDataStorage()
    storage.delete.throws(TestError(reason: "read-only"))
    let service = UserPreferencesService(storage: storage, notificationCenter: center)

    #expect(throws: TestError(reason: "read-only")) { try service.resetToDefaults() }

    expectCalledOnce(storage.delete, with: UserPreferencesService.storageKey)
    expectNotCalled(notifications.posted)
  }

  /// An observer on an operation queue gets the notification asynchronously, so the test
  /// waits for it: resumed by the delivery itself, failed after the timeout.
  @Test func anObserverOnAQueueReceivesTheChangeLater() async throws {
    let queue = OperationQueue()
    let queued = PreferencesNotifications(center: center, queue: queue)

    try service.updateTheme(.light)

    #expect(await queued.posted.waitForCalls(1, timeout: .seconds(5)))
    var expected = UserPreferences.defaults
    expected.theme = .light
    expectCalledOnce(queued.posted, with: expected)
  }

  @Test func postsOnlyOnTheInjectedCenter() throws {
    let other = PreferencesNotifications(center: NotificationCenter())

    try service.updateTheme(.dark)

    expectCalled(notifications.posted, times: 1)
    expectNotCalled(other.posted)
  }
}

/// Observes ``UserPreferencesService/didChangeNotification`` on one center and records
/// each posted `UserPreferences` in a spy, so tests assert on notifications like on calls.
final class PreferencesNotifications: @unchecked Sendable {
  // `@unchecked` is sound: every property is a `let`, and the observer token (not
  // `Sendable` in Foundation's API) is only handed back to its center in `deinit`.
  let posted = Spy<UserPreferences?, Void>(name: "didChangeNotification")
  private let center: NotificationCenter
  private let observer: any NSObjectProtocol

  /// Starts observing `center`; with a `queue`, notifications arrive on it, later.
  init(center: NotificationCenter, queue: OperationQueue? = nil) {
    self.center = center
    let posted = posted
    observer = center.addObserver(
      forName: UserPreferencesService.didChangeNotification, object: nil, queue: queue
    ) { notification in
      posted.call(
        notification.userInfo?[UserPreferencesService.preferencesUserInfoKey] as? UserPreferences)
    }
  }

  deinit {
    center.removeObserver(observer)
  }
}
