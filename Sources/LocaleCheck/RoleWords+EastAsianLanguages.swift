extension RoleWords {
  // Role words of Japanese, Chinese and Korean, kept apart from the other lists to keep files short.
  // Japanese and Chinese are written without spaces: a role word is the end of the label. Each
  // language's words for "new", and Chinese's action verbs (which come first, as in English), make
  // an object-like role word after them content, as English's `actionVerbs` do.

  static let japanese = RoleWordList(
    language: "ja", placement: .end, unspaced: true, actionVerbs: ["新規", "新しい", "新たな", "次の", "前の"],
    words: [
      (.button, "ボタン"),
      (.link, "リンク"),
      (.image, "画像|イメージ"),
      (.icon, "アイコン"),
      (.tab, "タブ"),
      (.heading, "見出し|ヘッダー"),
      (.textField, "テキストフィールド|入力フィールド|入力欄|検索フィールド|検索バー|!欄"),
      (.checkbox, "チェックボックス"),
      (.toggle, "スイッチ|トグル"),
      (.slider, "スライダー|スライダ"),
      (.menu, "!メニュー|ポップアップメニュー"),
      (.picker, "ピッカー"),
    ],
    // Katakana words that merely end in a role word: a drink, a blink, a shrink, a skating rink
    // and a bathtub. They count as whole words only ("ダウンロードリンク" is a link), so compounds
    // with a katakana word before them are listed too.
    contentEnds: "ドリンク|ソフトドリンク|ホットドリンク|エナジードリンク|アイスドリンク|コールドドリンク|"
      + "スポーツドリンク|フルーツドリンク|ミックスドリンク|ブリンク|シュリンク|スケートリンク|アイスリンク|バスタブ")

  /// Simplified and Traditional Chinese (and Cantonese) together. An action verb comes first
  /// ("复制链接", Copy Link; "關閉標籤頁", Close Tab), so its object ends the label.
  static let chinese = RoleWordList(
    language: "zh", placement: .end, unspaced: true,
    actionVerbs: [
      "新", "新建", "新增", "添加", "加入", "关闭", "關閉", "打开", "打開", "开启", "開啟", "复制", "複製",
      "拷贝", "拷貝", "保存", "儲存", "存储", "分享", "共享", "插入", "选择", "選擇", "选取", "選取", "上传",
      "上傳", "下载", "下載", "删除", "刪除", "移除", "编辑", "編輯", "粘贴", "貼上", "重命名", "重新命名",
      "查看", "显示", "顯示", "隐藏", "隱藏", "发送", "傳送", "替换", "取代", "更新", "固定", "导入", "匯入",
      "导出", "匯出", "裁剪", "裁切", "旋转", "旋轉", "刷新", "切换", "切換", "浏览", "瀏覽",
      "创建", "建立", "制作", "製作", "生成", "获取", "取得", "管理", "恢复", "還原", "恢復",
      // Overwrite, clear, reset, undo ("覆盖上一次图像"; audit 145). (Not 压缩, 放大 or 转换: nouns
      // start with them, "压缩文件图标" a zip file's icon, "放大镜" a magnifier, "转换器" a converter.)
      "覆盖", "覆蓋", "覆写", "覆寫", "清除", "清空", "重置", "撤销", "撤銷",
      // Expand, collapse ("展開 GIF 圖片", Mastodon's hint; audit 151).
      "展开", "展開", "收起",
      // Undoing verbs: "取消链接" (Unlink), "解除連結", "断开链接" (Disconnect Link). (Not 移动,
      // 打印 or 收藏: nouns start or end with them, "移动数据" mobile data, "打印机" a printer.)
      "取消", "解除", "断开", "斷開",
      // Which one: "下一个标签页" (Next Tab).
      "下一个", "上一个", "下一個", "上一個",
    ],
    words: [
      (.button, "按钮|按鈕"),
      (.link, "链接|連結|鏈接"),
      (.image, "图像|圖像|图片|圖片"),
      (.icon, "图标|圖標|圖示"),
      (.tab, "标签页|標籤頁"),
      (.textField, "文本框|文字框|输入框|輸入框|文本字段|文字欄位|搜索框|搜索栏|搜尋欄位|搜尋欄|!欄位|!搜尋列"),
      (.checkbox, "复选框|複選框|核取方塊"),
      (.toggle, "开关|開關"),
      (.slider, "滑块|滑塊|滑桿"),
      (.menu, "!菜单|!選單|弹出式菜单|彈出式選單|彈出式功能表"),
      (.picker, "选择器|選擇器"),
    ])

  /// Korean may write a compound noun without a space ("재생버튼", a play button): loanwords
  /// that end no other word are also found at the end of the last word (`~`), but not "탭" (a
  /// tap) or "링크" (드링크, a drink).
  static let korean = RoleWordList(
    language: "ko", placement: .end, actionVerbs: ["새", "새로운", "다음", "이전"],
    words: [
      (.button, "~버튼"),
      (.link, "링크"),
      (.image, "이미지"),
      (.icon, "아이콘"),
      (.tab, "탭"),
      (.heading, "머리글|헤더"),
      (.textField, "텍스트 필드|텍스트필드|~입력란|입력 필드|검색 필드|~검색창|검색 창"),
      (.checkbox, "~체크박스|체크 상자|확인란"),
      (.toggle, "~스위치|토글"),
      (.slider, "~슬라이더"),
      (.menu, "!메뉴|팝업 메뉴"),
      (.picker, "선택기|피커"),
    ])
}
