extension StringProtocol {
    /// In Unicode's composed form (NFC), as Foundation's `precomposedStringWithCanonicalMapping`
    /// gives it, from the standard library's own normalization.
    public var canonicallyComposed: String {
        String(decoding: String(self)._nfcCodeUnits, as: UTF8.self)
    }
}
