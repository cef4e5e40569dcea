import Testing

@testable import LocaleCheck

/// Role words inside compounds: content nouns that end in a role word pass, role nouns written
/// onto the word before them are found.
@Suite struct RoleWordCompoundTests {
  /// Turkish compounds end in their head noun: an area, a screenshot or a thumbnail is content.
  @Test(arguments: [
    ("Depolama alanı", "tr"),
    ("Boş alan", "tr"),
    ("Boş alan:", "tr"),
    ("Özel Kullanım Alanı", "tr"),
    ("Kullanılabilir alan: %@", "tr"),
    ("Ekran görüntüsü", "tr"),
    ("Gelişmiş Ekran Görüntüsü...", "tr"),
    ("Dosyaya ekran resmi", "tr"),
    ("Küçük resim", "tr"),
    ("Görüntü", "tr"),
    ("Resmi", "tr"),
  ])
  func turkishContentNounsPass(label: String, language: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == nil)
  }

  @Test(arguments: [
    ("E-posta metin alanı", "tr", "metin alanı"),
    ("Arama alanı", "tr", "arama alanı"),
    ("Profil görüntüsü", "tr", "görüntüsü"),
    ("Kapak resmi", "tr", "resmi"),
    ("Resim", "tr", "resim"),
    ("Yardım bağlantısı", "tr", "bağlantısı"),
  ])
  func turkishRoleNounsAreFound(label: String, language: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == expected)
  }

  /// Japanese katakana words that merely end in a role word are content, as whole words.
  @Test(arguments: [
    "ドリンク", "ソフトドリンク", "冷たいドリンク", "ブリンク", "シュリンク", "スケートリンク", "バスタブ",
    "ホットドリンク。",
  ])
  func japaneseKatakanaWordsEndingInARoleWordPass(label: String) {
    #expect(RoleWords.roleWord(in: label, language: "ja") == nil)
  }

  @Test(arguments: [
    ("ヘルプリンク", "リンク"), ("ダウンロードリンク", "リンク"), ("ウェブリンク", "リンク"),
    ("プロフィールタブ", "タブ"), ("ステータスタブ", "タブ"), ("リンク", "リンク"),
  ])
  func japaneseRoleWordsAfterKatakanaAreFound(label: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: "ja") == expected)
  }
}
