extension Provider {
    var searchPath: String { self == .stdict ? "/api/search.do" : "/api/search" }
    var viewPath: String { self == .stdict ? "/api/view.do" : "/api/view" }
}
