import CCurl

extension TransferError.Kind {
    /// What a failed libcurl transfer (HTTP or SMTP) means to wordquiz.
    init(curlCode code: CURLcode) {
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT:
            self = .couldNotConnect
        case CURLE_OPERATION_TIMEDOUT:
            self = .timedOut
        case CURLE_FILESIZE_EXCEEDED:
            self = .responseTooLarge
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ENGINE_NOTFOUND,
            CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS,
            CURLE_USE_SSL_FAILED:
            self = .tls
        case CURLE_TOO_MANY_REDIRECTS, CURLE_UNSUPPORTED_PROTOCOL:
            self = .badRedirect
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE,
            CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            self = .brokenResponse
        case CURLE_ABORTED_BY_CALLBACK:
            self = .cancelled
        default:
            self = .other
        }
    }
}
