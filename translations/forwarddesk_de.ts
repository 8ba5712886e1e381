<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AddDomainDialog</name>
    <message>
        <source>Add Domain</source>
        <translation>Domain hinzufügen</translation>
    </message>
    <message>
        <source>Add a domain you own. After adding it, publish the DNS records ForwardDesk shows you, then verify it.</source>
        <translation>Fügen Sie eine Domain hinzu, die Ihnen gehört. Veröffentlichen Sie danach die DNS-Einträge, die ForwardDesk Ihnen zeigt, und lassen Sie die Domain prüfen.</translation>
    </message>
    <message>
        <source>Domain &amp;name:</source>
        <translation>Domain-&amp;Name:</translation>
    </message>
    <message>
        <source>example.com</source>
        <translation>example.com</translation>
    </message>
</context>
<context>
    <name>AliasDialog</name>
    <message>
        <source>New Alias</source>
        <translation>Neuer Alias</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>hello</source>
        <translation>hallo</translation>
    </message>
    <message>
        <source>&amp;Catch-all (every address without its own alias)</source>
        <translation>&amp;Catch-all (jede Adresse ohne eigenen Alias)</translation>
    </message>
    <message>
        <source>&amp;Enabled (forward mail to the destinations)</source>
        <translation>A&amp;ktiv (E-Mails an die Ziele weiterleiten)</translation>
    </message>
    <message>
        <source>&amp;Destinations:</source>
        <translation>&amp;Ziele:</translation>
    </message>
