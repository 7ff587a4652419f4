import Foundation

/// Response bodies in the dictionaries' documented formats, written for these tests.
public enum Fixtures {
    public static func bytes(_ name: String) -> [UInt8] {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url)
        else {
            fatalError("missing test fixture \(name)")
        }
        return Array(data)
    }

    public static func text(_ name: String) -> String {
        String(decoding: bytes(name), as: UTF8.self)
    }
}
