// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sandboxoptions.h"
#include "sandboxrequest.h"
#include "sandboxresponse.h"

namespace ForwardDesk::Sandbox {

class SandboxStore;

/// The API itself: turns a request into a response, following the variant chosen in SandboxOptions.
/// Knows nothing of sockets or faults (the HTTP front end handles those).
class SandboxApi final
{
    Q_DISABLE_COPY_MOVE(SandboxApi)

public:
    SandboxApi(SandboxStore *store, const SandboxOptions *options);
    ~SandboxApi();

    SandboxResponse handle(const SandboxRequest &request);

private:
    SandboxStore *m_store;
    const SandboxOptions *m_options;
};

} // namespace ForwardDesk::Sandbox
