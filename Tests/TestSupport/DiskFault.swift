import Foundation

/// A full disk, or a disk that cannot flush, for a child process: a small library, built once
/// a test run with the toolchain's C compiler, that `LD_PRELOAD` puts in front of libc's
/// `write`, `pwrite`, `pwrite64`, `fsync` and `fdatasync`. Only files whose path holds the
/// marker are touched: a full disk takes the first `after` bytes written to them and refuses
/// the rest with ENOSPC, as a disk that fills does; a failing flush refuses with EIO. The same
/// library gives writes that take part of what they are given (`shortWrites`), writes that
/// never return (`stalledWrites`) and a system out of inotify instances (`withoutInotify`).
public enum DiskFault: String, Sendable {
    case full
    case flush

    static let source = #"""
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <errno.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <sys/types.h>
        #include <unistd.h>

        static long budget = -1;

        static int hit(int fd, const char *fault) {
            const char *marker = getenv("WORDQUIZ_FAULT_PATH"), *mode = getenv("WORDQUIZ_FAULT");
            if (!marker || !mode || strcmp(mode, fault) != 0) return 0;
            char link[64], target[4096];
            snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
            ssize_t n = readlink(link, target, sizeof target - 1);
            if (n < 0) return 0;
            target[n] = 0;
            return strstr(target, marker) != NULL;
        }

        /// How much of `count` a full disk still takes (-1: none, ENOSPC set).
        static long room(size_t count) {
            if (budget < 0) { const char *after = getenv("WORDQUIZ_FAULT_AFTER"); budget = after ? atol(after) : 0; }
            if (budget == 0) { errno = ENOSPC; return -1; }
            return (long)count < budget ? (long)count : budget;
        }

        /// What a short writer takes of `count`: at most WORDQUIZ_FAULT_AFTER bytes (at least 1).
        static size_t part(size_t count) {
            const char *after = getenv("WORDQUIZ_FAULT_AFTER");
            long most = after ? atol(after) : 1;
            if (most < 1) most = 1;
            return count < (size_t)most ? count : (size_t)most;
        }

        ssize_t write(int fd, const void *bytes, size_t count) {
            static ssize_t (*real)(int, const void *, size_t);
            if (!real) real = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
            if (hit(fd, "stall")) for (;;) pause();
            if (hit(fd, "short")) return real(fd, bytes, part(count));
            if (hit(fd, "full")) {
                long allowed = room(count);
                if (allowed < 0) return -1;
                ssize_t n = real(fd, bytes, (size_t)allowed);
                if (n > 0) budget -= n;
                return n;
            }
            return real(fd, bytes, count);
        }

        #define POSITIONED(name)                                                                  \
            ssize_t name(int fd, const void *bytes, size_t count, off_t offset) {                \
                static ssize_t (*real)(int, const void *, size_t, off_t);                        \
                if (!real) real = (ssize_t (*)(int, const void *, size_t, off_t))dlsym(RTLD_NEXT, #name); \
                if (hit(fd, "stall")) for (;;) pause();                                          \
                if (hit(fd, "short")) return real(fd, bytes, part(count), offset);               \
                if (hit(fd, "full")) {                                                           \
                    long allowed = room(count);                                                  \
                    if (allowed < 0) return -1;                                                  \
                    ssize_t n = real(fd, bytes, (size_t)allowed, offset);                        \
                    if (n > 0) budget -= n;                                                      \
                    return n;                                                                    \
                }                                                                                \
                return real(fd, bytes, count, offset);                                           \
            }
        POSITIONED(pwrite)
        POSITIONED(pwrite64)

        #define FLUSH(name)                                                                      \
            int name(int fd) {                                                                   \
                static int (*real)(int);                                                         \
                if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, #name);                         \
                if (hit(fd, "flush")) { errno = EIO; return -1; }                                \
                return real(fd);                                                                 \
            }
        FLUSH(fsync)
        FLUSH(fdatasync)

        int inotify_init1(int flags) {
            static int (*real)(int);
            if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "inotify_init1");
            const char *mode = getenv("WORDQUIZ_FAULT");
            if (mode && strcmp(mode, "noInotify") == 0) { errno = EMFILE; return -1; }
            return real(flags);
        }
        """#

    /// The library's path, built on first use; or why it could not be built (no C compiler).
    public static let library: Result<String, BuildFailure> = build()

    public struct BuildFailure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The environment that gives a child this fault on the files whose path holds `marker`
    /// (a full disk after `after` bytes).
    public func environment(marker: String, after: Int = 0) throws -> [String: String] {
        [
            "LD_PRELOAD": try Self.library.get(), "WORDQUIZ_FAULT": rawValue, "WORDQUIZ_FAULT_PATH": marker,
            "WORDQUIZ_FAULT_AFTER": String(after),
        ]
    }

    /// The environment in which each write to a file whose path holds `marker` takes at most
    /// `bytes` of what it is given, as POSIX lets any write do (a signal, a network file
    /// system): the caller must write the rest. No write fails.
    public static func shortWrites(marker: String, atMost bytes: Int) throws -> [String: String] {
        [
            "LD_PRELOAD": try library.get(), "WORDQUIZ_FAULT": "short", "WORDQUIZ_FAULT_PATH": marker,
            "WORDQUIZ_FAULT_AFTER": String(bytes),
        ]
    }

    /// The environment in which the first write to a file whose path holds `marker` never
    /// returns (a stalled disk, a process caught mid-write): only a signal ends it.
    public static func stalledWrites(marker: String) throws -> [String: String] {
        ["LD_PRELOAD": try library.get(), "WORDQUIZ_FAULT": "stall", "WORDQUIZ_FAULT_PATH": marker]
    }

    /// The environment that gives a child a system out of inotify instances: `inotify_init1`
    /// refused with EMFILE, as when every instance a user may have is in use.
    public static func withoutInotify() throws -> [String: String] {
        ["LD_PRELOAD": try library.get(), "WORDQUIZ_FAULT": "noInotify"]
    }

    private static func build() -> Result<String, BuildFailure> {
        let folder = NSTemporaryDirectory() + "wordquiz-disk-fault-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let sourcePath = folder + "/disk-fault.c"
        let library = folder + "/disk-fault.so"
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: sourcePath))
        } catch {
            return .failure(BuildFailure(description: "cannot write \(sourcePath): \(error)"))
        }
        // The toolchain's clang is there wherever Swift is; a system cc will do as well.
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates =
            path.split(separator: ":").flatMap { ["\($0)/clang", "\($0)/cc"] } + [
                "/opt/swift/usr/bin/clang", "/usr/bin/cc",
            ]
        guard let compiler = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            return .failure(BuildFailure(description: "no C compiler (clang or cc) to build the fault library"))
        }
        do {
            let built = try ProcessRunner.run(
                compiler, ["-shared", "-fPIC", "-O1", "-o", library, sourcePath, "-ldl"],
                environment: ["PATH": "/usr/bin:/bin"], timeout: 60)
            guard built.exitCode == 0 else {
                return .failure(BuildFailure(description: "\(compiler) failed: \(built.stderr)"))
            }
        } catch {
            return .failure(BuildFailure(description: "\(compiler) did not run: \(error)"))
        }
        return .success(library)
    }
}
