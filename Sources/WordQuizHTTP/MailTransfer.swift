import CCurl
import Foundation
import WordQuizCore

/// One SMTP transaction. The body is fed to libcurl by a read callback from `payload`.
final class MailTransfer: @unchecked Sendable {
    let settings: MailSender.Settings
    var payload: [UInt8] = []
    var offset = 0

    init(settings: MailSender.Settings) {
        self.settings = settings
    }

    func run(_ message: [UInt8], _ from: String, _ recipients: [String]) -> Result<Void, TransferError> {
        payload = message
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

        // Decided on the host the URL really names, not on text in it.
        let isLoopback = URLHost.isLoopbackURL(settings.url)
        let set = handle.set
        set(wq_curl_setopt_string(easy, CURLOPT_MAIL_FROM, "<\(from)>"))
        set(wq_curl_setopt_slist(easy, CURLOPT_MAIL_RCPT, recipientList))
        set(wq_curl_setopt_long(easy, CURLOPT_UPLOAD, 1))
        let requireTLS = Self.requiresTLS(settings, isLoopback: isLoopback)
        set(
            wq_curl_setopt_long(
                easy, CURLOPT_USE_SSL, Int(requireTLS ? CURLUSESSL_ALL.rawValue : CURLUSESSL_TRY.rawValue)))
        if let user = settings.user { set(wq_curl_setopt_string(easy, CURLOPT_USERNAME, user)) }
        if let password = settings.password { set(wq_curl_setopt_string(easy, CURLOPT_PASSWORD, password)) }
        set(
            wq_curl_setopt_read_function(easy) { buffer, size, count, context in
                guard let buffer, let context else { return 0 }
                let transfer = Unmanaged<MailTransfer>.fromOpaque(context).takeUnretainedValue()
                let room = size * count
                let remaining = transfer.payload.count - transfer.offset
                let length = min(room, remaining)
                guard length > 0 else { return 0 }
                transfer.payload.withUnsafeBytes { bytes in
                    UnsafeMutableRawPointer(buffer).copyMemory(
                        from: bytes.baseAddress! + transfer.offset, byteCount: length)
                }
                transfer.offset += length
                return length
            })
        set(wq_curl_setopt_pointer(easy, CURLOPT_READDATA, Unmanaged.passUnretained(self).toOpaque()))
        guard handle.setupCode == CURLE_OK else { return .failure(handle.setupFailure) }

        let result = wq_curl_easy_perform(easy)
        guard result == CURLE_OK else {
            // libcurl's message may quote the server; it holds no password.
            return .failure(handle.failure(after: result, kind: TransferError.Kind(curlCode: result)))
        }
        return .success(())
    }

    /// Credentials never travel in clear text: STARTTLS is required whenever there are any —
    /// SMTP_USER, SMTP_PASSWORD, or a user written into SMTP_URL itself — and they go to
    /// anything but this machine.
    static func requiresTLS(_ settings: MailSender.Settings, isLoopback: Bool) -> Bool {
        let hasCredentials = settings.user != nil || settings.password != nil || URLHost.hasCredentials(settings.url)
        return hasCredentials && !isLoopback
    }
}
