import ExampleServices
import Foundation
import MockKit
import Testing

/// `UserPreferencesService` with the generated `MockDataStorage`. `DataStorage`'s methods
/// are generic, so the mock's `save` spy records each value as an `UncheckedArgument`, and
/// its `load` spy answers with any `Sendable` value, cast to the type the caller asks for.
@Suite struct UserPreferencesServiceTests {
  let storage = MockDataStorage()
  let stored = UserPreferences(theme: .light, notificationsEnabled: false, languageCode: "fr")

  var service: UserPreferencesService {
    UserPreferencesService(storage: storage, notificationCenter: NotificationCenter())
  }

  @Test func changingTheThemeSavesTheStoredPreferencesWithTheNewTheme() throws {
    storage.load.returns(stored)

    try service.updateTheme(.dark)

    let (value, key) = try #require(storage.save.lastArguments)
    var expected = stored
    expected.theme = .dark
    #expect(value.value(as: UserPreferences.self) == expected)
    #expect(key == UserPreferencesService.storageKey)
    expectCalled(storage.save, times: 1)
  }

  @Test func choosingTheCurrentThemeSavesNothing() throws {
    storage.load.returns(stored)

    try service.updateTheme(.light)

    expectNotCalled(storage.save)
  }

  @Test func nothingStoredReadsAsTheDefaults() throws {
    storage.load.returns(nil)

    #expect(try service.preferences() == .defaults)
    #expect(storage.load.lastArguments?.1 == UserPreferencesService.storageKey)
  }
}
