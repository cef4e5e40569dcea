#!/usr/bin/env python3
"""Writes scripts/bench's synthetic inputs: 20,000 keys x 40 locales in Xcode's own shapes.

    scripts/bench-generate.py OUTPUT_FOLDER [--keys N]

OUTPUT/xcstrings/Localizable.xcstrings   one String Catalog (~170 MB): 2-space indents,
                                         `"key" : value`, keys sorted, 5% plural variations
OUTPUT/strings/<locale>.lproj/Localizable.strings   40 tables (~100 MB): comment, key, value
OUTPUT/strings/<locale>.lproj/Localizable.stringsdict   40 XML property lists (~30 MB): every
                                         tenth key as a plural rule, as Xcode writes them
OUTPUT/xliff/<locale>.xliff              40 Xcode XLIFF 1.2 exports (~250 MB)

Deterministic (seeded), so every run measures the same bytes.
"""
import argparse
import json
import os
import random

LOCALES = [
    "en", "ar", "bg", "ca", "cs", "da", "de", "el", "en-GB", "es", "es-MX", "et", "fi", "fr",
    "fr-CA", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "ms", "nb", "nl", "pl", "pt-BR",
    "pt-PT", "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant",
]
ALPHABETS = {
    "ar": "ابتثجحخدذرزسشصضطظعغفقكلمنهوي", "he": "אבגדהוזחטיכלמנסעפצקרשת",
    "bg": "абвгдежзийклмнопрстуфхцчшщъюя", "ru": "абвгдежзийклмнопрстуфхцчшщыэюя",
    "uk": "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя", "el": "αβγδεζηθικλμνξοπρστυφχψω",
    "hi": "अआइईउऊएऐओऔकखगघचछजझटठडढणतथदधनपफबभमयरलवशषसह", "th": "กขคฆงจฉชซฌญฎฏฐฑฒณดตถทธนบปผฝพฟภมยรลวศษสหฬอฮ",
    "ja": "あいうえおかきくけこさしすせそたちつてとなにぬねの設定保存削除表示", "ko": "가나다라마바사아자차카타파하설정저장",
    "zh-Hans": "设置保存删除显示文件帐户登录退出打开关闭", "zh-Hant": "設定儲存刪除顯示檔案帳戶登入登出開啟關閉",
}
LATIN = "abcdefghijklmnopqrstuvwxyz" * 3 + "äöüéèàçñøåß"
WORDS = ["Open", "Save", "Delete", "Settings", "Account", "Sign in", "Share", "Download", "Library",
         "Playlist", "Search", "Filter", "Sort by", "Name", "Date", "Size", "Privacy", "Notifications"]


def words(rng, alphabet, count):
    return " ".join("".join(rng.choice(alphabet) for _ in range(rng.randint(2, 9))) for _ in range(count))


def make_keys(rng, count):
    keys = []
    for index in range(count):
        if index % 2:
            keys.append("%s.%s.%d.%s" % (rng.choice(["settings", "player", "library", "account", "onboarding"]),
                                         rng.choice(["header", "cell", "button", "alert", "menu"]), index,
                                         rng.choice(["title", "label", "accessibilityLabel", "hint"])))
        else:
            keys.append("%s %s %d" % (rng.choice(WORDS), words(rng, LATIN[:26], rng.randint(1, 4)), index))
    return keys


def translations(rng, keys):
    """Per key: comment, plural flag, and {locale: text} (with %@ / %lld placeholders now and then)."""
    table = []
    for key in keys:
        texts = {}
        placeholder = rng.choice(["", "", "", " %@", " %lld", " %1$@ & %2$@"])
        for locale in LOCALES:
            alphabet = ALPHABETS.get(locale, LATIN)
            texts[locale] = words(rng, alphabet, rng.randint(2, 7)) + placeholder
        table.append((key, "Shown in " + words(rng, LATIN[:26], rng.randint(2, 5)), rng.random() < 0.05, texts))
    return table


def quote(text):
    return json.dumps(text, ensure_ascii=False)


def string_unit(out, indent, value):
    pad = " " * indent
    out.append('%s"stringUnit" : {\n%s  "state" : "translated",\n%s  "value" : %s\n%s}' % (
        pad, pad, pad, quote(value), pad))


