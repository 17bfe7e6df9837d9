import HeroPlanner
import HeroStoryboard

/// libFuzzer target: a storyboard with elements nested to any depth inside a view. The input is
/// `OPEN \0 CLOSE \0 INNER` with a first two bytes choosing a repeat count: OPEN×n + INNER +
/// CLOSE×n is written into a view's `<subviews>` (n up to 130,000, the nesting up to 2 MB), so
/// short inputs reach the depths (`<x>`, `<subviews>`, `<view>`) that once crashed while the
/// element tree was freed. Reading must end in a storyboard or an error whose line holds no
/// control character, never a trap or a stack overflow.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboardDepth(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 2 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let requested = (Int(bytes[0]) << 8 | Int(bytes[1])) * 2
  let parts = bytes.dropFirst(2).split(
    separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
  let open = Array(parts[0])
  let close = parts.count > 1 ? Array(parts[1]) : []
  let inner = parts.count > 2 ? Array(parts[2]) : []
  // At most about 2 MB of nesting: far past the limit, and quick to read.
  let count = min(requested, 2_000_000 / max(1, open.count + close.count))
  var document = Array(before.utf8)
  document.reserveCapacity(document.count + count * (open.count + close.count) + after.utf8.count)
  for _ in 0..<count { document += open }
  document += inner
  for _ in 0..<count { document += close }
  document += Array(after.utf8)
  do {
    let storyboard = try Storyboard(bytes: document, file: "deep.storyboard")
    for transition in storyboard.transitions.prefix(2) {
      if let made = try? storyboard.scene(for: transition) {
        _ = Planner.plan(made.scene, options: Planner.Options())
      }
    }
  } catch {
    let first = error.description.split(separator: "\n").first ?? ""
    precondition(
      !first.unicodeScalars.contains(where: TerminalText.isControl),
      "an error line holds a control character: \(first.debugDescription)")
  }
  return 0
}

/// A two-screen storyboard up to the `<subviews>` of the second screen's view, and after it.
private let before = """
  <?xml version="1.0" encoding="UTF-8"?>
  <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
  <scenes><scene sceneID="a"><objects>
  <viewController id="aaa-VC-001" title="A" sceneMemberID="viewController">
  <view key="view" id="aaa-VW-001"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
  <connections><segue destination="bbb-VC-001" kind="presentation" identifier="go" id="s"/>
  </connections></view></viewController></objects></scene>
  <scene sceneID="b"><objects>
  <viewController id="bbb-VC-001" title="B" sceneMemberID="viewController">
  <view key="view" id="bbb-VW-001"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
  <subviews>
  """

private let after = """
  </subviews></view></viewController></objects></scene></scenes></document>
  """
