import CCurl
import Foundation
import WordQuizCore

/// Sends one email over SMTP with libcurl (smtp:// with STARTTLS, or smtps://).
public struct MailSender: Sendable {
    public struct Settings: Sendable {
        /// `smtp://host:587` or `smtps://host:465`.
        public var url: String
        public var user: String?
        public var password: String?
        public var caBundle: String?
        public var timeout: Double

        public init(url: String, user: String?, password: String?, caBundle: String?, timeout: Double = 20) {
            self.url = url
            self.user = user
            self.password = password
            self.caBundle = caBundle
            self.timeout = timeout
        }
    }

    public var settings: Settings

    public init(settings: Settings) {
        self.settings = settings
    }

    /// Sends the message from one address to several; `pictureBytes` are the inline
    /// picture's and `attachmentBytes` the attachment's, read by the caller.
    public func send(
        _ message: MailMessage, pictureBytes: [UInt8]? = nil, attachmentBytes: [UInt8]? = nil, from: String,
        to recipients: [String]
    ) async throws(TransferError) {
        let settings = settings
        let result: Result<Void, TransferError> = await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    returning: MailTransfer(settings: settings).run(
                        message, pictureBytes: pictureBytes, attachmentBytes: attachmentBytes, from, recipients))
            }
            thread.start()
        }
        try result.get()
    }
}
