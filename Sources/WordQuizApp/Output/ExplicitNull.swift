/// An optional that JSON output writes as `null` when absent, instead of leaving the key
/// out: scripts reading wordquiz's JSON can rely on every key being there.
@propertyWrapper
struct ExplicitNull<Value: Codable & Sendable>: Codable, Sendable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension ExplicitNull: Equatable where Value: Equatable {}
