/// Every kind of finding `heroscope check` reports, each with a stable id that CI filters
/// (`--ignore`, `--only`), SARIF rule tables and editors key on.
///
/// Ids are kebab-case and never change once released: a renamed id would silently un-ignore a
/// rule in someone's CI. Adding a rule is one case here plus its three facts below (id,
/// meaning, default severity); `check --rules` lists them in this order.
public enum FindingRule: CaseIterable, Hashable, Sendable, Comparable {
  // Planning: what Hero does with the scene's modifiers.
  case modifierOutOfRange
  case shadowOpacityZero
  case duplicateHeroID
  case outsideScreen
  case sourceWithoutPartner
  case sourceOverridesModifiers
  case matchedFadeIgnored
  case matchedTimingIgnored
  case springNeverSettles
  case springDurationIgnoredInDocs
  case rootModifiersReplaced
  case cascadeDelaysNothing
  case snapshotTypeNotDrawn
  case fadeHiddenUnderPartner
  case durationMatchLongestOrder
  case resizingParentOrder
  case modifierRemovedFromHero
  // Hero's own reading of a modifier string (`modifierString`, `heroModifierString`).
  case modifierStringDropped
  case modifierStringDefault
  case modifierStringIgnoredArgument
  case modifierStringUnparsed
  case animationTypeString
  // Storyboards: what the mapping to a scene does not model, and transitions Hero would not run.
  case storyboardHiddenView
  case storyboardPlainBox
  case storyboardNoFrame
  case storyboardUnknownColour
  case storyboardAttributeNotModelled
  case storyboardSegueSkipped
  case storyboardScreenSizeMismatch
  case storyboardNoTransitions
  case heroDisabled
  case imageNotFound
  // Input that cannot be read or planned at all.
  case invalidInput

  /// The stable id: `matched-fade-ignored`.
  public var id: String {
    switch self {
    case .modifierOutOfRange: "modifier-out-of-range"
    case .shadowOpacityZero: "shadow-opacity-zero"
    case .duplicateHeroID: "duplicate-hero-id"
    case .outsideScreen: "outside-screen"
    case .sourceWithoutPartner: "source-without-partner"
    case .sourceOverridesModifiers: "source-overrides-modifiers"
    case .matchedFadeIgnored: "matched-fade-ignored"
    case .matchedTimingIgnored: "matched-timing-ignored"
    case .springNeverSettles: "spring-never-settles"
    case .springDurationIgnoredInDocs: "spring-duration-ignored-in-docs"
    case .rootModifiersReplaced: "root-modifiers-replaced"
    case .cascadeDelaysNothing: "cascade-delays-nothing"
    case .snapshotTypeNotDrawn: "snapshot-type-not-drawn"
    case .fadeHiddenUnderPartner: "fade-hidden-under-partner"
    case .durationMatchLongestOrder: "duration-match-longest-order"
    case .resizingParentOrder: "resizing-parent-order"
    case .modifierRemovedFromHero: "modifier-removed-from-hero"
    case .modifierStringDropped: "modifier-string-dropped"
    case .modifierStringDefault: "modifier-string-default"
    case .modifierStringIgnoredArgument: "modifier-string-ignored-argument"
    case .modifierStringUnparsed: "modifier-string-unparsed"
    case .animationTypeString: "animation-type-string"
    case .storyboardHiddenView: "storyboard-hidden-view"
    case .storyboardPlainBox: "storyboard-plain-box"
    case .storyboardNoFrame: "storyboard-no-frame"
    case .storyboardUnknownColour: "storyboard-unknown-colour"
    case .storyboardAttributeNotModelled: "storyboard-attribute-not-modelled"
    case .storyboardSegueSkipped: "storyboard-segue-skipped"
    case .storyboardScreenSizeMismatch: "storyboard-screen-size-mismatch"
    case .storyboardNoTransitions: "storyboard-no-transitions"
    case .heroDisabled: "hero-disabled"
    case .imageNotFound: "image-not-found"
    case .invalidInput: "invalid-input"
    }
  }

