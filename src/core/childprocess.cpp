// SPDX-License-Identifier: GPL-3.0-or-later
#include "childprocess.h"

#include <QProcess>

#ifdef Q_OS_LINUX
#include <sys/prctl.h>

#include <csignal>
#endif

namespace ForwardDesk::Core::ChildProcess {

void endWithParent([[maybe_unused]] QProcess &process)
{
#ifdef Q_OS_LINUX
    process.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
#endif
}

} // namespace ForwardDesk::Core::ChildProcess
