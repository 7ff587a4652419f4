import WordQuizCore

extension WordStore {
    /// Records that a notice is being given, and whether it is the first time: a notice that
    /// is said once (`notice_given`) is said only when this returns true.
    public func giveNoticeOnce(_ notice: String, at time: Int64) throws(StoreError) -> Bool {
        try database.execute(
            "INSERT OR IGNORE INTO notice_given (notice, given_at) VALUES (?, ?)", [.text(notice), .integer(time)])
        return try database.scalar("SELECT changes()")?.integer == 1
    }

    /// Whether a notice said once has been said.
    public func hasGivenNotice(_ notice: String) throws(StoreError) -> Bool {
        try !database.query("SELECT 1 FROM notice_given WHERE notice = ?", [.text(notice)]).isEmpty
    }
}
