import Testing

@testable import HeroScene

@Suite struct SceneLoaderPlaceholderTests {
  @Test func placeholder() {}
}
