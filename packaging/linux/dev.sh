#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Sets up a Debian 12 / Ubuntu machine for ForwardDesk and then either starts the app in demo mode or runs
# the whole test suite. Installs only what is missing (apt-get; sudo when not root).
#
#   packaging/linux/dev.sh demo    build and start `forwarddesk --demo`
#   packaging/linux/dev.sh test    build everything and run every test (what CI runs)
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=$(cd "$here/../.." && pwd)

# What building, testing and the real keychain test need, as Debian package names.
packages=(
    g++ cmake ninja-build pkg-config git
    qt6-base-dev qt6-base-dev-tools qt6-httpserver-dev qt6-websockets-dev qtkeychain-qt6-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n qt6-svg-dev libqt6svg6 libqt6sql6-sqlite libgl-dev
    dbus gnome-keyring libsecret-tools clang-format ccache
)

usage() {
    sed -n '4,9p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
    exit 2
}

install_missing() {
    local missing=()
    local package
    for package in "${packages[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$package")
        fi
    done
    if [ ${#missing[@]} -eq 0 ]; then
        return
    fi
    echo "Installing: ${missing[*]}"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

jobs=$(nproc 2>/dev/null || echo 2)

case "${1:-}" in
demo)
    install_missing
    cmake --preset release -S "$source_dir" -DFORWARDDESK_BUILD_TESTS=OFF
    cmake --build "$source_dir/build/release" --target forwarddesk --parallel "$jobs"
    exec "$source_dir/build/release/src/app/forwarddesk" --demo
    ;;
test)
    install_missing
    cd "$source_dir"
    cmake --preset dev
    cmake --build --preset dev --parallel "$jobs"
    cmake --build build/dev --target format-check
    ctest --preset dev
    ;;
*)
    usage
    ;;
esac
