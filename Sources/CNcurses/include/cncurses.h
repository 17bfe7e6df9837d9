// CNcurses: the one C boundary between heroscope and ncursesw.
//
// ncurses' macros (stdscr, COLORS, getmaxyx, the key and mouse
// constants), its globals and its variadic calls cannot be used from Swift 6 as they are; this
// header re-exports what heroscope needs as plain prefixed functions and constants, and includes
// no curses header itself, so nothing of ncurses leaks into Swift. Functions that can fail
// return CN_ERR (ncurses' ERR) and are checked by one Swift wrapper that names the call.
//
// ncurses only sets the terminal up and reads input (heroscope's own encoder writes the frames
// and their colours), so the shim calls only what ncurses 5.7 already had: the library macOS
// ships is that old. Scripts/check-ncurses-symbols.sh (run by .ci/run) holds it to that.
#ifndef CNCURSES_H
#define CNCURSES_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ncurses' OK and ERR.
extern const int CN_OK;
extern const int CN_ERR;
/// What cn_get_wch returns for a function key (KEY_CODE_YES).
extern const int CN_KEY_CODE_YES;

// Key codes (KEY_*), as cn_get_wch reports them with CN_KEY_CODE_YES.
extern const int CN_KEY_LEFT;
extern const int CN_KEY_RIGHT;
extern const int CN_KEY_UP;
extern const int CN_KEY_DOWN;
extern const int CN_KEY_SLEFT;
extern const int CN_KEY_SRIGHT;
extern const int CN_KEY_PPAGE;
extern const int CN_KEY_NPAGE;
extern const int CN_KEY_HOME;
extern const int CN_KEY_END;
extern const int CN_KEY_ENTER;
extern const int CN_KEY_BACKSPACE;
extern const int CN_KEY_RESIZE;
extern const int CN_KEY_MOUSE;
extern const int CN_KEY_BTAB;
extern const int CN_KEY_DC;

// Mouse masks (mmask_t values, widened).
extern const unsigned long CN_BUTTON1_PRESSED;
extern const unsigned long CN_BUTTON1_RELEASED;
extern const unsigned long CN_BUTTON1_CLICKED;
/// The wheel: button 4 is up, button 5 down.
extern const unsigned long CN_BUTTON4_PRESSED;
extern const unsigned long CN_BUTTON5_PRESSED;
/// Shift held with the mouse report (a Shift+drag moves the 3D view).
extern const unsigned long CN_BUTTON_SHIFT;
extern const unsigned long CN_ALL_MOUSE_EVENTS;
extern const unsigned long CN_REPORT_MOUSE_POSITION;

/// setlocale(LC_ALL, ""); 1 when the locale's character set is UTF-8, else 0.
int cn_setlocale(void);

/// Saves the terminal modes, then newterm(type, stdout, stdin) and set_term (`type` NULL:
/// $TERM): CN_ERR when the terminal type is unknown or the terminal cannot be set up (newterm
/// does not exit, unlike initscr), so the caller can try another type.
int cn_newterm(const char *type);
int cn_endwin(void);
int cn_cbreak(void);
int cn_noecho(void);
int cn_nonl(void);
/// keypad(stdscr, on).
int cn_keypad(int on);
/// intrflush(stdscr, FALSE) and leaveok(stdscr, TRUE): no flush on interrupt, no cursor moves.
int cn_quiet_output(void);
/// curs_set(visibility): returns the previous visibility or CN_ERR.
int cn_curs_set(int visibility);

int cn_has_colors(void);
int cn_start_color(void);
/// COLORS (valid after cn_start_color).
int cn_colors(void);

/// getmaxyx(stdscr, rows, columns).
void cn_getmaxyx(int *rows, int *columns);

