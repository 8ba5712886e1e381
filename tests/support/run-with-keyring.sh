#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs a command (a keychain test) against a real but throwaway Secret Service: a private D-Bus session
# with a gnome-keyring whose login keyring is created and unlocked with a random password, under a
# temporary HOME and XDG directories that are removed afterwards. The user's own session bus, keyring and
# desktop are never touched.
#
#   tests/support/run-with-keyring.sh <command> [arguments...]
#
# Missing tools are an error, not a skip: packaging/linux/dev.sh installs dbus, gnome-keyring and
# libsecret-tools.
set -euo pipefail

if [ $# -eq 0 ]; then
    echo "usage: $0 <command> [arguments...]" >&2
    exit 2
fi

missing=()
for tool in dbus-run-session dbus-send gnome-keyring-daemon; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        missing+=("$tool")
    fi
done
if [ ${#missing[@]} -ne 0 ]; then
    echo "run-with-keyring.sh: FAILED: ${missing[*]} not found; install the Debian packages dbus and" \
        "gnome-keyring (bash packaging/linux/dev.sh test does)" >&2
    exit 1
fi

# shellcheck source=tests/support/scratch-home.sh
source "$(dirname "${BASH_SOURCE[0]}")/scratch-home.sh" forwarddesk-keyring

# Nothing of the caller's session may leak in: its bus, its display (a prompter would appear there) or a
# desktop name that would make QtKeychain pick KWallet.
unset DBUS_SESSION_BUS_ADDRESS DISPLAY WAYLAND_DISPLAY XDG_CURRENT_DESKTOP DESKTOP_SESSION KDE_FULL_SESSION \
    KDE_SESSION_VERSION GNOME_DESKTOP_SESSION_ID GNOME_KEYRING_CONTROL SSH_AUTH_SOCK

# A non-empty password: with an empty one gnome-keyring asks its prompter, which cannot appear here.
FORWARDDESK_KEYRING_PASSWORD="throwaway-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
export FORWARDDESK_KEYRING_PASSWORD
# Tells the test it runs here and not against the user's own keyring.
export FORWARDDESK_TEST_KEYRING=1
export FORWARDDESK_TEST_PID_FILE="$scratch/test.pid"

# Inside the session: start and unlock the keyring, wait until it owns org.freedesktop.secrets (otherwise
# D-Bus would start a second, locked daemon on demand), then become the test.
dbus-run-session -- bash -c '
    set -euo pipefail
    echo $$ >"$FORWARDDESK_TEST_PID_FILE"
    printf %s "$FORWARDDESK_KEYRING_PASSWORD" | gnome-keyring-daemon --unlock --components=secrets >/dev/null
    unset FORWARDDESK_KEYRING_PASSWORD
    for _ in $(seq 100); do
        if dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
            org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q "boolean true"; then
            exec "$@"
        fi
        sleep 0.1
    done
    echo "run-with-keyring.sh: FAILED: gnome-keyring-daemon did not take org.freedesktop.secrets" >&2
    exit 1
' run-with-keyring "$@" &
session=$!

# Interrupted (ctest timeout, kill): stop the test (the same process as the inner shell, which execs it);
# dbus-run-session then ends its bus, and the keyring daemon goes with the bus. Killing dbus-run-session
# itself would leave both running.
stop() {
    if [ -s "$FORWARDDESK_TEST_PID_FILE" ]; then
        kill -TERM "$(cat "$FORWARDDESK_TEST_PID_FILE")" 2>/dev/null || true
    else
        kill -TERM "$session" 2>/dev/null || true
    fi
    wait "$session" || true
    exit "$1"
}
trap 'stop 130' INT
trap 'stop 143' TERM

status=0
wait "$session" || status=$?
exit "$status"
