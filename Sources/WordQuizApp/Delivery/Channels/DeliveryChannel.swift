import Foundation
import WordQuizCore
import WordQuizHTTP

/// Delivers a digest on one channel.
struct DeliveryChannel: Sendable {
    var spec: ChannelSpec
    var context: AppContext
    var configuration: Configuration
    /// The end of the digest's one time budget, which every channel shares.
    var deadline: ContinuousClock.Instant

    func deliver(_ digest: Digest) async throws(ChannelError) {
        switch spec {
        case .stdout:
            context.stdout.write(ChannelRendering.plain(digest) + "\n")
        case .file(let path):
            try appendBlock(digest.fileBlock, to: path)
        case .desktop:
            try notifyDesktop(
                ChannelRendering.desktop(digest, soundName: configuration.channelSettings[.desktopSound]))
        case .ntfy:
            let url = try setting(.ntfyURL)
            guard let (server, topic) = ChannelSpec.ntfyTopic(of: url) else {
                throw ChannelError(
                    message: Phrase("NTFY_URL must be a topic URL like https://ntfy.sh/your-topic"), reach: .refused)
            }
            // One attachment a message: the word's sound when asked for, else the picture — by
            // its address when ntfy can fetch it, as the file itself when it cannot (a deck's).
            if let (bytes, fileName, isSound) = ntfyFile(digest) {
                try await send(
                    bytes, .put, headers: ChannelRendering.ntfyUpload(digest, fileName: fileName, isSound: isSound),
                    to: url, name: "ntfy")
            } else {
                try await post(ChannelRendering.ntfy(digest, topic: topic), to: server, name: "ntfy")
            }
        case .slack:
            try await post(ChannelRendering.slack(digest), to: try setting(.slackWebhookURL), name: "Slack")
        case .discord:
            try await post(ChannelRendering.discord(digest), to: try setting(.discordWebhookURL), name: "Discord")
        case .email:
            try await sendMail(digest)
        }
    }

    /// What is left of the delivery's budget for a send that sets its own time limit (mail,
    /// notify-send), in seconds; half a second at least, so a late start still gets a try.
    var secondsLeft: Double {
        let left = context.monotonicNow().duration(to: deadline).components
        return max(0.5, Double(left.seconds) + Double(left.attoseconds) / 1e18)
    }

    private func setting(_ name: Setting) throws(ChannelError) -> String {
        guard let value = configuration.channelSettings[name], !value.isEmpty else {
            throw ChannelError(
                message: Phrase(
                    "the \(spec, .channel) channel needs \(name, .channel) in Config.env or ~/.config/wordquiz/config.env"
                ),
                reach: .refused)
        }
        return value
    }