/// After KEY_RESIZE: when the terminal's size (TIOCGWINSZ) differs from what ncurses last
/// read, because two resizes came too close together, resizeterm to the real size.
int cn_sync_size(void);
/// wnoutrefresh(stdscr).
int cn_wnoutrefresh(void);
int cn_doupdate(void);
/// clearok(curscr, TRUE): the next doupdate repaints every cell.
int cn_clearok(void);
/// werase(stdscr).
int cn_erase(void);

/// timeout(ms) on stdscr: -1 blocks, 0 polls.
void cn_timeout(int milliseconds);
/// wget_wch(stdscr, …): CN_OK with a character, CN_KEY_CODE_YES with a key code, CN_ERR when
/// the timeout passed (or the read failed).
int cn_get_wch(uint32_t *value);
/// ungetch for each byte, last first: bytes read before ncurses (keys typed while the terminal
/// was asked about itself) are read again by the next cn_get_wch, in order. CN_ERR when
/// ncurses' queue is full.
int cn_unget_bytes(const unsigned char *bytes, size_t count);

/// mousemask(mask, &old): returns the mask granted (0 when there is no mouse).
unsigned long cn_mousemask(unsigned long mask);
/// getmouse: the event's column, row and button state.
int cn_getmouse(int *column, int *row, unsigned long *state);
/// mouseinterval(ms): returns the previous interval.
int cn_mouseinterval(int milliseconds);
int cn_set_escdelay(int milliseconds);

/// tigetflag(name): 1 present, 0 absent, -1 not a boolean capability.
int cn_tigetflag(const char *name);
/// tigetnum(name): the number, or a negative value when absent.
int cn_tigetnum(const char *name);
/// tigetstr(name): the string, or NULL when absent or not a string capability.
const char *cn_tigetstr(const char *name);
/// define_key(sequence, code) when the sequence is not bound yet; CN_OK when it already was.
int cn_define_key_if_missing(const char *sequence, int code);
/// key_defined(sequence): the key code bound to the sequence, 0 when none, -1 when it is the
/// prefix of longer ones.
int cn_key_defined(const char *sequence);

/// Flushes stdio's stdout, then writes every byte to file descriptor 1 (for DEC private modes
/// ncurses has no capability for, such as mouse mode 1002 and synchronised output 2026).
int cn_write(const char *bytes, size_t count);

/// Installs handlers for SIGINT, SIGTERM, SIGQUIT (restore the terminal, then die of the
/// signal with the default action) and the crash signals SIGSEGV, SIGILL, SIGABRT, SIGBUS,
/// SIGFPE (the same, on an alternate stack), and chains SIGTSTP to ncurses' handler with mouse
/// drag reports off while stopped. `reset` (copied, at most 511 bytes) is what the handlers
/// write with write(2) before endwin: mouse modes off, synchronised output off, colours reset,
/// cursor visible, alternate screen left.
int cn_install_signal_handlers(const char *reset);
/// The bytes that take the picture's images off the screen (kitty's deletes; empty for none),
/// written by the handlers before the reset and on Ctrl-Z (SIGTSTP). Too long is ERR.
int cn_set_picture_reset(const char *bytes);
/// A function the handlers call when a signal ends the process, before the terminal is reset:
/// the kitty pictures' shared memory objects nobody will read are unlinked (NULL: none).
void cn_set_signal_cleanup(void (*cleanup)(void));
/// A cell's size in pixels from TIOCGWINSZ's pixel fields (0 where the kernel or the terminal
/// leaves them empty): ERR when unknown.
int cn_cell_pixels(int *width, int *height);
/// Puts back the handlers that were there before cn_install_signal_handlers.
void cn_remove_signal_handlers(void);
/// 1 once after the process was continued (SIGCONT: `fg` after Ctrl-Z, or `kill -CONT`), when
/// the terminal has to be set up and drawn again from nothing; 0 otherwise.
int cn_take_resumed(void);
/// reset_prog_mode(): the terminal modes ncurses set up (cbreak, no echo), put back after a
/// shell changed them while the program was stopped.
int cn_reset_prog_mode(void);

#ifdef __cplusplus
}
#endif

#endif
