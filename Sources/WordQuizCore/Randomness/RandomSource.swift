/// Where a command's randomness comes from, handed to it by the context: the system's
/// generator in a real run (`AppContext.live`'s default), and in a test whatever the test
/// chooses — a fixed sequence, or a source that fails when drawn from. The core and the
/// adapters draw only from what they are handed, so nothing random happens behind a test's back.
public struct RandomSource: RandomNumberGenerator, Sendable {
    private let draw: @Sendable () -> UInt64

    public init(_ draw: @escaping @Sendable () -> UInt64) {
        self.draw = draw
    }

    public mutating func next() -> UInt64 {
        draw()
    }
}
