import Synchronization

/// Where a command's randomness comes from, handed to it by the context: the system's
/// generator in a real run (what `AppContext.live` passes), and in a test whatever the test
/// chooses — a seeded sequence (`seeded`), or, when it chooses none, a source that stops the
/// process when drawn from. The core and the
/// adapters draw only from what they are handed, so nothing random happens behind a test's back.
public struct RandomSource: RandomNumberGenerator, Sendable {
    private let draw: @Sendable () -> UInt64

    public init(_ draw: @escaping @Sendable () -> UInt64) {
        self.draw = draw
    }

    /// A reproducible source: `SeededRandom`'s sequence from `seed`, shared by every copy and
    /// every thread that draws from it (each draw takes the next number once).
    public static func seeded(_ seed: UInt64) -> RandomSource {
        let generator = Mutex(SeededRandom(seed: seed))
        return RandomSource { generator.withLock { $0.next() } }
    }

    public mutating func next() -> UInt64 {
        draw()
    }
}

/// A small, fast, reproducible random number generator (SplitMix64): the same seed gives
/// the same quiz on every machine.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
