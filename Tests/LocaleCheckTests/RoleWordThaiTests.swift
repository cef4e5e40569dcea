import Testing

@testable import LocaleCheck

/// Thai writes no spaces and names the role first ("ปุ่มบันทึก", a Save button).
@Suite struct RoleWordThaiTests {
  @Test(arguments: [
    ("ปุ่มบันทึก", "ปุ่ม"), ("ปุ่ม เล่น", "ปุ่ม"), ("ปุ่มปิด", "ปุ่ม"), ("ปุ่ม", "ปุ่ม"),
    ("ลิงก์ดาวน์โหลด", "ลิงก์"), ("รูปภาพโปรไฟล์", "รูปภาพ"), ("ไอคอนแอป", "ไอคอน"),
    ("แท็บการตั้งค่า", "แท็บ"), ("ช่องค้นหา", "ช่องค้นหา"), ("ช่องข้อความอีเมล", "ช่องข้อความ"),
    ("ช่องทำเครื่องหมายยอมรับ", "ช่องทำเครื่องหมาย"), ("สวิตช์บลูทูธ", "สวิตช์"), ("แถบเลื่อนระดับเสียง", "แถบเลื่อน"),
    ("เมนูหลัก", "เมนู"), ("Save button", "button"), ("เล่น (ปุ่ม)", "ปุ่ม"), ("บันทึก, ปุ่ม", "ปุ่ม"),
  ])
  func roleWordsAtTheStartAreFound(label: String, expected: String) {
    #expect(RoleWords.roleWord(in: label, language: "th") == expected)
    #expect(RoleWords.match(in: label, language: "th")?.language == (expected == "button" ? "en" : "th"))
  }

  /// A photo ("ภาพถ่าย"), a tablet, a new tab, a verb before its object, "เมนู" alone, and words
  /// that fold like a role word but are written with other marks ("ปม", a knot, folds as "ปุ่ม").
  @Test(arguments: [
    "ภาพถ่าย", "แท็บเล็ต", "แท็บเล็ตของฉัน", "แท็บใหม่", "แท็บ ใหม่", "ลิงก์ใหม่", "ปิดแท็บ", "เปิดลิงก์", "บันทึก",
    "เมนู", "ปมเชือก", "ปั้มน้ำ", "บันทึกปุ่ม", "ปุ่มลัด", "บันทึก, ปม",
  ])
  func contentPasses(label: String) {
    #expect(RoleWords.roleWord(in: label, language: "th") == nil)
  }

  @Test func translationsAreReported() throws {
    let fixture = try Fixture([
      "Localizable.xcstrings": CatalogText.xcstrings([
        "save": ["en": "Save", "th": "ปุ่มบันทึก"],
        "tab": ["en": "New Tab", "th": "แท็บใหม่"],
        "photo": ["en": "Profile Picture", "th": "รูปภาพโปรไฟล์"],
      ])
    ])
    #expect(try fixture.findings(of: "role-in-label").map(\.key) == ["save"])
  }
}
