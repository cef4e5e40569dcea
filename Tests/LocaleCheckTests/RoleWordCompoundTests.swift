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
    ("E-posta alanı", "tr", "e-posta alanı"),
    ("Şifre alanı", "tr", "şifre alanı"),
    ("Kullanıcı adı alanı", "tr", "adı alanı"),
    ("Profil görüntüsü", "tr", "görüntüsü"),
    ("Kapak resmi", "tr", "resmi"),
    ("Resim", "tr", "resim"),
    ("Yardım bağlantısı", "tr", "bağlantısı"),
  ])
  func turkishRoleNounsAreFound(label: String, language: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == expected)
  }

  /// A German compound names what its last part names (audit 130: xs2a's "Texteingabefeld");
  /// not any field ("Spielfeld", a playing field) nor a word that only ends alike.
  @Test(arguments: [
    ("Texteingabefeld", "Eingabefeld"), ("Passwortfeld", "Passwortfeld"),
    ("Sendeschaltfläche", "Schaltfläche"),
    ("Auswahlkästchen", "Auswahlkästchen"),
    // Audit 146: SRG SSR's players in other words.
    ("Abspielknopf", "Knopf"), ("Lautstärkeschieberegler", "Schieberegler"),
    ("Zustimmungskontrollkästchen", "Kontrollkästchen"),
  ])
  func germanRoleCompoundsAreFound(label: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: "de") == expected)
  }

  /// Germanic and Finnish languages write "play button" as one word too (audit 146).
  @Test(arguments: [
    ("Afspeelknop", "nl", "knop"), ("Voortgangsschuifregelaar", "nl", "schuifregelaar"),
    ("Stängknapp", "sv", "knapp"), ("Lukkeknap", "da", "knap"), ("Avspillingsknapp", "nb", "knapp"),
    ("Toistopainike", "fi", "painike"), ("Spilunarhnappur", "is", "hnappur"),
    ("Speelknoppie", "af", "knoppie"),
  ])
  func closedCompoundsNameTheirRole(label: String, language: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == expected)
  }

  /// Compounds of those words that name things: a door knob, a flower bud, a cufflink, and the
  /// Scandinavian adjective "ordknapp" (terse; review 118).
  @Test(arguments: [
    ("Türknopf", "de"), ("Drehknopf", "de"), ("Bloemknop", "nl"), ("Manschettknapp", "sv"),
    ("Ordknapp", "nb"),
    ("Ordknap", "da"), ("Blomknoppie", "af"), ("Ermahnappur", "is"),
  ])
  func contentCompoundsPass(label: String, language: String) {
    #expect(RoleWords.roleWord(in: label, language: language) == nil)
  }

  @Test(arguments: ["Spielfeld", "Umfeld", "Kraftfeld", "Eingabe", "Schaltflächen anordnen", "Kontextfeld"])
  func germanContentCompoundsPass(label: String) {
    #expect(RoleWords.roleWord(in: label, language: "de") == nil)
  }

  /// Japanese katakana words that merely end in a role word are content, as whole words.
  @Test(arguments: [
    "ドリンク", "ソフトドリンク", "冷たいドリンク", "ブリンク", "シュリンク", "スケートリンク", "バスタブ",
    "アイスドリンク", "スポーツドリンク",
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

  /// Korean may write a role loanword onto the word before it.
  @Test(arguments: [
    ("재생버튼", "버튼"), ("사진 삭제버튼", "버튼"), ("약관체크박스", "체크박스"), ("음량슬라이더", "슬라이더"),
    ("알림스위치", "스위치"), ("이메일입력란", "입력란"), ("저장 버튼", "버튼"),
  ])
  func koreanRoleNounsWrittenOntoAWordAreFound(label: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: "ko") == expected)
  }

  @Test(arguments: ["드링크", "버튼을 누르세요", "재생버튼을 누르세요", "설정탭", "도움말링크"])
  func koreanWordsThatEndInTapOrLinkPass(label: String) {
    #expect(RoleWords.roleWord(in: label, language: "ko") == nil)
  }
}
