import Testing

@testable import MockKit

private enum Scene {
  struct ViewModel {}
}

private struct Box<Value> {
  struct Inner {}
}

private protocol Tracker {}
private protocol Flushing {}

extension MessageTests {
  @Test func dropsTheModuleAndKeepsEnclosingTypes() {
    #expect(TypeNames.name(of: Shop.CheckoutService.self) == "Shop.CheckoutService")
    #expect(TypeNames.name(of: Scene.ViewModel.self) == "Scene.ViewModel")
    #expect(TypeNames.name(of: Int.self) == "Int")
  }

  @Test func keepsGenericArgumentsAndTheTypesNestedInAGenericType() {
    #expect(TypeNames.name(of: [Scene.ViewModel].self) == "Array<Scene.ViewModel>")
    #expect(TypeNames.name(of: Scene.ViewModel?.self) == "Optional<Scene.ViewModel>")
    #expect(
      TypeNames.name(of: [String: Scene.ViewModel].self)
        == "Dictionary<String, Scene.ViewModel>")
    #expect(TypeNames.name(of: Box<Int>.Inner.self) == "Box<Int>.Inner")
  }

  @Test func namesProtocolsTuplesAndFunctions() {
    #expect(TypeNames.name(of: (any Tracker).self) == "Tracker")
    #expect(TypeNames.name(of: (any Tracker & Flushing).self) == "Flushing & Tracker")
    #expect(TypeNames.name(of: (any Tracker.Type).self) == "Tracker.Type")
    #expect(
      TypeNames.name(of: (Int, label: Scene.ViewModel).self) == "(Int, label: Scene.ViewModel)")
    #expect(
      TypeNames.name(of: ((Int) async throws -> String).self) == "(Int) async throws -> String")
    #expect(TypeNames.name(of: Void.self) == "()")
    #expect(TypeNames.name(of: Any.self) == "Any")
  }

  @Test func namesALocalTypeWithoutItsAnonymousContext() {
    struct Local {}
    #expect(TypeNames.name(of: Local.self) == "MessageTests.Local")
  }

  @Test func rendersAReflectedName() {
    #expect(
      TypeNames.name(reflecting: "Shop.(unknown context at $10a3c).Scene.ViewModel")
        == "Scene.ViewModel")
    #expect(
      TypeNames.name(reflecting: "Swift.Dictionary<Swift.String, Shop.Box<Swift.Int>.Inner>")
        == "Dictionary<String, Box<Int>.Inner>")
  }
}
