// Stand-in for the parts of Hero 1.6.4 (HeroTransitions/Hero) that `Capture/HeroscopeCapture.swift`
// and its tests use, declared with Hero's names, types, optionality and class hierarchy; each
// declaration cites the file and line of Hero's source it stands for. Compiled in Swift 5 mode,
// as Hero is.
@_exported import UIKit

/// Hero's `hero` namespace (Sources/HeroCompatible.swift:25).
public protocol HeroCompatible {
  associatedtype CompatibleType
  var hero: HeroExtension<CompatibleType> { get set }
}

/// Sources/HeroCompatible.swift:31.
extension HeroCompatible {
  public var hero: HeroExtension<Self> {
    get { HeroExtension(self) }
    set {}  // as Hero: the extension writes through to `base`
  }
}

/// Sources/HeroCompatible.swift:39.
public class HeroExtension<Base> {
  public let base: Base

  init(_ base: Base) {
    self.base = base
  }
}

/// What Hero keeps in Objective-C associated objects (Sources/Extensions/UIView+Hero.swift:112,
/// Sources/Extensions/UIViewController+Hero.swift:100), kept here in a table by object.
final class AssociatedValues {
  private struct Entry {
    weak var owner: AnyObject?
    var values: [String: Any]
  }

  private static var table: [ObjectIdentifier: Entry] = [:]

  static func value(of owner: AnyObject, _ key: String) -> Any? {
    guard let entry = table[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
    return entry.values[key]
  }

  static func set(_ value: Any?, of owner: AnyObject, _ key: String) {
    let id = ObjectIdentifier(owner)
    if table[id]?.owner !== owner { table[id] = Entry(owner: owner, values: [:]) }
    table[id]?.values[key] = value
  }
}
