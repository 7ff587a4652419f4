import Foundation
import WordQuizCore
import WordQuizHTTP
import WordQuizParsing

/// Fetches the recordings of a 한국어기초사전 entry: its web page (read from the dictionary's
/// base URL, with libxml2's HTML parser), then each recording the page links, kept only when
/// its bytes are MP3, WAV or Ogg of sane size; written to the audio cache with a list of
/// them (`krdict-CODE.json`), so each target code's page and recordings are fetched once.
///
/// A page or recording that cannot be had is one reason, never an error: the word still shows,
/// and the synthetic voice can speak it.
struct RecordingFetcher {
    var http: HTTPClient
    var folder: String
    var baseURL: String
    var deadline: ContinuousClock.Instant

    enum Outcome: Equatable {
        /// The page's recordings, in its order.
        case recorded([Recording])
        /// The page links none (a loanword like 컴퓨터).
        case none
        /// The page or its recordings could not be had; asked again next time.
        case failed(Phrase)
    }

    /// The longest the page and its recordings may take together.
    static let budgetSeconds = 10.0

    init(context: AppContext, configuration: Configuration, within commandDeadline: ContinuousClock.Instant) {
        http = context.httpClient(applying: configuration) { settings in
            settings.maximumResponseBytes = max(HTMLPageReader.maximumBytes, Recording.maximumBytes)
            settings.maximumAttempts = min(settings.maximumAttempts, 2)
        }
        folder = context.paths.audioDirectory
        baseURL = configuration.baseURL(for: .krdict)
        deadline = min(commandDeadline, context.deadline(afterSeconds: Self.budgetSeconds))
    }

    /// The list of a target code's recordings in the cache.
    private func listFile(_ code: String) -> String { folder + "/krdict-\(code).json" }

    /// What the cache knows of a target code: its recordings ([] when its page has none), or
    /// nil when it was never asked (or a file it names is gone).
    func cached(targetCode code: String) -> [Recording]? {
        guard let code = TargetCode.validated(code),
            let data = FileManager.default.contents(atPath: listFile(code)),
            let recordings = try? JSONDecoder().decode([Recording].self, from: data),
            recordings.allSatisfy({ isInFolder($0.file) && access($0.file, R_OK) == 0 })
        else { return nil }
        return recordings
    }

    func recordings(targetCode: String) async -> Outcome {
        if let cached = cached(targetCode: targetCode) { return cached.isEmpty ? .none : .recorded(cached) }
        guard let code = TargetCode.validated(targetCode),
            let pageURL = RecordingPage.pageURL(baseURL: baseURL, targetCode: code)
        else { return .failed(Phrase("the entry has no 한국어기초사전 number")) }
        let page: RecordingPage
        do {
            let response = try await http.send(HTTPRequest(url: pageURL), deadline: deadline)
            guard response.status == 200 else {
                return .failed(Phrase("the dictionary's page answered \(response.status, .status)"))
            }
            page = RecordingPage(try HTMLPageReader.read(response.body), pageURL: pageURL)
        } catch let error as TransferError {
            return .failed(Phrase("the dictionary's page could not be fetched: \(error.whatWentWrong, .reason)"))
        } catch {
            return .failed(Phrase("the dictionary's page could not be read"))
        }
        guard !page.links.isEmpty else {
            write([], code: code)
            return .none
        }
        var kept: [Recording] = []
        var failure: Phrase?
        for (index, link) in page.links.enumerated() {
            switch await fetch(link, number: index + 1, code: code, pageURL: pageURL) {
            case .success(let recording): kept.append(recording)
            case .failure(let why): failure = failure ?? why.phrase
            }
        }
        if let failure, kept.isEmpty { return .failed(failure) }
        // A list is kept only when every recording was: one missing is asked again next time.
        if failure == nil { write(kept, code: code) }
        return .recorded(kept)
    }

    struct Refusal: Error { var phrase: Phrase }

    private func fetch(_ link: RecordingPage.Link, number: Int, code: String, pageURL: String) async -> Result<
        Recording, Refusal
    > {
        let response: HTTPResponse
        do throws(TransferError) {
            response = try await http.send(HTTPRequest(url: link.url), deadline: deadline) { target in
                RecordingPage.checked(target, pageURL: pageURL) == target
            }
        } catch {
            return .failure(
                Refusal(phrase: Phrase("the recording could not be fetched: \(error.whatWentWrong, .reason)")))
        }
        guard response.status == 200 else {
            return .failure(Refusal(phrase: Phrase("the recording answered \(response.status, .status)")))
        }
        guard response.body.count <= Recording.maximumBytes, let format = AudioFormat.inspect(response.body) else {
            return .failure(Refusal(phrase: Phrase("the recording's address gave something that is not a sound file")))
        }
        let file = folder + "/krdict-\(code)-\(number).\(format.fileExtension)"
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(response.body, to: file, mode: 0o600)
        } catch {
            return .failure(Refusal(phrase: Phrase("the recording could not be kept: \(error.reason, .reason)")))
        }
        return .success(
            Recording(
                file: file, url: link.url, page: pageURL, pronunciation: link.pronunciation, format: format,
                byteCount: response.body.count, credit: Recording.krdictCredit))
    }

    private func write(_ recordings: [Recording], code: String) {
        guard let data = try? JSONEncoder().encode(recordings) else { return }
        try? AtomicFile.write(Array(data), to: listFile(code), mode: 0o600)
    }

    private func isInFolder(_ file: String) -> Bool {
        file.hasPrefix(folder + "/") && !file.dropFirst(folder.count + 1).contains("/")
    }
}