    /// Appends to a regular file of the user's, or a new one; never follows a symbolic link,
    /// never writes into someone else's file, and never blocks (a FIFO with no reader fails
    /// at once instead of hanging the daemon).
    private func appendBlock(_ block: String, to path: String) throws(ChannelError) {
        // A schedule stored before this check, or edited in the database, still never writes there.
        if let problem = ChannelSpec.systemPathProblem(path) { throw ChannelError(message: problem, reach: .refused) }
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard descriptor >= 0 else {
            let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
            throw ChannelError(message: Phrase("cannot open \(path, .path): \(reason, .reason)"), reach: .refused)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw ChannelError(
                message: Phrase("\(path, .path) is not a regular file; the file channel writes only to files"),
                reach: .refused
            )
        }
        guard info.st_uid == geteuid() else {
            throw ChannelError(
                message: Phrase(
                    "\(path, .path) belongs to another user; the file channel writes only to your own files"),
                reach: .refused)
        }
        // A digest that could not be written whole is taken back out (a full disk keeps part of
        // it): the file ends as it began, with the digests delivered before, and the delivery
        // is not delivered.
        let before = info.st_size
        guard DescriptorWriter.writeAll(block, to: descriptor) else {
            let reason = String(cString: strerror(errno))
            _ = ftruncate(descriptor, before)
            throw ChannelError(message: Phrase("cannot write \(path, .path): \(reason, .reason)"), reach: .refused)
        }
        guard fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = ftruncate(descriptor, before)
            throw ChannelError(
                message: Phrase("cannot flush \(path, .path) to disk: \(reason, .reason)"), reach: .refused)
        }
    }

    /// The file ntfy carries as the message's body, read and checked here: the word's sound
    /// with `WORDQUIZ_NTFY_ATTACH=sound`, else a picture only wordquiz has (no https address);
    /// nil when there is none to send (a fetchable picture goes by its address).
    private func ntfyFile(_ digest: Digest) -> (bytes: [UInt8], fileName: String, isSound: Bool)? {
        if configuration.channelSettings[.ntfyAttach] == ChannelRendering.ntfySound, let sound = digest.sound {
            return Self.checkedBytes(of: sound).map {
                ($0, "wordquiz-\(digest.date).\(sound.format.fileExtension)", true)
            }
        }
        guard digest.fetchablePicture == nil, let picture = digest.picture, let bytes = Self.checkedBytes(of: picture)
        else { return nil }
        return (bytes, "\(digest.headword ?? "wordquiz").\(picture.format.fileExtension)", false)
    }

    /// The picture's file, read whole and checked again (the cache is a folder any of the
    /// user's programs may touch): nil unless it is an image of the kind it claims.
    static func checkedBytes(of picture: Picture) -> [UInt8]? {
        guard case .success(let bytes) = RegularFile.read(picture.file, limit: Picture.maximumBytes),
            PictureFormat.inspect(bytes)?.format == picture.format
        else { return nil }
        return bytes
    }

    /// The word's sound file, checked again as a picture is: nil unless it is sound of its format.
    static func checkedBytes(of sound: Speech) -> [UInt8]? {
        guard case .success(let bytes) = RegularFile.read(sound.file, limit: WordSpeech.maximumDeckSoundBytes),
            AudioFormat.inspect(bytes) == sound.format
        else { return nil }
        return bytes
    }

    private func post(_ payload: some Encodable, to url: String, name: String) async throws(ChannelError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let body = try? encoder.encode(payload) else {
            throw ChannelError(message: Phrase("could not encode the \(name, .channel) message"), reach: .refused)
        }
        try await send(
            Array(body), .post, headers: [("Content-Type", "application/json; charset=utf-8")], to: url, name: name)
    }

    private func send(
        _ body: [UInt8], _ method: HTTPRequest.Method, headers: [(name: String, value: String)], to url: String,
        name: String
    ) async throws(ChannelError) {
        // A webhook that redirects is misconfigured; the body would not follow anyway.
        let client = context.httpClient(applying: configuration) { $0.maximumRedirects = 0 }
        let response: HTTPResponse
        do {
            // A POST or PUT is sent again only when it surely did not arrive (HTTPClient's policy).
            response = try await client.send(
                HTTPRequest(url: url, method: method, headers: headers, body: body), deadline: deadline)
        } catch {
            if error.kind == .cancelled {
                throw ChannelError(message: Phrase("\(name, .channel) delivery was cancelled"), reach: .uncertain)
            }
            // The webhook URL is the secret: say what failed, not where.
            throw ChannelError(
                message: Phrase("\(name, .channel) could not be reached (\(error.whatWentWrong, .reason))"),
                reach: Self.reach(of: error))
        }
        guard (200...299).contains(response.status) else {
            // A server's trouble or a rate limit passes, and the message was not taken: tried
            // again later. Any other refusal (a bad or revoked webhook) stops at once.
            let passing = response.status >= 500 || [408, 425, 429].contains(response.status)
            throw ChannelError(
                message: Phrase("\(name, .channel) answered HTTP \(response.status, .status)"),
                reach: passing ? .notSent : .refused,
                retryAfter: passing ? response.retryAfterSeconds : nil)
        }
    }

    private func sendMail(_ digest: Digest) async throws(ChannelError) {
        let url = try setting(.smtpURL)
        let from = try setting(.smtpFrom)
        let recipients = try setting(.smtpTo).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = context.timeZone
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        let domain = from.split(separator: "@").last.map(String.init) ?? "wordquiz.invalid"
        let pictureBytes = digest.picture.flatMap(Self.checkedBytes(of:))
        let contentID = "picture.\(context.makeUUID().uuidString.lowercased())@\(domain)"
        let inline = digest.picture.flatMap { picture in
            pictureBytes == nil
                ? nil
                : MailMessage.InlinePicture(
                    file: picture.file, contentID: contentID, mimeType: picture.format.mimeType,
                    fileName: "wordquiz-\(digest.date).\(picture.format.fileExtension)")
        }
        let soundBytes = digest.sound.flatMap(Self.checkedBytes(of:))
        let attachment = digest.sound.flatMap { sound in
            soundBytes == nil
                ? nil
                : MailMessage.Attachment(
                    file: sound.file, mimeType: sound.format.mimeType,
                    fileName: "wordquiz-\(digest.date).\(sound.format.fileExtension)")
        }
        // The text part need not name the file the message carries inline.
        var textPart = digest
        if inline != nil { textPart.picture = nil }
        var text = ChannelRendering.plain(textPart)
        if let line = attachment.flatMap({ _ in digest.soundAttachedLine }) { text += "\n" + line }
        let message = MailMessage(
            from: from, to: recipients, subject: digest.title, text: text,
            html: ChannelRendering.emailHTML(
                digest, pictureContentID: inline == nil ? nil : contentID, soundAttached: attachment != nil),
            picture: inline, attachment: attachment,
            date: formatter.string(from: context.now()),
            messageID: "\(context.makeUUID().uuidString.lowercased())@\(domain)")
        let seconds = secondsLeft
        let sender = MailSender(
            settings: MailSender.Settings(
                url: url, user: configuration.channelSettings[.smtpUser],
                password: configuration.channelSettings[.smtpPassword], caBundle: configuration.caBundle,
                timeout: seconds))
        do {
            try await sender.send(
                message, pictureBytes: pictureBytes, attachmentBytes: soundBytes, from: from, to: recipients)
        } catch {
            // The server's own word decides: a 4xx (greylisting, a full queue) refused the
            // message for now, so it surely was not taken and is tried again later; a 5xx
            // refused it for good.
            if let reply = error.serverReply, (400...499).contains(reply) {
                throw ChannelError(
                    message: Phrase(
                        "the mail server refused the message for now (\(reply, .code)); it is tried again later"),
                    reach: .notSent, retryAfter: Self.temporaryMailRefusalWait)
            }
            if let reply = error.serverReply, (500...599).contains(reply) {
                throw ChannelError(
                    message: Phrase("the mail server refused the message (\(reply, .code): \(error.detail, .reason))"),
                    reach: .refused)
            }
            // A server that never said a word (no greeting, no reply) took nothing: SMTP takes
            // a message only with its reply to the end of DATA.
            if error.serverReply == nil, [.timedOut, .brokenResponse].contains(error.kind) {
                throw ChannelError(
                    message: Phrase(
                        "the mail server did not answer (\(error.whatWentWrong, .reason)); it is tried again later"),
                    reach: .notSent)
            }
            throw ChannelError(
                message: Phrase("email could not be sent (\(error.whatWentWrong, .reason): \(error.detail, .reason))"),
                reach: Self.reach(of: error))
        }
    }

    /// How long a mail server's temporary refusal is given before the next try, in seconds:
    /// greylisting asks for a few minutes.
    static let temporaryMailRefusalWait = 120

    /// How far a failed transfer got: only a connection never made surely sent nothing.
    static func reach(of error: TransferError) -> ChannelError.Reach {
        switch error.kind {
        case .couldNotConnect: .notSent
        case .timedOut, .brokenResponse, .cancelled: .uncertain
        case .tls, .badRedirect, .responseTooLarge, .libraryMissing, .other: .refused
        }
    }
}
