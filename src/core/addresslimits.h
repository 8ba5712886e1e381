// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace ForwardDesk::Core::AddressLimits {

// The lengths e-mail addresses and domain names may have (RFC 5321 and RFC 1035), in one place for every
// check the client makes before it asks the service.

/// The part of an address before the @.
constexpr int maxLocalPartLength = 64;
/// One label of a domain name, in the form DNS uses.
constexpr int maxLabelLength = 63;
/// A whole domain name, in the form DNS uses.
constexpr int maxDomainLength = 253;
/// A whole address.
constexpr int maxAddressLength = 254;

} // namespace ForwardDesk::Core::AddressLimits
