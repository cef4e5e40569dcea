import CLibXML2

extension XMLEventReader {
  /// The SAX2 callbacks: elements and text go to the reader; every DTD hook is neutralized so
  /// that nothing is loaded or expanded, and an entity declaration refuses the document.
  static func saxHandler() -> xmlSAXHandler {
    var sax = xmlSAXHandler()
    sax.initialized = UInt32(truncatingIfNeeded: XML_SAX2_MAGIC)
    // The three per-element and per-text callbacks reach the reader without retaining it: it
    // outlives the parse, and a retain and release per event cost 3% of a parse.
    sax.startElementNs = { userData, localName, _, uri, _, _, attributeCount, _, attributes in
      guard let localName else { return }
      XMLEventReader.withReader(userData) { reader in
        reader.didStart(localName, uri: uri, attributeCount: Int(attributeCount), attributes: attributes)
      }
    }
    sax.endElementNs = { userData, _, _, _ in
      XMLEventReader.withReader(userData) { $0.didEnd() }
    }
    sax.characters = { userData, characters, count in
      XMLEventReader.withReader(userData) { $0.didRead(characters, count: count) }
    }
    sax.comment = { userData, value in
      XMLEventReader.withReader(userData) { $0.didComment(value) }
    }
    sax.ignorableWhitespace = sax.characters
    sax.cdataBlock = sax.characters
    sax.serror = { userData, error in
      guard let error else { return }
      let reader = XMLEventReader.from(userData)
      reader?.didReport(level: error.pointee.level, code: error.pointee.code, message: error.pointee.message)
    }
    neutralizeDTD(&sax)
    return sax
  }

  private static func neutralizeDTD(_ sax: inout xmlSAXHandler) {
    sax.entityDecl = { userData, _, _, _, _, _ in
      XMLEventReader.from(userData)?.refuseEntities()
    }
    sax.unparsedEntityDecl = { userData, _, _, _, _ in
      XMLEventReader.from(userData)?.refuseEntities()
    }
    sax.getEntity = { _, _ in nil }
    sax.getParameterEntity = { _, _ in nil }
    sax.resolveEntity = { _, _, _ in nil }
    sax.externalSubset = { _, _, _, _ in }
    sax.internalSubset = { _, _, _, _ in }
    sax.reference = { userData, _ in
      XMLEventReader.from(userData)?.refuseEntities()
    }
  }
}
