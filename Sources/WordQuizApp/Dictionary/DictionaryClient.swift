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

    /// The word wanted, as the word bank knows it, to choose among homographs.
    public struct Wanted: Sendable {
        public var word: String
        public var partOfSpeech: String?
        /// The 한자 (or other 원어) of the wanted sense.
        public var origin: String?
        /// The bank's or deck's own meaning (and example), to tell which homograph is wanted.
        public var meaning: String?
        /// The bank's or deck's English gloss, matched against the dictionary's translations.
        public var english: String?

        public init(
            word: String, partOfSpeech: String?, origin: String? = nil, meaning: String? = nil, english: String? = nil
        ) {
            self.word = word
            self.partOfSpeech = partOfSpeech
            self.origin = origin
            self.meaning = meaning
            self.english = english
        }
    }

    /// At most this many homographs are viewed at once.
    static let viewsAtOnce = 4

    /// - Parameter sharedDeadline: when several fetches share one budget; by default this
    ///   fetch, search and views together, gets the client's whole budget.
    public func fetchEntry(
        _ wanted: Wanted, from provider: Provider, deadline sharedDeadline: ContinuousClock.Instant? = nil
    ) async throws(DictionaryError) -> Fetched {
        guard let decoding = provider.decoding, let key = configuration.keys[provider] else {
            throw .missingKey(provider: provider)
        }
        let deadline = sharedDeadline ?? budgetDeadline()
        let format = configuration.format(for: provider)

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
        let ranked = hits.rankedMatches(for: wanted.word, partOfSpeech: wanted.partOfSpeech, origin: wanted.origin)
        guard let best = ranked.first else { throw .notFound(provider: provider, word: wanted.word) }

        // A search that tells homographs' origins apart (krdict, opendict) has ranked the
        // wanted one first. One that does not (stdict) leaves the choice to the views.
        // Without a 원어 to check (a native word, a deck's word), what wordquiz knows of the
        // word chooses where it can decide: 안녕 = "hello" is the 감탄사, not 안녕(安寧).
        let tellsOriginsApart = wanted.origin == nil || best.origin != nil
        let decided = HomographChoice.decisive(
            ranked, partOfSpeech: wanted.partOfSpeech, meaning: wanted.meaning, english: wanted.english)
        let contenders =
            tellsOriginsApart
            ? [(wanted.origin == nil ? decided : nil) ?? best]
            : HomographChoice.order(ranked, partOfSpeech: wanted.partOfSpeech, meaning: wanted.meaning)
        let views = try await viewInRounds(contenders, wanted: wanted, provider: provider, key: key, deadline: deadline)
        let viewed = views.filter { $0.entry != nil }
        if let chosen = viewed.first(where: { HomographChoice.matchesOrigin($0.entry?.origin, wanted: wanted.origin) })
            ?? viewed.first, let entry = chosen.entry
        {
            return Fetched(entry: entry, rawSearch: searchBody, rawView: chosen.body, format: format)
        }
        // No view could be read: the search's own senses, said once — of the homograph the
        // dictionary confirms by its 원어, or that what wordquiz knows picks out; never a guess
        // among several.
        let confirmed =
            tellsOriginsApart || ranked.count < 2
            ? []
            : try await homographs(ofOrigin: wanted, among: ranked, provider: provider, key: key, deadline: deadline)
        let searched =
            ranked.first { confirmed.contains($0.targetCode ?? "") }
            ?? (wanted.origin == nil ? decided : nil)
            ?? (HomographChoice.matchesOrigin(best.origin, wanted: wanted.origin) || ranked.count == 1 ? best : decided)
        guard let searched else {
            throw .unconfirmedHomograph(provider: provider, word: wanted.word, homographs: ranked.count)
        }
        var entry = Self.entry(from: searched, provider: provider)
        entry.isSearchOnly = true
        // A search that gives no 원어 leaves what the bank knows of the word: its 한자, where
        // the homograph is surely the bank's (confirmed by 원어, picked out by meaning, or the
        // only one) — 안경 keeps 眼鏡.
        let isTheBanksHomograph =
            confirmed.contains(searched.targetCode ?? "") || ranked.count == 1
            || (decided != nil && decided?.targetCode == searched.targetCode)
        if entry.origin == nil, searched.origin == nil, isTheBanksHomograph { entry.origin = wanted.origin }
        guard !entry.senses.isEmpty, !searched.definition.isEmpty else {
            throw .notFound(provider: provider, word: wanted.word)
        }
        return Fetched(
            entry: entry, rawSearch: searchBody, rawView: views.first?.body, format: format,
            viewProblem: views.first?.problem ?? Phrase("no view"))
    }

    /// The target codes among `hits` whose 원어 is the wanted one, by 표준국어대사전's advanced
    /// search on the 원어; none when the provider cannot search so, the search fails, or its
    /// answer tells nothing apart (every homograph, or none).
    private func homographs(
        ofOrigin wanted: Wanted, among hits: [SearchHit], provider: Provider, key: String,
        deadline: ContinuousClock.Instant
    ) async throws(DictionaryError) -> Set<String> {
        guard provider.searchesByOrigin, let origin = wanted.origin, let decoding = provider.decoding else { return [] }
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
        let codes = Set(hits.compactMap(\.targetCode))
        let matching = Set(
            found.filter { Headword.matchKey($0.headword.text) == Headword.matchKey(wanted.word) }
                .compactMap(\.targetCode)
        ).intersection(codes)
        return matching.count < codes.count ? matching : []
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

    private func viewInRounds(
        _ contenders: [SearchHit], wanted: Wanted, provider: Provider, key: String, deadline: ContinuousClock.Instant
    ) async throws(DictionaryError) -> [ViewOutcome] {
        var outcomes: [ViewOutcome] = []
        for start in stride(from: 0, to: contenders.count, by: Self.viewsAtOnce) {
            let round = Array(contenders[start..<min(start + Self.viewsAtOnce, contenders.count)])
            let viewed = try await view(round, provider: provider, key: key, deadline: deadline)
            outcomes += viewed
            if viewed.contains(where: { HomographChoice.matchesOrigin($0.entry?.origin, wanted: wanted.origin) }) {
                break
            }
        }
        return outcomes
    }

    /// Views each hit, concurrently, in the order given. A key problem or a cancellation
    /// ends the fetch; any other failure leaves that hit without a view.
    private func view(_ hits: [SearchHit], provider: Provider, key: String, deadline: ContinuousClock.Instant)
        async throws(DictionaryError) -> [ViewOutcome]
    {
        let results = await withTaskGroup(of: (Int, Result<ViewOutcome, DictionaryError>).self) { group in
            for (index, hit) in hits.enumerated() {
                group.addTask {
                    do throws(DictionaryError) {
                        return (
                            index, .success(try await self.view(hit, provider: provider, key: key, deadline: deadline))
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

    private func view(_ hit: SearchHit, provider: Provider, key: String, deadline: ContinuousClock.Instant)
        async throws(DictionaryError) -> ViewOutcome
    {
        guard let targetCode = hit.targetCode, let decoding = provider.decoding else {
            return ViewOutcome(problem: Phrase("the search gave no target code"))
        }
        // 표준국어대사전 answers a JSON view with an empty body; its XML view works.
        let format: ResponseFormat = provider == .stdict ? .xml : configuration.format(for: provider)
        let request = DictionaryRequest.view(
            targetCode: targetCode, provider: provider, baseURL: configuration.baseURL(for: provider),
            key: key, format: format)
        let body = try await self.body(of: request, deadline: deadline)
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

    /// What the search alone tells, for when there is no view.
    static func entry(from hit: SearchHit, provider: Provider) -> Entry {
        Entry(
            headword: hit.headword.text, homographNumber: hit.headword.homographNumber,
            partOfSpeech: hit.partOfSpeech, pronunciation: hit.pronunciation, origin: hit.origin,
            level: hit.level, senses: hit.senses, link: hit.link, provider: provider, targetCode: hit.targetCode)
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

extension BankWord {
    /// What the dictionary is asked for: the headword, and what tells its homographs apart
    /// (a deck's word may know neither its part of speech nor its meaning; its gloss, 안녕 =
    /// "hello", may be all it knows).
    var wanted: DictionaryClient.Wanted {
        let meaning = [definition, example].filter { !$0.isEmpty }.joined(separator: " ")
        return DictionaryClient.Wanted(
            word: headword, partOfSpeech: partOfSpeech.isEmpty ? nil : partOfSpeech, origin: hanja,
            meaning: meaning.isEmpty ? nil : meaning, english: english.isEmpty ? nil : english)
    }
}
