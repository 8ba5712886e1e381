# SPDX-License-Identifier: GPL-3.0-or-later
#
# Sourced by the test wrappers: gives the rest of the script a throwaway HOME and XDG directories under a
# new temporary directory ($scratch, named after $1), removed when the script exits.
#
#   source "$here/../support/scratch-home.sh" forwarddesk-keyring

scratch=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXXXX")
trap 'rm -rf -- "$scratch"' EXIT
export HOME="$scratch/home"
export XDG_CONFIG_HOME="$HOME/.config"
export XDG_DATA_HOME="$HOME/.local/share"
export XDG_CACHE_HOME="$HOME/.cache"
export XDG_STATE_HOME="$HOME/.local/state"
export XDG_RUNTIME_DIR="$scratch/runtime"
mkdir -p "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" "$XDG_CACHE_HOME" "$XDG_STATE_HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$scratch" "$XDG_RUNTIME_DIR"