def write_catalog(path, table):
    out = ['{\n  "sourceLanguage" : "en",\n  "strings" : {\n']
    for number, (key, comment, plural, texts) in enumerate(sorted(table, key=lambda row: row[0].lower())):
        out.append('    %s : {\n      "comment" : %s,\n      "extractionState" : "manual",\n' % (quote(key), quote(comment)))
        out.append('      "localizations" : {\n')
        for index, locale in enumerate(sorted(LOCALES)):  # Xcode writes every object's keys sorted
            out.append('        %s : {\n' % quote(locale))
            if plural:
                out.append('          "variations" : {\n            "plural" : {\n')
                for case, suffix in (("one", ""), ("other", " %lld")):
                    out.append('              "%s" : {\n' % case)
                    string_unit(out, 16, texts[locale] + suffix)
                    out.append('\n              }%s\n' % ("," if case == "one" else ""))
                out.append('            }\n          }\n')
            else:
                string_unit(out, 10, texts[locale])
                out.append("\n")
            out.append('        }%s\n' % ("," if index < len(LOCALES) - 1 else ""))
        out.append('      }\n    }%s\n' % ("," if number < len(table) - 1 else ""))
    out.append('  },\n  "version" : "1.0"\n}')
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("".join(out))


def strings_escape(text):
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def write_strings(folder, table):
    for locale in LOCALES:
        lproj = os.path.join(folder, locale + ".lproj")
        os.makedirs(lproj, exist_ok=True)
        out = []
        for key, comment, _, texts in table:
            out.append('/* %s */\n"%s" = "%s";\n\n' % (comment, strings_escape(key), strings_escape(texts[locale])))
        with open(os.path.join(lproj, "Localizable.strings"), "w", encoding="utf-8") as handle:
            handle.write("".join(out))


def write_stringsdict(folder, table):
    """Every tenth key as a `.stringsdict` plural rule: one dictionary per key, tab-indented."""
    for locale in LOCALES:
        out = ['<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
               '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n']
        for key, _, _, texts in table[::10]:
            text = xml_escape(texts[locale].replace("%", "%%"))
            out.append('\t<key>%s</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n'
                       '\t\t<string>%%#@items@</string>\n\t\t<key>items</key>\n\t\t<dict>\n'
                       '\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n'
                       '\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n'
                       '\t\t\t<key>one</key>\n\t\t\t<string>%%lld %s</string>\n'
                       '\t\t\t<key>other</key>\n\t\t\t<string>%%lld %s</string>\n\t\t</dict>\n\t</dict>\n'
                       % (xml_escape(key), text, text))
        out.append("</dict>\n</plist>\n")
        with open(os.path.join(folder, locale + ".lproj", "Localizable.stringsdict"), "w", encoding="utf-8") as handle:
            handle.write("".join(out))


def xml_escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def write_xliff(folder, table):
    os.makedirs(folder, exist_ok=True)
    for locale in LOCALES:
        out = ['<?xml version="1.0" encoding="UTF-8"?>\n<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" '
               'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation='
               '"urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">\n'
               '  <file original="App/Localizable.xcstrings" source-language="en" target-language="%s" datatype="plaintext">\n'
               '    <header>\n      <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.0" '
               'build-num="15A240d"/>\n    </header>\n    <body>\n' % locale]
        for key, comment, plural, texts in table:
            cases = [("|==|plural.one", ""), ("|==|plural.other", " %lld")] if plural else [("", "")]
            for id_suffix, text_suffix in cases:
                out.append('      <trans-unit id="%s" xml:space="preserve">\n        <source>%s</source>\n'
                           '        <target state="translated">%s</target>\n        <note>%s</note>\n'
                           '      </trans-unit>\n' % (xml_escape(key + id_suffix).replace('"', "&quot;"),
                                                     xml_escape(texts["en"] + text_suffix),
                                                     xml_escape(texts[locale] + text_suffix), xml_escape(comment)))
        out.append("    </body>\n  </file>\n</xliff>\n")
        with open(os.path.join(folder, locale + ".xliff"), "w", encoding="utf-8") as handle:
            handle.write("".join(out))


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="\n".join(__doc__.split("\n")[3:]))
    parser.add_argument("output", metavar="OUTPUT_FOLDER", help="where to write the three inputs")
    parser.add_argument("--keys", type=int, default=20000, help="keys per locale (default 20000)")
    arguments = parser.parse_args()
    output, count = arguments.output, arguments.keys
    rng = random.Random(20000)
    table = translations(rng, make_keys(rng, count))
    os.makedirs(os.path.join(output, "xcstrings"), exist_ok=True)
    write_catalog(os.path.join(output, "xcstrings", "Localizable.xcstrings"), table)
    write_strings(os.path.join(output, "strings"), table)
    write_stringsdict(os.path.join(output, "strings"), table)
    write_xliff(os.path.join(output, "xliff"), table)


if __name__ == "__main__":
    main()
