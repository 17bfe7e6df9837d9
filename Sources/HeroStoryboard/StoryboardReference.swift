/// A storyboard reference: Interface Builder's `<viewControllerPlaceholder>`, which stands for a
/// view controller of another storyboard file. At run time UIKit instantiates that file's
/// view controller in its place, so a segue to the placeholder transitions into it.
public struct StoryboardReference: Hashable, Sendable {
  /// The placeholder's object id in this file: segues and containers name it.
  public var id: String
  /// `storyboardName`: the other file's name without `.storyboard`.
  public var storyboardName: String
  /// `referencedIdentifier`: a storyboard ID in that file; nil means its initial view
  /// controller.
  public var referencedIdentifier: String?
  /// `bundleIdentifier`: the other file lives in another bundle (a framework), which heroscope
  /// cannot look into.
  public var bundleIdentifier: String?
  public var line: Int
  public var column: Int

  /// `Basic.storyboard`, or `Basic.storyboard (storyboard ID detail)`, for messages.
  public var target: String {
    "\(storyboardName).storyboard"
      + (referencedIdentifier.map { " (storyboard ID \($0))" } ?? " (its initial view controller)")
  }
}

/// Where a screen that is not this file's own comes from: a view controller of another
/// storyboard file, reached through a storyboard reference or named as `OTHER.storyboard:VC`.
public struct StoryboardLink: Hashable, Sendable {
  /// The other file as messages name it (beside this one's name: `Scenes/Basic.storyboard`).
  public var file: String
  /// The view controller's object id in that file.
  public var id: String
  /// The placeholder in this file that leads there, if it is one.
  public var reference: StoryboardReference?
}
