// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDirIterator>
#include <QFile>
#include <QString>

namespace ForwardDesk::TestSupport {

/// The bytes of every file under @p folder, one after the other: what a test looks through to see that
/// something is, or is no longer, written anywhere in a folder of files.
inline QByteArray folderBytes(const QString &folder)
{
    QByteArray bytes;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (file.open(QIODevice::ReadOnly)) {
            bytes += file.readAll();
        }
    }
    return bytes;
}

} // namespace ForwardDesk::TestSupport
