extension DecimalValue {
  /// The difference `self − other` exactly, or nil when it has more digits
  /// than a value holds.
  public func minus(_ other: DecimalValue) -> DecimalValue? {
    adding(other.negated)
  }
}
