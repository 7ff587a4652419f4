import WordQuizCore

/// An HTTP client on libcurl, with `async` requests that can be cancelled, run side by
/// side, and are retried with backoff and jitter on timeouts and server errors — within one
/// overall time budget.
public struct HTTPClient: Sendable {
    public var configuration: HTTPClientConfiguration
    /// The monotonic clock the budget is measured on.
    private let now: @Sendable () -> ContinuousClock.Instant
    /// Where the backoff's jitter comes from.
    private let random: RandomSource

    /// A client on the clock and random source its caller owns (the app's context builds the
    /// one client of a command: `AppContext.httpClient`).
    public init(
        configuration: HTTPClientConfiguration, now: @escaping @Sendable () -> ContinuousClock.Instant,
        random: RandomSource
    ) {
        self.configuration = configuration
        self.now = now
        self.random = random
    }

    /// The end of one full budget from now, for a caller that shares one budget between
    /// several requests (`send(_:deadline:)`).
    public func budgetDeadline() -> ContinuousClock.Instant {
        now() + .milliseconds(Int(configuration.totalBudget * 1000))
    }

    /// Less than this left of a budget is no time for an attempt: a request given a few
    /// milliseconds still reaches a nearby server and is dropped there, asking for nothing
    /// (curl's timeout, whole milliseconds, can end a fraction of one before the deadline, and
    /// a shared budget's next request then had a sliver).
    static let shortestAttempt = 0.05

    /// How long is left until `deadline`, in seconds (negative once it has passed).
    public func secondsLeft(until deadline: ContinuousClock.Instant) -> Double {
        seconds(now().duration(to: deadline))
    }

    /// Sends a request, retrying while attempts and budget last — but only where a retry
    /// cannot do a thing twice. A GET is retried after a timeout, a 5xx or a 429; a POST only
    /// when it surely never reached the server (no connection could be made) or on a 429.
    /// A 429's `Retry-After` is honoured when the budget allows.
    ///
    /// - Returns: the response, whatever its status; after the last retry a 5xx is returned
    ///   as it is for the caller to judge.
    /// - Throws: `TransferError` when no response could be had, of kind `.cancelled` when the
    ///   task was cancelled.
    /// - Parameter deadline: an earlier end than this send's own budget, for a caller that
    ///   shares one budget between several requests.
    ///
    /// A redirect is followed within the same budget, up to `maximumRedirects`, as
    /// `HTTPRedirect` allows (never down to plain http; to another host without credentials);
    /// one it does not allow, or one too many, is `.badRedirect`. `allowsRedirect` narrows it
    /// further for a caller that fetches only from some hosts (a recording).
    public func send(
        _ request: HTTPRequest, deadline sharedDeadline: ContinuousClock.Instant? = nil,
        allowsRedirect: (String) -> Bool = { _ in true }
    ) async throws(TransferError) -> HTTPResponse {
        let ownDeadline = budgetDeadline()
        let deadline = sharedDeadline.map { min($0, ownDeadline) } ?? ownDeadline
        var current = request
        var followed = 0
        while true {
            let response = try await sendRetrying(current, deadline: deadline)
            guard let target = response.redirectURL else { return response }
            guard followed < configuration.maximumRedirects, allowsRedirect(target),
                let next = HTTPRedirect.follow(current, to: target, status: response.status)
            else {
                throw TransferError(kind: .badRedirect, redactedURL: Redaction.redactingKeys(in: current.url))
            }
            followed += 1
            current = next
        }
    }

    /// One request (no redirect followed), retried as `send` says.
    private func sendRetrying(_ request: HTTPRequest, deadline: ContinuousClock.Instant)
        async throws(TransferError) -> HTTPResponse
    {
        let cancelled = TransferError(kind: .cancelled, redactedURL: Redaction.redactingKeys(in: request.url))
        var attempt = 0
        var generator = random
        while true {
            attempt += 1
            if Task.isCancelled { throw cancelled }
            let remaining = secondsLeft(until: deadline)
            guard remaining >= Self.shortestAttempt else {
                throw TransferError(
                    kind: .timedOut, redactedURL: Redaction.redactingKeys(in: request.url),
                    detail: "no time left in the \(Int(configuration.totalBudget)) s budget")
            }
            let outcome: Result<HTTPResponse, TransferError>
            do {
                let transfer = CurlTransfer(
                    request: request, configuration: configuration,
                    timeout: min(configuration.attemptTimeout, remaining))
                outcome = .success(try await transfer.perform())
            } catch {
                if error.kind == .cancelled { throw error }
                outcome = .failure(error)
            }
            let shouldRetry: Bool
            var wait: Double?
            // A request with a body is sent again only when it surely did not arrive.
            switch (request.method.sendsBody, outcome) {
            case (_, .success(let response)) where response.status == 429:
                shouldRetry = true
                wait = response.retryAfterSeconds.map(Double.init)
            case (false, .success(let response)): shouldRetry = response.isServerError
            case (true, .success): shouldRetry = false
            case (false, .failure(let error)): shouldRetry = error.isRetryable
            case (true, .failure(let error)): shouldRetry = error.kind == .couldNotConnect
            }
            if shouldRetry, attempt < configuration.maximumAttempts {
                let backoff =
                    wait.map { min(max($0, 0), 3600) } ?? backoffDelay(afterAttempt: attempt, using: &generator)
                // Only wait if there is still time for a useful attempt after the wait.
                if secondsLeft(until: deadline) > backoff + 0.25 {
                    do {
                        try await Task.sleep(for: .milliseconds(Int(backoff * 1000)))
                    } catch {
                        throw cancelled
                    }
                    continue
                }
            }
            switch outcome {
            case .success(var response):
                response.attempts = attempt
                return response
            case .failure(let error):
                throw error
            }
        }
    }

    /// Exponential backoff with jitter: the nth retry waits between half and all of
    /// `initialBackoff · 2ⁿ⁻¹`, capped at `maximumBackoff`.
    func backoffDelay(afterAttempt attempt: Int, using generator: inout some RandomNumberGenerator)
        -> Double
    {
        let exponential = configuration.initialBackoff * Double(1 << min(attempt - 1, 16))
        let capped = min(exponential, configuration.maximumBackoff)
        return capped * Double.random(in: 0.5...1.0, using: &generator)
    }

    private func seconds(_ duration: Duration) -> Double {
        let (whole, attoseconds) = duration.components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
