<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AddDomainDialog</name>
    <message>
        <source>Add Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a domain you own. After adding it, publish the DNS records ForwardDesk shows you, then verify it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>example.com</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AliasDialog</name>
    <message>
        <source>New Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hello</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Catch-all (every address without its own alias)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Enabled (forward mail to the destinations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Destinations:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BulkResultDialog</name>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a Forwarding Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the address of your forwarding service and an API key. You create keys in the service&apos;s dashboard, under API keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service &amp;address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://forward.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional, for example Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The service cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service&apos;s certificate could not be verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This address is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service redirected to another address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your plan does not include API access.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service refused this action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The domain is already verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This conflicts with what the service already has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service did not accept the input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your plan&apos;s domain limit is reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service had a problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check your connection and the service address. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service may be busy or the connection slow. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection is not safe, so ForwardDesk did not send your key. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use an https:// address. Plain http:// is only allowed for this computer (localhost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ForwardDesk does not follow redirects to another host, so that your key stays with the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key may have been revoked or mistyped. Enter a valid key that starts with fwd_.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API access needs the Creator, Pro or Business plan. Upgrade the plan in the service&apos;s dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a domain or move to a larger plan to add more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wait %n second(s), then try again.</source>
        <translation>
            <numerusform>Wait %n second, then try again.</numerusform>
            <numerusform>Wait %n seconds, then try again.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait a little, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try again later. (HTTP %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It may have been removed elsewhere. Refresh to see the current state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the address points to the forwarding service&apos;s API. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No forwarding API was found at this address. Check the address: it is the one of the service itself, for example https://forward.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>an error&apos;s headline, then what it means</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2</source>
        <extracomment>an error&apos;s headline in bold, then what it means</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

%2</source>
        <extracomment>an error&apos;s headline, then what it means, in a message box</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service&apos;s answer is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service&apos;s answer is not in the expected format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service&apos;s answer holds no list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service accepted the request but did not send the result back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The service asks to wait %n second(s) before trying again. (HTTP %1)</source>
        <translation>
            <numerusform>The service asks to wait %n second before trying again. (HTTP %1)</numerusform>
            <numerusform>The service asks to wait %n seconds before trying again. (HTTP %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>ForwardDesk stopped reading it to protect this computer&apos;s memory. The request log has the details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The change was made; ForwardDesk reads the current state again to show it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no name found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no address found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no id found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no key value found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no known field found</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n domain(s) could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>%n domain could not be read: %1; see the request log.</numerusform>
            <numerusform>%n domains could not be read: %1; see the request log.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alias(es) could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>%n alias could not be read: %1; see the request log.</numerusform>
            <numerusform>%n aliases could not be read: %1; see the request log.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log entries could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>%n log entry could not be read: %1; see the request log.</numerusform>
            <numerusform>%n log entries could not be read: %1; see the request log.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n API key(s) could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>%n API key could not be read: %1; see the request log.</numerusform>
            <numerusform>%n API keys could not be read: %1; see the request log.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service answers in a shape ForwardDesk does not know: none of its records could be read. Check the address, or see the request log for the answer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Core::DnsChecker</name>
    <message>
        <source>Nothing published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer from DNS in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS lookup failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS lookup failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked for %1 records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AddDomainDialog</name>
    <message>
        <source>&amp;Add Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A domain name has no spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A domain name has at least two parts separated by a dot, such as example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A domain name cannot start or end with a dot or have two dots in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use only letters, digits and hyphens between the dots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A part between dots cannot start or end with a hyphen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This international name cannot be written in the form DNS uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Each part between dots can have at most %n character(s) (in the form DNS uses).</source>
        <translation>
            <numerusform>Each part between dots can have at most %n character (in the form DNS uses).</numerusform>
            <numerusform>Each part between dots can have at most %n characters (in the form DNS uses).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A domain name can have at most %n character(s) (in the form DNS uses).</source>
        <translation>
            <numerusform>A domain name can have at most %n character (in the form DNS uses).</numerusform>
            <numerusform>A domain name can have at most %n characters (in the form DNS uses).</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent as %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasDialog</name>
    <message>
        <source>Letters a–z, digits 0–9 and . _ + - (up to 64 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Receives mail sent to any address of the domain that has no alias of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether an alias is the catch-all cannot be changed; add a new alias instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the part of the address before the @.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use only letters a–z, digits 0–9 and the characters . _ + -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address cannot start or end with a dot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address cannot have two dots in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This domain has a catch-all alias already; edit that one instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This domain has an alias with this address already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hello</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasItemDelegate</name>
    <message>
        <source>%1 — catch-all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning on…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning off…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasPlanDialog</name>
    <message>
        <source>, </source>
        <extracomment>separator between destination addresses in a list</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace a Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aliases in the file that do not exist are created, those that differ are changed (state and destinations). Aliases missing from the file stay as they are; nothing is deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain for rows &amp;without one:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for files without destinations, such as addy.io&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward rows without &amp;destinations to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every alias of every domain that forwards to the first address will forward to the second one instead. Nothing else of an alias changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>old@example.net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new@example.org</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find destination:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row names no alias.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot be the part of an address before the @.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row names no domain; choose one for rows without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row forwards nowhere; give an address for rows without destinations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not an e-mail address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is neither true nor false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alias is deleted at the service the file comes from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This account has no domain %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An earlier row names the same alias.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alias files (*.csv *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is too large to be a list of aliases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a file of aliases ForwardDesk can read: it needs ForwardDesk&apos;s columns, ImprovMX&apos;s (alias, forward) or addy.io&apos;s (email, active).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the aliases of all domains…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The aliases of %1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwards to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwards to %1, switched off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switched on; forwards to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switched off; forwards to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwards to %1 (was %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already as in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds no aliases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alias forwards to that address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n aliases will be created.</source>
        <translation>
            <numerusform>%n alias will be created.</numerusform>
            <numerusform>%n aliases will be created.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n aliases will be changed.</source>
        <translation>
            <numerusform>%n alias will be changed.</numerusform>
            <numerusform>%n aliases will be changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n aliases are already as the file says.</source>
        <translation>
            <numerusform>%n alias is already as the file says.</numerusform>
            <numerusform>%n aliases are already as the file says.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows cannot be used and will be skipped.</source>
        <translation>
            <numerusform>%n row cannot be used and will be skipped.</numerusform>
            <numerusform>%n rows cannot be used and will be skipped.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping after the change under way…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done (stopped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n changes were made.</source>
        <translation>
            <numerusform>%n change was made.</numerusform>
            <numerusform>%n changes were made.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changes failed; the Result column says why.</source>
        <translation>
            <numerusform>%n change failed; the Result column says why.</numerusform>
            <numerusform>%n changes failed; the Result column says why.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changes were not made because of Stop.</source>
        <translation>
            <numerusform>%n change was not made because of Stop.</numerusform>
            <numerusform>%n changes were not made because of Stop.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not done (account switched)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The account was switched while the changes were made; the rows without a result were not changed, or their outcome is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The account was switched; close this window and open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading the aliases of all domains: %1 of %n…</source>
        <translation>
            <numerusform>Reading the aliases of all domains: %1 of %n…</numerusform>
            <numerusform>Reading the aliases of all domains: %1 of %n…</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the preview…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasTransferActions</name>
    <message>
        <source>Import and E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Aliases…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport Aliases of This Domain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;All Aliases…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replace a Destination…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create and change aliases from a CSV or JSON file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make every alias that forwards to one address forward to another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo Delete of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading aliases for the export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The aliases could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n aliases to %1.</source>
        <translation>
            <numerusform>Exported %n alias to %1.</numerusform>
            <numerusform>Exported %n aliases to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The aliases of %1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not restored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Reading aliases for the export: %1 of %n domains…</source>
        <translation>
            <numerusform>Reading aliases for the export: %1 of %n domain…</numerusform>
            <numerusform>Reading aliases for the export: %1 of %n domains…</numerusform>
        </translation>
    </message>
    <message>
        <source>The export stopped: the account was switched or signed out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasesPane</name>
    <message>
        <source>&amp;Domain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by address or destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catch-all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Alias…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an alias to this domain (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Alias…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;nable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn forwarding on for the selected aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Disable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn forwarding off for the selected aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected aliases (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading aliases…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a domain first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwarding for %1 is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwarding for %1 is off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwarding for %1 was not turned on: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwarding for %1 was not turned off: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the catch-all alias %1? Mail to addresses without an alias of their own will no longer be forwarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the alias %1? Mail to this address will no longer be forwarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not deleted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enable Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disable Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enabling %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disabling %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not done: stopped before this alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a domain to see its aliases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No aliases yet. Add one with New Alias (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aliases changed: %L1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aliases not changed: %L1. The report says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aliases: %L1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aliases: %L1 of %L2 shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln aliases? Mail to these addresses will no longer be forwarded.</source>
        <translation>
            <numerusform>Delete %Ln alias? Mail to this address will no longer be forwarded.</numerusform>
            <numerusform>Delete %Ln aliases? Mail to these addresses will no longer be forwarded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln addresses.</source>
        <translation>
            <numerusform>Copied %Ln address.</numerusform>
            <numerusform>Copied %Ln addresses.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the alias filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The aliases of the chosen domain. Enter or F2 edits the selected alias; Ctrl+E turns it on, Ctrl+Shift+E off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A change of %1 is still on its way; try again once it is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1. Ctrl+Z brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ApiKeysPane</name>
    <message>
        <source>&amp;New Key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revoke Key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scripts and other apps use API keys to reach your account. A key&apos;s value is shown only once, when it is created; this list shows the first characters of each key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create an API key; its value is shown once (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke the selected key; anything using it stops working (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the first characters of the selected key, to find where it is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading API keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n API key(s)</source>
        <translation>
            <numerusform>%n API key</numerusform>
            <numerusform>%n API keys</numerusform>
        </translation>
    </message>
    <message>
        <source>API key “%1” created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke the Key ForwardDesk Uses?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke the API key “%1”?

ForwardDesk uses this key. After revoking it, ForwardDesk will ask you for another key. Any script using this key will stop working at once too. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke API Key?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke the API key “%1”?

Any script using this key will stop working at once. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoking “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key Not Revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key “%1” revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the prefix of “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was not revoked. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API &amp;Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::BulkResultDialog</name>
    <message>
        <source>All done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %L1. Failed: %L2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %L1. Failed: %L2. Not done (cancelled): %L3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each alias and what became of it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ConnectDialog</name>
    <message>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the address of the service, for example https://forward.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address of the service itself. Without https:// in front, ForwardDesk adds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain http:// is fine here: the service runs on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain http:// would send your key unencrypted over the network, so ForwardDesk only allows it for a service on this computer. Use https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use an address that starts with https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ForwardDesk keeps the key in your system&apos;s keychain, never in a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Connected: %Ln domain(s)</source>
        <translation>
            <numerusform>Connected: %Ln domain</numerusform>
            <numerusform>Connected: %Ln domains</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::CurrentKeyDelegate</name>
    <message>
        <source>this app</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::DestinationsEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click an address to change it. Paste several at once with Ctrl+V.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name@example.net, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or paste addresses; separate several with commas, spaces or line breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the typed addresses to the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add at least one destination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid e-mail address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destinations to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the addresses to add</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::DomainsPane</name>
    <message>
        <source>Filter domains (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Domain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a domain to the account (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the service to check the selected domain&apos;s DNS records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check &amp;DNS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look up what DNS publishes now for the selected domain, without the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show A&amp;liases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the aliases of the selected domain (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Domain Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Domain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected domain and its aliases (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1. Publish its DNS records, then verify it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the domain %1?

Its aliases are deleted with it. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the domain %1?

It has no aliases. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain Not Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete the domain %1?

Its %Ln alias(es) are deleted with it. This cannot be undone.</source>
        <translation>
            <numerusform>Delete the domain %1?

Its %Ln alias is deleted with it. This cannot be undone.</numerusform>
            <numerusform>Delete the domain %1?

Its %Ln aliases are deleted with it. This cannot be undone.</numerusform>
        </translation>
    </message>
    <message>
        <source>The domain %1 was not deleted.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the domain filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The domains of the account with their verification status. Enter shows the aliases of the selected domain; its DNS records are listed below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Domains</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ErrorBanner</name>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Request &amp;Log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::KeyNameDialog</name>
    <message>
        <source>&amp;Create Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <comment>error text, then the service&apos;s messages</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::KeyPromptBar</name>
    <message>
        <source>&amp;Use Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New API key (fwd_…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new key was refused as well. Check that you copied the whole key, or create a new one in the service&apos;s dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service refused ForwardDesk&apos;s API key: it may have been revoked. Enter a valid key to carry on, or sign out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the new key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogDetailPanel</name>
    <message>
        <source>Select an entry to see all its fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Entry details&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected fields, or all of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As received from the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>%1 the local time, %2 the same moment in UTC</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service says “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not forwarded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMTP code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMTP reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message-ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogSummaryWidget</name>
    <message>
        <source>Log summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %L2</source>
        <extracomment>a status and how many shown entries have it, e.g. &quot;Delivered: 1,204&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>the separator between the counts of each status in the log summary</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries per 5 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries per 15 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries per week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No entries to chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln entries</source>
        <extracomment>%1 the start of a bar of the log chart (a date or a time), %n how many entries it holds</extracomment>
        <translation>
            <numerusform>%1: %Ln entry</numerusform>
            <numerusform>%1: %Ln entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogsPane</name>
    <message>
        <source>Export Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the newest entries again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check for new entries regularly and add them at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Shown Entries…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the entries shown (after the filters) as a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the alias this mail was sent to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Disable Alias…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop forwarding mail sent to this entry&apos;s alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Check every %n seconds</source>
        <translation>
            <numerusform>Check every %n second</numerusform>
            <numerusform>Check every %n seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>Show &amp;All Statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An alias address, or an alias id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finds entries whose sender, recipient, destination, subject, SMTP reply or Message-ID contains the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of the newest entries to load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest number of entries is loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every entry the service keeps is loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load more of the older entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Showing %L1 of %Ln loaded entries</source>
        <extracomment>%L1 how many entries the filters let through, %Ln how many are loaded</extracomment>
        <translation>
            <numerusform>Showing %L1 of %Ln loaded entry</numerusform>
            <numerusform>Showing %L1 of %Ln loaded entries</numerusform>
        </translation>
    </message>
    <message>
        <source>The service does not provide this column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status: all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status: %1</source>
        <extracomment>the status filter button when one status is chosen, e.g. &quot;Status: Bounced&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Status: %n chosen</source>
        <translation>
            <numerusform>Status: %n chosen</numerusform>
            <numerusform>Status: %n chosen</numerusform>
        </translation>
    </message>
    <message>
        <source>Following the log: new entries appear at the top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not one of your domains any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking up the alias %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disable Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no alias %1 any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alias %1 is already disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disable the alias %1? Mail sent to it will not be forwarded until you enable it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The alias %1 is disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forwarding-log-%1.csv</source>
        <extracomment>the suggested file name of a log export; keep it free of characters file systems refuse</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log could not be saved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln new log entries</source>
        <translation>
            <numerusform>%Ln new log entry</numerusform>
            <numerusform>%Ln new log entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded %Ln log entries</source>
        <translation>
            <numerusform>Loaded %Ln log entry</numerusform>
            <numerusform>Loaded %Ln log entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln log entries to %1</source>
        <translation>
            <numerusform>Exported %Ln log entry to %1</numerusform>
            <numerusform>Exported %Ln log entries to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newest entries to load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mail the service forwarded, rejected or bounced, newest first. The details of the selected entry are shown beside the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Logs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::MainWindow</name>
    <message>
        <source>ForwardDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connect to an Account…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request &amp;Log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ForwardDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No domain %1 in this account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ForwardDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;ForwardDesk %1&lt;/h3&gt;&lt;p&gt;Manage the domains, aliases, forwarding logs and API keys of your e-mail forwarding account.&lt;/p&gt;&lt;p&gt;Your API key stays in the system&apos;s keychain.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::MainWindowController</name>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No keychain is available.&lt;/b&gt; Your API key is kept for this run only and ForwardDesk will ask for it again next time. Install and unlock a keychain (GNOME Keyring, KWallet) to have it remembered safely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign out of %1? ForwardDesk forgets the API key of this account; you will need a key to connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No saved accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — ForwardDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ForwardDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain refused to delete the API key of %1, so the key is still stored there. Unlock the keychain and sign out again, or open your keychain manager (for instance Passwords and Keys, or KWallet Manager) and delete the entry &quot;%2&quot; of %3 yourself. If someone else could use this computer, also delete the key on the service&apos;s dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key of %1 could not be deleted from the keychain, so the key is still stored there. Open your keychain manager (for instance Passwords and Keys, or KWallet Manager) and delete the entry &quot;%2&quot; of %3 yourself. If someone else could use this computer, also delete the key on the service&apos;s dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API Key Still in the Keychain</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::NewKeyDialog</name>
    <message>
        <source>&lt;b&gt;Your new API key is ready.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Your new API key “%1” is ready.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Without Copying?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have not copied the key. Once this window is closed, it cannot be shown again, and you would have to create a new key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied. The clipboard will be cleared in %n second(s) if it still holds the key.</source>
        <translation>
            <numerusform>Copied. The clipboard will be cleared in %n second if it still holds the key.</numerusform>
            <numerusform>Copied. The clipboard will be cleared in %n seconds if it still holds the key.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::OfflineBar</name>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Offline&lt;/b&gt; — showing what was loaded on %1. Changes are turned off until the service can be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trying…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::PreferencesDialog</name>
    <message>
        <source>As the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This desktop has no system tray.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For %1, tell me about:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::RequestLogDialog</name>
    <message>
        <source>Request Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The requests ForwardDesk made to the service in this session, newest last. Headers and bodies are never recorded, so your key is not in here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ScreenshotTour</name>
    <message>
        <source>Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backup script</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::TrayIcon</name>
    <message>
        <source>&amp;Open ForwardDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ForwardDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep ForwardDesk Running?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep ForwardDesk running in the system tray when its window is closed, so that it can tell you about bounced mail and domains that stop working? You can change this in Preferences.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::VerificationPanel</name>
    <message>
        <source>At your DNS provider, add each record above. Use @ as the host for the domain itself (some providers want the host left empty instead). DNS changes can take from a few minutes to a day to be seen everywhere. Check DNS shows what is published right now; Verify asks the service to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the service to check the DNS records (Ctrl+Shift+V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look up what the world&apos;s DNS publishes now, without asking the service (Ctrl+Shift+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value to publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the world sees now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS check finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (sent to the service as %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last checked %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full name: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the value of the %1 record for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service found this record as expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Verify to let the service check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not as expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service did not find this record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service found a different value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not looked up yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Check DNS to see what DNS publishes now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS publishes the expected value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS publishes something else:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS publishes no such record yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the service to check the DNS records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This domain is verified and active.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is verified and active.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not verified yet: %n record(s) are missing or different. Publish them as shown above; DNS changes can take a while to be seen, so try again later.</source>
        <translation>
            <numerusform>Not verified yet: %n record is missing or different. Publish it as shown above; DNS changes can take a while to be seen, so try again later.</numerusform>
            <numerusform>Not verified yet: %n records are missing or different. Publish them as shown above; DNS changes can take a while to be seen, so try again later.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not verified yet. DNS changes can take a while to be seen, so try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not verified yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DNS records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The records to publish for the selected domain, what the service found and what the world&apos;s DNS shows now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service gave no DNS records to check for this domain, so there is nothing to publish or to look up here. Verify asks the service to check the domain again; records it names then are shown here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::AlertPoller</name>
    <message>
        <source>Mail bounced</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n bounced to %1 in the last hour</source>
        <translation>
            <numerusform>%n bounced to %1 in the last hour</numerusform>
            <numerusform>%n bounced to %1 in the last hour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bounced to %1 since %2</source>
        <translation>
            <numerusform>%n bounced to %1 since %2</numerusform>
            <numerusform>%n bounced to %1 since %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Mail rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rejected for %1 in the last hour</source>
        <translation>
            <numerusform>%n rejected for %1 in the last hour</numerusform>
            <numerusform>%n rejected for %1 in the last hour</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rejected for %1 since %2</source>
        <translation>
            <numerusform>%n rejected for %1 since %2</numerusform>
            <numerusform>%n rejected for %1 since %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Domain no longer active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was active and no longer is: mail to it may not be forwarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service no longer accepts the API key ForwardDesk uses. Open ForwardDesk to give a new one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::AliasModel</name>
    <message>
        <source>Catch-all: every address of the domain without its own alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (sent to the service as %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning forwarding on…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning forwarding off…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwarding is on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwarding is off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::ApiKeyModel</name>
    <message>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ForwardDesk is signed in with this key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service does not show the start of this key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This key does not expire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::DomainModel</name>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (sent to the service as %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verified</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::LogModel</name>
    <message>
        <source>Delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 UTC)</source>
        <extracomment>%1 the local time with seconds and zone, %2 the same moment in UTC</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the service says “%2”)</source>
        <extracomment>%1 the status word, %2 the service&apos;s own word for it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMTP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::RequestLogModel</name>
    <message>
        <source>No answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyInput</name>
    <message>
        <source>Hide key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API keys start with fwd_. Check that you copied the whole key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key contains spaces. Copy it again from the service&apos;s dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key contains characters that keys do not have. Copy it again from the service&apos;s dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key looks too short. Check that you copied the whole key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyNameDialog</name>
    <message>
        <source>New API Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the key after the script or app that will use it, so that you know which key to revoke later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For example: Backup script</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogsPane</name>
    <message>
        <source>Show only entries with the checked statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Domain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alias:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Newest entries to load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewKeyDialog</name>
    <message>
        <source>New API Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the key now and keep it somewhere safe. It will never be shown again: neither ForwardDesk nor the service can show it to you later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use this key for ForwardDesk from now on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ForwardDesk keeps the key in the system keychain for this account and signs in with it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Follow mode refreshes every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear a copied &amp;key after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your API keys are kept in the system&apos;s keychain; preferences never contain them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language applies after ForwardDesk is restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tray and alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show an icon in the system &amp;tray and alerts while the window is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep running in the tray when the window is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell me about:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounced mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected mail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domains that are no longer active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An API key that stops working</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxOptions</name>
    <message>
        <source>Address to listen on (default 127.0.0.1; &quot;localhost&quot; also works).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port to listen on, 0 for any free port (default %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite file that keeps the data across restarts (default: in memory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data to start with: none (accounts and keys only), demo (default) or large (1,000 domains, 100,000 aliases, 100,000 log entries).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value of the printed API key: fwd_ and 40 letters and digits (default: a new random key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a new log entry every SECONDS seconds (default 0: never).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify calls a new domain needs before its records appear (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest accepted ?limit= of GET /logs, at most 1000000 (default 10000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the random numbers (seed data, fault rates); 0 = from the clock (default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where resources live: none (/domains, default), api (/api/domains) or both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape of lists: bare ([...], default), data ({&quot;data&quot;: [...]}), items ({&quot;items&quot;: [...], &quot;total&quot;: N}), named ({&quot;domains&quot;: [...]}) or paged ({&quot;items&quot;, &quot;total&quot;, &quot;page&quot;, &quot;next&quot;}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record ids: int (default) or uuid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success status of a POST that creates: 201 (default) or 200.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success status of DELETE: 204 (default, no body) or 200 (with {&quot;deleted&quot;: true, &quot;id&quot;: ...}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status of &quot;Invalid token&quot; and &quot;Not authenticated&quot;: 401 (default) or 403.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status of &quot;Domain limit reached&quot;: 403 (default), 400, 402 or 422.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PATCH semantics: partial (default: omitted fields stay) or full (all fields required).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timestamps: iso-z (default, 2026-11-21T05:01:22Z), iso-offset (+02:00), naive (no zone, UTC), epoch-s or epoch-ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field that carries a new API key&apos;s value: key (default), api_key or token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forwarddesk-sandbox only: no access log line per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number from %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot; (options start with --)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--address: &quot;%1&quot; is not an IPv4 or IPv6 address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--database: the file name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--key: &quot;%1&quot; is not an API key (fwd_ followed by 40 letters and digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: forwarddesk-sandbox [options]

A local forwarding service for trying ForwardDesk and for its tests: the whole API on
loopback HTTP with SQLite storage. It prints its URL and an API key, then one line per
request. Stop it with Ctrl+C.

Options:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items per page of paged lists (--envelope paged, --style jsonapi, --paging link; default 50).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record style: flat (default) or jsonapi (resource objects {&quot;data&quot;: {&quot;id&quot;, &quot;type&quot;, &quot;attributes&quot;}}, paged lists with links.next and meta.total, application/vnd.api+json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error bodies: fastapi (default, {&quot;detail&quot;: ...}) or problem (RFC 9457 application/problem+json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where a list&apos;s next page is named: body (default, per --envelope or --style) or link (every list paged, the next page only in a Link header).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field names: spec (default), synonyms (hostname, local_part, is_active, recipients, label, secret, +02:00 times) or synonyms-csv (alias, active, forward_to as one comma-separated string, description, api_key, from/to).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compress answers (Content-Encoding: gzip) when the request accepts gzip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inject a fault (repeatable), e.g. kind=error,rate=0.3 or kind=trickle,bytes=8,ms=50,route=GET /logs. Names: kind (latency, error, rate-limit, malformed, reset, hang, trickle, empty-object, no-content, oversized, cyclic-next, huge-page, retry-after-date, unavailable, unreadable-records), route (* by default, /logs, /domains/*/aliases, optionally after a method), rate (0..1, default 1), times (first N hits), ms (latency delay, default 500; trickle pause, default 100), status (error: 500, 502 or 503; default each in turn), retry-after (rate-limit, unavailable, retry-after-date; default 1), bytes (trickle chunk, default 16; oversized body, default 83886080), count (unreadable-records, default 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quiet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SandboxTool</name>
    <message>
        <source>Try &quot;%1 --help&quot; for the list of options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources are under %1/api (e.g. %1/api/domains)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources are under both %1 and %1/api</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fault rules: %L1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerificationPanel</name>
    <message>
        <source>Select a domain to see the DNS records it needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;DNS records to publish at your DNS provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check DNS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Manage the domains, aliases, logs and API keys of a forwarding account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try ForwardDesk with a local sandbox service and sample data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service address to connect to; the key comes from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit once the first load has finished and print what was loaded and how long each step took.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--quit-after-load and --screenshots need --demo or --url.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the sandbox service: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 to the API key to use with --url.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address</source>
        <comment>value name of --url in --help</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the first load has finished, save a picture of each pane and dialog into &lt;folder&gt; and quit (used for the README).</source>
        <comment>&lt;folder&gt; is the value name of --screenshots</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folder</source>
        <comment>value name of --screenshots in --help</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline: the service cannot be reached (%1). Showing what was loaded on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not found in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ended before it was ready.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