</context>
<context>
    <name>BulkResultDialog</name>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a Forwarding Service</source>
        <translation>Mit einem Weiterleitungsdienst verbinden</translation>
    </message>
    <message>
        <source>Enter the address of your forwarding service and an API key. You create keys in the service&apos;s dashboard, under API keys.</source>
        <translation>Geben Sie die Adresse Ihres Weiterleitungsdienstes und einen API-Schlüssel ein. Schlüssel erstellen Sie im Dashboard des Dienstes unter „API-Schlüssel“.</translation>
    </message>
    <message>
        <source>Service &amp;address:</source>
        <translation>&amp;Adresse des Dienstes:</translation>
    </message>
    <message>
        <source>https://forward.example.com</source>
        <translation>https://forward.example.com</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>Account &amp;name:</source>
        <translation>&amp;Name des Kontos:</translation>
    </message>
    <message>
        <source>Optional, for example Work</source>
        <translation>Optional, zum Beispiel Arbeit</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The service cannot be reached.</source>
        <translation>Der Dienst ist nicht erreichbar.</translation>
    </message>
    <message>
        <source>The service did not answer in time.</source>
        <translation>Der Dienst hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Die Anfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The service&apos;s certificate could not be verified.</source>
        <translation>Das Zertifikat des Dienstes konnte nicht geprüft werden.</translation>
    </message>
    <message>
        <source>This address is not allowed.</source>
        <translation>Diese Adresse ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>The service redirected to another address.</source>
        <translation>Der Dienst hat auf eine andere Adresse umgeleitet.</translation>
    </message>
    <message>
        <source>The API key was refused.</source>
        <translation>Der API-Schlüssel wurde abgelehnt.</translation>
    </message>
    <message>
        <source>Your plan does not include API access.</source>
        <translation>Ihr Tarif enthält keinen API-Zugang.</translation>
    </message>
    <message>
        <source>The service refused this action.</source>
        <translation>Der Dienst hat diese Aktion abgelehnt.</translation>
    </message>
    <message>
        <source>Not found.</source>
        <translation>Nicht gefunden.</translation>
    </message>
    <message>
        <source>The domain is already verified.</source>
        <translation>Die Domain ist bereits verifiziert.</translation>
    </message>
    <message>
        <source>This conflicts with what the service already has.</source>
        <translation>Das widerspricht dem, was der Dienst bereits hat.</translation>
    </message>
    <message>
        <source>The service did not accept the input.</source>
        <translation>Der Dienst hat die Eingabe nicht angenommen.</translation>
    </message>
    <message>
        <source>Your plan&apos;s domain limit is reached.</source>
        <translation>Die Domain-Grenze Ihres Tarifs ist erreicht.</translation>
    </message>
    <message>
        <source>Too many requests.</source>
        <translation>Zu viele Anfragen.</translation>
    </message>
    <message>
        <source>The service had a problem.</source>
        <translation>Beim Dienst ist ein Problem aufgetreten.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read.</source>
        <translation>Die Antwort des Dienstes konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Check your connection and the service address. (%1)</source>
        <translation>Prüfen Sie Ihre Verbindung und die Adresse des Dienstes. (%1)</translation>
    </message>
    <message>
        <source>The service may be busy or the connection slow. Try again in a moment.</source>
        <translation>Der Dienst ist vielleicht ausgelastet oder die Verbindung langsam. Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>The connection is not safe, so ForwardDesk did not send your key. (%1)</source>
        <translation>Die Verbindung ist nicht sicher, deshalb hat ForwardDesk Ihren Schlüssel nicht gesendet. (%1)</translation>
    </message>
    <message>
        <source>Use an https:// address. Plain http:// is only allowed for this computer (localhost).</source>
        <translation>Verwenden Sie eine https://-Adresse. Einfaches http:// ist nur für diesen Computer (localhost) erlaubt.</translation>
    </message>
    <message>
        <source>ForwardDesk does not follow redirects to another host, so that your key stays with the service.</source>
        <translation>ForwardDesk folgt keinen Umleitungen auf einen anderen Host, damit Ihr Schlüssel beim Dienst bleibt.</translation>
    </message>
    <message>
        <source>The key may have been revoked or mistyped. Enter a valid key that starts with fwd_.</source>
        <translation>Der Schlüssel wurde vielleicht widerrufen oder falsch eingegeben. Geben Sie einen gültigen Schlüssel ein, der mit fwd_ beginnt.</translation>
    </message>
    <message>
        <source>API access needs the Creator, Pro or Business plan. Upgrade the plan in the service&apos;s dashboard.</source>
        <translation>Für den API-Zugang ist der Tarif Creator, Pro oder Business nötig. Wechseln Sie den Tarif im Dashboard des Dienstes.</translation>
    </message>
    <message>
        <source>Remove a domain or move to a larger plan to add more.</source>
        <translation>Entfernen Sie eine Domain oder wechseln Sie zu einem größeren Tarif, um weitere hinzuzufügen.</translation>
    </message>
    <message numerus="yes">
        <source>Wait %n second(s), then try again.</source>
        <translation>
            <numerusform>Warten Sie %n Sekunde und versuchen Sie es dann erneut.</numerusform>
            <numerusform>Warten Sie %n Sekunden und versuchen Sie es dann erneut.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait a little, then try again.</source>
        <translation>Warten Sie einen Moment und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>Try again later. (HTTP %1)</source>
        <translation>Versuchen Sie es später noch einmal. (HTTP %1)</translation>
    </message>
    <message>
        <source>It may have been removed elsewhere. Refresh to see the current state.</source>
        <translation>Es wurde vielleicht an anderer Stelle entfernt. Aktualisieren Sie, um den aktuellen Stand zu sehen.</translation>
    </message>
    <message>
        <source>Check that the address points to the forwarding service&apos;s API. (%1)</source>
        <translation>Prüfen Sie, ob die Adresse auf die API des Weiterleitungsdienstes zeigt. (%1)</translation>
    </message>
    <message>
        <source>No forwarding API was found at this address. Check the address: it is the one of the service itself, for example https://forward.example.com.</source>
        <translation>Unter dieser Adresse wurde keine Weiterleitungs-API gefunden. Prüfen Sie die Adresse: Es ist die des Dienstes selbst, zum Beispiel https://forward.example.com.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>an error&apos;s headline, then what it means</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2</source>
        <extracomment>an error&apos;s headline in bold, then what it means</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>The service&apos;s answer is too large.</source>
        <translation>Die Antwort des Dienstes ist zu groß.</translation>
    </message>
    <message>
        <source>The service&apos;s answer is not in the expected format.</source>
        <translation>Die Antwort des Dienstes hat nicht das erwartete Format.</translation>
    </message>
    <message>
        <source>The service&apos;s answer holds no list.</source>
        <translation>Die Antwort des Dienstes enthält keine Liste.</translation>
    </message>
    <message>
        <source>The service accepted the request but did not send the result back.</source>
        <translation>Der Dienst hat die Anfrage angenommen, aber das Ergebnis nicht zurückgeschickt.</translation>
    </message>
    <message numerus="yes">
        <source>The service asks to wait %n second(s) before trying again. (HTTP %1)</source>
        <translation>
            <numerusform>Der Dienst bittet, %n Sekunde zu warten, bevor Sie es erneut versuchen. (HTTP %1)</numerusform>
            <numerusform>Der Dienst bittet, %n Sekunden zu warten, bevor Sie es erneut versuchen. (HTTP %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>ForwardDesk stopped reading it to protect this computer&apos;s memory. The request log has the details.</source>
        <translation>ForwardDesk hat das Lesen abgebrochen, um den Speicher dieses Computers zu schützen. Einzelheiten stehen im Anfrageprotokoll.</translation>
    </message>
    <message>
        <source>The change was made; ForwardDesk reads the current state again to show it.</source>
        <translation>Die Änderung wurde vorgenommen; ForwardDesk liest den aktuellen Stand neu ein, um ihn anzuzeigen.</translation>
    </message>
    <message>
        <source>no name found</source>
        <translation>kein Name gefunden</translation>
    </message>
    <message>
        <source>no address found</source>
        <translation>keine Adresse gefunden</translation>
    </message>
    <message>
        <source>no id found</source>
        <translation>keine ID gefunden</translation>
    </message>
    <message>
        <source>no key value found</source>
        <translation>kein Schlüsselwert gefunden</translation>
    </message>
    <message>
        <source>no known field found</source>
        <translation>kein bekanntes Feld gefunden</translation>
    </message>
    <message numerus="yes">
        <source>%n domain(s) could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>%n Domain konnte nicht gelesen werden: %1; siehe Anfrageprotokoll.</numerusform>
            <numerusform>%n Domains konnten nicht gelesen werden: %1; siehe Anfrageprotokoll.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alias(es) could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>%n Alias konnte nicht gelesen werden: %1; siehe Anfrageprotokoll.</numerusform>
            <numerusform>%n Aliasse konnten nicht gelesen werden: %1; siehe Anfrageprotokoll.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log entries could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>%n Protokolleintrag konnte nicht gelesen werden: %1; siehe Anfrageprotokoll.</numerusform>
            <numerusform>%n Protokolleinträge konnten nicht gelesen werden: %1; siehe Anfrageprotokoll.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n API key(s) could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>%n API-Schlüssel konnte nicht gelesen werden: %1; siehe Anfrageprotokoll.</numerusform>
            <numerusform>%n API-Schlüssel konnten nicht gelesen werden: %1; siehe Anfrageprotokoll.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service answers in a shape ForwardDesk does not know: none of its records could be read. Check the address, or see the request log for the answer.</source>
        <translation>Der Dienst antwortet in einer Form, die ForwardDesk nicht kennt: Keiner seiner Datensätze konnte gelesen werden. Prüfen Sie die Adresse, oder sehen Sie die Antwort im Anfrageprotokoll an.</translation>
    </message>
    <message>
        <source>%1

%2</source>
        <extracomment>an error&apos;s headline, then what it means, in a message box</extracomment>
        <translation>%1

%2</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Core::DnsChecker</name>
    <message>
        <source>Nothing published</source>
        <translation>Nichts veröffentlicht</translation>
    </message>
    <message>
        <source>No answer from DNS in time</source>
        <translation>Keine rechtzeitige Antwort vom DNS</translation>
    </message>
    <message>
        <source>DNS lookup failed</source>
        <translation>DNS-Abfrage fehlgeschlagen</translation>
    </message>
    <message>
        <source>DNS lookup failed: %1</source>
        <translation>DNS-Abfrage fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Not checked for %1 records</source>
        <translation>Für %1-Einträge nicht abgefragt</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Wird abgefragt …</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AddDomainDialog</name>
    <message>
        <source>&amp;Add Domain</source>
        <translation>Domain &amp;hinzufügen</translation>
    </message>
    <message>
        <source>A domain name has no spaces.</source>
        <translation>Ein Domain-Name enthält keine Leerzeichen.</translation>
    </message>
    <message>
        <source>A domain name has at least two parts separated by a dot, such as example.com.</source>
        <translation>Ein Domain-Name hat mindestens zwei durch einen Punkt getrennte Teile, etwa example.com.</translation>
    </message>
    <message>
        <source>A domain name cannot start or end with a dot or have two dots in a row.</source>
        <translation>Ein Domain-Name kann nicht mit einem Punkt beginnen oder enden und keine zwei Punkte hintereinander haben.</translation>
    </message>
    <message>
        <source>Use only letters, digits and hyphens between the dots.</source>
        <translation>Verwenden Sie zwischen den Punkten nur Buchstaben, Ziffern und Bindestriche.</translation>
    </message>
    <message>
        <source>A part between dots cannot start or end with a hyphen.</source>
        <translation>Ein Teil zwischen Punkten kann nicht mit einem Bindestrich beginnen oder enden.</translation>
    </message>
    <message>
        <source>This international name cannot be written in the form DNS uses.</source>
        <translation>Dieser internationale Name lässt sich nicht in der Form schreiben, die DNS verwendet.</translation>
    </message>
    <message numerus="yes">
        <source>Each part between dots can have at most %n character(s) (in the form DNS uses).</source>
        <translation>
            <numerusform>Jeder Teil zwischen Punkten darf höchstens %n Zeichen haben (in der Form, die DNS verwendet).</numerusform>
            <numerusform>Jeder Teil zwischen Punkten darf höchstens %n Zeichen haben (in der Form, die DNS verwendet).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A domain name can have at most %n character(s) (in the form DNS uses).</source>
        <translation>
            <numerusform>Ein Domain-Name darf höchstens %n Zeichen haben (in der Form, die DNS verwendet).</numerusform>
            <numerusform>Ein Domain-Name darf höchstens %n Zeichen haben (in der Form, die DNS verwendet).</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent as %1</source>
        <translation>Gesendet als %1</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasDialog</name>
    <message>
        <source>Letters a–z, digits 0–9 and . _ + - (up to 64 characters)</source>
        <translation>Buchstaben a–z, Ziffern 0–9 und . _ + - (bis zu 64 Zeichen)</translation>
    </message>
    <message>
        <source>Receives mail sent to any address of the domain that has no alias of its own</source>
        <translation>Empfängt E-Mails an jede Adresse der Domain, die keinen eigenen Alias hat</translation>
    </message>
    <message>
        <source>Add Alias</source>
        <translation>Alias hinzufügen</translation>
    </message>
    <message>
        <source>New Alias</source>
        <translation>Neuer Alias</translation>
    </message>
    <message>
        <source>Edit Alias</source>
        <translation>Alias bearbeiten</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Whether an alias is the catch-all cannot be changed; add a new alias instead.</source>
        <translation>Ob ein Alias der Catch-all ist, lässt sich nicht ändern; fügen Sie stattdessen einen neuen Alias hinzu.</translation>
    </message>
    <message>
        <source>Enter the part of the address before the @.</source>
        <translation>Geben Sie den Teil der Adresse vor dem @ ein.</translation>
    </message>
    <message>
        <source>Use at most %1 characters.</source>
        <translation>Verwenden Sie höchstens %1 Zeichen.</translation>
    </message>
    <message>
        <source>Use only letters a–z, digits 0–9 and the characters . _ + -</source>
        <translation>Verwenden Sie nur Buchstaben a–z, Ziffern 0–9 und die Zeichen . _ + -</translation>
    </message>
    <message>
        <source>The address cannot start or end with a dot.</source>
        <translation>Die Adresse kann nicht mit einem Punkt beginnen oder enden.</translation>
    </message>
    <message>
        <source>The address cannot have two dots in a row.</source>
        <translation>Die Adresse kann keine zwei Punkte hintereinander haben.</translation>
    </message>
    <message>
        <source>This domain has a catch-all alias already; edit that one instead.</source>
        <translation>Diese Domain hat bereits einen Catch-all-Alias; bearbeiten Sie stattdessen diesen.</translation>
    </message>
    <message>
        <source>This domain has an alias with this address already.</source>
        <translation>Diese Domain hat bereits einen Alias mit dieser Adresse.</translation>
    </message>
    <message>
        <source>hello</source>
        <translation>hallo</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert …</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasItemDelegate</name>
    <message>
        <source>%1 — catch-all</source>
        <translation>%1 – Catch-all</translation>
    </message>
    <message>
        <source>Turning on…</source>
        <translation>Wird eingeschaltet …</translation>
    </message>
    <message>
        <source>Turning off…</source>
        <translation>Wird ausgeschaltet …</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Ein</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasPlanDialog</name>
    <message>
        <source>, </source>
        <extracomment>separator between destination addresses in a list</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>An&amp;wenden</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Import Aliases</source>
        <translation>Aliasse importieren</translation>
    </message>
    <message>
        <source>Replace a Destination</source>
        <translation>Ein Ziel ersetzen</translation>
    </message>
    <message>
        <source>Aliases in the file that do not exist are created, those that differ are changed (state and destinations). Aliases missing from the file stay as they are; nothing is deleted.</source>
        <translation>Aliasse aus der Datei, die es noch nicht gibt, werden erstellt; abweichende werden geändert (Zustand und Ziele). Aliasse, die in der Datei fehlen, bleiben, wie sie sind; nichts wird gelöscht.</translation>
    </message>
    <message>
        <source>C&amp;hoose File…</source>
        <translation>&amp;Datei auswählen …</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Domain for rows &amp;without one:</source>
        <translation>Domain für Zeilen &amp;ohne Domain:</translation>
    </message>
    <message>
        <source>for files without destinations, such as addy.io&apos;s</source>
        <translation>für Dateien ohne Ziele, etwa die von addy.io</translation>
    </message>
    <message>
        <source>Forward rows without &amp;destinations to:</source>
        <translation>Zeilen ohne &amp;Ziele weiterleiten an:</translation>
    </message>
    <message>
        <source>Every alias of every domain that forwards to the first address will forward to the second one instead. Nothing else of an alias changes.</source>
        <translation>Jeder Alias jeder Domain, der an die erste Adresse weiterleitet, leitet stattdessen an die zweite weiter. Sonst ändert sich nichts an einem Alias.</translation>
    </message>
    <message>
        <source>old@example.net</source>
        <translation>alt@example.net</translation>
    </message>
    <message>
        <source>new@example.org</source>
        <translation>neu@example.org</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Vorschau</translation>
    </message>
    <message>
        <source>&amp;Find destination:</source>
        <translation>Ziel &amp;suchen:</translation>
    </message>
    <message>
        <source>&amp;Replace with:</source>
        <translation>&amp;Ersetzen durch:</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Was geschieht</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Einzelheiten</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>The row names no alias.</source>
        <translation>Die Zeile nennt keinen Alias.</translation>
    </message>
    <message>
        <source>“%1” cannot be the part of an address before the @.</source>
        <translation>„%1“ kann nicht der Teil einer Adresse vor dem @ sein.</translation>
    </message>
    <message>
        <source>The row names no domain; choose one for rows without it.</source>
        <translation>Die Zeile nennt keine Domain; wählen Sie eine für Zeilen ohne Domain.</translation>
    </message>
    <message>
        <source>The row forwards nowhere; give an address for rows without destinations.</source>
        <translation>Die Zeile leitet nirgendwohin weiter; geben Sie eine Adresse für Zeilen ohne Ziele an.</translation>
    </message>
    <message>
        <source>“%1” is not an e-mail address.</source>
        <translation>„%1“ ist keine E-Mail-Adresse.</translation>
    </message>
    <message>
        <source>“%1” is neither true nor false.</source>
        <translation>„%1“ ist weder true noch false.</translation>
    </message>
    <message>
        <source>The alias is deleted at the service the file comes from.</source>
        <translation>Der Alias ist bei dem Dienst gelöscht, aus dem die Datei stammt.</translation>
    </message>
    <message>
        <source>This account has no domain %1.</source>
        <translation>Dieses Konto hat keine Domain %1.</translation>
    </message>
    <message>
        <source>An earlier row names the same alias.</source>
        <translation>Eine frühere Zeile nennt denselben Alias.</translation>
    </message>
    <message>
        <source>Alias files (*.csv *.json);;All files (*)</source>
        <translation>Alias-Dateien (*.csv *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The file is too large to be a list of aliases.</source>
        <translation>Die Datei ist zu groß für eine Liste von Aliassen.</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>Die Datei konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>This is not a file of aliases ForwardDesk can read: it needs ForwardDesk&apos;s columns, ImprovMX&apos;s (alias, forward) or addy.io&apos;s (email, active).</source>
        <translation>Das ist keine Alias-Datei, die ForwardDesk lesen kann: Sie braucht die Spalten von ForwardDesk, von ImprovMX (alias, forward) oder von addy.io (email, active).</translation>
    </message>
    <message>
        <source>Reading the aliases of all domains…</source>
        <translation>Die Aliasse aller Domains werden gelesen …</translation>
    </message>
    <message>
        <source>The aliases of %1 could not be read: %2</source>
        <translation>Die Aliasse von %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Erstellen</translation>
    </message>
    <message>
        <source>Forwards to %1.</source>
        <translation>Leitet an %1 weiter.</translation>
    </message>
    <message>
        <source>Forwards to %1, switched off.</source>
        <translation>Leitet an %1 weiter, ausgeschaltet.</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Ändern</translation>
    </message>
    <message>
        <source>Switched on; forwards to %1 (was %2).</source>
        <translation>Eingeschaltet; leitet an %1 weiter (bisher %2).</translation>
    </message>
    <message>
        <source>Switched off; forwards to %1 (was %2).</source>
        <translation>Ausgeschaltet; leitet an %1 weiter (bisher %2).</translation>
    </message>
    <message>
        <source>Forwards to %1 (was %2).</source>
        <translation>Leitet an %1 weiter (bisher %2).</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <source>Already as in the file.</source>
        <translation>Schon wie in der Datei.</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>Ungültig</translation>
    </message>
    <message>
        <source>The file holds no aliases.</source>
        <translation>Die Datei enthält keine Aliasse.</translation>
    </message>
    <message>
        <source>No alias forwards to that address.</source>
        <translation>Kein Alias leitet an diese Adresse weiter.</translation>
    </message>
    <message numerus="yes">
        <source>%n aliases will be created.</source>
        <translation>
            <numerusform>%n Alias wird erstellt.</numerusform>
            <numerusform>%n Aliasse werden erstellt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n aliases will be changed.</source>
        <translation>
            <numerusform>%n Alias wird geändert.</numerusform>
            <numerusform>%n Aliasse werden geändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n aliases are already as the file says.</source>
        <translation>
            <numerusform>%n Alias ist schon so, wie die Datei sagt.</numerusform>
            <numerusform>%n Aliasse sind schon so, wie die Datei sagt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows cannot be used and will be skipped.</source>
        <translation>
            <numerusform>%n Zeile ist nicht verwendbar und wird übersprungen.</numerusform>
            <numerusform>%n Zeilen sind nicht verwendbar und werden übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
    <message>
        <source>Nothing to do</source>
        <translation>Nichts zu tun</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Stopping after the change under way…</source>
        <translation>Wird nach der laufenden Änderung angehalten …</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Not done (stopped)</source>
        <translation>Nicht ausgeführt (angehalten)</translation>
    </message>
    <message numerus="yes">
        <source>%n changes were made.</source>
        <translation>
            <numerusform>%n Änderung wurde vorgenommen.</numerusform>
            <numerusform>%n Änderungen wurden vorgenommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changes failed; the Result column says why.</source>
        <translation>
            <numerusform>%n Änderung ist fehlgeschlagen; die Spalte „Ergebnis“ nennt den Grund.</numerusform>
            <numerusform>%n Änderungen sind fehlgeschlagen; die Spalte „Ergebnis“ nennt den Grund.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changes were not made because of Stop.</source>
        <translation>
            <numerusform>%n Änderung wurde wegen „Anhalten“ nicht vorgenommen.</numerusform>
            <numerusform>%n Änderungen wurden wegen „Anhalten“ nicht vorgenommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not done (account switched)</source>
        <translation>Nicht ausgeführt (Konto gewechselt)</translation>
    </message>
    <message>
        <source>The account was switched while the changes were made; the rows without a result were not changed, or their outcome is unknown.</source>
        <translation>Das Konto wurde gewechselt, während die Änderungen vorgenommen wurden; die Zeilen ohne Ergebnis wurden nicht geändert, oder ihr Ergebnis ist unbekannt.</translation>
    </message>
    <message>
        <source>The account was switched; close this window and open it again.</source>
        <translation>Das Konto wurde gewechselt; schließen Sie dieses Fenster und öffnen Sie es erneut.</translation>
    </message>
    <message numerus="yes">
        <source>Reading the aliases of all domains: %1 of %n…</source>
        <translation>
            <numerusform>Die Aliasse aller Domains werden gelesen: %1 von %n …</numerusform>
            <numerusform>Die Aliasse aller Domains werden gelesen: %1 von %n …</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Die Datei wird gelesen …</translation>
    </message>
    <message>
        <source>Preparing the preview…</source>
        <translation>Die Vorschau wird erstellt …</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasTransferActions</name>
    <message>
        <source>Import and E&amp;xport</source>
        <translation>Import und E&amp;xport</translation>
    </message>
    <message>
        <source>&amp;Import Aliases…</source>
        <translation>Aliasse &amp;importieren …</translation>
    </message>
    <message>
        <source>E&amp;xport Aliases of This Domain…</source>
        <translation>Aliasse dieser Domain e&amp;xportieren …</translation>
    </message>
    <message>
        <source>Export &amp;All Aliases…</source>
        <translation>&amp;Alle Aliasse exportieren …</translation>
    </message>
    <message>
        <source>&amp;Replace a Destination…</source>
        <translation>Ein Ziel &amp;ersetzen …</translation>
    </message>
    <message>
        <source>&amp;Undo Delete</source>
        <translation>Löschen &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>Create and change aliases from a CSV or JSON file</source>
        <translation>Aliasse aus einer CSV- oder JSON-Datei erstellen und ändern</translation>
    </message>
    <message>
        <source>Make every alias that forwards to one address forward to another</source>
        <translation>Jeden Alias, der an eine Adresse weiterleitet, an eine andere weiterleiten lassen</translation>
    </message>
    <message>
        <source>&amp;Undo Delete of %1</source>
        <translation>Löschen von %1 &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Export Aliases</source>
        <translation>Aliasse exportieren</translation>
    </message>
    <message>
        <source>Reading aliases for the export…</source>
        <translation>Aliasse für den Export werden gelesen …</translation>
    </message>
    <message>
        <source>The aliases could not be saved: %1</source>
        <translation>Die Aliasse konnten nicht gespeichert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n aliases to %1.</source>
        <translation>
            <numerusform>%n Alias nach %1 exportiert.</numerusform>
            <numerusform>%n Aliasse nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The aliases of %1 could not be read: %2</source>
        <translation>Die Aliasse von %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 was not restored: %2</source>
        <translation>%1 wurde nicht wiederhergestellt: %2</translation>
    </message>
    <message>
        <source>Restored %1.</source>
        <translation>%1 wiederhergestellt.</translation>
    </message>
    <message numerus="yes">
        <source>Reading aliases for the export: %1 of %n domains…</source>
        <translation>
            <numerusform>Aliasse für den Export werden gelesen: %1 von %n Domain …</numerusform>
            <numerusform>Aliasse für den Export werden gelesen: %1 von %n Domains …</numerusform>
        </translation>
    </message>
    <message>
        <source>The export stopped: the account was switched or signed out.</source>
        <translation>Der Export wurde beendet: Das Konto wurde gewechselt, oder Sie haben sich abgemeldet.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasesPane</name>
    <message>
        <source>&amp;Domain:</source>
        <translation>&amp;Domain:</translation>
    </message>
    <message>
        <source>Choose a domain</source>
        <translation>Domain auswählen</translation>
    </message>
    <message>
        <source>Filter by address or destination</source>
        <translation>Nach Adresse oder Ziel filtern</translation>
    </message>
    <message>
        <source>Filter aliases</source>
        <translation>Aliasse filtern</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Inaktiv</translation>
    </message>
    <message>
        <source>Catch-all</source>
        <translation>Catch-all</translation>
    </message>
    <message>
        <source>&amp;New Alias…</source>
        <translation>&amp;Neuer Alias …</translation>
    </message>
    <message>
        <source>Add an alias to this domain (Ctrl+N)</source>
        <translation>Dieser Domain einen Alias hinzufügen (Strg+N)</translation>
    </message>
    <message>
        <source>&amp;Edit Alias…</source>
        <translation>Alias &amp;bearbeiten …</translation>
    </message>
    <message>
        <source>E&amp;nable</source>
        <translation>&amp;Aktivieren</translation>
    </message>
    <message>
        <source>Turn forwarding on for the selected aliases</source>
        <translation>Weiterleitung für die ausgewählten Aliasse einschalten</translation>
    </message>
    <message>
        <source>&amp;Disable</source>
        <translation>&amp;Deaktivieren</translation>
    </message>
    <message>
        <source>Turn forwarding off for the selected aliases</source>
        <translation>Weiterleitung für die ausgewählten Aliasse ausschalten</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>&amp;Löschen …</translation>
    </message>
    <message>
        <source>Delete the selected aliases (Del)</source>
        <translation>Die ausgewählten Aliasse löschen (Entf)</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Aliasse</translation>
    </message>
    <message>
        <source>Loading aliases…</source>
        <translation>Aliasse werden geladen …</translation>
    </message>
    <message>
        <source>Choose a domain first.</source>
        <translation>Wählen Sie zuerst eine Domain aus.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>%1 hinzugefügt.</translation>
    </message>
    <message>
        <source>Forwarding for %1 is on.</source>
        <translation>Weiterleitung für %1 ist eingeschaltet.</translation>
    </message>
    <message>
        <source>Forwarding for %1 is off.</source>
        <translation>Weiterleitung für %1 ist ausgeschaltet.</translation>
    </message>
    <message>
        <source>Forwarding for %1 was not turned on: %2</source>
        <translation>Weiterleitung für %1 wurde nicht eingeschaltet: %2</translation>
    </message>
    <message>
        <source>Forwarding for %1 was not turned off: %2</source>
        <translation>Weiterleitung für %1 wurde nicht ausgeschaltet: %2</translation>
    </message>
    <message>
        <source>Delete Aliases</source>
        <translation>Aliasse löschen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete the catch-all alias %1? Mail to addresses without an alias of their own will no longer be forwarded.</source>
        <translation>Den Catch-all-Alias %1 löschen? E-Mails an Adressen ohne eigenen Alias werden dann nicht mehr weitergeleitet.</translation>
    </message>
    <message>
        <source>Delete the alias %1? Mail to this address will no longer be forwarded.</source>
        <translation>Den Alias %1 löschen? E-Mails an diese Adresse werden dann nicht mehr weitergeleitet.</translation>
    </message>
    <message>
        <source>Delete Alias</source>
        <translation>Alias löschen</translation>
    </message>
    <message>
        <source>%1 was not deleted: %2</source>
        <translation>%1 wurde nicht gelöscht: %2</translation>
    </message>
    <message>
        <source>Copied %1.</source>
        <translation>%1 kopiert.</translation>
    </message>
    <message>
        <source>Enable Aliases</source>
        <translation>Aliasse aktivieren</translation>
    </message>
    <message>
        <source>Disable Aliases</source>
        <translation>Aliasse deaktivieren</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Deleting %1…</source>
        <translation>%1 wird gelöscht …</translation>
    </message>
    <message>
        <source>Enabling %1…</source>
        <translation>%1 wird aktiviert …</translation>
    </message>
    <message>
        <source>Disabling %1…</source>
        <translation>%1 wird deaktiviert …</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Gelöscht</translation>
    </message>
    <message>
        <source>Not done: stopped before this alias</source>
        <translation>Nicht ausgeführt: vor diesem Alias angehalten</translation>
    </message>
    <message>
        <source>Choose a domain to see its aliases.</source>
        <translation>Wählen Sie eine Domain aus, um ihre Aliasse zu sehen.</translation>
    </message>
    <message>
        <source>No aliases yet. Add one with New Alias (Ctrl+N).</source>
        <translation>Noch keine Aliasse. Fügen Sie einen mit „Neuer Alias“ (Strg+N) hinzu.</translation>
    </message>
    <message>
        <source>Aliases changed: %L1.</source>
        <translation>Geänderte Aliasse: %L1.</translation>
    </message>
    <message>
        <source>Aliases not changed: %L1. The report says why.</source>
        <translation>Nicht geänderte Aliasse: %L1. Der Bericht nennt die Gründe.</translation>
    </message>
    <message>
        <source>Aliases: %L1</source>
        <translation>Aliasse: %L1</translation>
    </message>
    <message>
        <source>Aliases: %L1 of %L2 shown</source>
        <translation>Aliasse: %L1 von %L2 angezeigt</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln aliases? Mail to these addresses will no longer be forwarded.</source>
        <translation>
            <numerusform>%Ln Alias löschen? E-Mails an diese Adresse werden dann nicht mehr weitergeleitet.</numerusform>
            <numerusform>%Ln Aliasse löschen? E-Mails an diese Adressen werden dann nicht mehr weitergeleitet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln addresses.</source>
        <translation>
            <numerusform>%Ln Adresse kopiert.</numerusform>
            <numerusform>%Ln Adressen kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the alias filter</source>
        <translation>Aliasfilter leeren</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>The aliases of the chosen domain. Enter or F2 edits the selected alias; Ctrl+E turns it on, Ctrl+Shift+E off.</source>
        <translation>Die Aliasse der ausgewählten Domain. Eingabe oder F2 bearbeitet den ausgewählten Alias; Strg+E schaltet ihn ein, Strg+Umschalt+E aus.</translation>
    </message>
    <message>
        <source>&amp;Aliases</source>
        <translation>A&amp;liasse</translation>
    </message>
    <message>
        <source>A change of %1 is still on its way; try again once it is done.</source>
        <translation>Eine Änderung an %1 läuft noch; versuchen Sie es erneut, wenn sie abgeschlossen ist.</translation>
    </message>
    <message>
        <source>Deleted %1. Ctrl+Z brings it back.</source>
        <translation>%1 gelöscht. Strg+Z stellt ihn wieder her.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ApiKeysPane</name>
    <message>
        <source>&amp;New Key…</source>
        <translation>&amp;Neuer Schlüssel …</translation>
    </message>
    <message>
        <source>&amp;Revoke Key…</source>
        <translation>Schlüssel &amp;widerrufen …</translation>
    </message>
    <message>
        <source>Copy &amp;Prefix</source>
        <translation>&amp;Präfix kopieren</translation>
    </message>
    <message>
        <source>Scripts and other apps use API keys to reach your account. A key&apos;s value is shown only once, when it is created; this list shows the first characters of each key.</source>
        <translation>Skripte und andere Apps greifen mit API-Schlüsseln auf Ihr Konto zu. Der Wert eines Schlüssels wird nur einmal gezeigt, wenn er erstellt wird; diese Liste zeigt die ersten Zeichen jedes Schlüssels.</translation>
    </message>
    <message>
        <source>Create an API key; its value is shown once (Ctrl+N)</source>
        <translation>Einen API-Schlüssel erstellen; sein Wert wird einmal gezeigt (Strg+N)</translation>
    </message>
    <message>
        <source>Revoke the selected key; anything using it stops working (Del)</source>
        <translation>Den ausgewählten Schlüssel widerrufen; alles, was ihn nutzt, funktioniert dann nicht mehr (Entf)</translation>
    </message>
    <message>
        <source>Copy the first characters of the selected key, to find where it is used</source>
        <translation>Die ersten Zeichen des ausgewählten Schlüssels kopieren, um zu finden, wo er genutzt wird</translation>
    </message>
    <message>
        <source>API keys</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>API Keys</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Loading API keys…</source>
        <translation>API-Schlüssel werden geladen …</translation>
    </message>
    <message numerus="yes">
        <source>%n API key(s)</source>
        <translation>
            <numerusform>%n API-Schlüssel</numerusform>
            <numerusform>%n API-Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>API key “%1” created</source>
        <translation>API-Schlüssel „%1“ erstellt</translation>
    </message>
    <message>
        <source>Revoke the Key ForwardDesk Uses?</source>
        <translation>Den Schlüssel widerrufen, den ForwardDesk nutzt?</translation>
    </message>
    <message>
        <source>Revoke the API key “%1”?

ForwardDesk uses this key. After revoking it, ForwardDesk will ask you for another key. Any script using this key will stop working at once too. This cannot be undone.</source>
        <translation>Den API-Schlüssel „%1“ widerrufen?

ForwardDesk nutzt diesen Schlüssel. Danach fragt ForwardDesk Sie nach einem anderen Schlüssel. Auch jedes Skript, das diesen Schlüssel nutzt, funktioniert sofort nicht mehr. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Widerrufen</translation>
    </message>
    <message>
        <source>Revoke API Key?</source>
        <translation>API-Schlüssel widerrufen?</translation>
    </message>
    <message>
        <source>Revoke the API key “%1”?

Any script using this key will stop working at once. This cannot be undone.</source>
        <translation>Den API-Schlüssel „%1“ widerrufen?

Jedes Skript, das diesen Schlüssel nutzt, funktioniert sofort nicht mehr. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Revoking “%1”…</source>
        <translation>„%1“ wird widerrufen …</translation>
    </message>
    <message>
        <source>Key Not Revoked</source>
        <translation>Schlüssel nicht widerrufen</translation>
    </message>
    <message>
        <source>API key “%1” revoked</source>
        <translation>API-Schlüssel „%1“ widerrufen</translation>
    </message>
    <message>
        <source>Copied the prefix of “%1”</source>
        <translation>Präfix von „%1“ kopiert</translation>
    </message>
    <message>
        <source>“%1” was not revoked. %2</source>
        <translation>„%1“ wurde nicht widerrufen. %2</translation>
    </message>
    <message>
        <source>API &amp;Keys</source>
        <translation>API-&amp;Schlüssel</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::BulkResultDialog</name>
    <message>
        <source>All done.</source>
        <translation>Alles erledigt.</translation>
    </message>
    <message>
        <source>Done: %L1. Failed: %L2.</source>
        <translation>Erledigt: %L1. Fehlgeschlagen: %L2.</translation>
    </message>
    <message>
        <source>Done: %L1. Failed: %L2. Not done (cancelled): %L3.</source>
        <translation>Erledigt: %L1. Fehlgeschlagen: %L2. Nicht ausgeführt (abgebrochen): %L3.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Each alias and what became of it</source>
        <translation>Jeder Alias und was aus ihm wurde</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ConnectDialog</name>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Enter the address of the service, for example https://forward.example.com.</source>
        <translation>Geben Sie die Adresse des Dienstes ein, zum Beispiel https://forward.example.com.</translation>
    </message>
    <message>
        <source>Enter the API key.</source>
        <translation>Geben Sie den API-Schlüssel ein.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt …</translation>
    </message>
    <message>
        <source>The address of the service itself. Without https:// in front, ForwardDesk adds it.</source>
        <translation>Die Adresse des Dienstes selbst. Fehlt https:// am Anfang, ergänzt ForwardDesk es.</translation>
    </message>
    <message>
        <source>Plain http:// is fine here: the service runs on this computer.</source>
        <translation>Einfaches http:// ist hier in Ordnung: Der Dienst läuft auf diesem Computer.</translation>
    </message>
    <message>
        <source>Plain http:// would send your key unencrypted over the network, so ForwardDesk only allows it for a service on this computer. Use https://.</source>
        <translation>Mit einfachem http:// ginge Ihr Schlüssel unverschlüsselt über das Netz, daher erlaubt ForwardDesk es nur für einen Dienst auf diesem Computer. Verwenden Sie https://.</translation>
    </message>
    <message>
        <source>Use an address that starts with https://.</source>
        <translation>Verwenden Sie eine Adresse, die mit https:// beginnt.</translation>
    </message>
    <message>
        <source>ForwardDesk keeps the key in your system&apos;s keychain, never in a file.</source>
        <translation>ForwardDesk bewahrt den Schlüssel im Schlüsselbund Ihres Systems auf, nie in einer Datei.</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %Ln domain(s)</source>
        <translation>
            <numerusform>Verbunden: %Ln Domain</numerusform>
            <numerusform>Verbunden: %Ln Domains</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::CurrentKeyDelegate</name>
    <message>
        <source>this app</source>
        <translation>diese App</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::DestinationsEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Double-click an address to change it. Paste several at once with Ctrl+V.</source>
        <translation>Doppelklicken Sie auf eine Adresse, um sie zu ändern. Fügen Sie mehrere auf einmal mit Strg+V ein.</translation>
    </message>
    <message>
        <source>name@example.net, …</source>
        <translation>name@example.net, …</translation>
    </message>
    <message>
        <source>Type or paste addresses; separate several with commas, spaces or line breaks</source>
        <translation>Adressen eingeben oder einfügen; mehrere durch Kommas, Leerzeichen oder Zeilenumbrüche trennen</translation>
    </message>
    <message>
        <source>Add the typed addresses to the list</source>
        <translation>Die eingegebenen Adressen zur Liste hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected addresses</source>
        <translation>Die ausgewählten Adressen entfernen</translation>
    </message>
    <message>
        <source>Add at least one destination.</source>
        <translation>Fügen Sie mindestens ein Ziel hinzu.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not a valid e-mail address</source>
        <translation>keine gültige E-Mail-Adresse</translation>
    </message>
    <message>
        <source>listed twice</source>
        <translation>doppelt aufgeführt</translation>
    </message>
    <message>
        <source>Destinations to add</source>
        <translation>Hinzuzufügende Ziele</translation>
    </message>
    <message>
        <source>Clear the addresses to add</source>
        <translation>Hinzuzufügende Adressen leeren</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::DomainsPane</name>
    <message>
        <source>Filter domains (Ctrl+F)</source>
        <translation>Domains filtern (Strg+F)</translation>
    </message>
    <message>
        <source>Filter domains</source>
        <translation>Domains filtern</translation>
    </message>
    <message>
        <source>&amp;Add Domain…</source>
        <translation>Domain &amp;hinzufügen …</translation>
    </message>
    <message>
        <source>Add a domain to the account (Ctrl+N)</source>
        <translation>Dem Konto eine Domain hinzufügen (Strg+N)</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Verifizieren</translation>
    </message>
    <message>
        <source>Ask the service to check the selected domain&apos;s DNS records</source>
        <translation>Den Dienst die DNS-Einträge der ausgewählten Domain prüfen lassen</translation>
    </message>
    <message>
        <source>Check &amp;DNS</source>
        <translation>&amp;DNS abfragen</translation>
    </message>
    <message>
        <source>Look up what DNS publishes now for the selected domain, without the service</source>
        <translation>Ohne den Dienst abfragen, was DNS für die ausgewählte Domain jetzt veröffentlicht</translation>
    </message>
    <message>
        <source>Show A&amp;liases</source>
        <translation>Aliasse &amp;zeigen</translation>
    </message>
    <message>
        <source>Show the aliases of the selected domain (Enter)</source>
        <translation>Die Aliasse der ausgewählten Domain zeigen (Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Copy Domain Name</source>
        <translation>Domain-Namen &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Delete Domain…</source>
        <translation>Domain &amp;löschen …</translation>
    </message>
    <message>
        <source>Delete the selected domain and its aliases (Del)</source>
        <translation>Die ausgewählte Domain und ihre Aliasse löschen (Entf)</translation>
    </message>
    <message>
        <source>Domains</source>
        <translation>Domains</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>%1 kopiert</translation>
    </message>
    <message>
        <source>Added %1. Publish its DNS records, then verify it.</source>
        <translation>%1 hinzugefügt. Veröffentlichen Sie ihre DNS-Einträge und verifizieren Sie sie dann.</translation>
    </message>
    <message>
        <source>Delete the domain %1?

Its aliases are deleted with it. This cannot be undone.</source>
        <translation>Die Domain %1 löschen?

Ihre Aliasse werden mit gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Delete the domain %1?

It has no aliases. This cannot be undone.</source>
        <translation>Die Domain %1 löschen?

Sie hat keine Aliasse. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Delete Domain</source>
        <translation>Domain löschen</translation>
    </message>
    <message>
        <source>Deleting %1…</source>
        <translation>%1 wird gelöscht …</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>%1 gelöscht.</translation>
    </message>
    <message>
        <source>Domain Not Deleted</source>
        <translation>Domain nicht gelöscht</translation>
    </message>
    <message numerus="yes">
        <source>Delete the domain %1?

Its %Ln alias(es) are deleted with it. This cannot be undone.</source>
        <translation>
            <numerusform>Die Domain %1 löschen?

Ihr %Ln Alias wird mit gelöscht. Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>Die Domain %1 löschen?

Ihre %Ln Aliasse werden mit gelöscht. Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The domain %1 was not deleted.

%2</source>
        <translation>Die Domain %1 wurde nicht gelöscht.

%2</translation>
    </message>
    <message>
        <source>Clear the domain filter</source>
        <translation>Domainfilter leeren</translation>
    </message>
    <message>
        <source>The domains of the account with their verification status. Enter shows the aliases of the selected domain; its DNS records are listed below.</source>
        <translation>Die Domains des Kontos mit ihrem Verifizierungsstatus. Eingabe zeigt die Aliasse der ausgewählten Domain; ihre DNS-Einträge stehen darunter.</translation>
    </message>
    <message>
        <source>&amp;Domains</source>
        <translation>D&amp;omains</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ErrorBanner</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Show Request &amp;Log</source>
        <translation>Anfrage&amp;protokoll zeigen</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::KeyNameDialog</name>
    <message>
        <source>&amp;Create Key</source>
        <translation>Schlüssel &amp;erstellen</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <comment>error text, then the service&apos;s messages</comment>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Clear the name</source>
        <translation>Namen leeren</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::KeyPromptBar</name>
    <message>
        <source>&amp;Use Key</source>
        <translation>Schlüssel &amp;verwenden</translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation>&amp;Abmelden</translation>
    </message>
    <message>
        <source>New API key (fwd_…)</source>
        <translation>Neuer API-Schlüssel (fwd_…)</translation>
    </message>
    <message>
        <source>New API key</source>
        <translation>Neuer API-Schlüssel</translation>
    </message>
    <message>
        <source>The new key was refused as well. Check that you copied the whole key, or create a new one in the service&apos;s dashboard.</source>
        <translation>Auch der neue Schlüssel wurde abgelehnt. Prüfen Sie, ob Sie den ganzen Schlüssel kopiert haben, oder erstellen Sie im Dashboard des Dienstes einen neuen.</translation>
    </message>
    <message>
        <source>The service refused ForwardDesk&apos;s API key: it may have been revoked. Enter a valid key to carry on, or sign out.</source>
        <translation>Der Dienst hat den API-Schlüssel von ForwardDesk abgelehnt: Er wurde vielleicht widerrufen. Geben Sie einen gültigen Schlüssel ein, um weiterzumachen, oder melden Sie sich ab.</translation>
    </message>
    <message>
        <source>Checking the new key…</source>
        <translation>Der neue Schlüssel wird geprüft …</translation>
    </message>
    <message>
        <source>Clear the key</source>
        <translation>Schlüssel leeren</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogDetailPanel</name>
    <message>
        <source>Select an entry to see all its fields.</source>
        <translation>Wählen Sie einen Eintrag aus, um alle seine Felder zu sehen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Entry details&lt;/b&gt;</source>
        <translation>&lt;b&gt;Details des Eintrags&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Entry details</source>
        <translation>Details des Eintrags</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the selected fields, or all of them</source>
        <translation>Die ausgewählten Felder kopieren, oder alle</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Details kopieren</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>As received from the service</source>
        <translation>Wie vom Dienst erhalten</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>%1 the local time, %2 the same moment in UTC</extracomment>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>%1 (%2 UTC)</source>
        <translation>%1 (%2 UTC)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>The service says “%1”</source>
        <translation>Der Dienst meldet „%1“</translation>
    </message>
    <message>
        <source>Sender</source>
        <translation>Absender</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>(not forwarded)</source>
        <translation>(nicht weitergeleitet)</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>SMTP code</source>
        <translation>SMTP-Code</translation>
    </message>
    <message>
        <source>SMTP reply</source>
        <translation>SMTP-Antwort</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Betreff</translation>
    </message>
    <message>
        <source>Message-ID</source>
        <translation>Message-ID</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message numerus="yes">
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln Byte</numerusform>
            <numerusform>%Ln Byte</numerusform>
        </translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogSummaryWidget</name>
    <message>
        <source>Log summary</source>
        <translation>Zusammenfassung des Protokolls</translation>
    </message>
    <message>
        <source>%1: %L2</source>
        <extracomment>a status and how many shown entries have it, e.g. &quot;Delivered: 1,204&quot;</extracomment>
        <translation>%1: %L2</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>the separator between the counts of each status in the log summary</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Entries per 5 minutes</source>
        <translation>Einträge je 5 Minuten</translation>
    </message>
    <message>
        <source>Entries per 15 minutes</source>
        <translation>Einträge je 15 Minuten</translation>
    </message>
    <message>
        <source>Entries per hour</source>
        <translation>Einträge je Stunde</translation>
    </message>
    <message>
        <source>Entries per day</source>
        <translation>Einträge je Tag</translation>
    </message>
    <message>
        <source>Entries per week</source>
        <translation>Einträge je Woche</translation>
    </message>
    <message>
        <source>No entries to chart</source>
        <translation>Keine Einträge für das Diagramm</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln entries</source>
        <extracomment>%1 the start of a bar of the log chart (a date or a time), %n how many entries it holds</extracomment>
        <translation>
            <numerusform>%1: %Ln Eintrag</numerusform>
            <numerusform>%1: %Ln Einträge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogsPane</name>
    <message>
        <source>Export Log</source>
        <translation>Protokoll exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>&amp;Reload Log</source>
        <translation>Protokoll neu &amp;laden</translation>
    </message>
    <message>
        <source>Load the newest entries again</source>
        <translation>Die neuesten Einträge erneut laden</translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation>Mit&amp;verfolgen</translation>
    </message>
    <message>
        <source>Check for new entries regularly and add them at the top</source>
        <translation>Regelmäßig nach neuen Einträgen sehen und sie oben anfügen</translation>
    </message>
    <message>
        <source>&amp;Export Shown Entries…</source>
        <translation>Angezeigte Einträge &amp;exportieren …</translation>
    </message>
    <message>
        <source>Save the entries shown (after the filters) as a CSV file</source>
        <translation>Die angezeigten Einträge (nach den Filtern) als CSV-Datei speichern</translation>
    </message>
    <message>
        <source>&amp;Show Alias</source>
        <translation>Alias zei&amp;gen</translation>
    </message>
    <message>
        <source>Show the alias this mail was sent to</source>
        <translation>Den Alias zeigen, an den diese E-Mail ging</translation>
    </message>
    <message>
        <source>&amp;Disable Alias…</source>
        <translation>Alias &amp;deaktivieren …</translation>
    </message>
    <message>
        <source>Stop forwarding mail sent to this entry&apos;s alias</source>
        <translation>E-Mails an den Alias dieses Eintrags nicht mehr weiterleiten</translation>
    </message>
    <message numerus="yes">
        <source>Check every %n seconds</source>
        <translation>
            <numerusform>Im Abstand von %n Sekunde nachsehen</numerusform>
            <numerusform>Im Abstand von %n Sekunden nachsehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Show &amp;All Statuses</source>
        <translation>&amp;Alle Status zeigen</translation>
    </message>
    <message>
        <source>All domains</source>
        <translation>Alle Domains</translation>
    </message>
    <message>
        <source>An alias address, or an alias id</source>
        <translation>Eine Alias-Adresse oder eine Alias-ID</translation>
    </message>
    <message>
        <source>Finds entries whose sender, recipient, destination, subject, SMTP reply or Message-ID contains the text</source>
        <translation>Findet Einträge, deren Absender, Empfänger, Ziel, Betreff, SMTP-Antwort oder Message-ID den Text enthält</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Gesamter Zeitraum</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Letzte Stunde</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Eigener Zeitraum …</translation>
    </message>
    <message>
        <source>How many of the newest entries to load</source>
        <translation>Wie viele der neuesten Einträge geladen werden</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>The largest number of entries is loaded</source>
        <translation>Die größte Anzahl an Einträgen ist geladen</translation>
    </message>
    <message>
        <source>Every entry the service keeps is loaded</source>
        <translation>Alle Einträge, die der Dienst aufbewahrt, sind geladen</translation>
    </message>
    <message>
        <source>Load more of the older entries</source>
        <translation>Mehr der älteren Einträge laden</translation>
    </message>
    <message numerus="yes">
        <source>Showing %L1 of %Ln loaded entries</source>
        <extracomment>%L1 how many entries the filters let through, %Ln how many are loaded</extracomment>
        <translation>
            <numerusform>%L1 von %Ln geladenen Eintrag angezeigt</numerusform>
            <numerusform>%L1 von %Ln geladenen Einträgen angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>The service does not provide this column</source>
        <translation>Der Dienst liefert diese Spalte nicht</translation>
    </message>
    <message>
        <source>Status: all</source>
        <translation>Status: alle</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <extracomment>the status filter button when one status is chosen, e.g. &quot;Status: Bounced&quot;</extracomment>
        <translation>Status: %1</translation>
    </message>
    <message numerus="yes">
        <source>Status: %n chosen</source>
        <translation>
            <numerusform>Status: %n ausgewählt</numerusform>
            <numerusform>Status: %n ausgewählt</numerusform>
        </translation>
    </message>
    <message>
        <source>Following the log: new entries appear at the top.</source>
        <translation>Das Protokoll wird mitverfolgt: Neue Einträge erscheinen oben.</translation>
    </message>
    <message>
        <source>%1 is not one of your domains any more.</source>
        <translation>%1 gehört nicht mehr zu Ihren Domains.</translation>
    </message>
    <message>
        <source>Looking up the alias %1…</source>
        <translation>Der Alias %1 wird gesucht …</translation>
    </message>
    <message>
        <source>Disable Alias</source>
        <translation>Alias deaktivieren</translation>
    </message>
    <message>
        <source>There is no alias %1 any more.</source>
        <translation>Den Alias %1 gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>The alias %1 is already disabled.</source>
        <translation>Der Alias %1 ist bereits deaktiviert.</translation>
    </message>
    <message>
        <source>Disable the alias %1? Mail sent to it will not be forwarded until you enable it again.</source>
        <translation>Den Alias %1 deaktivieren? E-Mails an ihn werden nicht weitergeleitet, bis Sie ihn wieder aktivieren.</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>Deaktivieren</translation>
    </message>
    <message>
        <source>The alias %1 is disabled.</source>
        <translation>Der Alias %1 ist deaktiviert.</translation>
    </message>
    <message>
        <source>forwarding-log-%1.csv</source>
        <extracomment>the suggested file name of a log export; keep it free of characters file systems refuse</extracomment>
        <translation>weiterleitungsprotokoll-%1.csv</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>The log could not be saved to %1: %2</source>
        <translation>Das Protokoll konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new log entries</source>
        <translation>
            <numerusform>%Ln neuer Protokolleintrag</numerusform>
            <numerusform>%Ln neue Protokolleinträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded %Ln log entries</source>
        <translation>
            <numerusform>%Ln Protokolleintrag geladen</numerusform>
            <numerusform>%Ln Protokolleinträge geladen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln log entries to %1</source>
        <translation>
            <numerusform>%Ln Protokolleintrag nach %1 exportiert</numerusform>
            <numerusform>%Ln Protokolleinträge nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Im Protokoll suchen</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Suche leeren</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Clear the alias</source>
        <translation>Alias leeren</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Newest entries to load</source>
        <translation>Neueste Einträge laden</translation>
    </message>
    <message>
        <source>Log entries</source>
        <translation>Protokolleinträge</translation>
    </message>
    <message>
        <source>Mail the service forwarded, rejected or bounced, newest first. The details of the selected entry are shown beside the table.</source>
        <translation>E-Mails, die der Dienst weitergeleitet, abgewiesen oder als unzustellbar zurückgeschickt hat, die neuesten zuerst. Die Einzelheiten des ausgewählten Eintrags stehen neben der Tabelle.</translation>
    </message>
    <message>
        <source>&amp;Logs</source>
        <translation>&amp;Protokoll</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::MainWindow</name>
    <message>
        <source>ForwardDesk</source>
        <translation>ForwardDesk</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu …</translation>
    </message>
    <message>
        <source>&amp;Account</source>
        <translation>&amp;Konto</translation>
    </message>
    <message>
        <source>&amp;Connect to an Account…</source>
        <translation>Mit einem Konto &amp;verbinden …</translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation>&amp;Abmelden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen …</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Request &amp;Log…</source>
        <translation>Anfrage&amp;protokoll …</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About ForwardDesk</source>
        <translation>&amp;Über ForwardDesk</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>Nicht angemeldet</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt …</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>Aktualisiert %1</translation>
    </message>
    <message>
        <source>No domain %1 in this account.</source>
        <translation>Keine Domain %1 in diesem Konto.</translation>
    </message>
    <message>
        <source>About ForwardDesk</source>
        <translation>Über ForwardDesk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ForwardDesk %1&lt;/h3&gt;&lt;p&gt;Manage the domains, aliases, forwarding logs and API keys of your e-mail forwarding account.&lt;/p&gt;&lt;p&gt;Your API key stays in the system&apos;s keychain.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ForwardDesk %1&lt;/h3&gt;&lt;p&gt;Verwalten Sie die Domains, Aliasse, Weiterleitungsprotokolle und API-Schlüssel Ihres Kontos für E-Mail-Weiterleitung.&lt;/p&gt;&lt;p&gt;Ihr API-Schlüssel bleibt im Schlüsselbund des Systems.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::MainWindowController</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;No keychain is available.&lt;/b&gt; Your API key is kept for this run only and ForwardDesk will ask for it again next time. Install and unlock a keychain (GNOME Keyring, KWallet) to have it remembered safely.</source>
        <translation>&lt;b&gt;Kein Schlüsselbund verfügbar.&lt;/b&gt; Ihr API-Schlüssel wird nur für diese Sitzung behalten, und ForwardDesk fragt beim nächsten Mal erneut danach. Installieren und entsperren Sie einen Schlüsselbund (GNOME Keyring, KWallet), damit er sicher gespeichert wird.</translation>
    </message>
    <message>
        <source>Sign Out</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <source>Sign out of %1? ForwardDesk forgets the API key of this account; you will need a key to connect again.</source>
        <translation>Von %1 abmelden? ForwardDesk vergisst den API-Schlüssel dieses Kontos; um sich wieder zu verbinden, brauchen Sie einen Schlüssel.</translation>
    </message>
    <message>
        <source>No saved accounts</source>
        <translation>Keine gespeicherten Konten</translation>
    </message>
    <message>
        <source>%1 — ForwardDesk</source>
        <translation>%1 – ForwardDesk</translation>
    </message>
    <message>
        <source>ForwardDesk</source>
        <translation>ForwardDesk</translation>
    </message>
    <message>
        <source>The keychain refused to delete the API key of %1, so the key is still stored there. Unlock the keychain and sign out again, or open your keychain manager (for instance Passwords and Keys, or KWallet Manager) and delete the entry &quot;%2&quot; of %3 yourself. If someone else could use this computer, also delete the key on the service&apos;s dashboard.</source>
        <translation>Der Schlüsselbund hat sich geweigert, den API-Schlüssel von %1 zu löschen; der Schlüssel ist also noch dort gespeichert. Entsperren Sie den Schlüsselbund und melden Sie sich erneut ab, oder öffnen Sie Ihre Schlüsselbundverwaltung (zum Beispiel „Passwörter und Verschlüsselung“ oder KWallet-Verwaltung) und löschen Sie den Eintrag „%2“ von %3 selbst. Wenn jemand anderes diesen Computer nutzen könnte, löschen Sie den Schlüssel auch im Dashboard des Dienstes.</translation>
    </message>
    <message>
        <source>The API key of %1 could not be deleted from the keychain, so the key is still stored there. Open your keychain manager (for instance Passwords and Keys, or KWallet Manager) and delete the entry &quot;%2&quot; of %3 yourself. If someone else could use this computer, also delete the key on the service&apos;s dashboard.</source>
        <translation>Der API-Schlüssel von %1 konnte nicht aus dem Schlüsselbund gelöscht werden; der Schlüssel ist also noch dort gespeichert. Öffnen Sie Ihre Schlüsselbundverwaltung (zum Beispiel „Passwörter und Verschlüsselung“ oder KWallet-Verwaltung) und löschen Sie den Eintrag „%2“ von %3 selbst. Wenn jemand anderes diesen Computer nutzen könnte, löschen Sie den Schlüssel auch im Dashboard des Dienstes.</translation>
    </message>
    <message>
        <source>API Key Still in the Keychain</source>
        <translation>API-Schlüssel noch im Schlüsselbund</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::NewKeyDialog</name>
    <message>
        <source>&lt;b&gt;Your new API key is ready.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ihr neuer API-Schlüssel ist bereit.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your new API key “%1” is ready.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ihr neuer API-Schlüssel „%1“ ist bereit.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>New API key</source>
        <translation>Neuer API-Schlüssel</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>Close Without Copying?</source>
        <translation>Ohne Kopieren schließen?</translation>
    </message>
    <message>
        <source>You have not copied the key. Once this window is closed, it cannot be shown again, and you would have to create a new key.</source>
        <translation>Sie haben den Schlüssel nicht kopiert. Sobald dieses Fenster geschlossen ist, kann er nicht mehr gezeigt werden, und Sie müssten einen neuen Schlüssel erstellen.</translation>
    </message>
    <message>
        <source>&amp;Close Anyway</source>
        <translation>&amp;Trotzdem schließen</translation>
    </message>
    <message numerus="yes">
        <source>Copied. The clipboard will be cleared in %n second(s) if it still holds the key.</source>
        <translation>
            <numerusform>Kopiert. Die Zwischenablage wird in %n Sekunde geleert, wenn sie den Schlüssel noch enthält.</numerusform>
            <numerusform>Kopiert. Die Zwischenablage wird in %n Sekunden geleert, wenn sie den Schlüssel noch enthält.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::OfflineBar</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Offline&lt;/b&gt; — showing what was loaded on %1. Changes are turned off until the service can be reached.</source>
        <translation>&lt;b&gt;Offline&lt;/b&gt; — angezeigt wird, was am %1 geladen wurde. Änderungen sind ausgeschaltet, bis der Dienst wieder erreichbar ist.</translation>
    </message>
    <message>
        <source>Trying…</source>
        <translation>Wird versucht…</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::PreferencesDialog</name>
    <message>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>This desktop has no system tray.</source>
        <translation>Diese Arbeitsumgebung hat keinen Systembereich der Kontrollleiste.</translation>
    </message>
    <message>
        <source>For %1, tell me about:</source>
        <translation>Für %1 hinweisen auf:</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::RequestLogDialog</name>
    <message>
        <source>Request Log</source>
        <translation>Anfrageprotokoll</translation>
    </message>
    <message>
        <source>The requests ForwardDesk made to the service in this session, newest last. Headers and bodies are never recorded, so your key is not in here.</source>
        <translation>Die Anfragen, die ForwardDesk in dieser Sitzung an den Dienst gestellt hat, die neueste zuletzt. Header und Inhalte werden nie aufgezeichnet, Ihr Schlüssel steht also nicht hier.</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ScreenshotTour</name>
    <message>
        <source>Work</source>
        <translation>Arbeit</translation>
    </message>
    <message>
        <source>Backup script</source>
        <translation>Backup-Skript</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::TrayIcon</name>
    <message>
        <source>&amp;Open ForwardDesk</source>
        <translation>ForwardDesk ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Pause Alerts</source>
        <translation>Hinweise &amp;pausieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>ForwardDesk</source>
        <translation>ForwardDesk</translation>
    </message>
    <message>
        <source>Keep ForwardDesk Running?</source>
        <translation>ForwardDesk weiterlaufen lassen?</translation>
    </message>
    <message>
        <source>Keep ForwardDesk running in the system tray when its window is closed, so that it can tell you about bounced mail and domains that stop working? You can change this in Preferences.</source>
        <translation>Soll ForwardDesk beim Schließen des Fensters im Systembereich weiterlaufen, um Sie auf unzustellbare Mails und Domains hinzuweisen, die nicht mehr funktionieren? Das lässt sich in den Einstellungen ändern.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::VerificationPanel</name>
    <message>
        <source>At your DNS provider, add each record above. Use @ as the host for the domain itself (some providers want the host left empty instead). DNS changes can take from a few minutes to a day to be seen everywhere. Check DNS shows what is published right now; Verify asks the service to check.</source>
        <translation>Legen Sie bei Ihrem DNS-Anbieter jeden Eintrag oben an. Verwenden Sie @ als Host für die Domain selbst (manche Anbieter wollen den Host stattdessen leer). Bis DNS-Änderungen überall zu sehen sind, kann es einige Minuten bis einen Tag dauern. „DNS abfragen“ zeigt, was gerade veröffentlicht ist; „Verifizieren“ lässt den Dienst prüfen.</translation>
    </message>
    <message>
        <source>Ask the service to check the DNS records (Ctrl+Shift+V)</source>
        <translation>Den Dienst die DNS-Einträge prüfen lassen (Strg+Umschalt+V)</translation>
    </message>
    <message>
        <source>Look up what the world&apos;s DNS publishes now, without asking the service (Ctrl+Shift+D)</source>
        <translation>Ohne den Dienst abfragen, was das weltweite DNS jetzt veröffentlicht (Strg+Umschalt+D)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Value to publish</source>
        <translation>Zu veröffentlichender Wert</translation>
    </message>
    <message>
        <source>The service found</source>
        <translation>Vom Dienst gefunden</translation>
    </message>
    <message>
        <source>What the world sees now</source>
        <translation>Was die Welt jetzt sieht</translation>
    </message>
    <message>
        <source>Copy the value</source>
        <translation>Den Wert kopieren</translation>
    </message>
    <message>
        <source>DNS check finished.</source>
        <translation>DNS-Abfrage abgeschlossen.</translation>
    </message>
    <message>
        <source>%1 (sent to the service as %2)</source>
        <translation>%1 (an den Dienst gesendet als %2)</translation>
    </message>
    <message>
        <source>Last checked %1</source>
        <translation>Zuletzt geprüft %1</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Noch nicht geprüft</translation>
    </message>
    <message>
        <source>Full name: %1</source>
        <translation>Vollständiger Name: %1</translation>
    </message>
    <message>
        <source>Copy the value of the %1 record for %2</source>
        <translation>Den Wert des %1-Eintrags für %2 kopieren</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>%1 kopiert</translation>
    </message>
    <message>
        <source>The service found this record as expected.</source>
        <translation>Der Dienst hat diesen Eintrag wie erwartet gefunden.</translation>
    </message>
    <message>
        <source>Press Verify to let the service check.</source>
        <translation>Klicken Sie auf „Verifizieren“, damit der Dienst prüft.</translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation>Nichts gefunden</translation>
    </message>
    <message>
        <source>Not as expected</source>
        <translation>Nicht wie erwartet</translation>
    </message>
    <message>
        <source>The service did not find this record.</source>
        <translation>Der Dienst hat diesen Eintrag nicht gefunden.</translation>
    </message>
    <message>
        <source>The service found a different value: %1</source>
        <translation>Der Dienst hat einen anderen Wert gefunden: %1</translation>
    </message>
    <message>
        <source>Not looked up yet</source>
        <translation>Noch nicht abgefragt</translation>
    </message>
    <message>
        <source>Press Check DNS to see what DNS publishes now.</source>
        <translation>Klicken Sie auf „DNS abfragen“, um zu sehen, was DNS jetzt veröffentlicht.</translation>
    </message>
    <message>
        <source>DNS publishes the expected value.</source>
        <translation>DNS veröffentlicht den erwarteten Wert.</translation>
    </message>
    <message>
        <source>DNS publishes something else:
%1</source>
        <translation>DNS veröffentlicht etwas anderes:
%1</translation>
    </message>
    <message>
        <source>DNS publishes no such record yet.</source>
        <translation>DNS veröffentlicht noch keinen solchen Eintrag.</translation>
    </message>
    <message>
        <source>Asking the service to check the DNS records…</source>
        <translation>Der Dienst wird gebeten, die DNS-Einträge zu prüfen …</translation>
    </message>
    <message>
        <source>This domain is verified and active.</source>
        <translation>Diese Domain ist verifiziert und aktiv.</translation>
    </message>
    <message>
        <source>%1 is verified and active.</source>
        <translation>%1 ist verifiziert und aktiv.</translation>
    </message>
    <message numerus="yes">
        <source>Not verified yet: %n record(s) are missing or different. Publish them as shown above; DNS changes can take a while to be seen, so try again later.</source>
        <translation>
            <numerusform>Noch nicht verifiziert: %n Eintrag fehlt oder weicht ab. Veröffentlichen Sie ihn wie oben gezeigt; DNS-Änderungen brauchen eine Weile, bis sie sichtbar sind, versuchen Sie es also später noch einmal.</numerusform>
            <numerusform>Noch nicht verifiziert: %n Einträge fehlen oder weichen ab. Veröffentlichen Sie sie wie oben gezeigt; DNS-Änderungen brauchen eine Weile, bis sie sichtbar sind, versuchen Sie es also später noch einmal.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not verified yet. DNS changes can take a while to be seen, so try again later.</source>
        <translation>Noch nicht verifiziert. DNS-Änderungen brauchen eine Weile, bis sie sichtbar sind, versuchen Sie es also später noch einmal.</translation>
    </message>
    <message>
        <source>%1 is not verified yet.</source>
        <translation>%1 ist noch nicht verifiziert.</translation>
    </message>
    <message>
        <source>DNS records</source>
        <translation>DNS-Einträge</translation>
    </message>
    <message>
        <source>The records to publish for the selected domain, what the service found and what the world&apos;s DNS shows now</source>
        <translation>Die für die ausgewählte Domain zu veröffentlichenden Einträge, was der Dienst gefunden hat und was das weltweite DNS jetzt zeigt</translation>
    </message>
    <message>
        <source>The service gave no DNS records to check for this domain, so there is nothing to publish or to look up here. Verify asks the service to check the domain again; records it names then are shown here.</source>
        <translation>Der Dienst hat für diese Domain keine DNS-Einträge zum Prüfen genannt, hier gibt es also nichts zu veröffentlichen oder abzufragen. Verifizieren bittet den Dienst, die Domain erneut zu prüfen; Einträge, die er dann nennt, erscheinen hier.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::AlertPoller</name>
    <message>
        <source>Mail bounced</source>
        <translation>Mail unzustellbar</translation>
    </message>
    <message numerus="yes">
        <source>%n bounced to %1 in the last hour</source>
        <translation>
            <numerusform>%n unzustellbar an %1 in der letzten Stunde</numerusform>
            <numerusform>%n unzustellbar an %1 in der letzten Stunde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bounced to %1 since %2</source>
        <translation>
            <numerusform>%n unzustellbar an %1 seit %2</numerusform>
            <numerusform>%n unzustellbar an %1 seit %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Mail rejected</source>
        <translation>Mail abgewiesen</translation>
    </message>
    <message numerus="yes">
        <source>%n rejected for %1 in the last hour</source>
        <translation>
            <numerusform>%n abgewiesen für %1 in der letzten Stunde</numerusform>
            <numerusform>%n abgewiesen für %1 in der letzten Stunde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rejected for %1 since %2</source>
        <translation>
            <numerusform>%n abgewiesen für %1 seit %2</numerusform>
            <numerusform>%n abgewiesen für %1 seit %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Domain no longer active</source>
        <translation>Domain nicht mehr aktiv</translation>
    </message>
    <message>
        <source>%1 was active and no longer is: mail to it may not be forwarded.</source>
        <translation>%1 war aktiv und ist es nicht mehr: Mails an diese Domain werden womöglich nicht weitergeleitet.</translation>
    </message>
    <message>
        <source>API key refused</source>
        <translation>API-Schlüssel abgelehnt</translation>
    </message>
    <message>
        <source>The service no longer accepts the API key ForwardDesk uses. Open ForwardDesk to give a new one.</source>
        <translation>Der Dienst nimmt den API-Schlüssel, den ForwardDesk verwendet, nicht mehr an. Öffnen Sie ForwardDesk, um einen neuen anzugeben.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::AliasModel</name>
    <message>
        <source>Catch-all: every address of the domain without its own alias</source>
        <translation>Catch-all: jede Adresse der Domain ohne eigenen Alias</translation>
    </message>
    <message>
        <source>%1 (sent to the service as %2)</source>
        <translation>%1 (an den Dienst gesendet als %2)</translation>
    </message>
    <message>
        <source>Turning forwarding on…</source>
        <translation>Weiterleitung wird eingeschaltet …</translation>
    </message>
    <message>
        <source>Turning forwarding off…</source>
        <translation>Weiterleitung wird ausgeschaltet …</translation>
    </message>
    <message>
        <source>Forwarding is on</source>
        <translation>Weiterleitung ist eingeschaltet</translation>
    </message>
    <message>
        <source>Forwarding is off</source>
        <translation>Weiterleitung ist ausgeschaltet</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Forwarded</source>
        <translation>Weitergeleitet</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::ApiKeyModel</name>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>ForwardDesk is signed in with this key</source>
        <translation>ForwardDesk ist mit diesem Schlüssel angemeldet</translation>
    </message>
    <message>
        <source>The service does not show the start of this key</source>
        <translation>Der Dienst zeigt den Anfang dieses Schlüssels nicht</translation>
    </message>
    <message>
        <source>This key does not expire</source>
        <translation>Dieser Schlüssel läuft nicht ab</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>Präfix</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Zuletzt genutzt</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::DomainModel</name>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Fehlerhaft</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>%1 (sent to the service as %2)</source>
        <translation>%1 (an den Dienst gesendet als %2)</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domain</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Aliasse</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Verifiziert</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::LogModel</name>
    <message>
        <source>Delivered</source>
        <translation>Zugestellt</translation>
    </message>
    <message>
        <source>Deferred</source>
        <translation>Zurückgestellt</translation>
    </message>
    <message>
        <source>Bounced</source>
        <translation>Unzustellbar</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Spam</source>
        <translation>Spam</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>%1 (%2 UTC)</source>
        <extracomment>%1 the local time with seconds and zone, %2 the same moment in UTC</extracomment>
        <translation>%1 (%2 UTC)</translation>
    </message>
    <message>
        <source>%1 (the service says “%2”)</source>
        <extracomment>%1 the status word, %2 the service&apos;s own word for it</extracomment>
        <translation>%1 (der Dienst meldet „%2“)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Sender</source>
        <translation>Absender</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>SMTP</source>
        <translation>SMTP</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Betreff</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::RequestLogModel</name>
    <message>
        <source>No answer</source>
        <translation>Keine Antwort</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Request id</source>
        <translation>Anfrage-ID</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation>%L1 ms</translation>
    </message>
</context>
<context>
    <name>KeyInput</name>
    <message>
        <source>Hide key</source>
        <translation>Schlüssel verbergen</translation>
    </message>
    <message>
        <source>Show key</source>
        <translation>Schlüssel zeigen</translation>
    </message>
    <message>
        <source>API keys start with fwd_. Check that you copied the whole key.</source>
        <translation>API-Schlüssel beginnen mit fwd_. Prüfen Sie, ob Sie den ganzen Schlüssel kopiert haben.</translation>
    </message>
    <message>
        <source>The key contains spaces. Copy it again from the service&apos;s dashboard.</source>
        <translation>Der Schlüssel enthält Leerzeichen. Kopieren Sie ihn erneut aus dem Dashboard des Dienstes.</translation>
    </message>
    <message>
        <source>The key contains characters that keys do not have. Copy it again from the service&apos;s dashboard.</source>
        <translation>Der Schlüssel enthält Zeichen, die in Schlüsseln nicht vorkommen. Kopieren Sie ihn erneut aus dem Dashboard des Dienstes.</translation>
    </message>
    <message>
        <source>The key looks too short. Check that you copied the whole key.</source>
        <translation>Der Schlüssel wirkt zu kurz. Prüfen Sie, ob Sie den ganzen Schlüssel kopiert haben.</translation>
    </message>
</context>
<context>
    <name>KeyNameDialog</name>
    <message>
        <source>New API Key</source>
        <translation>Neuer API-Schlüssel</translation>
    </message>
    <message>
        <source>Name the key after the script or app that will use it, so that you know which key to revoke later.</source>
        <translation>Benennen Sie den Schlüssel nach dem Skript oder der App, die ihn nutzen wird, damit Sie später wissen, welchen Schlüssel Sie widerrufen müssen.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>For example: Backup script</source>
        <translation>Zum Beispiel: Backup-Skript</translation>
    </message>
</context>
<context>
    <name>LogsPane</name>
    <message>
        <source>Show only entries with the checked statuses</source>
        <translation>Nur Einträge mit den angehakten Status zeigen</translation>
    </message>
    <message>
        <source>&amp;Domain:</source>
        <translation>&amp;Domain:</translation>
    </message>
    <message>
        <source>&amp;Alias:</source>
        <translation>&amp;Alias:</translation>
    </message>
    <message>
        <source>Any alias</source>
        <translation>Jeder Alias</translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation>&amp;Zeit:</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>&amp;bis</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Im Protokoll suchen</translation>
    </message>
    <message>
        <source>&amp;Newest entries to load:</source>
        <translation>&amp;Neueste Einträge laden:</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <source>Load &amp;more</source>
        <translation>&amp;Mehr laden</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>Wird geladen</translation>
    </message>
</context>
<context>
    <name>NewKeyDialog</name>
    <message>
        <source>New API Key</source>
        <translation>Neuer API-Schlüssel</translation>
    </message>
    <message>
        <source>Copy the key now and keep it somewhere safe. It will never be shown again: neither ForwardDesk nor the service can show it to you later.</source>
        <translation>Kopieren Sie den Schlüssel jetzt und bewahren Sie ihn sicher auf. Er wird nie wieder gezeigt: Weder ForwardDesk noch der Dienst können ihn Ihnen später anzeigen.</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Use this key for ForwardDesk from now on</source>
        <translation>Diesen Schlüssel ab jetzt für ForwardDesk &amp;verwenden</translation>
    </message>
    <message>
        <source>ForwardDesk keeps the key in the system keychain for this account and signs in with it.</source>
        <translation>ForwardDesk bewahrt den Schlüssel für dieses Konto im Schlüsselbund des Systems auf und meldet sich damit an.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Follow mode refreshes every:</source>
        <translation>&amp;Mitverfolgen aktualisiert alle:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Clear a copied &amp;key after:</source>
        <translation>Kopierten &amp;Schlüssel löschen nach:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>Sp&amp;rache:</translation>
    </message>
    <message>
        <source>A new language applies after ForwardDesk is restarted.</source>
        <translation>Eine andere Sprache gilt nach einem Neustart von ForwardDesk.</translation>
    </message>
    <message>
        <source>Your API keys are kept in the system&apos;s keychain; preferences never contain them.</source>
        <translation>Ihre API-Schlüssel werden im Schlüsselbund des Systems aufbewahrt; die Einstellungen enthalten sie nie.</translation>
    </message>
    <message>
        <source>Tray and alerts</source>
        <translation>Systembereich und Hinweise</translation>
    </message>
    <message>
        <source>Show an icon in the system &amp;tray and alerts while the window is closed</source>
        <translation>Symbol im System&amp;bereich und Hinweise bei geschlossenem Fenster zeigen</translation>
    </message>
    <message>
        <source>Keep running in the tray when the window is closed</source>
        <translation>Beim Schließen des Fensters im Systembereich weiterlaufen</translation>
    </message>
    <message>
        <source>Check every:</source>
        <translation>Prüfen alle:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Tell me about:</source>
        <translation>Hinweisen auf:</translation>
    </message>
    <message>
        <source>Bounced mail</source>
        <translation>Unzustellbare Mails</translation>
    </message>
    <message>
        <source>Rejected mail</source>
        <translation>Abgewiesene Mails</translation>
    </message>
    <message>
        <source>Domains that are no longer active</source>
        <translation>Domains, die nicht mehr aktiv sind</translation>
    </message>
    <message>
        <source>An API key that stops working</source>
        <translation>Einen API-Schlüssel, der nicht mehr funktioniert</translation>
    </message>
</context>
<context>
    <name>SandboxOptions</name>
    <message>
        <source>Address to listen on (default 127.0.0.1; &quot;localhost&quot; also works).</source>
        <translation>Adresse, auf der gelauscht wird (Standard 127.0.0.1; „localhost“ geht auch).</translation>
    </message>
    <message>
        <source>Port to listen on, 0 for any free port (default %1).</source>
        <translation>Port, auf dem gelauscht wird, 0 für einen beliebigen freien Port (Standard %1).</translation>
    </message>
    <message>
        <source>SQLite file that keeps the data across restarts (default: in memory).</source>
        <translation>SQLite-Datei, die die Daten über Neustarts hinweg behält (Standard: im Arbeitsspeicher).</translation>
    </message>
    <message>
        <source>Data to start with: none (accounts and keys only), demo (default) or large (1,000 domains, 100,000 aliases, 100,000 log entries).</source>
        <translation>Anfangsdaten: none (nur Konten und Schlüssel), demo (Standard) oder large (1.000 Domains, 100.000 Aliasse, 100.000 Protokolleinträge).</translation>
    </message>
    <message>
        <source>Value of the printed API key: fwd_ and 40 letters and digits (default: a new random key).</source>
        <translation>Wert des ausgegebenen API-Schlüssels: fwd_ und 40 Buchstaben und Ziffern (Standard: ein neuer Zufallsschlüssel).</translation>
    </message>
    <message>
        <source>Add a new log entry every SECONDS seconds (default 0: never).</source>
        <translation>Alle SECONDS Sekunden einen neuen Protokolleintrag hinzufügen (Standard 0: nie).</translation>
    </message>
    <message>
        <source>Verify calls a new domain needs before its records appear (default 2).</source>
        <translation>Verify-Aufrufe, die eine neue Domain braucht, bevor ihre Einträge erscheinen (Standard 2).</translation>
    </message>
    <message>
        <source>Largest accepted ?limit= of GET /logs, at most 1000000 (default 10000).</source>
        <translation>Größtes angenommenes ?limit= von GET /logs, höchstens 1000000 (Standard 10000).</translation>
    </message>
    <message>
        <source>Seed of the random numbers (seed data, fault rates); 0 = from the clock (default).</source>
        <translation>Startwert der Zufallszahlen (Anfangsdaten, Fehlerraten); 0 = aus der Uhrzeit (Standard).</translation>
    </message>
    <message>
        <source>Where resources live: none (/domains, default), api (/api/domains) or both.</source>
        <translation>Wo die Ressourcen liegen: none (/domains, Standard), api (/api/domains) oder both.</translation>
    </message>
    <message>
        <source>Shape of lists: bare ([...], default), data ({&quot;data&quot;: [...]}), items ({&quot;items&quot;: [...], &quot;total&quot;: N}), named ({&quot;domains&quot;: [...]}) or paged ({&quot;items&quot;, &quot;total&quot;, &quot;page&quot;, &quot;next&quot;}).</source>
        <translation>Form der Listen: bare ([...], Standard), data ({&quot;data&quot;: [...]}), items ({&quot;items&quot;: [...], &quot;total&quot;: N}), named ({&quot;domains&quot;: [...]}) oder paged ({&quot;items&quot;, &quot;total&quot;, &quot;page&quot;, &quot;next&quot;}).</translation>
    </message>
    <message>
        <source>Record ids: int (default) or uuid.</source>
        <translation>IDs der Datensätze: int (Standard) oder uuid.</translation>
    </message>
    <message>
        <source>Success status of a POST that creates: 201 (default) or 200.</source>
        <translation>Erfolgsstatus eines POST, der etwas anlegt: 201 (Standard) oder 200.</translation>
    </message>
    <message>
        <source>Success status of DELETE: 204 (default, no body) or 200 (with {&quot;deleted&quot;: true, &quot;id&quot;: ...}).</source>
        <translation>Erfolgsstatus von DELETE: 204 (Standard, ohne Inhalt) oder 200 (mit {&quot;deleted&quot;: true, &quot;id&quot;: ...}).</translation>
    </message>
    <message>
        <source>Status of &quot;Invalid token&quot; and &quot;Not authenticated&quot;: 401 (default) or 403.</source>
        <translation>Status von „Invalid token“ und „Not authenticated“: 401 (Standard) oder 403.</translation>
    </message>
    <message>
        <source>Status of &quot;Domain limit reached&quot;: 403 (default), 400, 402 or 422.</source>
        <translation>Status von „Domain limit reached“: 403 (Standard), 400, 402 oder 422.</translation>
    </message>
    <message>
        <source>PATCH semantics: partial (default: omitted fields stay) or full (all fields required).</source>
        <translation>Bedeutung von PATCH: partial (Standard: weggelassene Felder bleiben) oder full (alle Felder nötig).</translation>
    </message>
    <message>
        <source>Timestamps: iso-z (default, 2026-11-21T05:01:22Z), iso-offset (+02:00), naive (no zone, UTC), epoch-s or epoch-ms.</source>
        <translation>Zeitstempel: iso-z (Standard, 2026-11-21T05:01:22Z), iso-offset (+02:00), naive (ohne Zone, UTC), epoch-s oder epoch-ms.</translation>
    </message>
    <message>
        <source>Field that carries a new API key&apos;s value: key (default), api_key or token.</source>
        <translation>Feld, das den Wert eines neuen API-Schlüssels trägt: key (Standard), api_key oder token.</translation>
    </message>
    <message>
        <source>forwarddesk-sandbox only: no access log line per request.</source>
        <translation>Nur forwarddesk-sandbox: keine Zugriffszeile pro Anfrage.</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>Diese Hilfe zeigen und beenden.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Die Version zeigen und beenden.</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not one of %3</source>
        <translation>--%1: „%2“ ist keiner der Werte %3</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number from %3 to %4</source>
        <translation>--%1: „%2“ ist keine ganze Zahl von %3 bis %4</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot; (options start with --)</source>
        <translation>unerwartetes Argument „%1“ (Optionen beginnen mit --)</translation>
    </message>
    <message>
        <source>--address: &quot;%1&quot; is not an IPv4 or IPv6 address</source>
        <translation>--address: „%1“ ist keine IPv4- oder IPv6-Adresse</translation>
    </message>
    <message>
        <source>--database: the file name is empty</source>
        <translation>--database: der Dateiname ist leer</translation>
    </message>
    <message>
        <source>--key: &quot;%1&quot; is not an API key (fwd_ followed by 40 letters and digits)</source>
        <translation>--key: „%1“ ist kein API-Schlüssel (fwd_ gefolgt von 40 Buchstaben und Ziffern)</translation>
    </message>
    <message>
        <source>Usage: forwarddesk-sandbox [options]

A local forwarding service for trying ForwardDesk and for its tests: the whole API on
loopback HTTP with SQLite storage. It prints its URL and an API key, then one line per
request. Stop it with Ctrl+C.

Options:
</source>
        <translation>Aufruf: forwarddesk-sandbox [Optionen]

Ein lokaler Weiterleitungsdienst zum Ausprobieren von ForwardDesk und für seine Tests: die ganze
API über Loopback-HTTP mit SQLite als Speicher. Er gibt seine URL und einen API-Schlüssel aus,
dann eine Zeile pro Anfrage. Beenden mit Strg+C.

Optionen:
</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Beispiele:</translation>
    </message>
    <message>
        <source>Items per page of paged lists (--envelope paged, --style jsonapi, --paging link; default 50).</source>
        <translation>Einträge pro Seite bei seitenweisen Listen (--envelope paged, --style jsonapi, --paging link; Standard 50).</translation>
    </message>
    <message>
        <source>Record style: flat (default) or jsonapi (resource objects {&quot;data&quot;: {&quot;id&quot;, &quot;type&quot;, &quot;attributes&quot;}}, paged lists with links.next and meta.total, application/vnd.api+json).</source>
        <translation>Form der Datensätze: flat (Standard) oder jsonapi (Ressourcenobjekte {&quot;data&quot;: {&quot;id&quot;, &quot;type&quot;, &quot;attributes&quot;}}, seitenweise Listen mit links.next und meta.total, application/vnd.api+json).</translation>
    </message>
    <message>
        <source>Error bodies: fastapi (default, {&quot;detail&quot;: ...}) or problem (RFC 9457 application/problem+json).</source>
        <translation>Fehlerinhalte: fastapi (Standard, {&quot;detail&quot;: ...}) oder problem (RFC 9457 application/problem+json).</translation>
    </message>
    <message>
        <source>Where a list&apos;s next page is named: body (default, per --envelope or --style) or link (every list paged, the next page only in a Link header).</source>
        <translation>Wo die nächste Seite einer Liste genannt wird: body (Standard, nach --envelope oder --style) oder link (jede Liste seitenweise, die nächste Seite nur in einem Link-Header).</translation>
    </message>
    <message>
        <source>Field names: spec (default), synonyms (hostname, local_part, is_active, recipients, label, secret, +02:00 times) or synonyms-csv (alias, active, forward_to as one comma-separated string, description, api_key, from/to).</source>
        <translation>Feldnamen: spec (Standard), synonyms (hostname, local_part, is_active, recipients, label, secret, Zeiten mit +02:00) oder synonyms-csv (alias, active, forward_to als eine kommagetrennte Zeichenkette, description, api_key, from/to).</translation>
    </message>
    <message>
        <source>Compress answers (Content-Encoding: gzip) when the request accepts gzip.</source>
        <translation>Antworten komprimieren (Content-Encoding: gzip), wenn die Anfrage gzip annimmt.</translation>
    </message>
    <message>
        <source>Inject a fault (repeatable), e.g. kind=error,rate=0.3 or kind=trickle,bytes=8,ms=50,route=GET /logs. Names: kind (latency, error, rate-limit, malformed, reset, hang, trickle, empty-object, no-content, oversized, cyclic-next, huge-page, retry-after-date, unavailable, unreadable-records), route (* by default, /logs, /domains/*/aliases, optionally after a method), rate (0..1, default 1), times (first N hits), ms (latency delay, default 500; trickle pause, default 100), status (error: 500, 502 or 503; default each in turn), retry-after (rate-limit, unavailable, retry-after-date; default 1), bytes (trickle chunk, default 16; oversized body, default 83886080), count (unreadable-records, default 3).</source>
        <translation>Einen Fehler einbauen (wiederholbar), z. B. kind=error,rate=0.3 oder kind=trickle,bytes=8,ms=50,route=GET /logs. Namen: kind (latency, error, rate-limit, malformed, reset, hang, trickle, empty-object, no-content, oversized, cyclic-next, huge-page, retry-after-date, unavailable, unreadable-records), route (Standard *, /logs, /domains/*/aliases, wahlweise nach einer Methode), rate (0..1, Standard 1), times (erste N Aufrufe), ms (Verzögerung bei latency, Standard 500; Pause bei trickle, Standard 100), status (error: 500, 502 oder 503; Standard der Reihe nach), retry-after (rate-limit, unavailable, retry-after-date; Standard 1), bytes (Stück bei trickle, Standard 16; Inhalt bei oversized, Standard 83886080), count (unreadable-records, Standard 3).</translation>
    </message>
    <message>
        <source>quiet</source>
        <translation>quiet</translation>
    </message>
    <message>
        <source>help</source>
        <translation>help</translation>
    </message>
    <message>
        <source>version</source>
        <translation>version</translation>
    </message>
</context>
<context>
    <name>SandboxTool</name>
    <message>
        <source>Try &quot;%1 --help&quot; for the list of options.</source>
        <translation>„%1 --help“ zeigt die Liste der Optionen.</translation>
    </message>
    <message>
        <source>Resources are under %1/api (e.g. %1/api/domains)</source>
        <translation>Die Ressourcen liegen unter %1/api (z. B. %1/api/domains)</translation>
    </message>
    <message>
        <source>Resources are under both %1 and %1/api</source>
        <translation>Die Ressourcen liegen sowohl unter %1 als auch unter %1/api</translation>
    </message>
    <message>
        <source>Fault rules: %L1</source>
        <translation>Fehlerregeln: %L1</translation>
    </message>
</context>
<context>
    <name>VerificationPanel</name>
    <message>
        <source>Select a domain to see the DNS records it needs.</source>
        <translation>Wählen Sie eine Domain aus, um die DNS-Einträge zu sehen, die sie braucht.</translation>
    </message>
    <message>
        <source>&amp;DNS records to publish at your DNS provider:</source>
        <translation>Bei Ihrem DNS-Anbieter zu veröffentlichende &amp;DNS-Einträge:</translation>
    </message>
    <message>
        <source>&amp;Check DNS</source>
        <translation>DNS &amp;abfragen</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Verifizieren</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Manage the domains, aliases, logs and API keys of a forwarding account.</source>
        <translation>Verwaltet die Domains, Aliasse, Protokolle und API-Schlüssel eines Weiterleitungskontos.</translation>
    </message>
    <message>
        <source>Try ForwardDesk with a local sandbox service and sample data.</source>
        <translation>Probiert ForwardDesk mit einem lokalen Sandbox-Dienst und Beispieldaten aus.</translation>
    </message>
    <message>
        <source>Service address to connect to; the key comes from %1.</source>
        <translation>Verbindet mit dem Dienst unter dieser Adresse; der Schlüssel kommt aus %1.</translation>
    </message>
    <message>
        <source>Quit once the first load has finished and print what was loaded and how long each step took.</source>
        <translation>Beendet sich nach dem ersten Laden und gibt aus, was geladen wurde und wie lange jeder Schritt gedauert hat.</translation>
    </message>
    <message>
        <source>--quit-after-load and --screenshots need --demo or --url.</source>
        <translation>--quit-after-load und --screenshots brauchen --demo oder --url.</translation>
    </message>
    <message>
        <source>Cannot start the sandbox service: %1</source>
        <translation>Der Sandbox-Dienst kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>Demo account</source>
        <translation>Demokonto</translation>
    </message>
    <message>
        <source>Set %1 to the API key to use with --url.</source>
        <translation>Setzen Sie %1 auf den API-Schlüssel, der mit --url verwendet werden soll.</translation>
    </message>
    <message>
        <source>address</source>
        <comment>value name of --url in --help</comment>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Once the first load has finished, save a picture of each pane and dialog into &lt;folder&gt; and quit (used for the README).</source>
        <comment>&lt;folder&gt; is the value name of --screenshots</comment>
        <translation>Speichert nach dem ersten Laden ein Bild jedes Bereichs und Dialogs in &lt;Ordner&gt; und beendet sich (für die README).</translation>
    </message>
    <message>
        <source>folder</source>
        <comment>value name of --screenshots in --help</comment>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Offline: the service cannot be reached (%1). Showing what was loaded on %2.</source>
        <translation>Offline: Der Dienst ist nicht erreichbar (%1). Angezeigt wird, was am %2 geladen wurde.</translation>
    </message>
    <message>
        <source>Load failed: %1</source>
        <translation>Laden fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 was not found in %2.</source>
        <translation>%1 wurde in %2 nicht gefunden.</translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation>%1 hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>%1 ended before it was ready.</source>
        <translation>%1 endete, bevor es bereit war.</translation>
    </message>
</context>
</TS>
