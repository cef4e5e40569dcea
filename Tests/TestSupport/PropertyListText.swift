/// Property list text for parser tests.
public enum PropertyListText {
  /// An XML property list whose root `<dict>` holds `body` (its `<key>`s and values).
  public static func dictionary(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>
    """
  }
}
