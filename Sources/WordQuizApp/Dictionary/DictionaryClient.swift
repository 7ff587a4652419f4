import WordQuizCore
import WordQuizHTTP
import WordQuizParsing

/// Fetches a word's entry from one dictionary API: a search for the headword, the best
/// standard match, then the full entry by its `target_code`. When the view fails (an error
/// page, an empty body, a view of another entry), the entry is what the search said, marked
/// as such; only a key problem or a cancellation ends the fetch there.
public struct DictionaryClient: Sendable {
    public var http: HTTPClient
    public var configuration: Configuration

    public init(http: HTTPClient, configuration: Configuration) {
        self.http = http
        self.configuration = configuration
    }

    /// An entry with the responses it was read from.
    public struct Fetched: Sendable {
        public var entry: Entry
        public var rawSearch: [UInt8]
        public var rawView: [UInt8]?
        public var format: ResponseFormat
        /// Why the entry is the search's only (the view failed), to say once.
        public var viewProblem: Phrase?
    }

    /// - Parameters:
    ///   - sharedDeadline: when several fetches share one budget; by default this fetch,
    ///     search and views together, gets the client's whole budget.
    ///   - expectedTarget: the target code the entry had last time (a refresh of a cached
    ///     entry): its view is asked for while the search is, and used if the search's choice
    ///     views it — one round trip instead of two — else cancelled.
    public func fetchEntry(
        _ wanted: WantedWord, from provider: Provider, deadline sharedDeadline: ContinuousClock.Instant? = nil,
        expecting expectedTarget: String? = nil
    ) async throws(DictionaryError) -> Fetched {
        guard let decoding = provider.decoding, let key = configuration.keys[provider] else {
            throw .missingKey(provider: provider)
        }
        let deadline = sharedDeadline ?? budgetDeadline()
        let format = configuration.format(for: provider)
        let anticipated = expectedTarget.map { targetCode in
            let request = viewRequest(targetCode, provider: provider, key: key)
            return AnticipatedView(
                targetCode: targetCode,
                body: Task { () -> Result<[UInt8], DictionaryError> in
                    do throws(DictionaryError) {
                        return .success(try await self.body(of: request, deadline: deadline))
                    } catch {
                        return .failure(error)
                    }
                })
        }
        defer { anticipated?.body.cancel() }

        let search = DictionaryRequest.search(
            wanted.word, provider: provider, baseURL: configuration.baseURL(for: provider), key: key, format: format)
        let searchBody = try await body(of: search, deadline: deadline)
        let hits: [SearchHit]
        switch try read(searchBody, from: search) {
        case .empty: hits = []
        case .document(let document):
            do throws(MalformedResponse) {
                hits = try decoding.searchHits(in: document)
            } catch {
                throw .malformed(provider: provider, url: redacted(search), reason: error.reason)
            }
        }
        // Which entry is the word is `EntryChoice`'s to say; this fetches what it asks for.
        let choice = EntryChoice(wanted: wanted, hits: hits)
        guard !choice.ranked.isEmpty else { throw .notFound(provider: provider, word: wanted.word) }
        let views = try await viewInRounds(
            choice, provider: provider, key: key, deadline: deadline, anticipated: anticipated)
        if let chosen = choice.chosenView(among: views.map(\.entry)), let entry = views[chosen].entry {
            return Fetched(entry: entry, rawSearch: searchBody, rawView: views[chosen].body, format: format)
        }
        let confirmed =
            choice.wantsOriginSearch
            ? try await homographs(of: choice, provider: provider, key: key, deadline: deadline) : []
        switch choice.searchOnly(confirmed: confirmed, provider: provider) {
        case .entry(let entry):
            return Fetched(
                entry: entry, rawSearch: searchBody, rawView: views.first?.body, format: format,
                viewProblem: views.first?.problem ?? Phrase("no view"))
        case .unconfirmed(let homographs):
            throw .unconfirmedHomograph(provider: provider, word: wanted.word, homographs: homographs)
        case .notFound:
            throw .notFound(provider: provider, word: wanted.word)
        }
    }

