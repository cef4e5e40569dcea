import Foundation

/// The rarely present parts of a ``LocalizedValue``, in one box.
///
/// Copy-on-write: ``LocalizedValue`` copies the box before changing it unless it holds the only
/// reference, so a box is never changed while shared (hence `@unchecked Sendable`).
final class LocalizedValueStructure: @unchecked Sendable {
  var variations: Variations?
  var substitutions: [String: Substitution]?
  var stringSet: [String]?
  var stringSetPositions: [SourcePosition]?
  /// The leaves of the variations and substitutions, worked out at the first request: every rule
  /// asks every cell for them (a catalog of `%#@n@` values spent a fifth of its run listing them).
  private var cachedLeaves: [(path: String, leaf: LocalizedValue)]?

  /// Locks for ``cachedLeaves``, one of which each box uses: rules ask from several threads, and
  /// a lock per box would weigh more than the values of most boxes.
  private static let leafLocks: [NSLock] = (0..<64).map { _ in NSLock() }

  init(
    variations: Variations? = nil, substitutions: [String: Substitution]? = nil, stringSet: [String]? = nil,
    stringSetPositions: [SourcePosition]? = nil
  ) {
    self.variations = variations
    self.substitutions = substitutions
    self.stringSet = stringSet
    self.stringSetPositions = stringSetPositions
  }

  /// The leaves of the variations and substitutions, from `collect` the first time, then as
  /// remembered until the box changes (see ``forgetLeaves()``).
  func leaves(collectedBy collect: () -> [(path: String, leaf: LocalizedValue)])
    -> [(path: String, leaf: LocalizedValue)]
  {
    let lock = Self.leafLocks[Int((UInt(bitPattern: ObjectIdentifier(self)) >> 4) % 64)]
    lock.lock()
    if let cachedLeaves {
      lock.unlock()
      return cachedLeaves
    }
    lock.unlock()
    let collected = collect()
    lock.lock()
    cachedLeaves = collected
    lock.unlock()
    return collected
  }

  /// Drops the remembered leaves: the box was changed (only while no other value shares it).
  func forgetLeaves() {
    cachedLeaves = nil
  }

  var isEmpty: Bool {
    variations == nil && substitutions == nil && stringSet == nil && stringSetPositions == nil
  }

  func copy() -> LocalizedValueStructure {
    LocalizedValueStructure(
      variations: variations, substitutions: substitutions, stringSet: stringSet,
      stringSetPositions: stringSetPositions)
  }
}
