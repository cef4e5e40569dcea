/// The roles VoiceOver may speak for a storyboard's or XIB's object, by the class Interface
/// Builder's comment names (``CatalogParser/StringEntry/interfaceBuilderClass``).
///
/// A role word for another role is content: a `UIButton` whose label is the keyboard key "Tab",
/// a `UINavigationItem` titled "Disk Image", an `NSTextFieldCell` "Right button:" beside a
/// pop-up, or an `NSMenuItem` "Image" are no "Save button" that VoiceOver doubles.
enum InterfaceBuilderRoles {
  /// The roles an object of `className` may have, or `nil` where the class does not tell (a
  /// `UIView`, a cell, a custom class of unknown kind): then any role word may be its role.
  static func roles(ofClass className: String, property: Substring = "") -> Set<RoleWords.Role>? {
    // A part of the object that is a button of its own: a navigation item's `backButtonTitle`.
    if property.contains("Button") || property.contains("button") {
      return (systemClasses[className] ?? []).union([.button])
    }
    if let roles = systemClasses[className] { return roles }
    // A custom class is read by the kind of control its name ends in (`PrimaryButton`,
    // `LinkLabel`); it may set further traits in code, so it keeps the roles its kind may take.
    return customClassSuffixes.first { className.hasSuffix($0.suffix) }?.roles
  }

  /// UIKit's, AppKit's and WatchKit's classes whose role is known, with the traits Interface Builder lets
  /// them take: a static text (`UILabel`) may be a heading or a link, a button a link, a menu or
  /// a toggle, an image a button (AppKit's Interface Builder sets no heading trait);
  /// AppKit's buttons are also checkboxes and radio buttons, by their style.
  private static let systemClasses: [String: Set<RoleWords.Role>] = [
    "UILabel": [.heading, .link], "NSWindow": [], "NSPanel": [], "UIProgressView": [],
    "WKInterfaceLabel": [.heading], "WKInterfaceButton": [.button], "WKInterfaceSwitch": [.toggle],
    "NSProgressIndicator": [],
    "UIButton": [.button, .link, .menu, .checkbox, .toggle], "UIBarButtonItem": [.button, .menu],
    "NSToolbarItem": [.button],
    "UIStepper": [.button],
    "NSButton": [.button, .checkbox, .toggle], "NSButtonCell": [.button, .checkbox, .toggle],
    "NSPopUpButton": [.button, .menu, .picker], "NSPopUpButtonCell": [.button, .menu, .picker],
    "UISegmentedControl": [.button, .tab], "NSSegmentedControl": [.button, .tab],
    "NSSegmentedCell": [.button, .tab],
    "UINavigationItem": [.heading], "UITableViewSection": [.heading], "NSBox": [.heading],
    "NSTableColumn": [.heading], "NSTableHeaderCell": [.heading],
    "UITabBarItem": [.tab], "NSTabViewItem": [.tab],
    "UIMenu": [.menu], "UICommand": [.menu], "UIKeyCommand": [.menu], "UIAction": [.menu],
    // An `NSMenu`'s own title is never shown (the main menu's, a context or Dock menu's, a nested
    // submenu's) or is its menu bar item's, which is judged (audit 87, reviews 79 and 80).
    "NSMenu": [], "NSMenuItem": [.menu],
    "UIImageView": [.image, .icon, .button], "NSImageView": [.image, .icon, .button],
    "NSImageCell": [.image, .icon, .button],
    "UISwitch": [.toggle, .checkbox], "NSSwitch": [.toggle, .checkbox],
    "UISlider": [.slider], "NSSlider": [.slider], "NSSliderCell": [.slider],
    "UIDatePicker": [.picker], "UIPickerView": [.picker], "NSDatePicker": [.picker],
    "NSDatePickerCell": [.picker],
    "UITextField": [.textField], "UITextView": [.textField], "NSTextView": [.textField],
    "NSTextField": [.textField], "NSTextFieldCell": [.textField],
    "NSSearchField": [.textField],
    "NSSearchFieldCell": [.textField], "NSSecureTextField": [.textField],
    "NSSecureTextFieldCell": [.textField], "NSTokenField": [.textField], "NSTokenFieldCell": [.textField],
    "UISearchBar": [.textField, .button], "NSComboBox": [.textField, .button, .menu, .picker],
    "NSComboBoxCell": [.textField, .button, .menu, .picker],
  ]

  /// The kinds of control a custom class's name may end in, longest first.
  private static let customClassSuffixes: [(suffix: String, roles: Set<RoleWords.Role>)] = [
    ("ViewController", [.heading, .tab]), ("ImageView", [.image, .icon, .button]),
    ("TextField", [.textField]), ("MenuItem", [.menu]),
    ("Button", [.button, .checkbox, .toggle, .tab, .link, .menu]), ("Label", [.link, .button, .heading]),
  ]
}
