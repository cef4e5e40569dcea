import Foundation

/// Small catalogs written into temporary folders by the end-to-end tests.
enum Fixtures {
  /// A String Catalog entry `key` with `en` and `de` string units.
  static func entry(_ key: String, de: String, state: String = "translated") -> String {
    """
        "\(key)" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "\(state)", "value" : "\(de)" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "\(key)" } }
          }
        }
    """
  }

  /// A String Catalog holding `entries`.
  static func catalog(_ entries: [String]) -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
    \(entries.joined(separator: ",\n"))
      },
      "version" : "1.0"
    }

    """
  }

  /// Every key translated: no finding at all.
  static let clean = catalog([entry("Cancel", de: "Abbrechen"), entry("Sign in", de: "Anmelden")])

  /// German shows the English text: one `english-fallback` error.
  static let fallback = catalog([entry("Promo code", de: "Promo code"), entry("Sign in", de: "Anmelden")])

  /// A German translation to review: one `stale-translation` warning and nothing else.
  static let needsReview = catalog([entry("Sign in", de: "Anmelden", state: "needs_review")])

  /// A catalog whose French value lacks the comma before `"value"` (line 8, column 58).
  static let malformed = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Done" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } },
            "fr" : { "stringUnit" : { "state" : "translated" "value" : "Terminé" } }
          }
        }
      }
    }

    """

  /// A plural, a comment, a key not to translate and a key without a source-language entry.
  static let inspectable = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld items" : {
          "comment" : "Cart size",
          "localizations" : {
            "de" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } }
            } } }
          }
        },
        "Done" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } }
          }
        },
        "OK" : { "shouldTranslate" : false }
      },
      "version" : "1.0"
    }

    """
}
