import Glibc

/// Writing every byte to a file descriptor: a write may take only part of what it is given
/// (a signal, a pipe, a network file system), and the rest is written after it.
enum DescriptorWriter {
    /// Writes all of `bytes`, going on after a write that took part and after EINTR; false
    /// when a write fails, with `errno` saying why (EIO for a write that took nothing).
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if count == 0 { errno = EIO }
                return false
            }
            offset += count
        }
        return true
    }

    /// Writes all of `text`'s UTF-8; false when a write fails (see `writeAll(_:to:)`).
    static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}
