#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs the screen reader check (atspi_walk.py) against `forwarddesk --demo` on a private X display (Xvfb),
# a private D-Bus session and its own accessibility bus (at-spi-bus-launcher), under a temporary HOME so
# that no setting of the user's is read or written.
#
#   tests/a11y/run-a11y.sh <path to forwarddesk> [--list]
#
# Missing tools are an error, not a skip: packaging/linux/dev.sh installs xvfb, xauth, dbus-x11,
# at-spi2-core and python3-pyatspi.
set -euo pipefail

if [ $# -lt 1 ]; then
    echo "usage: $0 <path to forwarddesk> [--list]" >&2
    exit 2
fi
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

missing=()
for tool in xvfb-run Xvfb xauth dbus-run-session dbus-launch; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        missing+=("$tool")
    fi
done
launcher=""
for candidate in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher \
    /usr/lib/at-spi-bus-launcher /usr/libexec/at-spi2/at-spi-bus-launcher; do
    if [ -x "$candidate" ]; then
        launcher=$candidate
        break
    fi
done
if [ -z "$launcher" ]; then
    missing+=("at-spi-bus-launcher")
fi
# python3-pyatspi installs for the system's Python; a Python earlier on PATH (a virtual environment, pyenv)
# may not see it.
python=""
for candidate in /usr/bin/python3 "$(command -v python3 || true)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ] && "$candidate" -c "import pyatspi" >/dev/null 2>&1; then
        python=$candidate
        break
    fi
done
if [ -z "$python" ]; then
    missing+=("python3 with pyatspi")
fi
if [ ${#missing[@]} -ne 0 ]; then
    echo "run-a11y.sh: FAILED: ${missing[*]} not found; install the Debian packages xvfb, xauth, dbus-x11," \
        "at-spi2-core and python3-pyatspi (bash packaging/linux/dev.sh test does)" >&2
    exit 1
fi

# shellcheck source=tests/support/scratch-home.sh
source "$here/../support/scratch-home.sh" forwarddesk-a11y
unset DBUS_SESSION_BUS_ADDRESS AT_SPI_BUS_ADDRESS DISPLAY WAYLAND_DISPLAY XDG_CURRENT_DESKTOP QT_QPA_PLATFORM \
    QT_ACCESSIBILITY NO_AT_BRIDGE
export FORWARDDESK_A11Y_LAUNCHER=$launcher FORWARDDESK_A11Y_PYTHON=$python FORWARDDESK_A11Y_SCRIPT=$here/atspi_walk.py
# The app needs no keychain in demo mode; keep QtKeychain from looking for KWallet.
export QT_QPA_PLATFORMTHEME=""

# Inside the display and the session: start the accessibility bus and wait until it answers, then walk.
# -noreset: by default Xvfb resets itself whenever its last client leaves (the bus launcher is a client), and a
# client that connects while it resets can be refused ("could not connect to display" on a busy machine).
walk() {
    xvfb-run --auto-servernum --server-args="-screen 0 1400x900x24 -nolisten tcp -noreset" \
    dbus-run-session -- bash -c '
    set -euo pipefail
    "$FORWARDDESK_A11Y_LAUNCHER" --launch-immediately &
    launcher_pid=$!
    for _ in $(seq 100); do
        if dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress \
            2>/dev/null | grep -q "unix:"; then
            status=0
            "$FORWARDDESK_A11Y_PYTHON" "$FORWARDDESK_A11Y_SCRIPT" "$@" || status=$?
            kill "$launcher_pid" 2>/dev/null || true
            exit "$status"
        fi
        sleep 0.1
    done
    echo "run-a11y.sh: FAILED: at-spi-bus-launcher did not answer on the session bus" >&2
    exit 1
' run-a11y "$@"
}

# A virtual display that could not be reached (Xvfb lost a race for its display number on a busy machine) says
# nothing about ForwardDesk: try once more on a new display. Any other failure stands.
status=0
walk "$@" 2>&1 | tee "$scratch/walk.log" || status=$?
if [ "$status" -ne 0 ] && grep -q "could not connect to display" "$scratch/walk.log"; then
    echo "run-a11y.sh: the virtual display could not be reached; trying once more on another one" >&2
    status=0
    walk "$@" || status=$?
fi
exit "$status"
