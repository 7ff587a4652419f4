// zlib (Debian's zlib1g-dev): inflate, to see that a PNG's image data is a whole stream of
// the size its header gives. `inflateInit` is a macro: its function is wrapped here.
#include <zlib.h>

static inline int wq_inflate_init(z_stream *stream) {
    return inflateInit(stream);
}
