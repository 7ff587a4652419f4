import WordQuizCore

extension WordStore {
    /// Records that a notice is being given, and whether it is the first time: a notice that
    /// is said once (`notice_given`) is said only when this returns true.
    public func giveNoticeOnce(_ notice: String, at time: Int64) throws(StoreError) -> Bool {
        try database.insert(
            RowInsert(into: "notice_given", ["notice": .text(notice), "given_at": .integer(time)], .ignore))
        return try database.scalar("SELECT changes()")?.integer == 1
    }

    /// Whether a notice said once has been said.
    public func hasGivenNotice(_ notice: String) throws(StoreError) -> Bool {
        try !database.query("SELECT 1 FROM notice_given WHERE notice = ?", [.text(notice)]).isEmpty
    }
}
