import Testing

@testable import WordQuizCore

/// A fire's status follows from its channels': settled only when no channel is left to send.
@Suite struct DeliveryStatusTests {
    typealias Channel = (status: ChannelDeliveryStatus, willRetry: Bool)

    @Test(
        arguments: [
            ([(.delivered, false), (.pending, false)], DeliveryStatus.sending),
            ([(.delivered, false), (.sending, false)], .sending),
            ([(.failed, true), (.pending, false)], .sending),
            ([(.delivered, false), (.delivered, false)], .delivered),
            ([(.delivered, false), (.failed, true)], .retrying),
            ([(.delivered, false), (.failed, false)], .partial),
            ([(.delivered, false), (.unknown, false)], .partial),
            ([(.failed, false), (.failed, false)], .failed),
            ([(.unknown, false), (.failed, false)], .failed),
            ([(.unknown, false)], .unknown),
        ] as [([Channel], DeliveryStatus)])
    func aFireIsSettledFromItsChannels(channels: [Channel], expected: DeliveryStatus) {
        #expect(DeliveryStatus(channels: channels, late: false) == expected)
    }

    @Test func everyChannelDeliveredAfterTheMomentIsLate() {
        #expect(DeliveryStatus(channels: [(.delivered, false)], late: true) == .late)
        #expect(DeliveryStatus(channels: [(.delivered, false), (.pending, false)], late: true) == .sending)
    }
}
