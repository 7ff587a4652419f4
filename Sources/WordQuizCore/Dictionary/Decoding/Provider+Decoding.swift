extension Provider {
    /// The decoder for this provider's responses; nil for the offline bank.
    public var decoding: (any DictionaryDecoding.Type)? {
        switch self {
        case .opendict: OpendictDecoding.self
        case .stdict: StdictDecoding.self
        case .krdict: KrdictDecoding.self
        case .offline: nil
        }
    }
}
