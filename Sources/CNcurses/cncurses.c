// The CNcurses shim: ncursesw's macros, globals and variadic calls as plain functions.
// See include/cncurses.h for what each one does.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include "cncurses.h"

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#else
#include <curses.h>
#include <term.h>
#endif
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

const int CN_OK = OK;
const int CN_ERR = ERR;
const int CN_KEY_CODE_YES = KEY_CODE_YES;

const int CN_KEY_LEFT = KEY_LEFT;
const int CN_KEY_RIGHT = KEY_RIGHT;
const int CN_KEY_UP = KEY_UP;
const int CN_KEY_DOWN = KEY_DOWN;
const int CN_KEY_SLEFT = KEY_SLEFT;
const int CN_KEY_SRIGHT = KEY_SRIGHT;
const int CN_KEY_PPAGE = KEY_PPAGE;
const int CN_KEY_NPAGE = KEY_NPAGE;
const int CN_KEY_HOME = KEY_HOME;
const int CN_KEY_END = KEY_END;
const int CN_KEY_ENTER = KEY_ENTER;
const int CN_KEY_BACKSPACE = KEY_BACKSPACE;
const int CN_KEY_RESIZE = KEY_RESIZE;
const int CN_KEY_MOUSE = KEY_MOUSE;
const int CN_KEY_BTAB = KEY_BTAB;
const int CN_KEY_DC = KEY_DC;

const unsigned long CN_BUTTON1_PRESSED = BUTTON1_PRESSED;
const unsigned long CN_BUTTON1_RELEASED = BUTTON1_RELEASED;
const unsigned long CN_BUTTON1_CLICKED = BUTTON1_CLICKED;
const unsigned long CN_BUTTON4_PRESSED = BUTTON4_PRESSED;
const unsigned long CN_BUTTON_SHIFT = BUTTON_SHIFT;
#ifdef BUTTON5_PRESSED
const unsigned long CN_BUTTON5_PRESSED = BUTTON5_PRESSED;
#else
const unsigned long CN_BUTTON5_PRESSED = 0;
#endif
const unsigned long CN_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
const unsigned long CN_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;

static SCREEN *screen;
static struct termios saved_termios;
static volatile sig_atomic_t have_saved_termios;

int cn_setlocale(void) {
  setlocale(LC_ALL, "");
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

int cn_newterm(const char *type) {
  if (tcgetattr(STDIN_FILENO, &saved_termios) == 0) have_saved_termios = 1;
  // ncurses 5.7 declares the type as `char *`; it does not write to it.
  screen = newterm((char *)type, stdout, stdin);
  if (screen == NULL) return ERR;
  set_term(screen);
  return OK;
}

int cn_endwin(void) { return endwin(); }
int cn_cbreak(void) { return cbreak(); }
int cn_noecho(void) { return noecho(); }
int cn_nonl(void) { return nonl(); }
int cn_keypad(int on) { return keypad(stdscr, on ? TRUE : FALSE); }

int cn_quiet_output(void) {
  if (intrflush(stdscr, FALSE) == ERR) return ERR;
  return leaveok(stdscr, TRUE);
}

int cn_curs_set(int visibility) { return curs_set(visibility); }

int cn_has_colors(void) { return has_colors() ? 1 : 0; }
int cn_start_color(void) { return start_color(); }
int cn_colors(void) { return COLORS; }

void cn_getmaxyx(int *out_rows, int *out_columns) {
  int y, x;
  getmaxyx(stdscr, y, x);
  *out_rows = y;
  *out_columns = x;
}

int cn_sync_size(void) {
  struct winsize size;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) {
    return OK;
  }
  if (size.ws_row == LINES && size.ws_col == COLS) return OK;
  return resizeterm(size.ws_row, size.ws_col);
}

int cn_wnoutrefresh(void) { return wnoutrefresh(stdscr); }
int cn_doupdate(void) { return doupdate(); }
int cn_clearok(void) { return clearok(curscr, TRUE); }
int cn_erase(void) { return werase(stdscr); }

void cn_timeout(int milliseconds) { wtimeout(stdscr, milliseconds); }

int cn_get_wch(uint32_t *value) {
  wint_t ch = 0;
  int result = wget_wch(stdscr, &ch);
  *value = (uint32_t)ch;
  return result;
}

int cn_unget_bytes(const unsigned char *bytes, size_t count) {
  for (size_t k = count; k > 0; k--) {
    if (ungetch(bytes[k - 1]) == ERR) return CN_ERR;
  }
  return CN_OK;
}

unsigned long cn_mousemask(unsigned long mask) {
  mmask_t old = 0;
  return (unsigned long)mousemask((mmask_t)mask, &old);
}

