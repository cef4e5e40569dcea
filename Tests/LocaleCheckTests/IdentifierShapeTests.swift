import Testing

@testable import LocaleCheck

@Suite struct IdentifierShapeTests {
  /// A text of kilobytes is no token, however it is written, and telling so costs nothing
  /// (audit 270: a captured label of megabytes took seconds).
  @Test func aTextOfKilobytesIsNoToken() {
    #expect(IdentifierShape.looksLikeMachineToken(String(repeating: "ab_", count: 300)))
    #expect(!IdentifierShape.looksLikeMachineToken(String(repeating: "ab_", count: 400)))
    #expect(!IdentifierShape.looksLikeMachineToken(String(repeating: "x", count: 8 << 20) + "_button"))
  }

  @Test(arguments: [
    "login.submit", "login.submit.button", "settings.account.signOutButton", "a.b",
    "screen1.section2.element3", "a.b.c.d", "onboarding.welcome.title", "home.feedList.cell0",
  ])
  func taxonomicIdentifiers(identifier: String) {
    #expect(IdentifierShape.isTaxonomic(identifier))
  }

  @Test(arguments: [
    "login", "Login.submit", "login.Submit", "login..submit", ".login", "login.", "a.b.c.d.e",
    "login.submit_button", "login.submit-button", "", ".", "login. submit", "login.sübmit",
    "1login.submit", "login.1submit", "sign_in_button", "LoginButton", "login.submit.button.",
  ])
  func nonTaxonomicIdentifiers(identifier: String) {
    #expect(!IdentifierShape.isTaxonomic(identifier))
  }

  @Test(arguments: [
    "sign_in_button", "login.submit.button", "BTN_OK", "loginButton", "LOGIN_TITLE",
    "settings-title-label", "signInButton", "login-button", "LoginButton", "btnOK",
    "com.example.app", "gdE-b5-kod.title", "  sign_in_button  ", "onboarding.welcome.title",
    "user_name", "SignInTitleLabel", "login.title", "settings.general", "error_message_1",
    "onboardingTitle", "profile-header-view", "Sign-In-Button", "lblTitle",
    "Scene.Compose.Accessibility.CustomEmojiPicker", "Common.Controls.Actions.Save",
    // Image assets' names (audit 190).
    "close_icon.png", "btn_back@2x.png", "icon_settings.pdf", "BtnBack", "IcClose", "ImgAvatar", "ic-close",
    "btn-back", "img-avatar-default",
    // Review 143.
    "icon-close", "bg_header.png", "header_bg.png", "logo_main.png", "placeholder_img.png",
    "Btn-Back",
    "Img-Avatar",
  ])
  func machineTokens(label: String) {
    #expect(IdentifierShape.looksLikeMachineToken(label))
  }

  @Test(arguments: [
    "OK", "Sign in", "Wi-Fi", "iPhone", "e.g.", "Done", "macOS", "3.5", "Mr.",
    "https://apple.com", "apple.com", "www.apple.com", "user@example.com", "photo.jpg",
    "README.md", "Node.js", "up-to-date", "e-mail", "AirPods", "FaceTime", "eBay", "iCloud",
    "watchOS", "iPadOS", "tvOS", "visionOS", "U.S.", "v1.2.3", "", "   ", "Full-screen",
    "Split-view", "Hello, world", "Über_uns", "LOGIN", "FAQ", "i.e.", "a.m.", "Sign-in",
    "YouTube", "GitHub", "kWh", "mAh", "10:30", "#hashtag", "@user", "jQuery", "Save",
    "St. Louis", "Ph.D.", "check-in", "x86_64 build", "100%", "PayPal", "PlayStation",
    "Log out", "iOS 17", "etc.", "Dr.", "MacBook", "mRNA", "ASP.NET", "Www.Apple.Com", "Node.Js",
    "Weiter-Button", "Login-Button", "mastodon.social", "config.yaml", "notes.sqlite", "de.wikipedia.org",
    "net.example.org", "IMG_0042.HEIC", "photo_2024.jpg", "x86_64", "IMG_0042", "my_site.com",
    "IMG_0042.jpg", "holiday.jpg", "my_vacation_photo.jpg", "Icon Pack", "Iconic", "Bicycle-Lane",
    // Review 142: words and a user's files that start or end alike.
    "Logo-Design", "Icon-Set", "IconJar", "IcoMoon", "BgRemover", "IC-Zug", "IC-Karte", "wedding_image.jpg",
    "my_logo.png",
  ])
  func wordsAndSentences(label: String) {
    #expect(!IdentifierShape.looksLikeMachineToken(label))
  }

  /// Of the tokens, those that name a key rather than a user's content (for captured labels no
  /// key binds).
  @Test(arguments: [
    ("LOGIN_TITLE", true), ("sign_in_button", true), ("loginTitleLabel", true), ("Scene.Compose.Title", true),
    ("BTN_OK", true), ("john_doe", false), ("user_name", false), ("jane.doe", false), ("errorMessage", true),
  ])
  func keyNames(token: String, isKey: Bool) {
    #expect(IdentifierShape.looksLikeKeyName(token) == isKey)
  }
}