    /// The homographs 표준국어대사전's advanced search on the wanted 원어 confirms
    /// (`EntryChoice.confirmed`); none when the provider cannot search so or the search fails.
    private func homographs(
        of choice: EntryChoice, provider: Provider, key: String, deadline: ContinuousClock.Instant
    ) async throws(DictionaryError) -> Set<String> {
        guard provider.searchesByOrigin, let origin = choice.wanted.origin, let decoding = provider.decoding else {
            return []
        }
        let request = DictionaryRequest.searchByOrigin(
            origin, provider: provider, baseURL: configuration.baseURL(for: provider), key: key,
            format: configuration.format(for: provider))
        let found: [SearchHit]
        do throws(DictionaryError) {
            guard
                case .document(let document) = try read(try await body(of: request, deadline: deadline), from: request)
            else { return [] }
            found = (try? decoding.searchHits(in: document)) ?? []
        } catch {
            switch error {
            case .cancelled, .missingKey: throw error
            case .api(_, let report) where report.isKeyProblem: throw error
            default: return []
            }
        }
        return choice.confirmed(byOriginSearch: found)
    }

    /// The end of one full network budget from now.
    public func budgetDeadline() -> ContinuousClock.Instant {
        http.budgetDeadline()
    }

    /// What viewing one hit gave: the entry, or why there is none.
    struct ViewOutcome: Sendable {
        var entry: Entry?
        var body: [UInt8]?
        var problem: Phrase?
    }

    /// Views the contenders a few at a time, in order, until a round holds one whose 원어 is
    /// the wanted one (or every contender has been viewed).
    /// Tries the key with one search request (`init` and `doctor`): nothing when the
    /// dictionary answers, the dictionary's own refusal otherwise.
    public func checkKey(of provider: Provider) async throws(DictionaryError) {
        guard provider.decoding != nil, let key = configuration.keys[provider] else {
            throw .missingKey(provider: provider)
        }
        let search = DictionaryRequest.search(
            "나무", provider: provider, baseURL: configuration.baseURL(for: provider), key: key,
            format: configuration.format(for: provider))
        _ = try read(try await body(of: search, deadline: budgetDeadline()), from: search)
    }

    /// A view asked for before the search answered, by its target code.
    private struct AnticipatedView: Sendable {
        var targetCode: String
        var body: Task<Result<[UInt8], DictionaryError>, Never>
    }

    private func viewInRounds(
        _ choice: EntryChoice, provider: Provider, key: String, deadline: ContinuousClock.Instant,
        anticipated: AnticipatedView?
    ) async throws(DictionaryError) -> [ViewOutcome] {
        let contenders = choice.contenders
        var outcomes: [ViewOutcome] = []
        for start in stride(from: 0, to: contenders.count, by: EntryChoice.viewsAtOnce) {
            let round = Array(contenders[start..<min(start + EntryChoice.viewsAtOnce, contenders.count)])
            let viewed = try await view(
                round, provider: provider, key: key, deadline: deadline, anticipated: anticipated)
            outcomes += viewed
            if choice.isSettled(by: viewed.map(\.entry)) { break }
        }
        return outcomes
    }