int cn_getmouse(int *column, int *row, unsigned long *state) {
  MEVENT event;
  if (getmouse(&event) == ERR) return ERR;
  *column = event.x;
  *row = event.y;
  *state = (unsigned long)event.bstate;
  return OK;
}

int cn_mouseinterval(int milliseconds) { return mouseinterval(milliseconds); }
int cn_set_escdelay(int milliseconds) { return set_escdelay(milliseconds); }

int cn_tigetflag(const char *name) { return tigetflag(name); }
int cn_tigetnum(const char *name) { return tigetnum(name); }

const char *cn_tigetstr(const char *name) {
  char *value = tigetstr(name);
  if (value == NULL || value == (char *)-1) return NULL;
  return value;
}

int cn_define_key_if_missing(const char *sequence, int code) {
  if (key_defined(sequence) != 0) return OK;
  return define_key(sequence, code);
}

int cn_key_defined(const char *sequence) { return key_defined(sequence); }

static int write_all(const char *bytes, size_t count) {
  while (count > 0) {
    ssize_t n = write(STDOUT_FILENO, bytes, count);
    if (n < 0) {
      if (errno == EINTR) continue;
      return ERR;
    }
    bytes += n;
    count -= (size_t)n;
  }
  return OK;
}

int cn_write(const char *bytes, size_t count) {
  fflush(stdout);
  return write_all(bytes, count);
}

// MARK: - Signals

static char reset_sequence[512];
static size_t reset_length;
// The images' deletes (cn_set_picture_reset): they leave before the rest of the reset.
static char picture_reset[256];
static volatile sig_atomic_t picture_reset_length;
static volatile sig_atomic_t restoring;
static void (*volatile signal_cleanup)(void);
// Every signal whose default action ends the process, so none leaves the terminal in the
// alternate screen with echo off (SIGPIPE is ignored by the program; SIGKILL cannot be caught).
static const int terminating_signals[] = {
    SIGINT,  SIGTERM, SIGQUIT, SIGHUP, SIGUSR1, SIGUSR2, SIGALRM,
    SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO,
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
};
static const int crash_signals[] = {SIGSEGV, SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGTRAP, SIGSYS};
static struct sigaction previous_actions[sizeof terminating_signals / sizeof terminating_signals[0] +
                                         sizeof crash_signals / sizeof crash_signals[0]];
static struct sigaction previous_tstp;
static struct sigaction previous_cont;
static volatile sig_atomic_t resumed;
static int installed;
// The thread that runs the player's loop (the one that installed the handlers). Stop and
// continue are handled there only: ncurses' own stop handler repaints through ncurses, which
// must never run beside the loop's own ncurses calls and writes on another thread.
static pthread_t loop_thread;

// True when the signal was delivered to another thread and has been sent on to the loop's.
static int forwarded_to_loop(int signal_number) {
  if (pthread_equal(pthread_self(), loop_thread)) return 0;
  (void)pthread_kill(loop_thread, signal_number);
  return 1;
}
static char alternate_stack[65536];

// Only async-signal-safe calls, but for endwin, which the terminal needs to be usable again
// (it restores what newterm changed); the raw writes and tcsetattr run first, and again after
// endwin, so the terminal ends restored even if endwin is interrupted half-way.
static void restore_terminal_from_signal(void) {
  if (picture_reset_length > 0) (void)write_all(picture_reset, (size_t)picture_reset_length);
  if (reset_length > 0) (void)write_all(reset_sequence, reset_length);
  if (have_saved_termios) (void)tcsetattr(STDIN_FILENO, TCSANOW, &saved_termios);
}

static void die_of_signal(int signal_number) {
  if (!restoring) {
    restoring = 1;
    void (*cleanup)(void) = signal_cleanup;
    if (cleanup != NULL) cleanup();
    restore_terminal_from_signal();
    if (screen != NULL && !isendwin()) endwin();
    restore_terminal_from_signal();
  }
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signal_number, &fallback, NULL);
  sigset_t unblock;
  sigemptyset(&unblock);
  sigaddset(&unblock, signal_number);
  sigprocmask(SIG_UNBLOCK, &unblock, NULL);
  raise(signal_number);
}

static void on_stop(int signal_number) {
  if (forwarded_to_loop(signal_number)) return;
  static const char drag_off[] = "\033[?1002l\033[?2004l";
  static const char drag_on[] = "\033[?1003l\033[?1002h\033[?2004h";
  (void)write_all(drag_off, sizeof drag_off - 1);
  // The picture's images would stay on the shell's screen: gone now, sent in full after `fg`
  // (the player repaints everything on resuming).
  if (picture_reset_length > 0) (void)write_all(picture_reset, (size_t)picture_reset_length);
  if (previous_tstp.sa_handler != SIG_DFL && previous_tstp.sa_handler != SIG_IGN) {
    previous_tstp.sa_handler(signal_number);
  }
  (void)write_all(drag_on, sizeof drag_on - 1);
  // ncurses has repainted what it knows of the screen, which is not what heroscope drew.
  resumed = 1;
}