  /// One line on what the rule finds, for `check --rules` and SARIF's rule table.
  public var meaning: String {
    switch self {
    case .modifierOutOfRange:
      "a modifier's argument is outside what Core Animation accepts, so it acts clamped"
    case .shadowOpacityZero: "a shadow with opacity 0 (CALayer's default) draws nothing"
    case .duplicateHeroID: "two views on one screen share a heroID; Hero keeps only the later one"
    case .outsideScreen:
      "a view outside the screen is left out, so its modifiers and heroID do nothing"
    case .sourceWithoutPartner: "source(ID) names no view on the other screen; Hero skips it"
    case .sourceOverridesModifiers:
      "position, size and transform modifiers of a matched or sourced view do nothing"
    case .matchedFadeIgnored: "a matched view's fade or opacity does nothing: the match decides"
    case .matchedTimingIgnored:
      "a matched from-view's timing does nothing: the pair takes the to-view's"
    case .springNeverSettles: "a spring with stiffness or damping of 0 or less never settles"
    case .springDurationIgnoredInDocs:
      "spring with duration, timingFunction or arc: Hero's docs say the spring is ignored, Hero 1.6 springs"
    case .rootModifiersReplaced:
      "a root's own modifiers are replaced by the default animation"
    case .cascadeDelaysNothing: "cascade has no subview with modifiers of its own to delay"
    case .snapshotTypeNotDrawn: "a snapshot type modifier changes nothing heroscope can draw"
    case .fadeHiddenUnderPartner:
      "a fading view stays under its opaque matched partner, so the fade cannot be seen"
    case .storyboardHiddenView: "a hidden view in a storyboard is left out"
    case .storyboardPlainBox: "a storyboard element heroscope does not model is drawn as a box"
    case .storyboardNoFrame: "a storyboard view has no frame; drawn at (0, 0) with no size"
    case .storyboardUnknownColour: "a storyboard colour names nothing known; drawn as clear"
    case .storyboardAttributeNotModelled: "a user-defined runtime attribute is not modelled"
    case .storyboardSegueSkipped: "a segue is not a transition between two screens of the file"
    case .storyboardScreenSizeMismatch:
      "the two screens differ in size; both are drawn on the first one's screen"
    case .storyboardNoTransitions: "a storyboard declares no transition to check"
    case .durationMatchLongestOrder:
      "durationMatchLongest next to delayed or sprung views: Hero's Dictionary order can lengthen it"
    case .resizingParentOrder:
      "a view moving or resizing inside a resizing parent: Hero's Dictionary order picks whose animation runs"
    case .modifierRemovedFromHero:
      "a modifier Hero removed before 1.6 (beginWithIfMatched: 0.3.1 to 0.3.6 only); an app on 1.6 cannot compile it"
    case .modifierStringDropped:
      "a modifier string node Hero's parser drops (unknown or miscased name, missing argument)"
    case .modifierStringDefault: "a modifier string argument Hero reads as its default"
    case .modifierStringIgnoredArgument: "a modifier string argument Hero never reads"
    case .modifierStringUnparsed:
      "a modifier string Hero's parser gives up on: the view gets no modifiers at all"
    case .animationTypeString:
      "an animation type string with several types or one Hero's string syntax lacks"
    case .heroDisabled: "Hero would not run this transition (isHeroEnabled is off)"
    case .imageNotFound:
      "a view's image cannot be found or decoded: it is drawn as the grey placeholder"
    case .invalidInput: "the file cannot be read, parsed or turned into a scene"
    }
  }

  /// How serious a finding of this rule is unless configured otherwise.
  public var defaultSeverity: PlanFinding.Severity {
    switch self {
    case .duplicateHeroID, .invalidInput: .error
    default: .warning
    }
  }

  /// The rule with this id, if any.
  public init?(id: String) {
    guard let rule = Self.allCases.first(where: { $0.id == id }) else { return nil }
    self = rule
  }

}
