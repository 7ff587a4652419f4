import CCurl
import Foundation
import Synchronization
import WordQuizCore

/// One attempt at one request: a curl easy handle driven by its own multi handle on its own
/// thread, so that transfers really run side by side and a cancellation can wake the
/// transfer out of `curl_multi_poll` at once.
///
/// Lifetime: the transfer passes itself to libcurl callbacks as an unretained pointer; it is
/// kept alive by `run()`'s stack frame, which outlives the easy handle.
final class CurlTransfer: @unchecked Sendable {
    private struct Control {
        var isCancelled = false
        /// The multi handle's address while the transfer runs, for `curl_multi_wakeup`.
        var multiAddress: UInt?
    }

    private let control = Mutex(Control())
    private let request: HTTPRequest
    private let configuration: HTTPClientConfiguration
    private let timeout: Double

    // Touched only by the transfer thread, inside libcurl callbacks and after they end.
    private var body: [UInt8] = []
    private var headers: [String: String] = [:]
    private var exceededCap = false

    init(request: HTTPRequest, configuration: HTTPClientConfiguration, timeout: Double) {
        self.request = request
        self.configuration = configuration
        self.timeout = timeout
    }

    /// Ends the transfer as soon as possible; it then fails with `.cancelled`.
    func cancel() {
        control.withLock { control in
            control.isCancelled = true
            if let address = control.multiAddress,
                let multi = UnsafeMutableRawPointer(bitPattern: address)
            {
                wq_curl_multi_wakeup(multi)
            }
        }
    }