// Continued: the main loop sets the terminal up again and repaints everything. Without
// SA_RESTART, so a blocking read returns and the loop sees it at once.
static void on_continue(int signal_number) {
  // On the loop's thread the signal also interrupts its blocking read.
  if (forwarded_to_loop(signal_number)) return;
  resumed = 1;
}

int cn_take_resumed(void) {
  if (!resumed) return 0;
  resumed = 0;
  return 1;
}

int cn_reset_prog_mode(void) { return reset_prog_mode(); }

int cn_cell_pixels(int *width, int *height) {
  struct winsize size;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0 ||
      size.ws_xpixel == 0 || size.ws_ypixel == 0) {
    return ERR;
  }
  *width = size.ws_xpixel / size.ws_col;
  *height = size.ws_ypixel / size.ws_row;
  return (*width > 0 && *height > 0) ? OK : ERR;
}

void cn_set_signal_cleanup(void (*cleanup)(void)) { signal_cleanup = cleanup; }

int cn_set_picture_reset(const char *bytes) {
  size_t length = strlen(bytes);
  if (length >= sizeof picture_reset) return ERR;
  picture_reset_length = 0;
  memcpy(picture_reset, bytes, length);
  picture_reset_length = (sig_atomic_t)length;
  return OK;
}

int cn_install_signal_handlers(const char *reset) {
  size_t length = strlen(reset);
  if (length >= sizeof reset_sequence) return ERR;
  memcpy(reset_sequence, reset, length);
  reset_length = length;
  loop_thread = pthread_self();

  stack_t stack;
  stack.ss_sp = alternate_stack;
  stack.ss_size = sizeof alternate_stack;
  stack.ss_flags = 0;
  if (sigaltstack(&stack, NULL) != 0) return ERR;

  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = die_of_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_ONSTACK;
  int slot = 0;
  for (size_t i = 0; i < sizeof terminating_signals / sizeof terminating_signals[0]; i++) {
    if (sigaction(terminating_signals[i], &action, &previous_actions[slot++]) != 0) return ERR;
  }
  for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
    if (sigaction(crash_signals[i], &action, &previous_actions[slot++]) != 0) return ERR;
  }
  struct sigaction current_tstp;
  if (sigaction(SIGTSTP, NULL, &current_tstp) == 0 && current_tstp.sa_handler != SIG_DFL &&
      current_tstp.sa_handler != SIG_IGN && !(current_tstp.sa_flags & SA_SIGINFO)) {
    struct sigaction stop = current_tstp;
    stop.sa_handler = on_stop;
    // Not restarted: a blocking read returns after `fg`, so the player repaints at once
    // rather than at the next key.
    stop.sa_flags &= ~SA_RESTART;
    if (sigaction(SIGTSTP, &stop, &previous_tstp) != 0) return ERR;
  } else {
    previous_tstp.sa_handler = SIG_DFL;
  }
  struct sigaction cont;
  memset(&cont, 0, sizeof cont);
  cont.sa_handler = on_continue;
  sigemptyset(&cont.sa_mask);
  if (sigaction(SIGCONT, &cont, &previous_cont) != 0) return ERR;
  // A parent may have left these blocked (threads of a test runner block most signals, and
  // children inherit the mask): unblock them, or resizes and the restore would never happen.
  sigset_t needed;
  sigemptyset(&needed);
  for (size_t i = 0; i < sizeof terminating_signals / sizeof terminating_signals[0]; i++) {
    sigaddset(&needed, terminating_signals[i]);
  }
  for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
    sigaddset(&needed, crash_signals[i]);
  }
  sigaddset(&needed, SIGWINCH);
  sigaddset(&needed, SIGTSTP);
  sigaddset(&needed, SIGCONT);
  if (sigprocmask(SIG_UNBLOCK, &needed, NULL) != 0) return ERR;
  installed = 1;
  return OK;
}

void cn_remove_signal_handlers(void) {
  if (!installed) return;
  int slot = 0;
  for (size_t i = 0; i < sizeof terminating_signals / sizeof terminating_signals[0]; i++) {
    sigaction(terminating_signals[i], &previous_actions[slot++], NULL);
  }
  for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++) {
    sigaction(crash_signals[i], &previous_actions[slot++], NULL);
  }
  if (previous_tstp.sa_handler != SIG_DFL) sigaction(SIGTSTP, &previous_tstp, NULL);
  sigaction(SIGCONT, &previous_cont, NULL);
  installed = 0;
}
