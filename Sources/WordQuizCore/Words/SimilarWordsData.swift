// The bank's 비슷한말: words a learner who picks one for the other's definition is right to
// pick. One group a line, its words joined by `|`, then `#` and why. Each group is declared
// once and holds every way (`SimilarWords`); a test walks every question the bank can make.

enum SimilarWordsData {
    static let lines = """
        언제나|항상 # 어느 때에나 늘: each is the other's 비슷한말 in 표준국어대사전
        같이|함께 # together, with another
        감추다|숨기다 # keep out of sight
        타산지석|반면교사 # another's faults or failure as a lesson for oneself
        구사일생|기사회생 # barely escaping death and living
        박장대소|파안대소 # laughing out loud with joy
        """
}