    /// Runs the transfer to the end on a new thread.
    func perform() async throws(TransferError) -> HTTPResponse {
        let result: Result<HTTPResponse, TransferError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread { continuation.resume(returning: self.run()) }
                thread.start()
            }
        } onCancel: {
            self.cancel()
        }
        return try result.get()
    }

    private func run() -> Result<HTTPResponse, TransferError> {
        guard
            let handle = CurlEasyHandle(
                url: request.url, protocols: "http,https", connectTimeout: configuration.connectTimeout,
                timeout: timeout, caBundle: configuration.caBundle)
        else { return .failure(CurlEasyHandle.cannotStart(request.url)) }
        // The easy handle lives as long as `handle`: keep it to the end of the transfer.
        defer { withExtendedLifetime(handle) {} }
        let easy = handle.easy
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { wq_curl_slist_free_all(headerList) }

        for (name, value) in request.headers {
            headerList = wq_curl_slist_append(headerList, "\(name): \(value)")
        }
        // Without this, libcurl sends "Expect: 100-continue" with larger POST bodies.
        headerList = wq_curl_slist_append(headerList, "Expect:")

        let me = Unmanaged.passUnretained(self).toOpaque()
        let set = handle.set
        set(wq_curl_setopt_string(easy, CURLOPT_USERAGENT, configuration.userAgent))
        set(wq_curl_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""))  // every encoding libcurl decodes
        // Redirects are the client's to follow or not (`HTTPRedirect`): libcurl would send
        // every header again to whatever host the server names.
        set(wq_curl_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0))
        set(wq_curl_setopt_offset(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(configuration.maximumResponseBytes)))
        set(wq_curl_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList))
        set(
            wq_curl_setopt_write_function(easy) { data, size, count, context in
                guard let data, let context else { return 0 }
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                let length = size * count
                if transfer.body.count + length > transfer.configuration.maximumResponseBytes {
                    transfer.exceededCap = true
                    return 0  // libcurl ends the transfer with CURLE_WRITE_ERROR
                }
                transfer.body.append(contentsOf: UnsafeRawBufferPointer(start: data, count: length))
                return length
            })
        set(wq_curl_setopt_pointer(easy, CURLOPT_WRITEDATA, me))
        set(
            wq_curl_setopt_header_function(easy) { data, size, count, context in
                guard let data, let context else { return 0 }
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                let length = size * count
                let line = String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self)
                transfer.takeHeaderLine(line)
                return length
            })
        set(wq_curl_setopt_pointer(easy, CURLOPT_HEADERDATA, me))
        if request.method.sendsBody {
            let body = request.body ?? []
            set(wq_curl_setopt_long(easy, CURLOPT_POST, 1))
            if request.method == .put { set(wq_curl_setopt_string(easy, CURLOPT_CUSTOMREQUEST, "PUT")) }
            set(wq_curl_setopt_offset(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
            set(
                body.withUnsafeBufferPointer { buffer in
                    wq_curl_setopt_pointer(
                        easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: buffer.baseAddress))
                })
        }
        guard handle.setupCode == CURLE_OK else { return .failure(handle.setupFailure) }

        guard let multi = wq_curl_multi_init() else { return .failure(CurlEasyHandle.cannotStart(request.url)) }
        // The shared connection cache keeps as many idle connections as this says.
        _ = wq_curl_multi_setopt_maxconnects(multi, CurlEasyHandle.idleConnections)
        defer { wq_curl_multi_cleanup(multi) }
        wq_curl_multi_add_handle(multi, easy)
        defer { wq_curl_multi_remove_handle(multi, easy) }
        // The handle is shared with `cancel()` by address: its one use there,
        // curl_multi_wakeup, is documented as safe from any thread.
        let multiAddress = UInt(bitPattern: multi)
        let startedCancelled = control.withLock { control -> Bool in
            control.multiAddress = multiAddress
            return control.isCancelled
        }
        // Forget the multi handle before it is cleaned up, so `cancel()` never wakes a
        // freed handle.
        defer { control.withLock { $0.multiAddress = nil } }
        if startedCancelled { return .failure(handle.failure(.cancelled)) }

        var code = CURLE_OK
        while true {
            var running: Int32 = 0
            let multiCode = wq_curl_multi_perform(multi, &running)
            guard multiCode == CURLM_OK else {
                return .failure(handle.failure(.other, nil, String(cString: wq_curl_multi_strerror(multiCode))))
            }
            if running == 0 {
                var remaining: Int32 = 0
                if let message = wq_curl_multi_info_read(multi, &remaining),
                    message.pointee.msg == CURLMSG_DONE
                {
                    code = message.pointee.data.result
                }
                break
            }
            _ = wq_curl_multi_poll(multi, nil, 0, 1000, nil)
            if control.withLock({ $0.isCancelled }) { return .failure(handle.failure(.cancelled)) }
        }

        guard code == CURLE_OK else {
            let failure = handle.failure(after: code, kind: kind(of: code))
            // A POST's answer is read only as far as the cap: a 2xx says it arrived, however
            // long the body after it (a receiver answering 200 with 50 MB had delivered).
            if request.method.sendsBody, failure.kind == .responseTooLarge {
                var status = 0
                _ = wq_curl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
                if (200...299).contains(status) {
                    return .success(HTTPResponse(status: status, headers: headers, body: body))
                }
            }
            return .failure(failure)
        }
        var status = 0
        _ = wq_curl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        var response = HTTPResponse(status: status, headers: headers, body: body)
        if HTTPRedirect.statuses.contains(status) {
            var location: UnsafeMutablePointer<CChar>?
            if wq_curl_getinfo_string(easy, CURLINFO_REDIRECT_URL, &location) == CURLE_OK, let location {
                response.redirectURL = String(cString: location)
            }
        }
        return .success(response)
    }

    private func takeHeaderLine(_ line: String) {
        if line.hasPrefix("HTTP/") {
            headers = [:]  // a new response: after a redirect, or after 100 Continue
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t\r\n")
        headers[name] = value
    }

    private func kind(of code: CURLcode) -> TransferError.Kind {
        // A write error is ours when the body outgrew the cap.
        code == CURLE_WRITE_ERROR && exceededCap ? .responseTooLarge : TransferError.Kind(curlCode: code)
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, set.contains(last) { scalars = scalars.dropLast() }
        return String(scalars)
    }
}

/// libcurl's global set-up (OpenSSL's with it), done now on the calling thread rather than
/// by the first transfer. A command that runs transfers in a background task it may abandon
/// calls it first: a process that exits while another thread is still inside that set-up
/// crashes in OpenSSL's exit handlers (a quiz quit at once while its entries were fetched).
public enum LibcurlSetup {
    /// True when libcurl started.
    @discardableResult
    public static func prepare() -> Bool { curlGlobalInitResult == CURLE_OK }
}
