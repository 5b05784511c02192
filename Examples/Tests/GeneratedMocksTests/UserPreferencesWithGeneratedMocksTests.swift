import ExampleServices
import Foundation
import MockKit
import Testing

/// `UserPreferencesService` over the generated `MockDataStorage`, posting to a
/// `NotificationCenter` of each test's own.
///
/// `save` and `load` are generic: the spy records the saved value as an
/// `UncheckedArgument<Any>`, read back with `value(as:)`, and `load` is stubbed with the
/// `UserPreferences` to return, or `nil` for none.
@Suite struct UserPreferencesWithGeneratedMocksTests {
  let storage = MockDataStorage()
  let center = NotificationCenter()
  let notifications: PostedPreferences
  let key = UserPreferencesService.storageKey
  let french = UserPreferences(theme: .light, notificationsEnabled: false, languageCode: "fr")

  init() {
    notifications = PostedPreferences(center: center)
  }

  var service: UserPreferencesService {
    UserPreferencesService(storage: storage, notificationCenter: center)
  }

  @Test func returnsTheStoredPreferences() throws {
    storage.load.returns(french)

    #expect(try service.preferences() == french)
    expectCalledOnce(
      storage.load, where: { type, key in type == UserPreferences.self && key == self.key })
  }

  @Test func returnsTheDefaultsWhenNothingIsStored() throws {
    storage.load.returns(nil)

    #expect(try service.preferences() == .defaults)
  }

  @Test func savesUnderTheStorageKeyAndPostsThePreferences() throws {
    try service.save(french)

    expectCalled(storage.save, times: 1)
    #expect(storage.save.lastArguments?.0.value(as: UserPreferences.self) == french)
    #expect(storage.save.lastArguments?.1 == key)
    expectCalledOnce(notifications.posted, with: french)
  }

  @Test func updatingTheThemeKeepsTheOtherPreferences() throws {
    storage.load.returns(french)

    try service.updateTheme(.dark)

    var expected = french
    expected.theme = .dark
    #expect(storage.save.lastArguments?.0.value(as: UserPreferences.self) == expected)
    expectCalledOnce(notifications.posted, with: expected)
  }

  @Test func updatingTheThemeOfANewUserStartsFromTheDefaults() throws {
    storage.load.returns(nil)

    try service.updateTheme(.dark)

    var expected = UserPreferences.defaults
    expected.theme = .dark
    #expect(storage.save.lastArguments?.0.value(as: UserPreferences.self) == expected)
  }

  @Test func choosingTheCurrentThemeAgainSavesAndPostsNothing() throws {
    storage.load.returns(french)

    try service.updateTheme(.light)

    expectNotCalled(storage.save)
    expectNotCalled(notifications.posted)
  }

  @Test func resetDeletesTheStoredPreferencesAndPostsTheDefaults() throws {
    try service.resetToDefaults()

    expectCalledOnce(storage.delete, with: key)
    expectNotCalled(storage.save)
    expectCalledOnce(notifications.posted, with: .defaults)
  }

  @Test func aFailedSavePostsNothing() throws {
    storage.save.throws(TestError(reason: "disk full"))

    #expect(throws: TestError(reason: "disk full")) { try service.save(french) }

    expectNotCalled(notifications.posted)
  }

  @Test func aFailedLoadIsPassedOnAndNothingIsSaved() throws {
    storage.load.throws(TestError(reason: "unreadable"))

    #expect(throws: TestError(reason: "unreadable")) { try service.updateTheme(.dark) }

    expectNotCalled(storage.save)
    expectNotCalled(notifications.posted)
  }

  @Test func aFailedResetPostsNothing() throws {
    storage.delete.throws(TestError(reason: "read-only"))

    #expect(throws: TestError(reason: "read-only")) { try service.resetToDefaults() }

    expectNotCalled(notifications.posted)
  }

  /// Stubbing the theme where the service loads whole preferences is a test failure that
  /// names both types; the update then fails without saving anything.
  @Test func aStubOfTheWrongTypeFailsTheTestAndSavesNothing() throws {
    storage.load.returns(Theme.dark)

    let failures = MockKitFailure.capture {
      #expect(throws: MockKitError.self) { try service.updateTheme(.light) }
    }

    #expect(failures.count == 1)
    let message = try #require(failures.first?.message)
    #expect(
      message.hasPrefix(
        """
        load(_:forKey:) was stubbed with a value of type Theme, but this call returns \
        UserPreferences?, so it threw MockKitError.stubTypeMismatch.
        """))
    #expect(message.contains(#"#1 load(UserPreferences, forKey: "user-preferences")"#))
    #expect(message.hasSuffix("To fix, stub this call with a value of type UserPreferences?."))

    expectNotCalled(storage.save)
    expectNotCalled(notifications.posted)
  }
}

/// Observes ``UserPreferencesService/didChangeNotification`` on one center and records
/// each posted `UserPreferences` in a spy, so tests check notifications like calls.
final class PostedPreferences {
  let posted = Spy<UserPreferences?, Void>(name: "didChangeNotification")
  private let center: NotificationCenter
  private let observer: any NSObjectProtocol

  /// Starts observing `center`; notifications posted there are delivered synchronously.
  init(center: NotificationCenter) {
    self.center = center
    let posted = posted
    observer = center.addObserver(
      forName: UserPreferencesService.didChangeNotification, object: nil, queue: nil
    ) { notification in
      posted.call(
        notification.userInfo?[UserPreferencesService.preferencesUserInfoKey] as? UserPreferences)
    }
  }

  deinit {
    center.removeObserver(observer)
  }
}
