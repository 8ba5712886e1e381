// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QProcess;

namespace ForwardDesk::Core::ChildProcess {

/// Has @p process stopped (SIGTERM) by the kernel should this process end without stopping it (a crash, a kill),
/// where the system allows it (Linux); elsewhere it does nothing. Call before starting @p process.
///
/// For the sandbox service that demo mode and the benchmarks run as a child process.
void endWithParent(QProcess &process);

} // namespace ForwardDesk::Core::ChildProcess
