# SPDX-License-Identifier: GPL-3.0-or-later
# Packages through CPack: a .deb on Linux, an NSIS installer on Windows and a DMG on macOS. What goes into
# them is declared by install() rules in src/app, src/sandbox-tool and packaging/; docs/packaging.md says
# how to make each package and what it holds.

include_guard(GLOBAL)

set(CPACK_PACKAGE_NAME "forwarddesk")
set(CPACK_PACKAGE_VENDOR "The ForwardDesk developers")
set(CPACK_PACKAGE_CONTACT "${FORWARDDESK_CONTACT}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Manage the domains, aliases, logs and API keys of an e-mail forwarding account")
# Lines under 80 characters, as Debian's control files want them.
string(CONCAT CPACK_PACKAGE_DESCRIPTION
    "ForwardDesk is a desktop app for the customers of an e-mail forwarding\n"
    "service. It adds and verifies domains and shows which DNS records\n"
    "verification needs, defines aliases that forward to one or more addresses,\n"
    "browses the forwarding logs, and creates and revokes API keys. The API key\n"
    "is kept in the desktop's keychain, never in a plain file.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "ForwardDesk")
set(CPACK_PACKAGE_EXECUTABLES "forwarddesk" "ForwardDesk")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/packaging/license-notice.txt")
set(CPACK_STRIP_FILES ON)
# No source package: a release is its git tag.
set(CPACK_SOURCE_GENERATOR "")

if(WIN32)
    set(CPACK_GENERATOR "NSIS")
    set(CPACK_NSIS_PACKAGE_NAME "ForwardDesk")
    set(CPACK_NSIS_DISPLAY_NAME "ForwardDesk ${PROJECT_VERSION}")
    set(CPACK_NSIS_MUI_ICON "${FORWARDDESK_ICON_DIR}/${FORWARDDESK_APP_ID}.ico")
    set(CPACK_NSIS_MUI_UNIICON "${FORWARDDESK_ICON_DIR}/${FORWARDDESK_APP_ID}.ico")
    set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\forwarddesk.exe")
    set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
    set(CPACK_NSIS_HELP_LINK "${PROJECT_HOMEPAGE_URL}")
    set(CPACK_NSIS_CONTACT "packages@forwarddesk.org")
    set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
    set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
    # A fixed id so that a newer installer finds and replaces an older installation.
    set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY "${FORWARDDESK_APP_ID}")
    set(CPACK_PACKAGE_FILE_NAME "ForwardDesk-${PROJECT_VERSION}-windows-x64")
elseif(APPLE)
    set(CPACK_GENERATOR "DragNDrop")
    set(CPACK_DMG_VOLUME_NAME "ForwardDesk ${PROJECT_VERSION}")
    set(CPACK_DMG_FORMAT "UDZO")
    set(CPACK_PACKAGE_ICON "${FORWARDDESK_ICON_DIR}/${FORWARDDESK_APP_ID}.icns")
    set(CPACK_PACKAGE_FILE_NAME "ForwardDesk-${PROJECT_VERSION}-macos-${CMAKE_SYSTEM_PROCESSOR}")
    # Signing and notarisation happen after CPack (codesign, notarytool) with the release key, which never
    # enters the build; see docs/packaging.md.
else()
    set(CPACK_GENERATOR "DEB")
    set(CPACK_DEBIAN_FILE_NAME "DEB-DEFAULT") # forwarddesk_<version>_<arch>.deb
    set(CPACK_DEBIAN_PACKAGE_SECTION "mail")
    set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
    # The libraries the binaries link come from dpkg-shlibdeps. Plugins are loaded at run time, so no tool
    # sees them: the SQLite driver (demo mode's sandbox) and the X11 platform plugin are named here.
    set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, qt6-qpa-plugins")
    # QtKeychain talks to a Secret Service (GNOME Keyring, KeePassXC) or KWallet over D-Bus.
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "gnome-keyring | kwalletmanager | keepassxc, qt6-wayland")
    set(CPACK_DEBIAN_COMPRESSION_TYPE "xz")
endif()

include(CPack)
