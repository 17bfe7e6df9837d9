import Testing

@testable import HeroScene
import HeroPlanner

@Suite struct NearestNameTests {
  @Test(arguments: [
    ("heroId", "heroID"), ("heroid", "heroID"), ("colour", "color"), ("opactiy", "opacity"),
    ("cornerRadious", "cornerRadius"), ("subviews", nil), ("x", nil), ("modifier", "modifiers"),
  ])
  func suggestsTheNearestViewKey(_ word: String, _ expected: String?) {
    #expect(NearestName.nearest(to: word, in: SceneDecoder.viewKeys) == expected)
  }

  @Test(arguments: [
    ("", "abc", 3), ("abc", "abc", 0), ("abc", "acb", 1), ("kitten", "sitting", 3),
    ("ca", "abc", 3), ("opactiy", "opacity", 1),
  ])
  func countsEditsWithTranspositionsAsOne(_ a: String, _ b: String, _ distance: Int) {
    #expect(NearestName.distance(a, b) == distance)
    #expect(NearestName.distance(b, a) == distance)
  }
}
