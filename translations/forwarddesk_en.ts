<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AddDomainDialog</name>
    <message>
        <location filename="../ui/adddomaindialog.ui" line="14"/>
        <source>Add Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/adddomaindialog.ui" line="20"/>
        <source>Add a domain you own. After adding it, publish the DNS records ForwardDesk shows you, then verify it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/adddomaindialog.ui" line="32"/>
        <source>Domain &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/adddomaindialog.ui" line="42"/>
        <source>example.com</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AliasDialog</name>
    <message>
        <location filename="../ui/aliasdialog.ui" line="14"/>
        <source>New Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/aliasdialog.ui" line="25"/>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/aliasdialog.ui" line="43"/>
        <source>hello</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/aliasdialog.ui" line="72"/>
        <source>&amp;Catch-all (every address without its own alias)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/aliasdialog.ui" line="89"/>
        <source>&amp;Enabled (forward mail to the destinations)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/aliasdialog.ui" line="99"/>
        <source>&amp;Destinations:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BulkResultDialog</name>
    <message>
        <location filename="../ui/bulkresultdialog.ui" line="14"/>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/bulkresultdialog.ui" line="43"/>
        <source>Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/bulkresultdialog.ui" line="48"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <location filename="../ui/connectdialog.ui" line="14"/>
        <source>Connect to a Forwarding Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.ui" line="23"/>
        <source>Enter the address of your forwarding service and an API key. You create keys in the service&apos;s dashboard, under API keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.ui" line="35"/>
        <source>Service &amp;address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.ui" line="45"/>
        <source>https://forward.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.ui" line="59"/>
        <source>API &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.ui" line="93"/>
        <source>Account &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.ui" line="103"/>
        <source>Optional, for example Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.ui" line="114"/>
        <source>&amp;Test Connection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../src/gui/errortext.cpp" line="14"/>
        <source>The service cannot be reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="16"/>
        <source>The service did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="18"/>
        <source>The request was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="20"/>
        <source>The service&apos;s certificate could not be verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="22"/>
        <source>This address is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="24"/>
        <source>The service redirected to another address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="26"/>
        <source>The API key was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="28"/>
        <source>Your plan does not include API access.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="30"/>
        <source>The service refused this action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="32"/>
        <source>Not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="34"/>
        <source>The domain is already verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="36"/>
        <source>This conflicts with what the service already has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="38"/>
        <source>The service did not accept the input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="40"/>
        <source>Your plan&apos;s domain limit is reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="42"/>
        <source>Too many requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="44"/>
        <source>The service had a problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="46"/>
        <source>The service&apos;s answer could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="55"/>
        <source>Check your connection and the service address. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="57"/>
        <source>The service may be busy or the connection slow. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="59"/>
        <source>The connection is not safe, so ForwardDesk did not send your key. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="61"/>
        <source>Use an https:// address. Plain http:// is only allowed for this computer (localhost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="63"/>
        <source>ForwardDesk does not follow redirects to another host, so that your key stays with the service.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="65"/>
        <source>The key may have been revoked or mistyped. Enter a valid key that starts with fwd_.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="67"/>
        <source>API access needs the Creator, Pro or Business plan. Upgrade the plan in the service&apos;s dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="69"/>
        <source>Remove a domain or move to a larger plan to add more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/errortext.cpp" line="72"/>
        <source>Wait %n second(s), then try again.</source>
        <translation>
            <numerusform>Wait %n second, then try again.</numerusform>
            <numerusform>Wait %n seconds, then try again.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="73"/>
        <source>Wait a little, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="75"/>
        <source>Try again later. (HTTP %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="77"/>
        <source>It may have been removed elsewhere. Refresh to see the current state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="79"/>
        <source>Check that the address points to the forwarding service&apos;s API. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="90"/>
        <source>No forwarding API was found at this address. Check the address: it is the one of the service itself, for example https://forward.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errortext.cpp" line="96"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AddDomainDialog</name>
    <message>
        <location filename="../src/gui/adddomaindialog.cpp" line="45"/>
        <source>&amp;Add Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/adddomaindialog.cpp" line="68"/>
        <source>A domain name has no spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/adddomaindialog.cpp" line="73"/>
        <source>A domain name has at least two parts separated by a dot, such as example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/adddomaindialog.cpp" line="78"/>
        <source>A domain name cannot start or end with a dot or have two dots in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/adddomaindialog.cpp" line="82"/>
        <source>Use only letters, digits and hyphens between the dots.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/adddomaindialog.cpp" line="86"/>
        <source>A part between dots cannot start or end with a hyphen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/adddomaindialog.cpp" line="92"/>
        <source>This international name cannot be written in the form DNS uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/adddomaindialog.cpp" line="98"/>
        <source>Each part between dots can have at most %n character(s) (in the form DNS uses).</source>
        <translation>
            <numerusform>Each part between dots can have at most %n character (in the form DNS uses).</numerusform>
            <numerusform>Each part between dots can have at most %n characters (in the form DNS uses).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/adddomaindialog.cpp" line="104"/>
        <source>A domain name can have at most %n character(s) (in the form DNS uses).</source>
        <translation>
            <numerusform>A domain name can have at most %n character (in the form DNS uses).</numerusform>
            <numerusform>A domain name can have at most %n characters (in the form DNS uses).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/adddomaindialog.cpp" line="117"/>
        <source>Sent as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/adddomaindialog.cpp" line="163"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasDialog</name>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="51"/>
        <source>Letters a–z, digits 0–9 and . _ + - (up to 64 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="52"/>
        <source>Receives mail sent to any address of the domain that has no alias of its own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="53"/>
        <source>Add Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="60"/>
        <source>New Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="82"/>
        <source>Edit Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="83"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="89"/>
        <source>Whether an alias is the catch-all cannot be changed; add a new alias instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="109"/>
        <source>Enter the part of the address before the @.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="112"/>
        <source>Use at most %1 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="115"/>
        <source>Use only letters a–z, digits 0–9 and the characters . _ + -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="118"/>
        <source>The address cannot start or end with a dot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="121"/>
        <source>The address cannot have two dots in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="133"/>
        <source>This domain has a catch-all alias already; edit that one instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="143"/>
        <source>This domain has an alias with this address already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="163"/>
        <source>hello</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="209"/>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasdialog.cpp" line="257"/>
        <location filename="../src/gui/aliasdialog.cpp" line="259"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasItemDelegate</name>
    <message>
        <location filename="../src/gui/aliasitemdelegate.cpp" line="22"/>
        <source>%1 — catch-all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasitemdelegate.cpp" line="29"/>
        <source>Turning on…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasitemdelegate.cpp" line="29"/>
        <source>Turning off…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasitemdelegate.cpp" line="31"/>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasitemdelegate.cpp" line="31"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasesPane</name>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="55"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="79"/>
        <source>&amp;Domain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="81"/>
        <source>Choose a domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="84"/>
        <source>Filter by address or destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="87"/>
        <source>Filter aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="88"/>
        <source>&amp;Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="90"/>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="91"/>
        <location filename="../src/gui/aliasespane.cpp" line="613"/>
        <source>Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="92"/>
        <location filename="../src/gui/aliasespane.cpp" line="616"/>
        <source>Disabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="93"/>
        <source>Catch-all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="159"/>
        <source>&amp;New Alias…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="161"/>
        <source>Add an alias to this domain (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="164"/>
        <source>&amp;Edit Alias…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="170"/>
        <source>E&amp;nable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="172"/>
        <source>Turn forwarding on for the selected aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="177"/>
        <source>&amp;Disable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="179"/>
        <source>Turn forwarding off for the selected aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="185"/>
        <source>De&amp;lete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="187"/>
        <source>Delete the selected aliases (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="190"/>
        <source>&amp;Copy Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="248"/>
        <source>Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="290"/>
        <source>Loading aliases…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="338"/>
        <source>Choose a domain first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="362"/>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="362"/>
        <source>Added %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="414"/>
        <source>Forwarding for %1 is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="415"/>
        <source>Forwarding for %1 is off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="420"/>
        <source>Forwarding for %1 was not turned on: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="421"/>
        <source>Forwarding for %1 was not turned off: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="448"/>
        <location filename="../src/gui/aliasespane.cpp" line="527"/>
        <source>Delete Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/aliasespane.cpp" line="449"/>
        <source>Delete %n aliases? Mail to these addresses will no longer be forwarded.</source>
        <translation>
            <numerusform>Delete this alias? Mail to this address will no longer be forwarded.</numerusform>
            <numerusform>Delete %n aliases? Mail to these addresses will no longer be forwarded.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="450"/>
        <location filename="../src/gui/aliasespane.cpp" line="464"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="460"/>
        <source>Delete the catch-all alias %1? Mail to addresses without an alias of their own will no longer be forwarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="463"/>
        <source>Delete the alias %1? Mail to this address will no longer be forwarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="464"/>
        <source>Delete Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="472"/>
        <source>Deleted %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="474"/>
        <source>%1 was not deleted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="490"/>
        <source>Copied %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/aliasespane.cpp" line="491"/>
        <source>Copied %n addresses.</source>
        <translation>
            <numerusform>Copied the address.</numerusform>
            <numerusform>Copied %n addresses.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="521"/>
        <source>Enable Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="524"/>
        <source>Disable Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="542"/>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="570"/>
        <source>Deleting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="578"/>
        <source>Enabling %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="578"/>
        <source>Disabling %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="619"/>
        <source>Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="631"/>
        <source>Not done: stopped before this alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="646"/>
        <source>Aliases changed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="647"/>
        <source>Aliases not changed: %1. The report says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="673"/>
        <source>Choose a domain to see its aliases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="679"/>
        <source>No aliases yet. Add one with New Alias (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="681"/>
        <source>Aliases: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/aliasespane.cpp" line="683"/>
        <source>Aliases: %1 of %2 shown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ApiKeysPane</name>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="48"/>
        <source>&amp;New Key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="49"/>
        <source>&amp;Revoke Key…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="50"/>
        <source>Copy &amp;Prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="59"/>
        <source>Scripts and other apps use API keys to reach your account. A key&apos;s value is shown only once, when it is created; this list shows the first characters of each key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="65"/>
        <source>Create an API key; its value is shown once (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="66"/>
        <source>Revoke the selected key; anything using it stops working (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="67"/>
        <source>Copy the first characters of the selected key, to find where it is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="87"/>
        <source>API keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="132"/>
        <source>API Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="159"/>
        <source>Loading API keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/apikeyspane.cpp" line="176"/>
        <source>%n API key(s)</source>
        <translation>
            <numerusform>%n API key</numerusform>
            <numerusform>%n API keys</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="240"/>
        <source>API key “%1” created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="253"/>
        <source>Revoke the Key ForwardDesk Uses?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="254"/>
        <source>Revoke the API key “%1”?

ForwardDesk uses this key. After revoking it, ForwardDesk will ask you for another key. Any script using this key will stop working at once too. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="258"/>
        <location filename="../src/gui/apikeyspane.cpp" line="263"/>
        <source>&amp;Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="259"/>
        <source>Revoke API Key?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="260"/>
        <source>Revoke the API key “%1”?

Any script using this key will stop working at once. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="269"/>
        <source>Revoking “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="274"/>
        <source>Key Not Revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="275"/>
        <source>“%1” was not revoked. %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="279"/>
        <source>API key “%1” revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/apikeyspane.cpp" line="302"/>
        <source>Copied the prefix of “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::BulkResultDialog</name>
    <message>
        <location filename="../src/gui/bulkresultdialog.cpp" line="88"/>
        <source>All done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/bulkresultdialog.cpp" line="90"/>
        <source>Done: %1. Failed: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/bulkresultdialog.cpp" line="93"/>
        <source>Done: %1. Failed: %2. Not done (cancelled): %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ConnectDialog</name>
    <message>
        <location filename="../src/gui/connectdialog.cpp" line="57"/>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/connectdialog.cpp" line="149"/>
        <source>Enter the address of the service, for example https://forward.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/connectdialog.cpp" line="160"/>
        <source>Enter the API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/connectdialog.cpp" line="174"/>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/connectdialog.cpp" line="186"/>
        <source>Connected: %n domain(s)</source>
        <translation>
            <numerusform>Connected: %n domain</numerusform>
            <numerusform>Connected: %n domains</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/connectdialog.cpp" line="234"/>
        <source>The address of the service itself. Without https:// in front, ForwardDesk adds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/connectdialog.cpp" line="236"/>
        <source>Plain http:// is fine here: the service runs on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/connectdialog.cpp" line="238"/>
        <source>Plain http:// would send your key unencrypted over the network, so ForwardDesk only allows it for a service on this computer. Use https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/connectdialog.cpp" line="242"/>
        <source>Use an address that starts with https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/connectdialog.cpp" line="253"/>
        <source>ForwardDesk keeps the key in your system&apos;s keychain, never in a file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::CurrentKeyDelegate</name>
    <message>
        <location filename="../src/gui/currentkeydelegate.cpp" line="43"/>
        <source>this app</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::DestinationsEditor</name>
    <message>
        <location filename="../src/gui/destinationseditor.cpp" line="57"/>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/destinationseditor.cpp" line="58"/>
        <source>Re&amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/destinationseditor.cpp" line="77"/>
        <source>Destinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/destinationseditor.cpp" line="78"/>
        <source>Double-click an address to change it. Paste several at once with Ctrl+V.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/destinationseditor.cpp" line="80"/>
        <source>name@example.net, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/destinationseditor.cpp" line="81"/>
        <source>Type or paste addresses; separate several with commas, spaces or line breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/destinationseditor.cpp" line="84"/>
        <source>Add the typed addresses to the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/destinationseditor.cpp" line="85"/>
        <source>Remove the selected addresses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/destinationseditor.cpp" line="228"/>
        <source>Add at least one destination.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/destinationseditor.cpp" line="233"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/destinationseditor.cpp" line="323"/>
        <source>not a valid e-mail address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/destinationseditor.cpp" line="327"/>
        <source>listed twice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::DnsChecker</name>
    <message>
        <location filename="../src/gui/dnschecker.cpp" line="161"/>
        <location filename="../src/gui/dnschecker.cpp" line="189"/>
        <source>Nothing published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dnschecker.cpp" line="165"/>
        <source>No answer from DNS in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dnschecker.cpp" line="169"/>
        <source>DNS lookup failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dnschecker.cpp" line="169"/>
        <source>DNS lookup failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dnschecker.cpp" line="211"/>
        <source>Not checked for %1 records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/dnschecker.cpp" line="215"/>
        <source>Looking up…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::DomainsPane</name>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="61"/>
        <source>Filter domains (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="62"/>
        <source>Filter domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="137"/>
        <source>&amp;Add Domain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="139"/>
        <source>Add a domain to the account (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="142"/>
        <source>&amp;Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="145"/>
        <source>Ask the service to check the selected domain&apos;s DNS records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="148"/>
        <source>Check &amp;DNS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="151"/>
        <source>Look up what DNS publishes now for the selected domain, without the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="154"/>
        <source>Show A&amp;liases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="158"/>
        <source>Show the aliases of the selected domain (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="161"/>
        <source>&amp;Copy Domain Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="167"/>
        <source>&amp;Delete Domain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="169"/>
        <source>Delete the selected domain and its aliases (Del)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="179"/>
        <source>Domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="352"/>
        <source>Copied %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="373"/>
        <source>Added %1. Publish its DNS records, then verify it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="393"/>
        <source>Delete the domain %1?

Its aliases are deleted with it. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="395"/>
        <source>Delete the domain %1?

It has no aliases. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/domainspane.cpp" line="397"/>
        <source>Delete the domain %1?

Its %n alias(es) are deleted with it. This cannot be undone.</source>
        <translation>
            <numerusform>Delete the domain %1?

Its %n alias is deleted with it. This cannot be undone.</numerusform>
            <numerusform>Delete the domain %1?

Its %n aliases are deleted with it. This cannot be undone.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="401"/>
        <source>Delete Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="406"/>
        <source>Deleting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="411"/>
        <source>Deleted %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="415"/>
        <source>Domain Not Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/domainspane.cpp" line="416"/>
        <source>The domain %1 was not deleted.

%2
%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ErrorBanner</name>
    <message>
        <location filename="../src/gui/errorbanner.cpp" line="15"/>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/errorbanner.cpp" line="40"/>
        <source>&lt;b&gt;%1&lt;/b&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::KeyNameDialog</name>
    <message>
        <location filename="../src/gui/keynamedialog.cpp" line="26"/>
        <source>&amp;Create Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keynamedialog.cpp" line="76"/>
        <source>%1 %2</source>
        <comment>error title, then explanation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keynamedialog.cpp" line="78"/>
        <source>%1
%2</source>
        <comment>error text, then the service&apos;s messages</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::KeyPromptBar</name>
    <message>
        <location filename="../src/gui/keypromptbar.cpp" line="32"/>
        <source>&amp;Use Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keypromptbar.cpp" line="33"/>
        <source>Sign &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keypromptbar.cpp" line="56"/>
        <source>New API key (fwd_…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keypromptbar.cpp" line="57"/>
        <source>New API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keypromptbar.cpp" line="103"/>
        <source>The new key was refused as well. Check that you copied the whole key, or create a new one in the service&apos;s dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keypromptbar.cpp" line="105"/>
        <source>The service refused ForwardDesk&apos;s API key: it may have been revoked. Enter a valid key to carry on, or sign out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keypromptbar.cpp" line="129"/>
        <source>Checking the new key…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogDetailPanel</name>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="38"/>
        <source>Select an entry to see all its fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="46"/>
        <source>&lt;b&gt;Entry details&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="52"/>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="52"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="60"/>
        <source>Entry details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="63"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="67"/>
        <source>Copy the selected fields, or all of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="72"/>
        <source>Copy details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="101"/>
        <source>Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="102"/>
        <source>As received from the service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="112"/>
        <source>Time</source>
        <extracomment>%1 the local time, %2 the same moment in UTC</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="113"/>
        <source>%1 (%2 UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="117"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="118"/>
        <source>The service says “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="119"/>
        <source>Sender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="120"/>
        <source>Recipient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="121"/>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="121"/>
        <source>(not forwarded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="122"/>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="124"/>
        <source>SMTP code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="126"/>
        <source>SMTP reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="127"/>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="128"/>
        <source>Message-ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="130"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/logdetailpanel.cpp" line="130"/>
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/logdetailpanel.cpp" line="138"/>
        <source>(nothing)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogSummaryWidget</name>
    <message>
        <location filename="../src/gui/logsummarywidget.cpp" line="60"/>
        <source>Log summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logsummarywidget.cpp" line="193"/>
        <location filename="../src/gui/logsummarywidget.cpp" line="291"/>
        <location filename="../src/gui/logsummarywidget.cpp" line="392"/>
        <source>%1: %L2</source>
        <extracomment>a status and how many shown entries have it, e.g. &quot;Delivered: 1,204&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logsummarywidget.cpp" line="197"/>
        <source>, </source>
        <extracomment>the separator between the counts of each status in the log summary</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logsummarywidget.cpp" line="300"/>
        <source>Entries per 5 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logsummarywidget.cpp" line="303"/>
        <source>Entries per 15 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logsummarywidget.cpp" line="306"/>
        <source>Entries per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logsummarywidget.cpp" line="309"/>
        <source>Entries per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logsummarywidget.cpp" line="312"/>
        <source>Entries per week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logsummarywidget.cpp" line="328"/>
        <source>No entries to chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/logsummarywidget.cpp" line="388"/>
        <source>%1: %n entries</source>
        <extracomment>%1 the start of a bar of the log chart (a date or a time), %n how many entries it holds</extracomment>
        <translation>
            <numerusform>%1: %n entry</numerusform>
            <numerusform>%1: %n entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogsPane</name>
    <message>
        <location filename="../src/gui/logspane.cpp" line="119"/>
        <source>Export Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="120"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="207"/>
        <source>&amp;Reload Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="209"/>
        <source>Load the newest entries again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="212"/>
        <source>&amp;Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="216"/>
        <source>Check for new entries regularly and add them at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="219"/>
        <source>&amp;Export Shown Entries…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="222"/>
        <source>Save the entries shown (after the filters) as a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="225"/>
        <source>&amp;Show Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="227"/>
        <source>Show the alias this mail was sent to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="230"/>
        <source>&amp;Disable Alias…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="232"/>
        <source>Stop forwarding mail sent to this entry&apos;s alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/logspane.cpp" line="246"/>
        <source>Check every %n seconds</source>
        <translation>
            <numerusform>Check every %n second</numerusform>
            <numerusform>Check every %n seconds</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="273"/>
        <source>Show &amp;All Statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="284"/>
        <source>All domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="291"/>
        <source>An alias address, or an alias id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="295"/>
        <source>Finds entries whose sender, recipient, destination, subject, SMTP reply or Message-ID contains the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="299"/>
        <source>All time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="300"/>
        <source>Last hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="301"/>
        <source>Last 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="302"/>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="303"/>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="320"/>
        <source>How many of the newest entries to load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="380"/>
        <source>Logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/logspane.cpp" line="515"/>
        <source>%n new log entries</source>
        <translation>
            <numerusform>%n new log entry</numerusform>
            <numerusform>%n new log entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/logspane.cpp" line="544"/>
        <source>Loaded %n log entries</source>
        <translation>
            <numerusform>Loaded %n log entry</numerusform>
            <numerusform>Loaded %n log entries</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="571"/>
        <source>The largest number of entries is loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="572"/>
        <source>Every entry the service keeps is loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="573"/>
        <source>Load more of the older entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/logspane.cpp" line="586"/>
        <source>Showing %L1 of %Ln loaded entries</source>
        <extracomment>%L1 how many entries the filters let through, %Ln how many are loaded</extracomment>
        <translation>
            <numerusform>Showing %L1 of %Ln loaded entry</numerusform>
            <numerusform>Showing %L1 of %Ln loaded entries</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="610"/>
        <source>The service does not provide this column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="648"/>
        <source>Status: all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="651"/>
        <source>Status: %1</source>
        <extracomment>the status filter button when one status is chosen, e.g. &quot;Status: Bounced&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/logspane.cpp" line="653"/>
        <source>Status: %n chosen</source>
        <translation>
            <numerusform>Status: %n chosen</numerusform>
            <numerusform>Status: %n chosen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="862"/>
        <source>Following the log: new entries appear at the top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="921"/>
        <source>%1 is not one of your domains any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="925"/>
        <source>Looking up the alias %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="936"/>
        <location filename="../src/gui/logspane.cpp" line="957"/>
        <location filename="../src/gui/logspane.cpp" line="977"/>
        <source>Disable Alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="937"/>
        <location filename="../src/gui/logspane.cpp" line="978"/>
        <source>%1

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="948"/>
        <source>There is no alias %1 any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="953"/>
        <source>The alias %1 is already disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="958"/>
        <source>Disable the alias %1? Mail sent to it will not be forwarded until you enable it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="961"/>
        <source>Disable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="982"/>
        <source>The alias %1 is disabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="1007"/>
        <source>forwarding-log-%1.csv</source>
        <extracomment>the suggested file name of a log export; keep it free of characters file systems refuse</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="1015"/>
        <source>Export Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/logspane.cpp" line="1016"/>
        <source>The log could not be saved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/logspane.cpp" line="1020"/>
        <source>Exported %n log entries to %1</source>
        <translation>
            <numerusform>Exported %n log entry to %1</numerusform>
            <numerusform>Exported %n log entries to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::MainWindow</name>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="62"/>
        <source>ForwardDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="66"/>
        <source>Sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="151"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="152"/>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="160"/>
        <source>&amp;Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="162"/>
        <source>&amp;Connect to an Account…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="165"/>
        <source>Sign &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="168"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="172"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="173"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="182"/>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="191"/>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="196"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="199"/>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="207"/>
        <source>Request &amp;Log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="210"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="212"/>
        <source>&amp;About ForwardDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="214"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="217"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="309"/>
        <source>Not signed in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="316"/>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="319"/>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="326"/>
        <source>Updated %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="350"/>
        <source>No domain %1 in this account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="375"/>
        <source>About ForwardDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindow.cpp" line="376"/>
        <source>&lt;h3&gt;ForwardDesk %1&lt;/h3&gt;&lt;p&gt;Manage the domains, aliases, forwarding logs and API keys of your e-mail forwarding account.&lt;/p&gt;&lt;p&gt;Your API key stays in the system&apos;s keychain.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::MainWindowController</name>
    <message>
        <location filename="../src/gui/mainwindowcontroller.cpp" line="25"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindowcontroller.cpp" line="47"/>
        <source>&lt;b&gt;No keychain is available.&lt;/b&gt; Your API key is kept for this run only and ForwardDesk will ask for it again next time. Install and unlock a keychain (GNOME Keyring, KWallet) to have it remembered safely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindowcontroller.cpp" line="92"/>
        <location filename="../src/gui/mainwindowcontroller.cpp" line="96"/>
        <source>Sign Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindowcontroller.cpp" line="93"/>
        <source>Sign out of %1? ForwardDesk forgets the API key of this account; you will need a key to connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindowcontroller.cpp" line="117"/>
        <source>No saved accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindowcontroller.cpp" line="124"/>
        <source>%1 — ForwardDesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/mainwindowcontroller.cpp" line="125"/>
        <source>ForwardDesk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::NewKeyDialog</name>
    <message>
        <location filename="../src/gui/newkeydialog.cpp" line="39"/>
        <source>&lt;b&gt;Your new API key is ready.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/newkeydialog.cpp" line="40"/>
        <source>&lt;b&gt;Your new API key “%1” is ready.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/newkeydialog.cpp" line="42"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/newkeydialog.cpp" line="52"/>
        <source>New API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/newkeydialog.cpp" line="58"/>
        <source>&amp;Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/newkeydialog.cpp" line="77"/>
        <source>Close Without Copying?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/newkeydialog.cpp" line="78"/>
        <source>You have not copied the key. Once this window is closed, it cannot be shown again, and you would have to create a new key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/newkeydialog.cpp" line="80"/>
        <source>&amp;Close Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/newkeydialog.cpp" line="117"/>
        <source>Copied. The clipboard will be cleared in %n second(s) if it still holds the key.</source>
        <translation>
            <numerusform>Copied. The clipboard will be cleared in %n second if it still holds the key.</numerusform>
            <numerusform>Copied. The clipboard will be cleared in %n seconds if it still holds the key.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::RequestLogDialog</name>
    <message>
        <location filename="../src/gui/requestlogdialog.cpp" line="16"/>
        <source>Request Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/requestlogdialog.cpp" line="17"/>
        <source>The requests ForwardDesk made to the service in this session, newest last. Headers and bodies are never recorded, so your key is not in here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ScreenshotTour</name>
    <message>
        <location filename="../src/gui/screenshottour.cpp" line="76"/>
        <source>Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/screenshottour.cpp" line="93"/>
        <source>Backup script</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::VerificationPanel</name>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="77"/>
        <source>At your DNS provider, add each record above. Use @ as the host for the domain itself (some providers want the host left empty instead). DNS changes can take from a few minutes to a day to be seen everywhere. Check DNS shows what is published right now; Verify asks the service to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="85"/>
        <source>Ask the service to check the DNS records (Ctrl+Shift+V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="88"/>
        <source>Look up what the world&apos;s DNS publishes now, without asking the service (Ctrl+Shift+D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="92"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="92"/>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="92"/>
        <source>Value to publish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="93"/>
        <source>The service found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="93"/>
        <location filename="../src/gui/verificationpanel.cpp" line="108"/>
        <source>What the world sees now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="94"/>
        <source>Copy the value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="115"/>
        <source>DNS check finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="195"/>
        <source>%1 (sent to the service as %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="200"/>
        <source>Last checked %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="203"/>
        <location filename="../src/gui/verificationpanel.cpp" line="249"/>
        <source>Not checked yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="223"/>
        <source>Full name: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="232"/>
        <source>Copy the value of the %1 record for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="238"/>
        <source>Copied %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="247"/>
        <source>The service found this record as expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="251"/>
        <source>Press Verify to let the service check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="253"/>
        <source>Nothing found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="253"/>
        <source>Not as expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="255"/>
        <source>The service did not find this record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="259"/>
        <source>The service found a different value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="274"/>
        <source>Not looked up yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="275"/>
        <source>Press Check DNS to see what DNS publishes now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="281"/>
        <source>DNS publishes the expected value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="284"/>
        <source>DNS publishes something else:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="287"/>
        <source>DNS publishes no such record yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="339"/>
        <source>Asking the service to check the DNS records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="360"/>
        <source>This domain is verified and active.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="361"/>
        <source>%1 is verified and active.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/verificationpanel.cpp" line="367"/>
        <source>Not verified yet: %n record(s) are missing or different. Publish them as shown above; DNS changes can take a while to be seen, so try again later.</source>
        <translation>
            <numerusform>Not verified yet: %n record is missing or different. Publish it as shown above; DNS changes can take a while to be seen, so try again later.</numerusform>
            <numerusform>Not verified yet: %n records are missing or different. Publish them as shown above; DNS changes can take a while to be seen, so try again later.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="370"/>
        <source>Not verified yet. DNS changes can take a while to be seen, so try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="371"/>
        <source>%1 is not verified yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/verificationpanel.cpp" line="379"/>
        <source>&lt;b&gt;%1&lt;/b&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::AliasModel</name>
    <message>
        <location filename="../src/models/aliasmodel.cpp" line="202"/>
        <source>Catch-all: every address of the domain without its own alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/aliasmodel.cpp" line="205"/>
        <source>%1 (sent to the service as %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/aliasmodel.cpp" line="212"/>
        <source>Turning forwarding on…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/aliasmodel.cpp" line="212"/>
        <source>Turning forwarding off…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/aliasmodel.cpp" line="214"/>
        <source>Forwarding is on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/aliasmodel.cpp" line="214"/>
        <source>Forwarding is off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/aliasmodel.cpp" line="296"/>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/aliasmodel.cpp" line="298"/>
        <source>Destinations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/aliasmodel.cpp" line="300"/>
        <source>Enabled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/aliasmodel.cpp" line="302"/>
        <source>Forwarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/aliasmodel.cpp" line="304"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/aliasmodel.cpp" line="306"/>
        <source>Updated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::ApiKeyModel</name>
    <message>
        <location filename="../src/models/apikeymodel.cpp" line="169"/>
        <location filename="../src/models/apikeymodel.cpp" line="171"/>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/apikeymodel.cpp" line="178"/>
        <source>ForwardDesk is signed in with this key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/apikeymodel.cpp" line="180"/>
        <source>The service does not show the start of this key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/apikeymodel.cpp" line="186"/>
        <source>This key does not expire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/apikeymodel.cpp" line="230"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/apikeymodel.cpp" line="232"/>
        <source>Prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/apikeymodel.cpp" line="234"/>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/apikeymodel.cpp" line="236"/>
        <source>Last used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/apikeymodel.cpp" line="238"/>
        <source>Expires</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::DomainModel</name>
    <message>
        <location filename="../src/models/domainmodel.cpp" line="73"/>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/domainmodel.cpp" line="75"/>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/domainmodel.cpp" line="77"/>
        <source>Failing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/domainmodel.cpp" line="81"/>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/domainmodel.cpp" line="112"/>
        <source>%1 (sent to the service as %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/domainmodel.cpp" line="159"/>
        <source>Domain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/domainmodel.cpp" line="161"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/domainmodel.cpp" line="163"/>
        <source>Aliases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/domainmodel.cpp" line="165"/>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/domainmodel.cpp" line="167"/>
        <source>Verified</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::LogModel</name>
    <message>
        <location filename="../src/models/logmodel.cpp" line="257"/>
        <source>Delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="259"/>
        <source>Deferred</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="261"/>
        <source>Bounced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="263"/>
        <source>Rejected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="265"/>
        <source>Spam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="269"/>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="307"/>
        <source>%1 (%2 UTC)</source>
        <extracomment>%1 the local time with seconds and zone, %2 the same moment in UTC</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="313"/>
        <source>%1 (the service says “%2”)</source>
        <extracomment>%1 the status word, %2 the service&apos;s own word for it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="370"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="372"/>
        <source>Sender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="374"/>
        <source>Recipient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="376"/>
        <source>Destination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="378"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="380"/>
        <source>SMTP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/logmodel.cpp" line="382"/>
        <source>Subject</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::RequestLogModel</name>
    <message>
        <location filename="../src/models/requestlogmodel.cpp" line="96"/>
        <source>No answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/requestlogmodel.cpp" line="98"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/requestlogmodel.cpp" line="168"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/requestlogmodel.cpp" line="170"/>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/requestlogmodel.cpp" line="172"/>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/requestlogmodel.cpp" line="174"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/requestlogmodel.cpp" line="176"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/requestlogmodel.cpp" line="178"/>
        <source>Attempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/requestlogmodel.cpp" line="180"/>
        <source>Request id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/models/requestlogmodel.cpp" line="182"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyInput</name>
    <message>
        <location filename="../src/gui/keyinput.cpp" line="28"/>
        <source>Hide key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keyinput.cpp" line="28"/>
        <source>Show key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keyinput.cpp" line="53"/>
        <source>API keys start with fwd_. Check that you copied the whole key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keyinput.cpp" line="56"/>
        <source>The key contains spaces. Copy it again from the service&apos;s dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keyinput.cpp" line="59"/>
        <source>The key contains characters that keys do not have. Copy it again from the service&apos;s dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/keyinput.cpp" line="61"/>
        <source>The key looks too short. Check that you copied the whole key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyNameDialog</name>
    <message>
        <location filename="../ui/keynamedialog.ui" line="14"/>
        <source>New API Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/keynamedialog.ui" line="20"/>
        <source>Name the key after the script or app that will use it, so that you know which key to revoke later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/keynamedialog.ui" line="32"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/keynamedialog.ui" line="45"/>
        <source>For example: Backup script</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogsPane</name>
    <message>
        <location filename="../ui/logspane.ui" line="19"/>
        <source>Show only entries with the checked statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/logspane.ui" line="26"/>
        <source>&amp;Domain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/logspane.ui" line="43"/>
        <source>&amp;Alias:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/logspane.ui" line="53"/>
        <source>Any alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/logspane.ui" line="63"/>
        <source>&amp;Time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/logspane.ui" line="76"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/logspane.ui" line="86"/>
        <source>&amp;to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/logspane.ui" line="96"/>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/logspane.ui" line="106"/>
        <source>Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/logspane.ui" line="120"/>
        <source>&amp;Newest entries to load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/logspane.ui" line="133"/>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/logspane.ui" line="140"/>
        <source>Load &amp;more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/logspane.ui" line="169"/>
        <source>Loading</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewKeyDialog</name>
    <message>
        <location filename="../ui/newkeydialog.ui" line="14"/>
        <source>New API Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/newkeydialog.ui" line="42"/>
        <source>Copy the key now and keep it somewhere safe. It will never be shown again: neither ForwardDesk nor the service can show it to you later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/newkeydialog.ui" line="56"/>
        <source>&amp;Key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/newkeydialog.ui" line="76"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/newkeydialog.ui" line="98"/>
        <source>&amp;Use this key for ForwardDesk from now on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/newkeydialog.ui" line="101"/>
        <source>ForwardDesk keeps the key in the system keychain for this account and signs in with it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../ui/preferencesdialog.ui" line="6"/>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.ui" line="17"/>
        <source>&amp;Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.ui" line="28"/>
        <source>As the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.ui" line="33"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.ui" line="38"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.ui" line="46"/>
        <source>&amp;Follow mode refreshes every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.ui" line="56"/>
        <location filename="../ui/preferencesdialog.ui" line="79"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.ui" line="69"/>
        <source>Clear a copied &amp;key after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/preferencesdialog.ui" line="94"/>
        <source>Your API keys are kept in the system&apos;s keychain; preferences never contain them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VerificationPanel</name>
    <message>
        <location filename="../ui/verificationpanel.ui" line="33"/>
        <source>Select a domain to see the DNS records it needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/verificationpanel.ui" line="83"/>
        <source>&amp;DNS records to publish at your DNS provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/verificationpanel.ui" line="161"/>
        <source>&amp;Check DNS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/verificationpanel.ui" line="168"/>
        <source>&amp;Verify</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../src/app/main.cpp" line="102"/>
        <source>Manage the domains, aliases, logs and API keys of a forwarding account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="106"/>
        <source>Try ForwardDesk with a local sandbox service and sample data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="111"/>
        <source>Service address to connect to; the key comes from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="116"/>
        <source>Quit once the first load has finished and print what was loaded and how long each step took.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="121"/>
        <source>Once the first load has finished, save a picture of each pane and dialog into &lt;folder&gt; and quit (used for the README).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="173"/>
        <source>--quit-after-load and --screenshots need --demo or --url.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="189"/>
        <source>Cannot start the sandbox service: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="193"/>
        <source>Demo account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="199"/>
        <source>Set %1 to the API key to use with --url.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
