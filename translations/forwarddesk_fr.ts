<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AddDomainDialog</name>
    <message>
        <source>Add Domain</source>
        <translation>Ajouter un domaine</translation>
    </message>
    <message>
        <source>Add a domain you own. After adding it, publish the DNS records ForwardDesk shows you, then verify it.</source>
        <translation>Ajoutez un domaine qui vous appartient. Publiez ensuite les enregistrements DNS que ForwardDesk vous indique, puis vérifiez-le.</translation>
    </message>
    <message>
        <source>Domain &amp;name:</source>
        <translation>&amp;Nom de domaine&#xa0;:</translation>
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
        <translation>Nouvel alias</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>hello</source>
        <translation>bonjour</translation>
    </message>
    <message>
        <source>&amp;Catch-all (every address without its own alias)</source>
        <translation>Alias &amp;catch-all (toute adresse sans alias propre)</translation>
    </message>
    <message>
        <source>&amp;Enabled (forward mail to the destinations)</source>
        <translation>Ac&amp;tivé (rediriger le courrier vers les destinations)</translation>
    </message>
    <message>
        <source>&amp;Destinations:</source>
        <translation>&amp;Destinations&#xa0;:</translation>
    </message>
</context>
<context>
    <name>BulkResultDialog</name>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a Forwarding Service</source>
        <translation>Connexion à un service de redirection</translation>
    </message>
    <message>
        <source>Enter the address of your forwarding service and an API key. You create keys in the service&apos;s dashboard, under API keys.</source>
        <translation>Saisissez l&apos;adresse de votre service de redirection et une clé d&apos;API. Les clés se créent dans le tableau de bord du service, rubrique Clés d&apos;API.</translation>
    </message>
    <message>
        <source>Service &amp;address:</source>
        <translation>&amp;Adresse du service&#xa0;:</translation>
    </message>
    <message>
        <source>https://forward.example.com</source>
        <translation>https://forward.example.com</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clé d&apos;API&#xa0;:</translation>
    </message>
    <message>
        <source>Account &amp;name:</source>
        <translation>&amp;Nom du compte&#xa0;:</translation>
    </message>
    <message>
        <source>Optional, for example Work</source>
        <translation>Facultatif, par exemple Travail</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Tester la connexion</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The service cannot be reached.</source>
        <translation>Le service est injoignable.</translation>
    </message>
    <message>
        <source>The service did not answer in time.</source>
        <translation>Le service n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>La requête a été annulée.</translation>
    </message>
    <message>
        <source>The service&apos;s certificate could not be verified.</source>
        <translation>Le certificat du service n&apos;a pas pu être vérifié.</translation>
    </message>
    <message>
        <source>This address is not allowed.</source>
        <translation>Cette adresse n&apos;est pas autorisée.</translation>
    </message>
    <message>
        <source>The service redirected to another address.</source>
        <translation>Le service a redirigé vers une autre adresse.</translation>
    </message>
    <message>
        <source>The API key was refused.</source>
        <translation>La clé d&apos;API a été refusée.</translation>
    </message>
    <message>
        <source>Your plan does not include API access.</source>
        <translation>Votre formule n&apos;inclut pas l&apos;accès à l&apos;API.</translation>
    </message>
    <message>
        <source>The service refused this action.</source>
        <translation>Le service a refusé cette action.</translation>
    </message>
    <message>
        <source>Not found.</source>
        <translation>Introuvable.</translation>
    </message>
    <message>
        <source>The domain is already verified.</source>
        <translation>Le domaine est déjà vérifié.</translation>
    </message>
    <message>
        <source>This conflicts with what the service already has.</source>
        <translation>Cela entre en conflit avec ce que le service contient déjà.</translation>
    </message>
    <message>
        <source>The service did not accept the input.</source>
        <translation>Le service n&apos;a pas accepté la saisie.</translation>
    </message>
    <message>
        <source>Your plan&apos;s domain limit is reached.</source>
        <translation>La limite de domaines de votre formule est atteinte.</translation>
    </message>
    <message>
        <source>Too many requests.</source>
        <translation>Trop de requêtes.</translation>
    </message>
    <message>
        <source>The service had a problem.</source>
        <translation>Le service a rencontré un problème.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read.</source>
        <translation>La réponse du service n&apos;a pas pu être lue.</translation>
    </message>
    <message>
        <source>Check your connection and the service address. (%1)</source>
        <translation>Vérifiez votre connexion et l&apos;adresse du service. (%1)</translation>
    </message>
    <message>
        <source>The service may be busy or the connection slow. Try again in a moment.</source>
        <translation>Le service est peut-être occupé ou la connexion lente. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>The connection is not safe, so ForwardDesk did not send your key. (%1)</source>
        <translation>La connexion n&apos;est pas sûre&#xa0;: ForwardDesk n&apos;a donc pas envoyé votre clé. (%1)</translation>
    </message>
    <message>
        <source>Use an https:// address. Plain http:// is only allowed for this computer (localhost).</source>
        <translation>Utilisez une adresse https://. Le simple http:// n&apos;est autorisé que pour cet ordinateur (localhost).</translation>
    </message>
    <message>
        <source>ForwardDesk does not follow redirects to another host, so that your key stays with the service.</source>
        <translation>ForwardDesk ne suit pas les redirections vers un autre hôte, afin que votre clé reste auprès du service.</translation>
    </message>
    <message>
        <source>The key may have been revoked or mistyped. Enter a valid key that starts with fwd_.</source>
        <translation>La clé a peut-être été révoquée ou mal saisie. Saisissez une clé valide qui commence par fwd_.</translation>
    </message>
    <message>
        <source>API access needs the Creator, Pro or Business plan. Upgrade the plan in the service&apos;s dashboard.</source>
        <translation>L&apos;accès à l&apos;API nécessite la formule Creator, Pro ou Business. Changez de formule dans le tableau de bord du service.</translation>
    </message>
    <message>
        <source>Remove a domain or move to a larger plan to add more.</source>
        <translation>Supprimez un domaine ou passez à une formule supérieure pour en ajouter d&apos;autres.</translation>
    </message>
    <message numerus="yes">
        <source>Wait %n second(s), then try again.</source>
        <translation>
            <numerusform>Attendez %n seconde, puis réessayez.</numerusform>
            <numerusform>Attendez %n secondes, puis réessayez.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait a little, then try again.</source>
        <translation>Attendez un peu, puis réessayez.</translation>
    </message>
    <message>
        <source>Try again later. (HTTP %1)</source>
        <translation>Réessayez plus tard. (HTTP %1)</translation>
    </message>
    <message>
        <source>It may have been removed elsewhere. Refresh to see the current state.</source>
        <translation>L&apos;élément a peut-être été supprimé ailleurs. Actualisez pour voir l&apos;état actuel.</translation>
    </message>
    <message>
        <source>Check that the address points to the forwarding service&apos;s API. (%1)</source>
        <translation>Vérifiez que l&apos;adresse pointe vers l&apos;API du service de redirection. (%1)</translation>
    </message>
    <message>
        <source>No forwarding API was found at this address. Check the address: it is the one of the service itself, for example https://forward.example.com.</source>
        <translation>Aucune API de redirection n&apos;a été trouvée à cette adresse. Vérifiez l&apos;adresse&#xa0;: c&apos;est celle du service lui-même, par exemple https://forward.example.com.</translation>
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
        <translation>La réponse du service est trop volumineuse.</translation>
    </message>
    <message>
        <source>The service&apos;s answer is not in the expected format.</source>
        <translation>La réponse du service n&apos;est pas au format attendu.</translation>
    </message>
    <message>
        <source>The service&apos;s answer holds no list.</source>
        <translation>La réponse du service ne contient aucune liste.</translation>
    </message>
    <message>
        <source>The service accepted the request but did not send the result back.</source>
        <translation>Le service a accepté la demande mais n&apos;a pas renvoyé le résultat.</translation>
    </message>
    <message numerus="yes">
        <source>The service asks to wait %n second(s) before trying again. (HTTP %1)</source>
        <translation>
            <numerusform>Le service demande d&apos;attendre %n seconde avant de réessayer. (HTTP %1)</numerusform>
            <numerusform>Le service demande d&apos;attendre %n secondes avant de réessayer. (HTTP %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>ForwardDesk stopped reading it to protect this computer&apos;s memory. The request log has the details.</source>
        <translation>ForwardDesk a cessé de la lire pour protéger la mémoire de cet ordinateur. Le journal des requêtes donne les détails.</translation>
    </message>
    <message>
        <source>The change was made; ForwardDesk reads the current state again to show it.</source>
        <translation>La modification a été faite&#xa0;; ForwardDesk relit l&apos;état actuel pour l&apos;afficher.</translation>
    </message>
    <message>
        <source>no name found</source>
        <translation>aucun nom trouvé</translation>
    </message>
    <message>
        <source>no address found</source>
        <translation>aucune adresse trouvée</translation>
    </message>
    <message>
        <source>no id found</source>
        <translation>aucun identifiant trouvé</translation>
    </message>
    <message>
        <source>no key value found</source>
        <translation>aucune valeur de clé trouvée</translation>
    </message>
    <message>
        <source>no known field found</source>
        <translation>aucun champ connu trouvé</translation>
    </message>
    <message numerus="yes">
        <source>%n domain(s) could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>%n domaine n&apos;a pas pu être lu&#xa0;: %1&#xa0;; voir le journal des requêtes.</numerusform>
            <numerusform>%n domaines n&apos;ont pas pu être lus&#xa0;: %1&#xa0;; voir le journal des requêtes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alias(es) could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>%n alias n&apos;a pas pu être lu&#xa0;: %1&#xa0;; voir le journal des requêtes.</numerusform>
            <numerusform>%n alias n&apos;ont pas pu être lus&#xa0;: %1&#xa0;; voir le journal des requêtes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log entries could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>%n entrée du journal n&apos;a pas pu être lue&#xa0;: %1&#xa0;; voir le journal des requêtes.</numerusform>
            <numerusform>%n entrées du journal n&apos;ont pas pu être lues&#xa0;: %1&#xa0;; voir le journal des requêtes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n API key(s) could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>%n clé d&apos;API n&apos;a pas pu être lue&#xa0;: %1&#xa0;; voir le journal des requêtes.</numerusform>
            <numerusform>%n clés d&apos;API n&apos;ont pas pu être lues&#xa0;: %1&#xa0;; voir le journal des requêtes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service answers in a shape ForwardDesk does not know: none of its records could be read. Check the address, or see the request log for the answer.</source>
        <translation>Le service répond sous une forme que ForwardDesk ne connaît pas&#xa0;: aucun de ses enregistrements n&apos;a pu être lu. Vérifiez l&apos;adresse, ou consultez la réponse dans le journal des requêtes.</translation>
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
        <translation>Rien de publié</translation>
    </message>
    <message>
        <source>No answer from DNS in time</source>
        <translation>Pas de réponse du DNS à temps</translation>
    </message>
    <message>
        <source>DNS lookup failed</source>
        <translation>Échec de la requête DNS</translation>
    </message>
    <message>
        <source>DNS lookup failed: %1</source>
        <translation>Échec de la requête DNS&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not checked for %1 records</source>
        <translation>Non vérifié pour les enregistrements %1</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Recherche…</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AddDomainDialog</name>
    <message>
        <source>&amp;Add Domain</source>
        <translation>&amp;Ajouter le domaine</translation>
    </message>
    <message>
        <source>A domain name has no spaces.</source>
        <translation>Un nom de domaine ne contient pas d&apos;espace.</translation>
    </message>
    <message>
        <source>A domain name has at least two parts separated by a dot, such as example.com.</source>
        <translation>Un nom de domaine a au moins deux parties séparées par un point, comme example.com.</translation>
    </message>
    <message>
        <source>A domain name cannot start or end with a dot or have two dots in a row.</source>
        <translation>Un nom de domaine ne peut pas commencer ni finir par un point, ni contenir deux points consécutifs.</translation>
    </message>
    <message>
        <source>Use only letters, digits and hyphens between the dots.</source>
        <translation>Utilisez uniquement des lettres, des chiffres et des traits d&apos;union entre les points.</translation>
    </message>
    <message>
        <source>A part between dots cannot start or end with a hyphen.</source>
        <translation>Une partie entre deux points ne peut pas commencer ni finir par un trait d&apos;union.</translation>
    </message>
    <message>
        <source>This international name cannot be written in the form DNS uses.</source>
        <translation>Ce nom international ne peut pas être écrit sous la forme utilisée par le DNS.</translation>
    </message>
    <message numerus="yes">
        <source>Each part between dots can have at most %n character(s) (in the form DNS uses).</source>
        <translation>
            <numerusform>Chaque partie entre deux points peut avoir au plus %n caractère (sous la forme utilisée par le DNS).</numerusform>
            <numerusform>Chaque partie entre deux points peut avoir au plus %n caractères (sous la forme utilisée par le DNS).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A domain name can have at most %n character(s) (in the form DNS uses).</source>
        <translation>
            <numerusform>Un nom de domaine peut avoir au plus %n caractère (sous la forme utilisée par le DNS).</numerusform>
            <numerusform>Un nom de domaine peut avoir au plus %n caractères (sous la forme utilisée par le DNS).</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent as %1</source>
        <translation>Envoyé sous la forme %1</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasDialog</name>
    <message>
        <source>Letters a–z, digits 0–9 and . _ + - (up to 64 characters)</source>
        <translation>Lettres a–z, chiffres 0–9 et . _ + - (64 caractères au plus)</translation>
    </message>
    <message>
        <source>Receives mail sent to any address of the domain that has no alias of its own</source>
        <translation>Reçoit le courrier envoyé à toute adresse du domaine qui n&apos;a pas son propre alias</translation>
    </message>
    <message>
        <source>Add Alias</source>
        <translation>Ajouter l&apos;alias</translation>
    </message>
    <message>
        <source>New Alias</source>
        <translation>Nouvel alias</translation>
    </message>
    <message>
        <source>Edit Alias</source>
        <translation>Modifier l&apos;alias</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Whether an alias is the catch-all cannot be changed; add a new alias instead.</source>
        <translation>Un alias ne peut pas devenir l&apos;alias catch-all, ni cesser de l&apos;être&#xa0;; ajoutez plutôt un nouvel alias.</translation>
    </message>
    <message>
        <source>Enter the part of the address before the @.</source>
        <translation>Saisissez la partie de l&apos;adresse avant le @.</translation>
    </message>
    <message>
        <source>Use at most %1 characters.</source>
        <translation>Utilisez au plus %1 caractères.</translation>
    </message>
    <message>
        <source>Use only letters a–z, digits 0–9 and the characters . _ + -</source>
        <translation>Utilisez uniquement les lettres a–z, les chiffres 0–9 et les caractères . _ + -</translation>
    </message>
    <message>
        <source>The address cannot start or end with a dot.</source>
        <translation>L&apos;adresse ne peut pas commencer ni finir par un point.</translation>
    </message>
    <message>
        <source>The address cannot have two dots in a row.</source>
        <translation>L&apos;adresse ne peut pas contenir deux points consécutifs.</translation>
    </message>
    <message>
        <source>This domain has a catch-all alias already; edit that one instead.</source>
        <translation>Ce domaine a déjà un alias catch-all&#xa0;; modifiez plutôt celui-ci.</translation>
    </message>
    <message>
        <source>This domain has an alias with this address already.</source>
        <translation>Ce domaine a déjà un alias avec cette adresse.</translation>
    </message>
    <message>
        <source>hello</source>
        <translation>bonjour</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement en cours…</translation>
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
        <translation>%1 — catch-all</translation>
    </message>
    <message>
        <source>Turning on…</source>
        <translation>Activation…</translation>
    </message>
    <message>
        <source>Turning off…</source>
        <translation>Désactivation…</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
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
        <translation>&amp;Appliquer</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>Import Aliases</source>
        <translation>Importer des alias</translation>
    </message>
    <message>
        <source>Replace a Destination</source>
        <translation>Remplacer une destination</translation>
    </message>
    <message>
        <source>Aliases in the file that do not exist are created, those that differ are changed (state and destinations). Aliases missing from the file stay as they are; nothing is deleted.</source>
        <translation>Les alias du fichier qui n&apos;existent pas sont créés, ceux qui diffèrent sont modifiés (état et destinations). Les alias absents du fichier restent tels quels&#xa0;; rien n&apos;est supprimé.</translation>
    </message>
    <message>
        <source>C&amp;hoose File…</source>
        <translation>&amp;Choisir un fichier…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fichier&#xa0;:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Domain for rows &amp;without one:</source>
        <translation>&amp;Domaine des lignes qui n&apos;en ont pas&#xa0;:</translation>
    </message>
    <message>
        <source>for files without destinations, such as addy.io&apos;s</source>
        <translation>pour les fichiers sans destinations, comme ceux d&apos;addy.io</translation>
    </message>
    <message>
        <source>Forward rows without &amp;destinations to:</source>
        <translation>&amp;Rediriger les lignes sans destination vers&#xa0;:</translation>
    </message>
    <message>
        <source>Every alias of every domain that forwards to the first address will forward to the second one instead. Nothing else of an alias changes.</source>
        <translation>Tous les alias de tous les domaines qui redirigent vers la première adresse redirigeront vers la seconde à la place. Rien d&apos;autre ne change dans les alias.</translation>
    </message>
    <message>
        <source>old@example.net</source>
        <translation>ancienne@example.net</translation>
    </message>
    <message>
        <source>new@example.org</source>
        <translation>nouvelle@example.org</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>A&amp;perçu</translation>
    </message>
    <message>
        <source>&amp;Find destination:</source>
        <translation>Destination à &amp;chercher&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Replace with:</source>
        <translation>&amp;Remplacer par&#xa0;:</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>The row names no alias.</source>
        <translation>La ligne n&apos;indique aucun alias.</translation>
    </message>
    <message>
        <source>“%1” cannot be the part of an address before the @.</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être la partie d&apos;une adresse située avant le @.</translation>
    </message>
    <message>
        <source>The row names no domain; choose one for rows without it.</source>
        <translation>La ligne n&apos;indique aucun domaine&#xa0;; choisissez-en un pour les lignes qui n&apos;en ont pas.</translation>
    </message>
    <message>
        <source>The row forwards nowhere; give an address for rows without destinations.</source>
        <translation>La ligne ne redirige vers aucune adresse&#xa0;; indiquez une adresse pour les lignes sans destination.</translation>
    </message>
    <message>
        <source>“%1” is not an e-mail address.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une adresse e-mail.</translation>
    </message>
    <message>
        <source>“%1” is neither true nor false.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est ni vrai (true) ni faux (false).</translation>
    </message>
    <message>
        <source>The alias is deleted at the service the file comes from.</source>
        <translation>L&apos;alias est supprimé chez le service d&apos;où provient le fichier.</translation>
    </message>
    <message>
        <source>This account has no domain %1.</source>
        <translation>Ce compte n&apos;a pas de domaine %1.</translation>
    </message>
    <message>
        <source>An earlier row names the same alias.</source>
        <translation>Une ligne précédente indique le même alias.</translation>
    </message>
    <message>
        <source>Alias files (*.csv *.json);;All files (*)</source>
        <translation>Fichiers d&apos;alias (*.csv *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The file is too large to be a list of aliases.</source>
        <translation>Le fichier est trop volumineux pour être une liste d&apos;alias.</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>Le fichier n&apos;a pas pu être lu&#xa0;: %1</translation>
    </message>
    <message>
        <source>This is not a file of aliases ForwardDesk can read: it needs ForwardDesk&apos;s columns, ImprovMX&apos;s (alias, forward) or addy.io&apos;s (email, active).</source>
        <translation>Ce n&apos;est pas un fichier d&apos;alias que ForwardDesk sait lire&#xa0;: il lui faut les colonnes de ForwardDesk, celles d&apos;ImprovMX (alias, forward) ou celles d&apos;addy.io (email, active).</translation>
    </message>
    <message>
        <source>Reading the aliases of all domains…</source>
        <translation>Lecture des alias de tous les domaines…</translation>
    </message>
    <message>
        <source>The aliases of %1 could not be read: %2</source>
        <translation>Les alias de %1 n&apos;ont pas pu être lus&#xa0;: %2</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Créer</translation>
    </message>
    <message>
        <source>Forwards to %1.</source>
        <translation>Redirige vers %1.</translation>
    </message>
    <message>
        <source>Forwards to %1, switched off.</source>
        <translation>Redirige vers %1, désactivé.</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Switched on; forwards to %1 (was %2).</source>
        <translation>Activé&#xa0;; redirige vers %1 (au lieu de %2).</translation>
    </message>
    <message>
        <source>Switched off; forwards to %1 (was %2).</source>
        <translation>Désactivé&#xa0;; redirige vers %1 (au lieu de %2).</translation>
    </message>
    <message>
        <source>Forwards to %1 (was %2).</source>
        <translation>Redirige vers %1 (au lieu de %2).</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Inchangé</translation>
    </message>
    <message>
        <source>Already as in the file.</source>
        <translation>Déjà conforme au fichier.</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>Non valide</translation>
    </message>
    <message>
        <source>The file holds no aliases.</source>
        <translation>Le fichier ne contient aucun alias.</translation>
    </message>
    <message>
        <source>No alias forwards to that address.</source>
        <translation>Aucun alias ne redirige vers cette adresse.</translation>
    </message>
    <message numerus="yes">
        <source>%n aliases will be created.</source>
        <translation>
            <numerusform>%n alias sera créé.</numerusform>
            <numerusform>%n alias seront créés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n aliases will be changed.</source>
        <translation>
            <numerusform>%n alias sera modifié.</numerusform>
            <numerusform>%n alias seront modifiés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n aliases are already as the file says.</source>
        <translation>
            <numerusform>%n alias est déjà conforme au fichier.</numerusform>
            <numerusform>%n alias sont déjà conformes au fichier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows cannot be used and will be skipped.</source>
        <translation>
            <numerusform>%n ligne est inutilisable et sera ignorée.</numerusform>
            <numerusform>%n lignes sont inutilisables et seront ignorées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Nothing to do</source>
        <translation>Rien à faire</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Stopping after the change under way…</source>
        <translation>Arrêt après la modification en cours…</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec&#xa0;: %1</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Modifié</translation>
    </message>
    <message>
        <source>Not done (stopped)</source>
        <translation>Non traité (arrêté)</translation>
    </message>
    <message numerus="yes">
        <source>%n changes were made.</source>
        <translation>
            <numerusform>%n modification a été faite.</numerusform>
            <numerusform>%n modifications ont été faites.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changes failed; the Result column says why.</source>
        <translation>
            <numerusform>%n modification a échoué&#xa0;; la colonne Résultat indique pourquoi.</numerusform>
            <numerusform>%n modifications ont échoué&#xa0;; la colonne Résultat indique pourquoi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changes were not made because of Stop.</source>
        <translation>
            <numerusform>%n modification n&apos;a pas été faite à cause de l&apos;arrêt.</numerusform>
            <numerusform>%n modifications n&apos;ont pas été faites à cause de l&apos;arrêt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not done (account switched)</source>
        <translation>Non traité (compte changé)</translation>
    </message>
    <message>
        <source>The account was switched while the changes were made; the rows without a result were not changed, or their outcome is unknown.</source>
        <translation>Le compte a été changé pendant les modifications&#xa0;; les lignes sans résultat n&apos;ont pas été modifiées, ou leur résultat est inconnu.</translation>
    </message>
    <message>
        <source>The account was switched; close this window and open it again.</source>
        <translation>Le compte a été changé&#xa0;; fermez cette fenêtre et rouvrez-la.</translation>
    </message>
    <message numerus="yes">
        <source>Reading the aliases of all domains: %1 of %n…</source>
        <translation>
            <numerusform>Lecture des alias de tous les domaines&#xa0;: %1 sur %n…</numerusform>
            <numerusform>Lecture des alias de tous les domaines&#xa0;: %1 sur %n…</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Lecture du fichier…</translation>
    </message>
    <message>
        <source>Preparing the preview…</source>
        <translation>Préparation de l’aperçu…</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasTransferActions</name>
    <message>
        <source>Import and E&amp;xport</source>
        <translation>Importer et e&amp;xporter</translation>
    </message>
    <message>
        <source>&amp;Import Aliases…</source>
        <translation>&amp;Importer des alias…</translation>
    </message>
    <message>
        <source>E&amp;xport Aliases of This Domain…</source>
        <translation>E&amp;xporter les alias de ce domaine…</translation>
    </message>
    <message>
        <source>Export &amp;All Aliases…</source>
        <translation>Exporter &amp;tous les alias…</translation>
    </message>
    <message>
        <source>&amp;Replace a Destination…</source>
        <translation>R&amp;emplacer une destination…</translation>
    </message>
    <message>
        <source>&amp;Undo Delete</source>
        <translation>&amp;Annuler la suppression</translation>
    </message>
    <message>
        <source>Create and change aliases from a CSV or JSON file</source>
        <translation>Créer et modifier des alias à partir d&apos;un fichier CSV ou JSON</translation>
    </message>
    <message>
        <source>Make every alias that forwards to one address forward to another</source>
        <translation>Faire rediriger vers une autre adresse tous les alias qui redirigent vers une adresse donnée</translation>
    </message>
    <message>
        <source>&amp;Undo Delete of %1</source>
        <translation>&amp;Annuler la suppression de %1</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Aliases</source>
        <translation>Exporter les alias</translation>
    </message>
    <message>
        <source>Reading aliases for the export…</source>
        <translation>Lecture des alias pour l&apos;exportation…</translation>
    </message>
    <message>
        <source>The aliases could not be saved: %1</source>
        <translation>Les alias n&apos;ont pas pu être enregistrés&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n aliases to %1.</source>
        <translation>
            <numerusform>%n alias exporté dans %1.</numerusform>
            <numerusform>%n alias exportés dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The aliases of %1 could not be read: %2</source>
        <translation>Les alias de %1 n&apos;ont pas pu être lus&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 was not restored: %2</source>
        <translation>%1 n&apos;a pas été restauré&#xa0;: %2</translation>
    </message>
    <message>
        <source>Restored %1.</source>
        <translation>%1 restauré.</translation>
    </message>
    <message numerus="yes">
        <source>Reading aliases for the export: %1 of %n domains…</source>
        <translation>
            <numerusform>Lecture des alias pour l&apos;exportation&#xa0;: %1 domaine sur %n…</numerusform>
            <numerusform>Lecture des alias pour l&apos;exportation&#xa0;: %1 domaines sur %n…</numerusform>
        </translation>
    </message>
    <message>
        <source>The export stopped: the account was switched or signed out.</source>
        <translation>L&apos;exportation s&apos;est arrêtée&#xa0;: le compte a été changé, ou vous vous êtes déconnecté.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasesPane</name>
    <message>
        <source>&amp;Domain:</source>
        <translation>Do&amp;maine&#xa0;:</translation>
    </message>
    <message>
        <source>Choose a domain</source>
        <translation>Choisissez un domaine</translation>
    </message>
    <message>
        <source>Filter by address or destination</source>
        <translation>Filtrer par adresse ou destination</translation>
    </message>
    <message>
        <source>Filter aliases</source>
        <translation>Filtrer les alias</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Voir&#xa0;:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Activé</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Catch-all</source>
        <translation>Catch-all</translation>
    </message>
    <message>
        <source>&amp;New Alias…</source>
        <translation>&amp;Nouvel alias…</translation>
    </message>
    <message>
        <source>Add an alias to this domain (Ctrl+N)</source>
        <translation>Ajouter un alias à ce domaine (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Edit Alias…</source>
        <translation>&amp;Modifier l&apos;alias…</translation>
    </message>
    <message>
        <source>E&amp;nable</source>
        <translation>Ac&amp;tiver</translation>
    </message>
    <message>
        <source>Turn forwarding on for the selected aliases</source>
        <translation>Activer la redirection des alias sélectionnés</translation>
    </message>
    <message>
        <source>&amp;Disable</source>
        <translation>Désact&amp;iver</translation>
    </message>
    <message>
        <source>Turn forwarding off for the selected aliases</source>
        <translation>Désactiver la redirection des alias sélectionnés</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Delete the selected aliases (Del)</source>
        <translation>Supprimer les alias sélectionnés (Suppr)</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>&amp;Copier l&apos;adresse</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Loading aliases…</source>
        <translation>Chargement des alias…</translation>
    </message>
    <message>
        <source>Choose a domain first.</source>
        <translation>Choisissez d&apos;abord un domaine.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Alias %1 enregistré.</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>Alias %1 ajouté.</translation>
    </message>
    <message>
        <source>Forwarding for %1 is on.</source>
        <translation>La redirection de %1 est activée.</translation>
    </message>
    <message>
        <source>Forwarding for %1 is off.</source>
        <translation>La redirection de %1 est désactivée.</translation>
    </message>
    <message>
        <source>Forwarding for %1 was not turned on: %2</source>
        <translation>La redirection de %1 n&apos;a pas été activée&#xa0;: %2</translation>
    </message>
    <message>
        <source>Forwarding for %1 was not turned off: %2</source>
        <translation>La redirection de %1 n&apos;a pas été désactivée&#xa0;: %2</translation>
    </message>
    <message>
        <source>Delete Aliases</source>
        <translation>Supprimer les alias</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete the catch-all alias %1? Mail to addresses without an alias of their own will no longer be forwarded.</source>
        <translation>Supprimer l&apos;alias catch-all %1&#xa0;? Le courrier envoyé aux adresses sans alias propre ne sera plus redirigé.</translation>
    </message>
    <message>
        <source>Delete the alias %1? Mail to this address will no longer be forwarded.</source>
        <translation>Supprimer l&apos;alias %1&#xa0;? Le courrier envoyé à cette adresse ne sera plus redirigé.</translation>
    </message>
    <message>
        <source>Delete Alias</source>
        <translation>Supprimer l&apos;alias</translation>
    </message>
    <message>
        <source>%1 was not deleted: %2</source>
        <translation>%1 n&apos;a pas été supprimé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Copied %1.</source>
        <translation>Adresse %1 copiée.</translation>
    </message>
    <message>
        <source>Enable Aliases</source>
        <translation>Activer les alias</translation>
    </message>
    <message>
        <source>Disable Aliases</source>
        <translation>Désactiver les alias</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>Deleting %1…</source>
        <translation>Suppression de %1…</translation>
    </message>
    <message>
        <source>Enabling %1…</source>
        <translation>Activation de %1…</translation>
    </message>
    <message>
        <source>Disabling %1…</source>
        <translation>Désactivation de %1…</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Supprimé</translation>
    </message>
    <message>
        <source>Not done: stopped before this alias</source>
        <translation>Non traité&#xa0;: arrêté avant cet alias</translation>
    </message>
    <message>
        <source>Choose a domain to see its aliases.</source>
        <translation>Choisissez un domaine pour voir ses alias.</translation>
    </message>
    <message>
        <source>No aliases yet. Add one with New Alias (Ctrl+N).</source>
        <translation>Aucun alias pour l&apos;instant. Ajoutez-en un avec Nouvel alias (Ctrl+N).</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln aliases? Mail to these addresses will no longer be forwarded.</source>
        <translation>
            <numerusform>Supprimer %Ln alias&#xa0;? Le courrier envoyé à cette adresse ne sera plus redirigé.</numerusform>
            <numerusform>Supprimer %Ln alias&#xa0;? Le courrier envoyé à ces adresses ne sera plus redirigé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln addresses.</source>
        <translation>
            <numerusform>%Ln adresse copiée.</numerusform>
            <numerusform>%Ln adresses copiées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Aliases changed: %L1.</source>
        <translation>Alias modifiés&#xa0;: %L1.</translation>
    </message>
    <message>
        <source>Aliases not changed: %L1. The report says why.</source>
        <translation>Alias non modifiés&#xa0;: %L1. Le rapport indique pourquoi.</translation>
    </message>
    <message>
        <source>Aliases: %L1</source>
        <translation>Alias&#xa0;: %L1</translation>
    </message>
    <message>
        <source>Aliases: %L1 of %L2 shown</source>
        <translation>Alias&#xa0;: %L1 affichés sur %L2</translation>
    </message>
    <message>
        <source>Clear the alias filter</source>
        <translation>Effacer le filtre des alias</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>The aliases of the chosen domain. Enter or F2 edits the selected alias; Ctrl+E turns it on, Ctrl+Shift+E off.</source>
        <translation>Les alias du domaine choisi. Entrée ou F2 modifie l&apos;alias sélectionné&#xa0;; Ctrl+E l&apos;active, Ctrl+Maj+E le désactive.</translation>
    </message>
    <message>
        <source>&amp;Aliases</source>
        <translation>A&amp;lias</translation>
    </message>
    <message>
        <source>A change of %1 is still on its way; try again once it is done.</source>
        <translation>Une modification de %1 est encore en cours&#xa0;; réessayez une fois qu&apos;elle sera terminée.</translation>
    </message>
    <message>
        <source>Deleted %1. Ctrl+Z brings it back.</source>
        <translation>%1 supprimé. Ctrl+Z le rétablit.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ApiKeysPane</name>
    <message>
        <source>&amp;New Key…</source>
        <translation>&amp;Nouvelle clé…</translation>
    </message>
    <message>
        <source>&amp;Revoke Key…</source>
        <translation>&amp;Révoquer la clé…</translation>
    </message>
    <message>
        <source>Copy &amp;Prefix</source>
        <translation>Copier le &amp;préfixe</translation>
    </message>
    <message>
        <source>Scripts and other apps use API keys to reach your account. A key&apos;s value is shown only once, when it is created; this list shows the first characters of each key.</source>
        <translation>Les scripts et autres applications utilisent des clés d&apos;API pour accéder à votre compte. La valeur d&apos;une clé n&apos;est affichée qu&apos;une fois, à sa création&#xa0;; cette liste montre les premiers caractères de chaque clé.</translation>
    </message>
    <message>
        <source>Create an API key; its value is shown once (Ctrl+N)</source>
        <translation>Créer une clé d&apos;API&#xa0;; sa valeur n&apos;est affichée qu&apos;une fois (Ctrl+N)</translation>
    </message>
    <message>
        <source>Revoke the selected key; anything using it stops working (Del)</source>
        <translation>Révoquer la clé sélectionnée&#xa0;; tout ce qui l&apos;utilise cesse de fonctionner (Suppr)</translation>
    </message>
    <message>
        <source>Copy the first characters of the selected key, to find where it is used</source>
        <translation>Copier les premiers caractères de la clé sélectionnée, pour retrouver où elle sert</translation>
    </message>
    <message>
        <source>API keys</source>
        <translation>Clés d&apos;API</translation>
    </message>
    <message>
        <source>API Keys</source>
        <translation>Clés d&apos;API</translation>
    </message>
    <message>
        <source>Loading API keys…</source>
        <translation>Chargement des clés d&apos;API…</translation>
    </message>
    <message numerus="yes">
        <source>%n API key(s)</source>
        <translation>
            <numerusform>%n clé d&apos;API</numerusform>
            <numerusform>%n clés d&apos;API</numerusform>
        </translation>
    </message>
    <message>
        <source>API key “%1” created</source>
        <translation>Clé d&apos;API «&#xa0;%1&#xa0;» créée</translation>
    </message>
    <message>
        <source>Revoke the Key ForwardDesk Uses?</source>
        <translation>Révoquer la clé qu&apos;utilise ForwardDesk&#xa0;?</translation>
    </message>
    <message>
        <source>Revoke the API key “%1”?

ForwardDesk uses this key. After revoking it, ForwardDesk will ask you for another key. Any script using this key will stop working at once too. This cannot be undone.</source>
        <translation>Révoquer la clé d&apos;API «&#xa0;%1&#xa0;»&#xa0;?

ForwardDesk utilise cette clé. Après sa révocation, ForwardDesk vous demandera une autre clé. Tout script qui utilise cette clé cessera aussi de fonctionner immédiatement. Cette action est irréversible.</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Révoquer</translation>
    </message>
    <message>
        <source>Revoke API Key?</source>
        <translation>Révoquer la clé d&apos;API&#xa0;?</translation>
    </message>
    <message>
        <source>Revoke the API key “%1”?

Any script using this key will stop working at once. This cannot be undone.</source>
        <translation>Révoquer la clé d&apos;API «&#xa0;%1&#xa0;»&#xa0;?

Tout script qui utilise cette clé cessera immédiatement de fonctionner. Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Revoking “%1”…</source>
        <translation>Révocation de «&#xa0;%1&#xa0;»…</translation>
    </message>
    <message>
        <source>Key Not Revoked</source>
        <translation>Clé non révoquée</translation>
    </message>
    <message>
        <source>API key “%1” revoked</source>
        <translation>Clé d&apos;API «&#xa0;%1&#xa0;» révoquée</translation>
    </message>
    <message>
        <source>Copied the prefix of “%1”</source>
        <translation>Préfixe de «&#xa0;%1&#xa0;» copié</translation>
    </message>
    <message>
        <source>“%1” was not revoked. %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a pas été révoquée. %2</translation>
    </message>
    <message>
        <source>API &amp;Keys</source>
        <translation>&amp;Clés d&apos;API</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::BulkResultDialog</name>
    <message>
        <source>All done.</source>
        <translation>Tout a été traité.</translation>
    </message>
    <message>
        <source>Done: %L1. Failed: %L2.</source>
        <translation>Traités&#xa0;: %L1. Échecs&#xa0;: %L2.</translation>
    </message>
    <message>
        <source>Done: %L1. Failed: %L2. Not done (cancelled): %L3.</source>
        <translation>Traités&#xa0;: %L1. Échecs&#xa0;: %L2. Non traités (annulés)&#xa0;: %L3.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Each alias and what became of it</source>
        <translation>Chaque alias et ce qu&apos;il est devenu</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ConnectDialog</name>
    <message>
        <source>&amp;Connect</source>
        <translation>Se c&amp;onnecter</translation>
    </message>
    <message>
        <source>Enter the address of the service, for example https://forward.example.com.</source>
        <translation>Saisissez l&apos;adresse du service, par exemple https://forward.example.com.</translation>
    </message>
    <message>
        <source>Enter the API key.</source>
        <translation>Saisissez la clé d&apos;API.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>The address of the service itself. Without https:// in front, ForwardDesk adds it.</source>
        <translation>L&apos;adresse du service lui-même. Sans https:// au début, ForwardDesk l&apos;ajoute.</translation>
    </message>
    <message>
        <source>Plain http:// is fine here: the service runs on this computer.</source>
        <translation>Le simple http:// convient ici&#xa0;: le service fonctionne sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Plain http:// would send your key unencrypted over the network, so ForwardDesk only allows it for a service on this computer. Use https://.</source>
        <translation>Le simple http:// enverrait votre clé en clair sur le réseau&#xa0;; ForwardDesk ne l&apos;autorise donc que pour un service sur cet ordinateur. Utilisez https://.</translation>
    </message>
    <message>
        <source>Use an address that starts with https://.</source>
        <translation>Utilisez une adresse qui commence par https://.</translation>
    </message>
    <message>
        <source>ForwardDesk keeps the key in your system&apos;s keychain, never in a file.</source>
        <translation>ForwardDesk garde la clé dans le trousseau de votre système, jamais dans un fichier.</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %Ln domain(s)</source>
        <translation>
            <numerusform>Connecté&#xa0;: %Ln domaine</numerusform>
            <numerusform>Connecté&#xa0;: %Ln domaines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::CurrentKeyDelegate</name>
    <message>
        <source>this app</source>
        <translation>cette application</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::DestinationsEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>A&amp;jouter</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Destinations</translation>
    </message>
    <message>
        <source>Double-click an address to change it. Paste several at once with Ctrl+V.</source>
        <translation>Double-cliquez sur une adresse pour la modifier. Collez-en plusieurs d&apos;un coup avec Ctrl+V.</translation>
    </message>
    <message>
        <source>name@example.net, …</source>
        <translation>nom@example.net, …</translation>
    </message>
    <message>
        <source>Type or paste addresses; separate several with commas, spaces or line breaks</source>
        <translation>Saisissez ou collez des adresses&#xa0;; séparez-les par des virgules, des espaces ou des retours à la ligne</translation>
    </message>
    <message>
        <source>Add the typed addresses to the list</source>
        <translation>Ajouter les adresses saisies à la liste</translation>
    </message>
    <message>
        <source>Remove the selected addresses</source>
        <translation>Retirer les adresses sélectionnées</translation>
    </message>
    <message>
        <source>Add at least one destination.</source>
        <translation>Ajoutez au moins une destination.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>not a valid e-mail address</source>
        <translation>adresse e-mail non valide</translation>
    </message>
    <message>
        <source>listed twice</source>
        <translation>en double</translation>
    </message>
    <message>
        <source>Destinations to add</source>
        <translation>Destinations à ajouter</translation>
    </message>
    <message>
        <source>Clear the addresses to add</source>
        <translation>Effacer les adresses à ajouter</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::DomainsPane</name>
    <message>
        <source>Filter domains (Ctrl+F)</source>
        <translation>Filtrer les domaines (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter domains</source>
        <translation>Filtrer les domaines</translation>
    </message>
    <message>
        <source>&amp;Add Domain…</source>
        <translation>&amp;Ajouter un domaine…</translation>
    </message>
    <message>
        <source>Add a domain to the account (Ctrl+N)</source>
        <translation>Ajouter un domaine au compte (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>Ask the service to check the selected domain&apos;s DNS records</source>
        <translation>Demander au service de vérifier les enregistrements DNS du domaine sélectionné</translation>
    </message>
    <message>
        <source>Check &amp;DNS</source>
        <translation>&amp;Interroger le DNS</translation>
    </message>
    <message>
        <source>Look up what DNS publishes now for the selected domain, without the service</source>
        <translation>Voir ce que le DNS publie maintenant pour le domaine sélectionné, sans passer par le service</translation>
    </message>
    <message>
        <source>Show A&amp;liases</source>
        <translation>Afficher les a&amp;lias</translation>
    </message>
    <message>
        <source>Show the aliases of the selected domain (Enter)</source>
        <translation>Afficher les alias du domaine sélectionné (Entrée)</translation>
    </message>
    <message>
        <source>&amp;Copy Domain Name</source>
        <translation>&amp;Copier le nom de domaine</translation>
    </message>
    <message>
        <source>&amp;Delete Domain…</source>
        <translation>&amp;Supprimer le domaine…</translation>
    </message>
    <message>
        <source>Delete the selected domain and its aliases (Del)</source>
        <translation>Supprimer le domaine sélectionné et ses alias (Suppr)</translation>
    </message>
    <message>
        <source>Domains</source>
        <translation>Domaines</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>%1 copié</translation>
    </message>
    <message>
        <source>Added %1. Publish its DNS records, then verify it.</source>
        <translation>%1 ajouté. Publiez ses enregistrements DNS, puis vérifiez-le.</translation>
    </message>
    <message>
        <source>Delete the domain %1?

Its aliases are deleted with it. This cannot be undone.</source>
        <translation>Supprimer le domaine %1&#xa0;?

Ses alias sont supprimés avec lui. Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Delete the domain %1?

It has no aliases. This cannot be undone.</source>
        <translation>Supprimer le domaine %1&#xa0;?

Il n&apos;a aucun alias. Cette action est irréversible.</translation>
    </message>
    <message>
        <source>Delete Domain</source>
        <translation>Supprimer le domaine</translation>
    </message>
    <message>
        <source>Deleting %1…</source>
        <translation>Suppression de %1…</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>%1 supprimé.</translation>
    </message>
    <message>
        <source>Domain Not Deleted</source>
        <translation>Domaine non supprimé</translation>
    </message>
    <message numerus="yes">
        <source>Delete the domain %1?

Its %Ln alias(es) are deleted with it. This cannot be undone.</source>
        <translation>
            <numerusform>Supprimer le domaine %1&#xa0;?

%Ln alias est supprimé avec lui. Cette action est irréversible.</numerusform>
            <numerusform>Supprimer le domaine %1&#xa0;?

Ses %Ln alias sont supprimés avec lui. Cette action est irréversible.</numerusform>
        </translation>
    </message>
    <message>
        <source>The domain %1 was not deleted.

%2</source>
        <translation>Le domaine %1 n&apos;a pas été supprimé.

%2</translation>
    </message>
    <message>
        <source>Clear the domain filter</source>
        <translation>Effacer le filtre des domaines</translation>
    </message>
    <message>
        <source>The domains of the account with their verification status. Enter shows the aliases of the selected domain; its DNS records are listed below.</source>
        <translation>Les domaines du compte avec leur état de vérification. Entrée affiche les alias du domaine sélectionné&#xa0;; ses enregistrements DNS sont listés en dessous.</translation>
    </message>
    <message>
        <source>&amp;Domains</source>
        <translation>D&amp;omaines</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ErrorBanner</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Show Request &amp;Log</source>
        <translation>Afficher le &amp;journal des requêtes</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::KeyNameDialog</name>
    <message>
        <source>&amp;Create Key</source>
        <translation>&amp;Créer la clé</translation>
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
        <translation>Effacer le nom</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::KeyPromptBar</name>
    <message>
        <source>&amp;Use Key</source>
        <translation>U&amp;tiliser la clé</translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation>Se déc&amp;onnecter</translation>
    </message>
    <message>
        <source>New API key (fwd_…)</source>
        <translation>Nouvelle clé d&apos;API (fwd_…)</translation>
    </message>
    <message>
        <source>New API key</source>
        <translation>Nouvelle clé d&apos;API</translation>
    </message>
    <message>
        <source>The new key was refused as well. Check that you copied the whole key, or create a new one in the service&apos;s dashboard.</source>
        <translation>La nouvelle clé a aussi été refusée. Vérifiez que vous avez copié la clé entière, ou créez-en une dans le tableau de bord du service.</translation>
    </message>
    <message>
        <source>The service refused ForwardDesk&apos;s API key: it may have been revoked. Enter a valid key to carry on, or sign out.</source>
        <translation>Le service a refusé la clé d&apos;API de ForwardDesk&#xa0;: elle a peut-être été révoquée. Saisissez une clé valide pour continuer, ou déconnectez-vous.</translation>
    </message>
    <message>
        <source>Checking the new key…</source>
        <translation>Vérification de la nouvelle clé…</translation>
    </message>
    <message>
        <source>Clear the key</source>
        <translation>Effacer la clé</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogDetailPanel</name>
    <message>
        <source>Select an entry to see all its fields.</source>
        <translation>Sélectionnez une entrée pour voir tous ses champs.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Entry details&lt;/b&gt;</source>
        <translation>&lt;b&gt;Détails de l&apos;entrée&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Entry details</source>
        <translation>Détails de l&apos;entrée</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Copy the selected fields, or all of them</source>
        <translation>Copier les champs sélectionnés, ou tous</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copier les détails</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>As received from the service</source>
        <translation>Tel que reçu du service</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>%1 the local time, %2 the same moment in UTC</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>%1 (%2 UTC)</source>
        <translation>%1 (%2 UTC)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>The service says “%1”</source>
        <translation>Le service indique «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Sender</source>
        <translation>Expéditeur</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Destinataire</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destination</translation>
    </message>
    <message>
        <source>(not forwarded)</source>
        <translation>(non redirigé)</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>SMTP code</source>
        <translation>Code SMTP</translation>
    </message>
    <message>
        <source>SMTP reply</source>
        <translation>Réponse SMTP</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Message-ID</source>
        <translation>Message-ID</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message numerus="yes">
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln octet</numerusform>
            <numerusform>%Ln octets</numerusform>
        </translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(vide)</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogSummaryWidget</name>
    <message>
        <source>Log summary</source>
        <translation>Résumé du journal</translation>
    </message>
    <message>
        <source>%1: %L2</source>
        <extracomment>a status and how many shown entries have it, e.g. &quot;Delivered: 1,204&quot;</extracomment>
        <translation>%1&#xa0;: %L2</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>the separator between the counts of each status in the log summary</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>Entries per 5 minutes</source>
        <translation>Entrées par tranche de 5 minutes</translation>
    </message>
    <message>
        <source>Entries per 15 minutes</source>
        <translation>Entrées par tranche de 15 minutes</translation>
    </message>
    <message>
        <source>Entries per hour</source>
        <translation>Entrées par heure</translation>
    </message>
    <message>
        <source>Entries per day</source>
        <translation>Entrées par jour</translation>
    </message>
    <message>
        <source>Entries per week</source>
        <translation>Entrées par semaine</translation>
    </message>
    <message>
        <source>No entries to chart</source>
        <translation>Aucune entrée à représenter</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln entries</source>
        <extracomment>%1 the start of a bar of the log chart (a date or a time), %n how many entries it holds</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %Ln entrée</numerusform>
            <numerusform>%1&#xa0;: %Ln entrées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogsPane</name>
    <message>
        <source>Export Log</source>
        <translation>Exporter le journal</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Reload Log</source>
        <translation>&amp;Recharger le journal</translation>
    </message>
    <message>
        <source>Load the newest entries again</source>
        <translation>Charger à nouveau les entrées les plus récentes</translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation>&amp;Suivre</translation>
    </message>
    <message>
        <source>Check for new entries regularly and add them at the top</source>
        <translation>Rechercher régulièrement les nouvelles entrées et les ajouter en haut</translation>
    </message>
    <message>
        <source>&amp;Export Shown Entries…</source>
        <translation>&amp;Exporter les entrées affichées…</translation>
    </message>
    <message>
        <source>Save the entries shown (after the filters) as a CSV file</source>
        <translation>Enregistrer les entrées affichées (après les filtres) dans un fichier CSV</translation>
    </message>
    <message>
        <source>&amp;Show Alias</source>
        <translation>Afficher l&apos;&amp;alias</translation>
    </message>
    <message>
        <source>Show the alias this mail was sent to</source>
        <translation>Afficher l&apos;alias auquel ce courrier a été envoyé</translation>
    </message>
    <message>
        <source>&amp;Disable Alias…</source>
        <translation>&amp;Désactiver l&apos;alias…</translation>
    </message>
    <message>
        <source>Stop forwarding mail sent to this entry&apos;s alias</source>
        <translation>Ne plus rediriger le courrier envoyé à l&apos;alias de cette entrée</translation>
    </message>
    <message numerus="yes">
        <source>Check every %n seconds</source>
        <translation>
            <numerusform>Vérifier à %n seconde d&apos;intervalle</numerusform>
            <numerusform>Vérifier toutes les %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Show &amp;All Statuses</source>
        <translation>Afficher &amp;tous les statuts</translation>
    </message>
    <message>
        <source>All domains</source>
        <translation>Tous les domaines</translation>
    </message>
    <message>
        <source>An alias address, or an alias id</source>
        <translation>Une adresse d&apos;alias, ou un identifiant d&apos;alias</translation>
    </message>
    <message>
        <source>Finds entries whose sender, recipient, destination, subject, SMTP reply or Message-ID contains the text</source>
        <translation>Trouve les entrées dont l&apos;expéditeur, le destinataire, la destination, l&apos;objet, la réponse SMTP ou le Message-ID contient le texte</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Toute la période</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Dernière heure</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>24 dernières heures</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Personnalisée…</translation>
    </message>
    <message>
        <source>How many of the newest entries to load</source>
        <translation>Nombre d&apos;entrées récentes à charger</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Journaux</translation>
    </message>
    <message>
        <source>The largest number of entries is loaded</source>
        <translation>Le nombre maximal d&apos;entrées est chargé</translation>
    </message>
    <message>
        <source>Every entry the service keeps is loaded</source>
        <translation>Toutes les entrées que conserve le service sont chargées</translation>
    </message>
    <message>
        <source>Load more of the older entries</source>
        <translation>Charger davantage d&apos;entrées plus anciennes</translation>
    </message>
    <message numerus="yes">
        <source>Showing %L1 of %Ln loaded entries</source>
        <extracomment>%L1 how many entries the filters let through, %Ln how many are loaded</extracomment>
        <translation>
            <numerusform>Affichage de %L1 sur %Ln entrée chargée</numerusform>
            <numerusform>Affichage de %L1 sur %Ln entrées chargées</numerusform>
        </translation>
    </message>
    <message>
        <source>The service does not provide this column</source>
        <translation>Le service ne fournit pas cette colonne</translation>
    </message>
    <message>
        <source>Status: all</source>
        <translation>Statut&#xa0;: tous</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <extracomment>the status filter button when one status is chosen, e.g. &quot;Status: Bounced&quot;</extracomment>
        <translation>Statut&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Status: %n chosen</source>
        <translation>
            <numerusform>Statut&#xa0;: %n sélectionné</numerusform>
            <numerusform>Statut&#xa0;: %n sélectionnés</numerusform>
        </translation>
    </message>
    <message>
        <source>Following the log: new entries appear at the top.</source>
        <translation>Suivi du journal&#xa0;: les nouvelles entrées s&apos;affichent en haut.</translation>
    </message>
    <message>
        <source>%1 is not one of your domains any more.</source>
        <translation>%1 ne fait plus partie de vos domaines.</translation>
    </message>
    <message>
        <source>Looking up the alias %1…</source>
        <translation>Recherche de l&apos;alias %1…</translation>
    </message>
    <message>
        <source>Disable Alias</source>
        <translation>Désactiver l&apos;alias</translation>
    </message>
    <message>
        <source>There is no alias %1 any more.</source>
        <translation>L&apos;alias %1 n&apos;existe plus.</translation>
    </message>
    <message>
        <source>The alias %1 is already disabled.</source>
        <translation>L&apos;alias %1 est déjà désactivé.</translation>
    </message>
    <message>
        <source>Disable the alias %1? Mail sent to it will not be forwarded until you enable it again.</source>
        <translation>Désactiver l&apos;alias %1&#xa0;? Le courrier qui lui est envoyé ne sera plus redirigé tant que vous ne l&apos;aurez pas réactivé.</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>Désactiver</translation>
    </message>
    <message>
        <source>The alias %1 is disabled.</source>
        <translation>L&apos;alias %1 est désactivé.</translation>
    </message>
    <message>
        <source>forwarding-log-%1.csv</source>
        <extracomment>the suggested file name of a log export; keep it free of characters file systems refuse</extracomment>
        <translation>journal-redirections-%1.csv</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <source>The log could not be saved to %1: %2</source>
        <translation>Le journal n&apos;a pas pu être enregistré dans %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new log entries</source>
        <translation>
            <numerusform>%Ln nouvelle entrée dans le journal</numerusform>
            <numerusform>%Ln nouvelles entrées dans le journal</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded %Ln log entries</source>
        <translation>
            <numerusform>%Ln entrée du journal chargée</numerusform>
            <numerusform>%Ln entrées du journal chargées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln log entries to %1</source>
        <translation>
            <numerusform>%Ln entrée du journal exportée dans %1</numerusform>
            <numerusform>%Ln entrées du journal exportées dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Rechercher dans le journal</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Effacer la recherche</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Clear the alias</source>
        <translation>Effacer l&apos;alias</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Période</translation>
    </message>
    <message>
        <source>Newest entries to load</source>
        <translation>Entrées récentes à charger</translation>
    </message>
    <message>
        <source>Log entries</source>
        <translation>Entrées du journal</translation>
    </message>
    <message>
        <source>Mail the service forwarded, rejected or bounced, newest first. The details of the selected entry are shown beside the table.</source>
        <translation>Le courrier que le service a redirigé, refusé ou renvoyé, le plus récent en premier. Les détails de l&apos;entrée sélectionnée s&apos;affichent à côté du tableau.</translation>
    </message>
    <message>
        <source>&amp;Logs</source>
        <translation>&amp;Journaux</translation>
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
        <translation>Sections</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nouveau…</translation>
    </message>
    <message>
        <source>&amp;Account</source>
        <translation>C&amp;ompte</translation>
    </message>
    <message>
        <source>&amp;Connect to an Account…</source>
        <translation>Se &amp;connecter à un compte…</translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation>Se &amp;déconnecter</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Rechercher…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>Request &amp;Log…</source>
        <translation>&amp;Journal des requêtes…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;About ForwardDesk</source>
        <translation>À &amp;propos de ForwardDesk</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>Mis à jour à %1</translation>
    </message>
    <message>
        <source>No domain %1 in this account.</source>
        <translation>Aucun domaine %1 dans ce compte.</translation>
    </message>
    <message>
        <source>About ForwardDesk</source>
        <translation>À propos de ForwardDesk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ForwardDesk %1&lt;/h3&gt;&lt;p&gt;Manage the domains, aliases, forwarding logs and API keys of your e-mail forwarding account.&lt;/p&gt;&lt;p&gt;Your API key stays in the system&apos;s keychain.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ForwardDesk %1&lt;/h3&gt;&lt;p&gt;Gérez les domaines, les alias, les journaux de redirection et les clés d&apos;API de votre compte de redirection d&apos;e-mails.&lt;/p&gt;&lt;p&gt;Votre clé d&apos;API reste dans le trousseau du système.&lt;/p&gt;&lt;p&gt;Conçu avec Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Hors ligne</translation>
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
        <translation>&lt;b&gt;Aucun trousseau n&apos;est disponible.&lt;/b&gt; Votre clé d&apos;API n&apos;est conservée que pour cette exécution et ForwardDesk vous la redemandera la prochaine fois. Installez et déverrouillez un trousseau (GNOME Keyring, KWallet) pour qu&apos;elle soit mémorisée en toute sécurité.</translation>
    </message>
    <message>
        <source>Sign Out</source>
        <translation>Se déconnecter</translation>
    </message>
    <message>
        <source>Sign out of %1? ForwardDesk forgets the API key of this account; you will need a key to connect again.</source>
        <translation>Se déconnecter de %1&#xa0;? ForwardDesk oublie la clé d&apos;API de ce compte&#xa0;; il vous faudra une clé pour vous reconnecter.</translation>
    </message>
    <message>
        <source>No saved accounts</source>
        <translation>Aucun compte enregistré</translation>
    </message>
    <message>
        <source>%1 — ForwardDesk</source>
        <translation>%1 — ForwardDesk</translation>
    </message>
    <message>
        <source>ForwardDesk</source>
        <translation>ForwardDesk</translation>
    </message>
    <message>
        <source>The keychain refused to delete the API key of %1, so the key is still stored there. Unlock the keychain and sign out again, or open your keychain manager (for instance Passwords and Keys, or KWallet Manager) and delete the entry &quot;%2&quot; of %3 yourself. If someone else could use this computer, also delete the key on the service&apos;s dashboard.</source>
        <translation>Le trousseau a refusé de supprimer la clé d&apos;API de %1&#xa0;: la clé y est donc toujours stockée. Déverrouillez le trousseau et déconnectez-vous à nouveau, ou ouvrez votre gestionnaire de trousseau (par exemple Mots de passe et clés, ou le gestionnaire KWallet) et supprimez vous-même l&apos;entrée «&#xa0;%2&#xa0;» de %3. Si quelqu&apos;un d&apos;autre peut utiliser cet ordinateur, supprimez aussi la clé dans le tableau de bord du service.</translation>
    </message>
    <message>
        <source>The API key of %1 could not be deleted from the keychain, so the key is still stored there. Open your keychain manager (for instance Passwords and Keys, or KWallet Manager) and delete the entry &quot;%2&quot; of %3 yourself. If someone else could use this computer, also delete the key on the service&apos;s dashboard.</source>
        <translation>La clé d&apos;API de %1 n&apos;a pas pu être supprimée du trousseau&#xa0;: elle y est donc toujours stockée. Ouvrez votre gestionnaire de trousseau (par exemple Mots de passe et clés, ou le gestionnaire KWallet) et supprimez vous-même l&apos;entrée «&#xa0;%2&#xa0;» de %3. Si quelqu&apos;un d&apos;autre peut utiliser cet ordinateur, supprimez aussi la clé dans le tableau de bord du service.</translation>
    </message>
    <message>
        <source>API Key Still in the Keychain</source>
        <translation>Clé d&apos;API toujours dans le trousseau</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::NewKeyDialog</name>
    <message>
        <source>&lt;b&gt;Your new API key is ready.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Votre nouvelle clé d&apos;API est prête.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your new API key “%1” is ready.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Votre nouvelle clé d&apos;API «&#xa0;%1&#xa0;» est prête.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>New API key</source>
        <translation>Nouvelle clé d&apos;API</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Terminé</translation>
    </message>
    <message>
        <source>Close Without Copying?</source>
        <translation>Fermer sans copier&#xa0;?</translation>
    </message>
    <message>
        <source>You have not copied the key. Once this window is closed, it cannot be shown again, and you would have to create a new key.</source>
        <translation>Vous n&apos;avez pas copié la clé. Une fois cette fenêtre fermée, elle ne pourra plus être affichée et il vous faudra créer une nouvelle clé.</translation>
    </message>
    <message>
        <source>&amp;Close Anyway</source>
        <translation>&amp;Fermer quand même</translation>
    </message>
    <message numerus="yes">
        <source>Copied. The clipboard will be cleared in %n second(s) if it still holds the key.</source>
        <translation>
            <numerusform>Copiée. Le presse-papiers sera vidé dans %n seconde s&apos;il contient encore la clé.</numerusform>
            <numerusform>Copiée. Le presse-papiers sera vidé dans %n secondes s&apos;il contient encore la clé.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::OfflineBar</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Offline&lt;/b&gt; — showing what was loaded on %1. Changes are turned off until the service can be reached.</source>
        <translation>&lt;b&gt;Hors ligne&lt;/b&gt; — affichage de ce qui a été chargé le %1. Les modifications sont désactivées jusqu&apos;à ce que le service soit joignable.</translation>
    </message>
    <message>
        <source>Trying…</source>
        <translation>Essai…</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::PreferencesDialog</name>
    <message>
        <source>As the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>This desktop has no system tray.</source>
        <translation>Ce bureau n&apos;a pas de zone de notification.</translation>
    </message>
    <message>
        <source>For %1, tell me about:</source>
        <translation>Pour %1, me signaler&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::RequestLogDialog</name>
    <message>
        <source>Request Log</source>
        <translation>Journal des requêtes</translation>
    </message>
    <message>
        <source>The requests ForwardDesk made to the service in this session, newest last. Headers and bodies are never recorded, so your key is not in here.</source>
        <translation>Les requêtes que ForwardDesk a envoyées au service pendant cette session, les plus récentes en dernier. Les en-têtes et les corps ne sont jamais enregistrés&#xa0;: votre clé n&apos;y figure donc pas.</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Requêtes</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ScreenshotTour</name>
    <message>
        <source>Work</source>
        <translation>Travail</translation>
    </message>
    <message>
        <source>Backup script</source>
        <translation>Script de sauvegarde</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::TrayIcon</name>
    <message>
        <source>&amp;Open ForwardDesk</source>
        <translation>&amp;Ouvrir ForwardDesk</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>&amp;Pause Alerts</source>
        <translation>&amp;Suspendre les alertes</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>ForwardDesk</source>
        <translation>ForwardDesk</translation>
    </message>
    <message>
        <source>Keep ForwardDesk Running?</source>
        <translation>Laisser ForwardDesk tourner&#xa0;?</translation>
    </message>
    <message>
        <source>Keep ForwardDesk running in the system tray when its window is closed, so that it can tell you about bounced mail and domains that stop working? You can change this in Preferences.</source>
        <translation>Laisser ForwardDesk tourner dans la zone de notification quand sa fenêtre est fermée, pour vous signaler le courrier renvoyé et les domaines qui cessent de fonctionner&#xa0;? Vous pouvez changer cela dans les Préférences.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::VerificationPanel</name>
    <message>
        <source>At your DNS provider, add each record above. Use @ as the host for the domain itself (some providers want the host left empty instead). DNS changes can take from a few minutes to a day to be seen everywhere. Check DNS shows what is published right now; Verify asks the service to check.</source>
        <translation>Chez votre fournisseur DNS, ajoutez chacun des enregistrements ci-dessus. Utilisez @ comme hôte pour le domaine lui-même (certains fournisseurs demandent plutôt de laisser l&apos;hôte vide). Les modifications DNS peuvent mettre de quelques minutes à un jour pour être visibles partout. Interroger le DNS montre ce qui est publié en ce moment&#xa0;; Vérifier demande au service de contrôler.</translation>
    </message>
    <message>
        <source>Ask the service to check the DNS records (Ctrl+Shift+V)</source>
        <translation>Demander au service de vérifier les enregistrements DNS (Ctrl+Maj+V)</translation>
    </message>
    <message>
        <source>Look up what the world&apos;s DNS publishes now, without asking the service (Ctrl+Shift+D)</source>
        <translation>Voir ce que le DNS publie maintenant dans le monde, sans demander au service (Ctrl+Maj+D)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Value to publish</source>
        <translation>Valeur à publier</translation>
    </message>
    <message>
        <source>The service found</source>
        <translation>Trouvé par le service</translation>
    </message>
    <message>
        <source>What the world sees now</source>
        <translation>Visible en ce moment</translation>
    </message>
    <message>
        <source>Copy the value</source>
        <translation>Copier la valeur</translation>
    </message>
    <message>
        <source>DNS check finished.</source>
        <translation>Interrogation DNS terminée.</translation>
    </message>
    <message>
        <source>%1 (sent to the service as %2)</source>
        <translation>%1 (envoyé au service sous la forme %2)</translation>
    </message>
    <message>
        <source>Last checked %1</source>
        <translation>Dernière vérification&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Pas encore vérifié</translation>
    </message>
    <message>
        <source>Full name: %1</source>
        <translation>Nom complet&#xa0;: %1</translation>
    </message>
    <message>
        <source>Copy the value of the %1 record for %2</source>
        <translation>Copier la valeur de l&apos;enregistrement %1 pour %2</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>Copié&#xa0;: %1</translation>
    </message>
    <message>
        <source>The service found this record as expected.</source>
        <translation>Le service a trouvé cet enregistrement comme prévu.</translation>
    </message>
    <message>
        <source>Press Verify to let the service check.</source>
        <translation>Cliquez sur Vérifier pour que le service contrôle.</translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation>Rien de trouvé</translation>
    </message>
    <message>
        <source>Not as expected</source>
        <translation>Non conforme</translation>
    </message>
    <message>
        <source>The service did not find this record.</source>
        <translation>Le service n&apos;a pas trouvé cet enregistrement.</translation>
    </message>
    <message>
        <source>The service found a different value: %1</source>
        <translation>Le service a trouvé une autre valeur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not looked up yet</source>
        <translation>Pas encore interrogé</translation>
    </message>
    <message>
        <source>Press Check DNS to see what DNS publishes now.</source>
        <translation>Cliquez sur Interroger le DNS pour voir ce que le DNS publie maintenant.</translation>
    </message>
    <message>
        <source>DNS publishes the expected value.</source>
        <translation>Le DNS publie la valeur attendue.</translation>
    </message>
    <message>
        <source>DNS publishes something else:
%1</source>
        <translation>Le DNS publie autre chose&#xa0;:
%1</translation>
    </message>
    <message>
        <source>DNS publishes no such record yet.</source>
        <translation>Le DNS ne publie pas encore cet enregistrement.</translation>
    </message>
    <message>
        <source>Asking the service to check the DNS records…</source>
        <translation>Demande au service de vérifier les enregistrements DNS…</translation>
    </message>
    <message>
        <source>This domain is verified and active.</source>
        <translation>Ce domaine est vérifié et actif.</translation>
    </message>
    <message>
        <source>%1 is verified and active.</source>
        <translation>%1 est vérifié et actif.</translation>
    </message>
    <message numerus="yes">
        <source>Not verified yet: %n record(s) are missing or different. Publish them as shown above; DNS changes can take a while to be seen, so try again later.</source>
        <translation>
            <numerusform>Pas encore vérifié&#xa0;: %n enregistrement manque ou diffère. Publiez-le comme indiqué ci-dessus&#xa0;; les modifications DNS peuvent mettre du temps à être visibles, réessayez donc plus tard.</numerusform>
            <numerusform>Pas encore vérifié&#xa0;: %n enregistrements manquent ou diffèrent. Publiez-les comme indiqué ci-dessus&#xa0;; les modifications DNS peuvent mettre du temps à être visibles, réessayez donc plus tard.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not verified yet. DNS changes can take a while to be seen, so try again later.</source>
        <translation>Pas encore vérifié. Les modifications DNS peuvent mettre du temps à être visibles, réessayez donc plus tard.</translation>
    </message>
    <message>
        <source>%1 is not verified yet.</source>
        <translation>%1 n&apos;est pas encore vérifié.</translation>
    </message>
    <message>
        <source>DNS records</source>
        <translation>Enregistrements DNS</translation>
    </message>
    <message>
        <source>The records to publish for the selected domain, what the service found and what the world&apos;s DNS shows now</source>
        <translation>Les enregistrements à publier pour le domaine sélectionné, ce que le service a trouvé et ce que le DNS montre en ce moment dans le monde</translation>
    </message>
    <message>
        <source>The service gave no DNS records to check for this domain, so there is nothing to publish or to look up here. Verify asks the service to check the domain again; records it names then are shown here.</source>
        <translation>Le service n&apos;a indiqué aucun enregistrement DNS à vérifier pour ce domaine&#xa0;: il n&apos;y a donc rien à publier ni à interroger ici. Vérifier demande au service de contrôler à nouveau le domaine&#xa0;; les enregistrements qu&apos;il indique alors s&apos;affichent ici.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::AlertPoller</name>
    <message>
        <source>Mail bounced</source>
        <translation>Courrier renvoyé</translation>
    </message>
    <message numerus="yes">
        <source>%n bounced to %1 in the last hour</source>
        <translation>
            <numerusform>%n renvoyé pour %1 dans la dernière heure</numerusform>
            <numerusform>%n renvoyés pour %1 dans la dernière heure</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bounced to %1 since %2</source>
        <translation>
            <numerusform>%n renvoyé pour %1 depuis le %2</numerusform>
            <numerusform>%n renvoyés pour %1 depuis le %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Mail rejected</source>
        <translation>Courrier refusé</translation>
    </message>
    <message numerus="yes">
        <source>%n rejected for %1 in the last hour</source>
        <translation>
            <numerusform>%n refusé pour %1 dans la dernière heure</numerusform>
            <numerusform>%n refusés pour %1 dans la dernière heure</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rejected for %1 since %2</source>
        <translation>
            <numerusform>%n refusé pour %1 depuis le %2</numerusform>
            <numerusform>%n refusés pour %1 depuis le %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Domain no longer active</source>
        <translation>Domaine plus actif</translation>
    </message>
    <message>
        <source>%1 was active and no longer is: mail to it may not be forwarded.</source>
        <translation>%1 était actif et ne l&apos;est plus&#xa0;: le courrier qui lui est adressé risque de ne pas être redirigé.</translation>
    </message>
    <message>
        <source>API key refused</source>
        <translation>Clé d&apos;API refusée</translation>
    </message>
    <message>
        <source>The service no longer accepts the API key ForwardDesk uses. Open ForwardDesk to give a new one.</source>
        <translation>Le service n&apos;accepte plus la clé d&apos;API qu&apos;utilise ForwardDesk. Ouvrez ForwardDesk pour en donner une nouvelle.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::AliasModel</name>
    <message>
        <source>Catch-all: every address of the domain without its own alias</source>
        <translation>Catch-all&#xa0;: toute adresse du domaine sans alias propre</translation>
    </message>
    <message>
        <source>%1 (sent to the service as %2)</source>
        <translation>%1 (envoyé au service sous la forme %2)</translation>
    </message>
    <message>
        <source>Turning forwarding on…</source>
        <translation>Activation de la redirection…</translation>
    </message>
    <message>
        <source>Turning forwarding off…</source>
        <translation>Désactivation de la redirection…</translation>
    </message>
    <message>
        <source>Forwarding is on</source>
        <translation>Redirection activée</translation>
    </message>
    <message>
        <source>Forwarding is off</source>
        <translation>Redirection désactivée</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Destinations</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Activé</translation>
    </message>
    <message>
        <source>Forwarded</source>
        <translation>Redirigés</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Modifié</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::ApiKeyModel</name>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>ForwardDesk is signed in with this key</source>
        <translation>ForwardDesk est connecté avec cette clé</translation>
    </message>
    <message>
        <source>The service does not show the start of this key</source>
        <translation>Le service n&apos;indique pas le début de cette clé</translation>
    </message>
    <message>
        <source>This key does not expire</source>
        <translation>Cette clé n&apos;expire pas</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>Préfixe</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créée</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Dernière utilisation</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Expiration</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::DomainModel</name>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>En échec</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>%1 (sent to the service as %2)</source>
        <translation>%1 (envoyé au service sous la forme %2)</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Ajouté</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Vérifié</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::LogModel</name>
    <message>
        <source>Delivered</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Deferred</source>
        <translation>Différé</translation>
    </message>
    <message>
        <source>Bounced</source>
        <translation>Retourné</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Spam</source>
        <translation>Spam</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>%1 (%2 UTC)</source>
        <extracomment>%1 the local time with seconds and zone, %2 the same moment in UTC</extracomment>
        <translation>%1 (%2 UTC)</translation>
    </message>
    <message>
        <source>%1 (the service says “%2”)</source>
        <extracomment>%1 the status word, %2 the service&apos;s own word for it</extracomment>
        <translation>%1 (le service indique «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Sender</source>
        <translation>Expéditeur</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Destinataire</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destination</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>SMTP</source>
        <translation>SMTP</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Objet</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::RequestLogModel</name>
    <message>
        <source>No answer</source>
        <translation>Pas de réponse</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Tentative</translation>
    </message>
    <message>
        <source>Request id</source>
        <translation>Identifiant de requête</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>%L1 ms</source>
        <translation>%L1&#xa0;ms</translation>
    </message>
</context>
<context>
    <name>KeyInput</name>
    <message>
        <source>Hide key</source>
        <translation>Masquer la clé</translation>
    </message>
    <message>
        <source>Show key</source>
        <translation>Afficher la clé</translation>
    </message>
    <message>
        <source>API keys start with fwd_. Check that you copied the whole key.</source>
        <translation>Les clés d&apos;API commencent par fwd_. Vérifiez que vous avez copié la clé entière.</translation>
    </message>
    <message>
        <source>The key contains spaces. Copy it again from the service&apos;s dashboard.</source>
        <translation>La clé contient des espaces. Copiez-la à nouveau depuis le tableau de bord du service.</translation>
    </message>
    <message>
        <source>The key contains characters that keys do not have. Copy it again from the service&apos;s dashboard.</source>
        <translation>La clé contient des caractères que les clés n&apos;ont pas. Copiez-la à nouveau depuis le tableau de bord du service.</translation>
    </message>
    <message>
        <source>The key looks too short. Check that you copied the whole key.</source>
        <translation>La clé semble trop courte. Vérifiez que vous avez copié la clé entière.</translation>
    </message>
</context>
<context>
    <name>KeyNameDialog</name>
    <message>
        <source>New API Key</source>
        <translation>Nouvelle clé d&apos;API</translation>
    </message>
    <message>
        <source>Name the key after the script or app that will use it, so that you know which key to revoke later.</source>
        <translation>Nommez la clé d&apos;après le script ou l&apos;application qui l&apos;utilisera, pour savoir plus tard quelle clé révoquer.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>For example: Backup script</source>
        <translation>Par exemple&#xa0;: Script de sauvegarde</translation>
    </message>
</context>
<context>
    <name>LogsPane</name>
    <message>
        <source>Show only entries with the checked statuses</source>
        <translation>Afficher uniquement les entrées ayant les statuts cochés</translation>
    </message>
    <message>
        <source>&amp;Domain:</source>
        <translation>Do&amp;maine&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Alias:</source>
        <translation>A&amp;lias&#xa0;:</translation>
    </message>
    <message>
        <source>Any alias</source>
        <translation>Tous les alias</translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation>&amp;Période&#xa0;:</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>jus&amp;qu&apos;à</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Rechercher dans le journal</translation>
    </message>
    <message>
        <source>&amp;Newest entries to load:</source>
        <translation>E&amp;ntrées récentes à charger&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>Rechar&amp;ger</translation>
    </message>
    <message>
        <source>Load &amp;more</source>
        <translation>Charger pl&amp;us</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>Chargement</translation>
    </message>
</context>
<context>
    <name>NewKeyDialog</name>
    <message>
        <source>New API Key</source>
        <translation>Nouvelle clé d&apos;API</translation>
    </message>
    <message>
        <source>Copy the key now and keep it somewhere safe. It will never be shown again: neither ForwardDesk nor the service can show it to you later.</source>
        <translation>Copiez la clé maintenant et conservez-la en lieu sûr. Elle ne sera plus jamais affichée&#xa0;: ni ForwardDesk ni le service ne pourront vous la montrer plus tard.</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>&amp;Clé&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Co&amp;pier</translation>
    </message>
    <message>
        <source>&amp;Use this key for ForwardDesk from now on</source>
        <translation>&amp;Utiliser désormais cette clé pour ForwardDesk</translation>
    </message>
    <message>
        <source>ForwardDesk keeps the key in the system keychain for this account and signs in with it.</source>
        <translation>ForwardDesk garde la clé dans le trousseau du système pour ce compte et se connecte avec elle.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Couleurs&#xa0;:</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>&amp;Follow mode refreshes every:</source>
        <translation>Le mode &amp;Suivre actualise toutes les&#xa0;:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Clear a copied &amp;key after:</source>
        <translation>Effacer une clé copiée &amp;après&#xa0;:</translation>
    </message>
    <message>
        <source>Your API keys are kept in the system&apos;s keychain; preferences never contain them.</source>
        <translation>Vos clés d&apos;API sont conservées dans le trousseau du système&#xa0;; les préférences ne les contiennent jamais.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>A new language applies after ForwardDesk is restarted.</source>
        <translation>Une nouvelle langue s&apos;applique après le redémarrage de ForwardDesk.</translation>
    </message>
    <message>
        <source>Tray and alerts</source>
        <translation>Zone de notification et alertes</translation>
    </message>
    <message>
        <source>Show an icon in the system &amp;tray and alerts while the window is closed</source>
        <translation>Afficher une icône dans la zone de &amp;notification et des alertes quand la fenêtre est fermée</translation>
    </message>
    <message>
        <source>Keep running in the tray when the window is closed</source>
        <translation>Continuer dans la zone de notification quand la fenêtre est fermée</translation>
    </message>
    <message>
        <source>Check every:</source>
        <translation>Vérifier toutes les&#xa0;:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Tell me about:</source>
        <translation>Me signaler&#xa0;:</translation>
    </message>
    <message>
        <source>Bounced mail</source>
        <translation>Courrier renvoyé</translation>
    </message>
    <message>
        <source>Rejected mail</source>
        <translation>Courrier refusé</translation>
    </message>
    <message>
        <source>Domains that are no longer active</source>
        <translation>Domaines qui ne sont plus actifs</translation>
    </message>
    <message>
        <source>An API key that stops working</source>
        <translation>Une clé d&apos;API qui cesse de fonctionner</translation>
    </message>
</context>
<context>
    <name>SandboxOptions</name>
    <message>
        <source>Address to listen on (default 127.0.0.1; &quot;localhost&quot; also works).</source>
        <translation>Adresse d&apos;écoute (127.0.0.1 par défaut&#xa0;; «&#xa0;localhost&#xa0;» fonctionne aussi).</translation>
    </message>
    <message>
        <source>Port to listen on, 0 for any free port (default %1).</source>
        <translation>Port d&apos;écoute, 0 pour n&apos;importe quel port libre (%1 par défaut).</translation>
    </message>
    <message>
        <source>SQLite file that keeps the data across restarts (default: in memory).</source>
        <translation>Fichier SQLite qui conserve les données d&apos;un redémarrage à l&apos;autre (par défaut&#xa0;: en mémoire).</translation>
    </message>
    <message>
        <source>Data to start with: none (accounts and keys only), demo (default) or large (1,000 domains, 100,000 aliases, 100,000 log entries).</source>
        <translation>Données de départ&#xa0;: none (comptes et clés seulement), demo (par défaut) ou large (1 000 domaines, 100 000 alias, 100 000 entrées de journal).</translation>
    </message>
    <message>
        <source>Value of the printed API key: fwd_ and 40 letters and digits (default: a new random key).</source>
        <translation>Valeur de la clé d&apos;API affichée&#xa0;: fwd_ suivi de 40 lettres et chiffres (par défaut&#xa0;: une nouvelle clé aléatoire).</translation>
    </message>
    <message>
        <source>Add a new log entry every SECONDS seconds (default 0: never).</source>
        <translation>Ajouter une nouvelle entrée au journal toutes les SECONDS secondes (0 par défaut&#xa0;: jamais).</translation>
    </message>
    <message>
        <source>Verify calls a new domain needs before its records appear (default 2).</source>
        <translation>Nombre d&apos;appels à Verify nécessaires à un nouveau domaine avant que ses enregistrements apparaissent (2 par défaut).</translation>
    </message>
    <message>
        <source>Largest accepted ?limit= of GET /logs, at most 1000000 (default 10000).</source>
        <translation>Plus grand ?limit= accepté pour GET /logs, au plus 1000000 (10000 par défaut).</translation>
    </message>
    <message>
        <source>Seed of the random numbers (seed data, fault rates); 0 = from the clock (default).</source>
        <translation>Graine des nombres aléatoires (données de départ, taux de pannes)&#xa0;; 0 = à partir de l&apos;horloge (par défaut).</translation>
    </message>
    <message>
        <source>Where resources live: none (/domains, default), api (/api/domains) or both.</source>
        <translation>Emplacement des ressources&#xa0;: none (/domains, par défaut), api (/api/domains) ou both (les deux).</translation>
    </message>
    <message>
        <source>Shape of lists: bare ([...], default), data ({&quot;data&quot;: [...]}), items ({&quot;items&quot;: [...], &quot;total&quot;: N}), named ({&quot;domains&quot;: [...]}) or paged ({&quot;items&quot;, &quot;total&quot;, &quot;page&quot;, &quot;next&quot;}).</source>
        <translation>Forme des listes&#xa0;: bare ([...], par défaut), data ({&quot;data&quot;: [...]}), items ({&quot;items&quot;: [...], &quot;total&quot;: N}), named ({&quot;domains&quot;: [...]}) ou paged ({&quot;items&quot;, &quot;total&quot;, &quot;page&quot;, &quot;next&quot;}).</translation>
    </message>
    <message>
        <source>Record ids: int (default) or uuid.</source>
        <translation>Identifiants des enregistrements&#xa0;: int (par défaut) ou uuid.</translation>
    </message>
    <message>
        <source>Success status of a POST that creates: 201 (default) or 200.</source>
        <translation>Statut de réussite d&apos;un POST qui crée&#xa0;: 201 (par défaut) ou 200.</translation>
    </message>
    <message>
        <source>Success status of DELETE: 204 (default, no body) or 200 (with {&quot;deleted&quot;: true, &quot;id&quot;: ...}).</source>
        <translation>Statut de réussite de DELETE&#xa0;: 204 (par défaut, sans corps) ou 200 (avec {&quot;deleted&quot;: true, &quot;id&quot;: ...}).</translation>
    </message>
    <message>
        <source>Status of &quot;Invalid token&quot; and &quot;Not authenticated&quot;: 401 (default) or 403.</source>
        <translation>Statut de &quot;Invalid token&quot; et de &quot;Not authenticated&quot;&#xa0;: 401 (par défaut) ou 403.</translation>
    </message>
    <message>
        <source>Status of &quot;Domain limit reached&quot;: 403 (default), 400, 402 or 422.</source>
        <translation>Statut de &quot;Domain limit reached&quot;&#xa0;: 403 (par défaut), 400, 402 ou 422.</translation>
    </message>
    <message>
        <source>PATCH semantics: partial (default: omitted fields stay) or full (all fields required).</source>
        <translation>Sémantique de PATCH&#xa0;: partial (par défaut&#xa0;: les champs omis sont conservés) ou full (tous les champs sont requis).</translation>
    </message>
    <message>
        <source>Timestamps: iso-z (default, 2026-11-21T05:01:22Z), iso-offset (+02:00), naive (no zone, UTC), epoch-s or epoch-ms.</source>
        <translation>Horodatages&#xa0;: iso-z (par défaut, 2026-11-21T05:01:22Z), iso-offset (+02:00), naive (sans fuseau, UTC), epoch-s ou epoch-ms.</translation>
    </message>
    <message>
        <source>Field that carries a new API key&apos;s value: key (default), api_key or token.</source>
        <translation>Champ qui porte la valeur d&apos;une nouvelle clé d&apos;API&#xa0;: key (par défaut), api_key ou token.</translation>
    </message>
    <message>
        <source>forwarddesk-sandbox only: no access log line per request.</source>
        <translation>forwarddesk-sandbox seulement&#xa0;: aucune ligne de journal d&apos;accès par requête.</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>Afficher cette aide et quitter.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Afficher la version et quitter.</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not one of %3</source>
        <translation>--%1&#xa0;: «&#xa0;%2&#xa0;» ne fait pas partie de %3</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number from %3 to %4</source>
        <translation>--%1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un nombre entier de %3 à %4</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot; (options start with --)</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;» (les options commencent par --)</translation>
    </message>
    <message>
        <source>--address: &quot;%1&quot; is not an IPv4 or IPv6 address</source>
        <translation>--address&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas une adresse IPv4 ou IPv6</translation>
    </message>
    <message>
        <source>--database: the file name is empty</source>
        <translation>--database&#xa0;: le nom de fichier est vide</translation>
    </message>
    <message>
        <source>--key: &quot;%1&quot; is not an API key (fwd_ followed by 40 letters and digits)</source>
        <translation>--key&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas une clé d&apos;API (fwd_ suivi de 40 lettres et chiffres)</translation>
    </message>
    <message>
        <source>Usage: forwarddesk-sandbox [options]

A local forwarding service for trying ForwardDesk and for its tests: the whole API on
loopback HTTP with SQLite storage. It prints its URL and an API key, then one line per
request. Stop it with Ctrl+C.

Options:
</source>
        <translation>Utilisation&#xa0;: forwarddesk-sandbox [options]

Un service de redirection local pour essayer ForwardDesk et pour ses tests&#xa0;: toute l&apos;API
en HTTP sur l&apos;interface de bouclage, avec stockage SQLite. Il affiche son URL et une clé
d&apos;API, puis une ligne par requête. Arrêtez-le avec Ctrl+C.

Options&#xa0;:
</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Exemples&#xa0;:</translation>
    </message>
    <message>
        <source>Items per page of paged lists (--envelope paged, --style jsonapi, --paging link; default 50).</source>
        <translation>Éléments par page des listes paginées (--envelope paged, --style jsonapi, --paging link&#xa0;; 50 par défaut).</translation>
    </message>
    <message>
        <source>Record style: flat (default) or jsonapi (resource objects {&quot;data&quot;: {&quot;id&quot;, &quot;type&quot;, &quot;attributes&quot;}}, paged lists with links.next and meta.total, application/vnd.api+json).</source>
        <translation>Style des enregistrements&#xa0;: flat (par défaut) ou jsonapi (objets ressources {&quot;data&quot;: {&quot;id&quot;, &quot;type&quot;, &quot;attributes&quot;}}, listes paginées avec links.next et meta.total, application/vnd.api+json).</translation>
    </message>
    <message>
        <source>Error bodies: fastapi (default, {&quot;detail&quot;: ...}) or problem (RFC 9457 application/problem+json).</source>
        <translation>Corps des erreurs&#xa0;: fastapi (par défaut, {&quot;detail&quot;: ...}) ou problem (RFC 9457 application/problem+json).</translation>
    </message>
    <message>
        <source>Where a list&apos;s next page is named: body (default, per --envelope or --style) or link (every list paged, the next page only in a Link header).</source>
        <translation>Où la page suivante d&apos;une liste est indiquée&#xa0;: body (par défaut, selon --envelope ou --style) ou link (toutes les listes paginées, la page suivante seulement dans un en-tête Link).</translation>
    </message>
    <message>
        <source>Field names: spec (default), synonyms (hostname, local_part, is_active, recipients, label, secret, +02:00 times) or synonyms-csv (alias, active, forward_to as one comma-separated string, description, api_key, from/to).</source>
        <translation>Noms des champs&#xa0;: spec (par défaut), synonyms (hostname, local_part, is_active, recipients, label, secret, heures en +02:00) ou synonyms-csv (alias, active, forward_to en une seule chaîne séparée par des virgules, description, api_key, from/to).</translation>
    </message>
    <message>
        <source>Compress answers (Content-Encoding: gzip) when the request accepts gzip.</source>
        <translation>Compresser les réponses (Content-Encoding: gzip) quand la requête accepte gzip.</translation>
    </message>
    <message>
        <source>Inject a fault (repeatable), e.g. kind=error,rate=0.3 or kind=trickle,bytes=8,ms=50,route=GET /logs. Names: kind (latency, error, rate-limit, malformed, reset, hang, trickle, empty-object, no-content, oversized, cyclic-next, huge-page, retry-after-date, unavailable, unreadable-records), route (* by default, /logs, /domains/*/aliases, optionally after a method), rate (0..1, default 1), times (first N hits), ms (latency delay, default 500; trickle pause, default 100), status (error: 500, 502 or 503; default each in turn), retry-after (rate-limit, unavailable, retry-after-date; default 1), bytes (trickle chunk, default 16; oversized body, default 83886080), count (unreadable-records, default 3).</source>
        <translation>Injecter une panne (répétable), p. ex. kind=error,rate=0.3 ou kind=trickle,bytes=8,ms=50,route=GET /logs. Noms&#xa0;: kind (latency, error, rate-limit, malformed, reset, hang, trickle, empty-object, no-content, oversized, cyclic-next, huge-page, retry-after-date, unavailable, unreadable-records), route (* par défaut, /logs, /domains/*/aliases, éventuellement précédé d&apos;une méthode), rate (0..1, 1 par défaut), times (N premiers appels), ms (délai de latency, 500 par défaut&#xa0;; pause de trickle, 100 par défaut), status (error&#xa0;: 500, 502 ou 503&#xa0;; par défaut chacun à son tour), retry-after (rate-limit, unavailable, retry-after-date&#xa0;; 1 par défaut), bytes (morceau de trickle, 16 par défaut&#xa0;; corps oversized, 83886080 par défaut), count (unreadable-records, 3 par défaut).</translation>
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
        <translation>Essayez «&#xa0;%1 --help&#xa0;» pour la liste des options.</translation>
    </message>
    <message>
        <source>Resources are under %1/api (e.g. %1/api/domains)</source>
        <translation>Les ressources sont sous %1/api (p. ex. %1/api/domains)</translation>
    </message>
    <message>
        <source>Resources are under both %1 and %1/api</source>
        <translation>Les ressources sont à la fois sous %1 et sous %1/api</translation>
    </message>
    <message>
        <source>Fault rules: %L1</source>
        <translation>Règles de panne&#xa0;: %L1</translation>
    </message>
</context>
<context>
    <name>VerificationPanel</name>
    <message>
        <source>Select a domain to see the DNS records it needs.</source>
        <translation>Sélectionnez un domaine pour voir les enregistrements DNS dont il a besoin.</translation>
    </message>
    <message>
        <source>&amp;DNS records to publish at your DNS provider:</source>
        <translation>Enregistrements DNS à &amp;publier chez votre fournisseur DNS&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Check DNS</source>
        <translation>&amp;Interroger le DNS</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Vérifier</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Manage the domains, aliases, logs and API keys of a forwarding account.</source>
        <translation>Gérer les domaines, les alias, les journaux et les clés d&apos;API d&apos;un compte de redirection.</translation>
    </message>
    <message>
        <source>Try ForwardDesk with a local sandbox service and sample data.</source>
        <translation>Essayer ForwardDesk avec un service bac à sable local et des données d&apos;exemple.</translation>
    </message>
    <message>
        <source>Service address to connect to; the key comes from %1.</source>
        <translation>Adresse du service auquel se connecter&#xa0;; la clé provient de %1.</translation>
    </message>
    <message>
        <source>Quit once the first load has finished and print what was loaded and how long each step took.</source>
        <translation>Quitter une fois le premier chargement terminé et afficher ce qui a été chargé et la durée de chaque étape.</translation>
    </message>
    <message>
        <source>--quit-after-load and --screenshots need --demo or --url.</source>
        <translation>--quit-after-load et --screenshots nécessitent --demo ou --url.</translation>
    </message>
    <message>
        <source>Cannot start the sandbox service: %1</source>
        <translation>Impossible de démarrer le service bac à sable&#xa0;: %1</translation>
    </message>
    <message>
        <source>Demo account</source>
        <translation>Compte de démonstration</translation>
    </message>
    <message>
        <source>Set %1 to the API key to use with --url.</source>
        <translation>Définissez %1 avec la clé d&apos;API à utiliser avec --url.</translation>
    </message>
    <message>
        <source>Offline: the service cannot be reached (%1). Showing what was loaded on %2.</source>
        <translation>Hors ligne&#xa0;: le service est injoignable (%1). Affichage de ce qui a été chargé le %2.</translation>
    </message>
    <message>
        <source>address</source>
        <comment>value name of --url in --help</comment>
        <translation>adresse</translation>
    </message>
    <message>
        <source>Once the first load has finished, save a picture of each pane and dialog into &lt;folder&gt; and quit (used for the README).</source>
        <comment>&lt;folder&gt; is the value name of --screenshots</comment>
        <translation>Une fois le premier chargement terminé, enregistrer une image de chaque volet et boîte de dialogue dans &lt;dossier&gt; puis quitter (utilisé pour le README).</translation>
    </message>
    <message>
        <source>folder</source>
        <comment>value name of --screenshots in --help</comment>
        <translation>dossier</translation>
    </message>
    <message>
        <source>Load failed: %1</source>
        <translation>Échec du chargement&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 was not found in %2.</source>
        <translation>%1 est introuvable dans %2.</translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation>%1 n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <source>%1 ended before it was ready.</source>
        <translation>%1 s&apos;est arrêté avant d&apos;être prêt.</translation>
    </message>
</context>
</TS>
