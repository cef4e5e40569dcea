@_exported import CatalogParser
