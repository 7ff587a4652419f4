import WordQuizCore
import WordQuizHTTP
import WordQuizParsing

/// Fetches a word's entry from one dictionary API: a search for the headword, the best
/// standard match, then the full entry by its `target_code`.
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
    }

    /// - Parameters:
    ///   - partOfSpeech, origin: what we know of the wanted sense, to choose among homographs.
    ///   - sharedDeadline: when several fetches share one budget; by default this fetch,
    ///     search and views together, gets the client's whole budget.
    public func fetchEntry(
        for word: String, partOfSpeech: String?, origin: String? = nil, from provider: Provider,
        deadline sharedDeadline: ContinuousClock.Instant? = nil
    ) async throws(DictionaryError) -> Fetched {
        guard let decoding = provider.decoding, let key = configuration.keys[provider] else {
            throw .missingKey(provider: provider)
        }
        let deadline = sharedDeadline ?? budgetDeadline()
        let baseURL = configuration.baseURL(for: provider)
        let format = configuration.format(for: provider)

        let search = DictionaryRequest.search(
            word, provider: provider, baseURL: baseURL, key: key, format: format)
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
        let ranked = hits.rankedMatches(for: word, partOfSpeech: partOfSpeech, origin: origin)
        guard let best = ranked.first else { throw .notFound(provider: provider, word: word) }

        // A search that does not tell homographs' origins apart (표준국어대사전 gives none)
        // leaves the choice open: view the leading candidates side by side and keep the one
        // whose origin is the wanted one.
        let contenders =
            (origin != nil && best.origin == nil)
            ? Array(ranked.prefix(Self.maximumContenders)) : [best]
        let viewed = try await view(contenders, provider: provider, key: key, format: format, deadline: deadline)
        let chosen = viewed.first { $0.entry.origin == origin } ?? viewed[0]
        let entry = chosen.entry
        let viewBody = chosen.body
        guard !entry.senses.isEmpty else { throw .notFound(provider: provider, word: word) }
        return Fetched(entry: entry, rawSearch: searchBody, rawView: viewBody, format: format)
    }

    /// The end of one full network budget from now.
    public func budgetDeadline() -> ContinuousClock.Instant {
        ContinuousClock.now + .milliseconds(Int(http.configuration.totalBudget * 1000))
    }

    /// At most this many homographs are viewed to find the one with the wanted origin.
    static let maximumContenders = 4

    /// Views each hit, concurrently, in the order given. A hit without a target code, or a
    /// view without an item, keeps what the search said.
    private func view(
        _ hits: [SearchHit], provider: Provider, key: String, format: ResponseFormat,
        deadline: ContinuousClock.Instant
    ) async throws(DictionaryError) -> [(entry: Entry, body: [UInt8]?)] {
        let results = await withTaskGroup(of: (Int, Result<(Entry, [UInt8]?), DictionaryError>).self) { group in
            for (index, hit) in hits.enumerated() {
                group.addTask {
                    do throws(DictionaryError) {
                        return (
                            index,
                            .success(
                                try await self.view(
                                    hit, provider: provider, key: key,
                                    format: format, deadline: deadline))
                        )
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var collected: [(Int, Result<(Entry, [UInt8]?), DictionaryError>)] = []
            for await result in group { collected.append(result) }
            return collected.sorted { $0.0 < $1.0 }.map(\.1)
        }
        var viewed: [(entry: Entry, body: [UInt8]?)] = []
        for result in results {
            switch result {
            case .success(let pair): viewed.append((pair.0, pair.1))
            case .failure(let error): throw error
            }
        }
        return viewed
    }

    private func view(
        _ hit: SearchHit, provider: Provider, key: String, format: ResponseFormat,
        deadline: ContinuousClock.Instant
    ) async throws(DictionaryError) -> (Entry, [UInt8]?) {
        let fromSearch = Self.entry(from: hit, provider: provider)
        guard let targetCode = hit.targetCode, let decoding = provider.decoding else { return (fromSearch, nil) }
        let request = DictionaryRequest.view(
            targetCode: targetCode, provider: provider, baseURL: configuration.baseURL(for: provider),
            key: key, format: format)
        let body = try await self.body(of: request, deadline: deadline)
        guard case .document(let document) = try read(body, from: request) else { return (fromSearch, body) }
        do throws(MalformedResponse) {
            return (try decoding.entry(inView: document, hit: hit) ?? fromSearch, body)
        } catch {
            throw .malformed(provider: provider, url: redacted(request), reason: error.reason)
        }
    }

    /// What the search alone tells, for when there is no view.
    static func entry(from hit: SearchHit, provider: Provider) -> Entry {
        Entry(
            headword: hit.headword.text, homographNumber: hit.headword.homographNumber,
            partOfSpeech: hit.partOfSpeech, pronunciation: hit.pronunciation, origin: hit.origin,
            level: hit.level,
            senses: [Sense(definition: hit.definition, translations: hit.translations)],
            link: hit.link, provider: provider, targetCode: hit.targetCode)
    }

    private func body(of request: DictionaryRequest, deadline: ContinuousClock.Instant)
        async throws(DictionaryError) -> [UInt8]
    {
        let response: HTTPResponse
        do {
            response = try await http.send(HTTPRequest(url: request.url), deadline: deadline)
        } catch let error as TransferError {
            throw .network(provider: request.provider, error: error)
        } catch {
            throw .cancelled
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