    /// Views each hit, concurrently, in the order given. A key problem or a cancellation
    /// ends the fetch; any other failure leaves that hit without a view.
    private func view(
        _ hits: [SearchHit], provider: Provider, key: String, deadline: ContinuousClock.Instant,
        anticipated: AnticipatedView?
    ) async throws(DictionaryError) -> [ViewOutcome] {
        let results = await withTaskGroup(of: (Int, Result<ViewOutcome, DictionaryError>).self) { group in
            for (index, hit) in hits.enumerated() {
                group.addTask {
                    do throws(DictionaryError) {
                        return (
                            index,
                            .success(
                                try await self.view(
                                    hit, provider: provider, key: key, deadline: deadline, anticipated: anticipated))
                        )
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var collected: [(Int, Result<ViewOutcome, DictionaryError>)] = []
            for await result in group { collected.append(result) }
            return collected.sorted { $0.0 < $1.0 }.map(\.1)
        }
        var outcomes: [ViewOutcome] = []
        for result in results {
            switch result {
            case .success(let outcome): outcomes.append(outcome)
            case .failure(let error):
                switch error {
                case .cancelled, .missingKey: throw error
                case .api(_, let report) where report.isKeyProblem: throw error
                default: outcomes.append(ViewOutcome(problem: Self.viewProblem(error)))
                }
            }
        }
        return outcomes
    }

    private func view(
        _ hit: SearchHit, provider: Provider, key: String, deadline: ContinuousClock.Instant,
        anticipated: AnticipatedView?
    ) async throws(DictionaryError) -> ViewOutcome {
        guard let targetCode = hit.targetCode, let decoding = provider.decoding else {
            return ViewOutcome(problem: Phrase("the search gave no target code"))
        }
        let request = viewRequest(targetCode, provider: provider, key: key)
        let body =
            if let anticipated, anticipated.targetCode == targetCode {
                try await anticipated.body.value.get()
            } else {
                try await self.body(of: request, deadline: deadline)
            }
        guard case .document(let document) = try read(body, from: request) else {
            return ViewOutcome(body: body, problem: Phrase("the view was empty"))
        }
        do throws(MalformedResponse) {
            guard let entry = try decoding.entry(inView: document, hit: hit), !entry.senses.isEmpty else {
                return ViewOutcome(body: body, problem: Phrase("the view held no entry"))
            }
            return ViewOutcome(entry: entry, body: body)
        } catch {
            return ViewOutcome(body: body, problem: .verbatim(error.reason))
        }
    }

    private func viewRequest(_ targetCode: String, provider: Provider, key: String) -> DictionaryRequest {
        // 표준국어대사전 answers a JSON view with an empty body; its XML view works.
        let format: ResponseFormat = provider == .stdict ? .xml : configuration.format(for: provider)
        return DictionaryRequest.view(
            targetCode: targetCode, provider: provider, baseURL: configuration.baseURL(for: provider),
            key: key, format: format)
    }

    /// A view failure in a few words, for the one warning.
    private static func viewProblem(_ error: DictionaryError) -> Phrase {
        switch error {
        case .httpStatus(_, _, let status), .serverUnavailable(_, _, let status): .verbatim("HTTP \(status)")
        case .network(_, let error): error.whatWentWrong
        case .malformed(_, _, let reason), .hostile(_, _, let reason): .verbatim(reason)
        case .api(_, let report): Phrase("error \(report.code, .code)")
        default: Phrase("the view failed")
        }
    }

    private func body(of request: DictionaryRequest, deadline: ContinuousClock.Instant)
        async throws(DictionaryError) -> [UInt8]
    {
        let response: HTTPResponse
        do {
            response = try await http.send(HTTPRequest(url: request.url), deadline: deadline)
        } catch {
            throw error.kind == .cancelled ? .cancelled : .network(provider: request.provider, error: error)
        }
        if response.isServerError || response.status == 429 {
            throw .serverUnavailable(provider: request.provider, url: redacted(request), status: response.status)
        }
        if !(200...299).contains(response.status) {
            // An API error report in a 4xx body says more than the status does.
            if case .failure(.api(let report)) = Result(catching: { () throws(ResponseError) in
                try ResponseReader.read(response.body)
            }) {
                throw .api(provider: request.provider, report: report)
            }
            throw .httpStatus(provider: request.provider, url: redacted(request), status: response.status)
        }
        return response.body
    }

    private func read(_ body: [UInt8], from request: DictionaryRequest) throws(DictionaryError)
        -> ResponseReader.Outcome
    {
        do {
            return try ResponseReader.read(body)
        } catch {
            switch error {
            case .api(let report): throw .api(provider: request.provider, report: report)
            case .unreadable(let reason):
                if case .hostile(let why) = reason {
                    throw .hostile(provider: request.provider, url: redacted(request), reason: why)
                }
                throw .malformed(provider: request.provider, url: redacted(request), reason: reason.reason)
            }
        }
    }

    private func redacted(_ request: DictionaryRequest) -> String {
        Redaction.redactingKeys(in: request.url)
    }
}
