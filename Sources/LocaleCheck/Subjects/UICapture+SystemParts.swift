import CatalogParser
import Foundation

extension UICapture {
  /// The capture as the app made it: without the system's own interface (the keyboard's keys and
  /// buttons, `shift`, `Return`, and beside it `dictation`, `Next keyboard`; the status bar),
  /// whose identifiers no catalog of the app binds and which shows up in one locale's capture and
  /// not in another's; and without the identifiers UIKit gives a navigation bar by default, its
  /// title, and its back button, a toolbar's default `Toolbar`, and those AppKit and SwiftUI make
  /// up on macOS: identifiers the app did not choose; so are a macOS menu item's action selectors
  /// (`terminate:`, `undo:`). An identifier the label map names (`mapped`) is the app's to check,
  /// whoever made it up (`_NS:800` of a XIB's button).
  func withoutSystemParts(keeping mapped: Set<String> = []) -> UICapture {
    let roots = systemInterfaceRoots
    let titledBars = navigationBarsNamedByTitle
    let backButtons = navigationBarBackButtons
    guard
      !roots.isEmpty || !titledBars.isEmpty || !backButtons.isEmpty
        || elements.contains(where: {
          $0.identifier.map(Self.isAssignedByAppKit) == true || isMenuSelector($0)
            || Self.isDefaultToolbar($0)
        })
    else { return self }
    // Beside the keyboard (not in it) iOS shows its dictation and keyboard-switch buttons; the
    // app's own buttons there (an input accessory's "Done") stay.
    let hasKeyboard = elements.contains { $0.type?.lowercased() == "keyboard" }
    var result = self
    result.elements = []
    for (index, element) in elements.enumerated() {
      if let path = element.path, roots.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
        continue
      }
      if hasKeyboard, let identifier = element.identifier, Self.keyboardIdentifiers.contains(identifier) {
        continue
      }
      var kept = element
      if titledBars.contains(index) || backButtons.contains(index) || Self.isDefaultToolbar(element) {
        kept.identifier = nil
      }
      if let identifier = kept.identifier, !mapped.contains(identifier),
        Self.isAssignedByAppKit(identifier) || isMenuSelector(kept)
      {
        kept.identifier = nil
      }
      result.elements.append(kept)
    }
    return result
  }

  /// Whether `element` is a toolbar with the identifier UIKit and SwiftUI give one by default
  /// (`Toolbar, identifier: 'Toolbar', label: 'Toolbar'` in iOS 18 dumps of unrelated apps).
  private static func isDefaultToolbar(_ element: CapturedElement) -> Bool {
    element.identifier == "Toolbar" && element.type?.lowercased() == "toolbar"
  }

  /// The identifiers iOS gives the keyboard's own buttons beside it.
  private static let keyboardIdentifiers: Set<String> = [
    "dictation", "Next keyboard", "Emoji", "emoji", "shift", "Return", "delete", "more", "space",
  ]

  /// The indices of navigation bars whose identifier is the label of an element inside them (the
  /// title UIKit names the bar by).
  private var navigationBarsNamedByTitle: Set<Int> {
    var result: Set<Int> = []
    for (index, inside) in navigationBars where elements[index].identifier != nil {
      if inside.contains(where: { elements[$0].label == elements[index].identifier }) { result.insert(index) }
    }
    return result
  }

  /// The indices of the back buttons UIKit puts in navigation bars, identified `BackButton` and
  /// labelled with the previous screen's title: one identifier with another label on every
  /// pushed screen, which the app did not choose.
  private var navigationBarBackButtons: Set<Int> {
    Set(navigationBars.flatMap { $0.inside.filter { elements[$0].identifier == "BackButton" } })
  }

  /// Each navigation bar's index, with the indices of the elements inside it.
  private var navigationBars: [(index: Int, inside: Range<Int>)] {
    elements.indices.compactMap { index in
      guard elements[index].type?.lowercased() == "navigationbar", let path = elements[index].path else {
        return nil
      }
      let inside = elements[(index + 1)...].prefix { $0.path?.hasPrefix(path + "/") == true }
      return (index, inside.startIndex..<inside.endIndex)
    }
  }

  /// Whether AppKit, SwiftUI or XCTest made `identifier` up on macOS: Interface Builder's
  /// `_NS:58`, a SwiftUI window's `main-AppWindow-1` or `com_apple_SwiftUI_Settings_window`, an
  /// alert's `action-button-1`, a window's title-bar buttons (`_XCUI:CloseWindow`), AppKit's
  /// standard toolbar items (`NSToolbarToggleSidebarItem`, the overflow's `NSToolbarMoreItem`),
  /// whose labels AppKit writes too (audit 195).
  static func isAssignedByAppKit(_ identifier: String) -> Bool {
    if identifier.hasPrefix("_NS:") || identifier.hasPrefix("_XCUI:")
      || identifier.hasPrefix("com_apple_SwiftUI_")
    {
      return true
    }
    if identifier.hasPrefix("NSToolbar") && identifier.hasSuffix("Item") {
      return identifier.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
    }
    if identifier.hasPrefix("action-button-") {
      return isNumber(identifier.dropFirst("action-button-".count))
    }
    guard let range = identifier.range(of: "-AppWindow-"), range.lowerBound > identifier.startIndex else {
      return false
    }
    return isNumber(identifier[range.upperBound...])
  }

  /// Whether `element` is a macOS menu item whose identifier is its action selector, which AppKit
  /// gives every menu item (`terminate:`, `orderFrontStandardAboutPanel:`): no name the app chose.
  func isMenuSelector(_ element: CapturedElement) -> Bool {
    guard let identifier = element.identifier, let type = element.type?.lowercased(),
      type == "menuitem" || type == "menubaritem"
    else { return false }
    return Self.isSelector(identifier)
  }

  /// Whether `identifier` is an Objective-C selector: a small ASCII letter first, then letters,
  /// digits and `_`, each part ending in `:` (`undo:`, `setValue:forKey:`).
  static func isSelector(_ identifier: String) -> Bool {
    guard identifier.last == ":", let first = identifier.unicodeScalars.first,
      first.isASCII && first.properties.isLowercase
    else { return false }
    return identifier.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == ":")
    } && !identifier.contains("::")
  }

  private static func isNumber(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The paths of the subtrees that are system interface: a status bar, and a keyboard.
  private var systemInterfaceRoots: [String] {
    elements.compactMap { element in
      guard let path = element.path, let type = element.type?.lowercased(),
        type == "statusbar" || type == "keyboard"
      else { return nil }
      return path
    }
  }
}
