import Foundation
import WordQuizCore
import WordQuizHTTP
import WordQuizParsing

/// Fetches an entry's photograph: the dictionary's link, which is a media page (its picture
/// found with libxml2's HTML parser) or the image itself — else, when the learner set it up,
/// Naver's image search; the image kept only when its bytes are a whole JPEG, PNG or WebP of
/// sane size, then written to the picture cache.
///
/// Anything else — an HTML answer with no picture, a login page, a body past the cap, a
/// redirect loop, a dead server — gives no picture and no error: the card simply has none.
struct PictureFetcher {
    var http: HTTPClient
    var folder: String
    /// Naver's image search, when the learner set it up: asked only where the dictionary
    /// shows no picture.
    var search: Configuration.PictureSearch?
    /// When every request of this picture must be done: its media page, its image, the
    /// search and each of its results share it.
    var deadline: ContinuousClock.Instant

    /// The longest a picture may take, within the command's budget: it never holds the day's
    /// word up for long.
    static let budgetSeconds = 10.0

    /// A fetcher on the command's HTTP settings, with the picture's size cap, its requests
    /// sharing one budget: what is left of the command's (`commandDeadline`), and ten seconds
    /// at most.
    init(context: AppContext, configuration: Configuration, within commandDeadline: ContinuousClock.Instant) {
        http = context.httpClient(applying: configuration) { settings in
            settings.maximumResponseBytes = Picture.maximumBytes
            settings.maximumAttempts = min(settings.maximumAttempts, 2)
        }
        folder = context.paths.pictureDirectory
        search = configuration.pictureSearch
        deadline = min(commandDeadline, context.deadline(afterSeconds: Self.budgetSeconds))
    }

    /// The file a provider's entry keeps its picture in, whatever the format.
    func fileStem(for entry: Entry) -> String? {
        entry.targetCode.map { folder + "/\(entry.provider.rawValue)-\($0)" }
    }

    /// The entry with its picture — the dictionary's, else the image search's — or with none;
    /// the link is then dropped, so that it is not asked again.
    func withPicture(_ entry: Entry) async -> Entry {
        var entry = entry
        entry.picture = await picture(for: entry)
        if entry.picture == nil { entry.picture = await searchedPicture(for: entry) }
        entry.pictureLink = nil
        return entry
    }

    /// The first of the image search's results that is a picture, credited to its site.
    func searchedPicture(for entry: Entry) async -> Picture? {
        guard let search, let stem = fileStem(for: entry) else { return nil }
        let (url, headers) = NaverImageSearch.request(for: entry.headword, search: search)
        guard let response = try? await http.send(HTTPRequest(url: url, headers: headers), deadline: deadline),
            response.status == 200,
            let document = try? JSONDocumentReader.read(response.body)
        else { return nil }
        for result in NaverImageSearch.results(in: document) {
            guard let bytes = await body(of: result.link) else { continue }
            if let picture = keep(
                bytes, from: result.link, page: nil, stem: stem,
                source: "\(NaverImageSearch.sourceName) · \(result.site)")
            {
                return picture
            }
        }
        return nil
    }

    func picture(for entry: Entry) async -> Picture? {
        guard let link = entry.pictureLink, let stem = fileStem(for: entry), let first = await body(of: link) else {
            return nil
        }
        var imageURL = link
        var bytes = first
        var page: MediaPage?
        if PictureFormat.inspect(first) == nil {
            guard let document = try? HTMLPageReader.read(first), let media = MediaPage(document, pageURL: link),
                let image = await body(of: media.pictureURL)
            else { return nil }
            page = media
            imageURL = media.pictureURL
            bytes = image
        }
        return keep(
            bytes, from: imageURL, page: page.map { (link, $0) }, stem: stem, source: entry.provider.displayName)
    }

    /// The bytes as the entry's picture, when they are one: checked, then written to the cache.
    private func keep(
        _ bytes: [UInt8], from url: String, page: (url: String, facts: MediaPage)?, stem: String, source: String
    ) -> Picture? {
        guard bytes.count <= Picture.maximumBytes, let (format, width, height) = PictureFormat.inspect(bytes),
            Picture.sides.contains(width), Picture.sides.contains(height),
            PictureData.holdsImageData(bytes, as: format)
        else { return nil }
        let file = stem + "." + format.fileExtension
        do throws(AtomicFile.Failure) {
            try AtomicFile.write(bytes, to: file, mode: 0o600)
        } catch {
            return nil
        }
        return Picture(
            file: file, url: url, page: page?.url, format: format, byteCount: bytes.count, width: width,
            height: height, licence: page?.facts.licence, author: page?.facts.author, source: source)
    }

    /// Removes the picture an older copy of an entry kept, when the new copy does not keep
    /// the same file: a picture goes with its entry. Only a file in the picture folder is
    /// ever removed, whatever the cached entry names.
    func dropOld(_ old: Entry?, keeping new: Entry) {
        guard let oldFile = old?.picture?.file, oldFile != new.picture?.file, oldFile.hasPrefix(folder + "/"),
            !oldFile.dropFirst(folder.count + 1).contains("/")
        else { return }
        unlink(oldFile)
    }

    private func body(of url: String) async -> [UInt8]? {
        guard let response = try? await http.send(HTTPRequest(url: url), deadline: deadline), response.status == 200
        else { return nil }
        return response.body
    }
}
