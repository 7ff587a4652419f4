import CCurl
import Foundation
import WordQuizCore

/// One SMTP transaction: the message built as a MIME tree with libcurl's MIME API and sent
/// with `CURLOPT_MIMEPOST` — multipart/alternative of the plain text and, where there is
/// HTML, a multipart/related of the HTML and its inline picture. Every text part is UTF-8 in
/// base64, so that no server mangles it.
final class MailTransfer: @unchecked Sendable {
    let settings: MailSender.Settings

    init(settings: MailSender.Settings) {
        self.settings = settings
    }

    func run(
        _ message: MailMessage, pictureBytes: [UInt8]?, attachmentBytes: [UInt8]? = nil, _ from: String,
        _ recipients: [String]
    ) -> Result<Void, TransferError> {
        // The URL holds no secret (credentials are separate options); the handle redacts anyway.
        guard
            let handle = CurlEasyHandle(
                url: settings.url, protocols: "smtp,smtps", connectTimeout: 10, timeout: settings.timeout,
                caBundle: settings.caBundle)
        else { return .failure(CurlEasyHandle.cannotStart(settings.url)) }
        // The easy handle lives as long as `handle`: keep it to the end of the transfer.
        defer { withExtendedLifetime(handle) {} }
        let easy = handle.easy
        var recipientList: UnsafeMutablePointer<curl_slist>?
        defer { wq_curl_slist_free_all(recipientList) }
        for recipient in recipients { recipientList = wq_curl_slist_append(recipientList, "<\(recipient)>") }
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { wq_curl_slist_free_all(headerList) }
        for line in message.headerLines { headerList = wq_curl_slist_append(headerList, line) }

        guard let mime = wq_curl_mime_init(easy) else { return .failure(CurlEasyHandle.cannotStart(settings.url)) }
        defer { wq_curl_mime_free(mime) }
        guard Self.build(message, pictureBytes: pictureBytes, attachmentBytes: attachmentBytes, into: mime, easy: easy)
        else {
            return .failure(
                TransferError(
                    kind: .other, redactedURL: Redaction.redactingKeys(in: settings.url),
                    detail: "libcurl could not build the message"))
        }

        // Decided on the host the URL really names, not on text in it.
        let isLoopback = URLHost.isLoopbackURL(settings.url)
        let set = handle.set
        set(wq_curl_setopt_string(easy, CURLOPT_MAIL_FROM, "<\(from)>"))
        set(wq_curl_setopt_slist(easy, CURLOPT_MAIL_RCPT, recipientList))
        set(wq_curl_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList))
        set(wq_curl_setopt_pointer(easy, CURLOPT_MIMEPOST, UnsafeMutableRawPointer(mime)))
        let requireTLS = Self.requiresTLS(settings, isLoopback: isLoopback)
        set(
            wq_curl_setopt_long(
                easy, CURLOPT_USE_SSL, Int(requireTLS ? CURLUSESSL_ALL.rawValue : CURLUSESSL_TRY.rawValue)))
        if let user = settings.user { set(wq_curl_setopt_string(easy, CURLOPT_USERNAME, user)) }
        if let password = settings.password { set(wq_curl_setopt_string(easy, CURLOPT_PASSWORD, password)) }
        guard handle.setupCode == CURLE_OK else { return .failure(handle.setupFailure) }

        let result = wq_curl_easy_perform(easy)
        guard result == CURLE_OK else {
            // libcurl's message may quote the server; it holds no password. The server's
            // last reply code tells a greylisting 451 (try later) from a 550 (never), and no
            // reply at all (nil) a server that never answered.
            var failure = handle.failure(after: result, kind: TransferError.Kind(curlCode: result))
            var reply = 0
            if wq_curl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &reply) == CURLE_OK, reply > 0 {
                failure.serverReply = reply
            }
            return .failure(failure)
        }
        return .success(())
    }

    /// The tree under `root` (multipart/mixed): the alternative of the text and the HTML
    /// (with its picture, related), then the attachment. False when libcurl refused a step.
    static func build(
        _ message: MailMessage, pictureBytes: [UInt8]?, attachmentBytes: [UInt8]? = nil, into root: OpaquePointer,
        easy: UnsafeMutableRawPointer?
    ) -> Bool {
        guard let alternative = wq_curl_mime_init(easy) else { return false }
        var ok = addText(message.text, type: "text/plain; charset=UTF-8", to: alternative)
        if let html = message.html {
            if let picture = message.picture, let bytes = pictureBytes, let related = wq_curl_mime_init(easy) {
                ok = ok && addText(html, type: "text/html; charset=UTF-8", to: related)
                ok = ok && addPart(bytes, type: picture.mimeType, headers: message.pictureHeaderLines, to: related)
                ok = ok && addSubparts(related, type: "multipart/related; type=\"text/html\"", to: alternative)
            } else {
                ok = ok && addText(html, type: "text/html; charset=UTF-8", to: alternative)
            }
        }
        ok = addSubparts(alternative, type: "multipart/alternative", to: root) && ok
        if let attachment = message.attachment, let bytes = attachmentBytes {
            ok = ok && addPart(bytes, type: attachment.mimeType, headers: message.attachmentHeaderLines, to: root)
        }
        return ok
    }

    private static func addText(_ text: String, type: String, to mime: OpaquePointer) -> Bool {
        addPart(Array(text.utf8), type: type, headers: [], to: mime)
    }

    private static func addPart(_ bytes: [UInt8], type: String, headers: [String], to mime: OpaquePointer) -> Bool {
        guard let part = wq_curl_mime_addpart(mime) else { return false }
        let copied = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    wq_curl_mime_data(part, $0, buffer.count)
                }
            } ?? wq_curl_mime_data(part, "", 0)
        }
        var list: UnsafeMutablePointer<curl_slist>?
        for line in headers { list = wq_curl_slist_append(list, line) }
        return copied == CURLE_OK && wq_curl_mime_type(part, type) == CURLE_OK
            && wq_curl_mime_encoder(part, "base64") == CURLE_OK
            && (list == nil || wq_curl_mime_headers(part, list) == CURLE_OK)
    }

    /// A part holding `subparts`, which it then owns (freed with it).
    private static func addSubparts(_ subparts: OpaquePointer, type: String, to mime: OpaquePointer) -> Bool {
        guard let part = wq_curl_mime_addpart(mime), wq_curl_mime_subparts(part, subparts) == CURLE_OK else {
            wq_curl_mime_free(subparts)
            return false
        }
        var list: UnsafeMutablePointer<curl_slist>?
        list = wq_curl_slist_append(list, "Content-Disposition: inline")
        return wq_curl_mime_type(part, type) == CURLE_OK && wq_curl_mime_headers(part, list) == CURLE_OK
    }

    /// Credentials never travel in clear text: STARTTLS is required whenever there are any —
    /// SMTP_USER, SMTP_PASSWORD, or a user written into SMTP_URL itself — and they go to
    /// anything but this machine.
    static func requiresTLS(_ settings: MailSender.Settings, isLoopback: Bool) -> Bool {
        let hasCredentials = settings.user != nil || settings.password != nil || URLHost.hasCredentials(settings.url)
        return hasCredentials && !isLoopback
    }
}
