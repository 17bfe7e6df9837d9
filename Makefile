# Installs heroscope as SwiftLint and XcodeGen install: a release build, then the binary, its
# manual page and completions for bash, zsh and fish under PREFIX (DESTDIR staged, for packages).
#
#   make install [PREFIX=/usr/local] [DESTDIR=/tmp/stage]
#   make uninstall [PREFIX=/usr/local]
#
# BINARY=path/to/heroscope installs a binary already built instead of building one (the tests
# use it, as `swift test` holds the build folder).
#
# Every path reaches the shell as one single-quoted word (`quote`), so PREFIX, DESTDIR and
# BINARY are installed to and read from literally, whatever characters they hold (quotes,
# backticks, `$(…)`, spaces); only an install root that is not an absolute path is refused.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
BINARY ?=

BINDIR := $(DESTDIR)$(PREFIX)/bin
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

# $(call quote,TEXT): TEXT as one single-quoted shell word (each ' written '\'').
quote = '$(subst ','\'',$(1))'

.PHONY: all build install uninstall

all: build

build:
ifeq ($(BINARY),)
	$(SWIFT) build -c release --product heroscope
endif

install: build
	@set -e; \
	root=$(call quote,$(DESTDIR)$(PREFIX)); \
	case "$$root" in /*) ;; *) echo "error: install needs an absolute PREFIX (and DESTDIR), not $$root" >&2; exit 2;; esac; \
	bin=$(call quote,$(BINARY)); \
	if [ -z "$$bin" ]; then bin="$$($(SWIFT) build -c release --show-bin-path)/heroscope"; fi; \
	printf 'installing %s into %s\n' "$$bin" "$$root"; \
	install -d $(call quote,$(BINDIR)) $(call quote,$(MANDIR)) $(call quote,$(BASHDIR)) $(call quote,$(ZSHDIR)) $(call quote,$(FISHDIR)); \
	install -m 755 "$$bin" $(call quote,$(BINDIR)/heroscope); \
	"$$bin" --generate-manual > $(call quote,$(MANDIR)/heroscope.1); \
	"$$bin" --generate-completion-script bash > $(call quote,$(BASHDIR)/heroscope); \
	"$$bin" --generate-completion-script zsh > $(call quote,$(ZSHDIR)/_heroscope); \
	"$$bin" --generate-completion-script fish > $(call quote,$(FISHDIR)/heroscope.fish); \
	chmod 644 $(call quote,$(MANDIR)/heroscope.1) $(call quote,$(BASHDIR)/heroscope) $(call quote,$(ZSHDIR)/_heroscope) $(call quote,$(FISHDIR)/heroscope.fish)

uninstall:
	rm -f $(call quote,$(BINDIR)/heroscope) $(call quote,$(MANDIR)/heroscope.1) $(call quote,$(BASHDIR)/heroscope) \
	  $(call quote,$(ZSHDIR)/_heroscope) $(call quote,$(FISHDIR)/heroscope.fish)
