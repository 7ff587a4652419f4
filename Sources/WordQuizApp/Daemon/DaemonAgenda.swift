/// What the daemon's supervisor sleeps on: whether a round has work now, and the next moment
/// one will (unix seconds; nil for never).
struct DaemonAgenda: Equatable {
    var isDue: Bool
    var nextWake: Int64?
}
