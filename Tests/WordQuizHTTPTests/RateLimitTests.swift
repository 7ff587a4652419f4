import Foundation
import Testing

@testable import WordQuizHTTP

/// How long a server asks to be left alone, from each header webhooks use for it, never
/// trusted beyond an hour.
@Suite struct RateLimitTests {
    func wait(_ headers: [String: String]) -> Int? {
        HTTPResponse(status: 429, headers: headers, body: []).retryAfterSeconds
    }

    @Test func retryAfterInSecondsOrAsADateAgainstTheServersOwnClock() {
        #expect(wait(["retry-after": "120"]) == 120)
        #expect(
            wait(["retry-after": "Wed, 21 Oct 2015 07:30:00 GMT", "date": "Wed, 21 Oct 2015 07:28:00 GMT"]) == 120)
        #expect(
            wait(["retry-after": "Wed, 21 Oct 2015 07:20:00 GMT", "date": "Wed, 21 Oct 2015 07:28:00 GMT"]) == 0,
            "a moment already past is no wait")
        #expect(wait(["retry-after": "Wed, 21 Oct 2015 07:30:00 GMT"]) == nil, "without the server's Date, no clock")
        #expect(wait(["retry-after": "soon"]) == nil)
        #expect(wait(["retry-after": "-5"]) == nil)
    }

    @Test func discordsResetAfterHasAFractionAndIsRoundedUp() {
        #expect(wait(["x-ratelimit-reset-after": "1.234"]) == 2)
        #expect(wait(["x-ratelimit-reset-after": "0.4"]) == 1)
        #expect(wait(["x-ratelimit-reset-after": "90"]) == 90)
        #expect(wait(["x-ratelimit-reset-after": "99999.5"]) == 3600)
        for bad in ["-1", "1e9", "nan", "1.2.3", ".5", "inf"] {
            #expect(wait(["x-ratelimit-reset-after": bad]) == nil, "\(bad)")
        }
    }

    @Test func theDraftStandardsResetAndWhichHeaderWins() {
        #expect(wait(["ratelimit-reset": "30"]) == 30)
        #expect(wait(["retry-after": "5", "x-ratelimit-reset-after": "60", "ratelimit-reset": "90"]) == 5)
        #expect(wait(["x-ratelimit-reset-after": "60", "ratelimit-reset": "90"]) == 60)
        #expect(wait([:]) == nil)
        #expect(wait(["retry-after": "99999999999999999999999"]) == nil)
        #expect(wait(["ratelimit-reset": "7200"]) == 3600)
    }
}
