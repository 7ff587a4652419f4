#ifndef WORDQUIZ_CLINUX_SHIM_H
#define WORDQUIZ_CLINUX_SHIM_H

/* Linux calls the Glibc module does not bring to Swift: the daemon's timerfd, and pipe2. */
#include <fcntl.h>
#include <sys/timerfd.h>
#include <unistd.h>

static inline int wq_pipe_cloexec_nonblock(int ends[2]) {
    return pipe2(ends, O_CLOEXEC | O_NONBLOCK);
}

/* Sleep on the real-time clock until an absolute moment, woken too when the clock is set. */
static inline int wq_timerfd_create(void) {
    return timerfd_create(CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
}
static inline int wq_timerfd_arm_absolute(int fd, long long seconds) {
    struct itimerspec setting = {{0, 0}, {(time_t)seconds, 0}};
    return timerfd_settime(fd, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &setting, 0);
}

#endif
