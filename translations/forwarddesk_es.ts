<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
<context>
    <name>AddDomainDialog</name>
    <message>
        <source>Add Domain</source>
        <translation>Añadir dominio</translation>
    </message>
    <message>
        <source>Add a domain you own. After adding it, publish the DNS records ForwardDesk shows you, then verify it.</source>
        <translation>Añada un dominio que sea suyo. Después, publique los registros DNS que le muestra ForwardDesk y verifíquelo.</translation>
    </message>
    <message>
        <source>Domain &amp;name:</source>
        <translation>&amp;Nombre de dominio:</translation>
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
        <translation>Nuevo alias</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>D&amp;irección:</translation>
    </message>
    <message>
        <source>hello</source>
        <translation>hola</translation>
    </message>
    <message>
        <source>&amp;Catch-all (every address without its own alias)</source>
        <translation>Alias &amp;catch-all (cualquier dirección sin alias propio)</translation>
    </message>
    <message>
        <source>&amp;Enabled (forward mail to the destinations)</source>
        <translation>Ac&amp;tivado (reenviar el correo a los destinos)</translation>
    </message>
    <message>
        <source>&amp;Destinations:</source>
        <translation>&amp;Destinos:</translation>
    </message>
</context>
<context>
    <name>BulkResultDialog</name>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
</context>
<context>
    <name>ConnectDialog</name>
    <message>
        <source>Connect to a Forwarding Service</source>
        <translation>Conectar con un servicio de reenvío</translation>
    </message>
    <message>
        <source>Enter the address of your forwarding service and an API key. You create keys in the service&apos;s dashboard, under API keys.</source>
        <translation>Introduzca la dirección de su servicio de reenvío y una clave de API. Las claves se crean en el panel del servicio, en Claves de API.</translation>
    </message>
    <message>
        <source>Service &amp;address:</source>
        <translation>&amp;Dirección del servicio:</translation>
    </message>
    <message>
        <source>https://forward.example.com</source>
        <translation>https://forward.example.com</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>&amp;Clave de API:</translation>
    </message>
    <message>
        <source>Account &amp;name:</source>
        <translation>&amp;Nombre de la cuenta:</translation>
    </message>
    <message>
        <source>Optional, for example Work</source>
        <translation>Opcional, por ejemplo Trabajo</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>&amp;Probar conexión</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The service cannot be reached.</source>
        <translation>No se puede contactar con el servicio.</translation>
    </message>
    <message>
        <source>The service did not answer in time.</source>
        <translation>El servicio no respondió a tiempo.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Se canceló la solicitud.</translation>
    </message>
    <message>
        <source>The service&apos;s certificate could not be verified.</source>
        <translation>No se pudo verificar el certificado del servicio.</translation>
    </message>
    <message>
        <source>This address is not allowed.</source>
        <translation>Esta dirección no está permitida.</translation>
    </message>
    <message>
        <source>The service redirected to another address.</source>
        <translation>El servicio redirigió a otra dirección.</translation>
    </message>
    <message>
        <source>The API key was refused.</source>
        <translation>Se rechazó la clave de API.</translation>
    </message>
    <message>
        <source>Your plan does not include API access.</source>
        <translation>Su plan no incluye acceso a la API.</translation>
    </message>
    <message>
        <source>The service refused this action.</source>
        <translation>El servicio rechazó esta acción.</translation>
    </message>
    <message>
        <source>Not found.</source>
        <translation>No encontrado.</translation>
    </message>
    <message>
        <source>The domain is already verified.</source>
        <translation>El dominio ya está verificado.</translation>
    </message>
    <message>
        <source>This conflicts with what the service already has.</source>
        <translation>Esto entra en conflicto con lo que ya tiene el servicio.</translation>
    </message>
    <message>
        <source>The service did not accept the input.</source>
        <translation>El servicio no aceptó los datos introducidos.</translation>
    </message>
    <message>
        <source>Your plan&apos;s domain limit is reached.</source>
        <translation>Se alcanzó el límite de dominios de su plan.</translation>
    </message>
    <message>
        <source>Too many requests.</source>
        <translation>Demasiadas solicitudes.</translation>
    </message>
    <message>
        <source>The service had a problem.</source>
        <translation>El servicio tuvo un problema.</translation>
    </message>
    <message>
        <source>The service&apos;s answer could not be read.</source>
        <translation>No se pudo leer la respuesta del servicio.</translation>
    </message>
    <message>
        <source>Check your connection and the service address. (%1)</source>
        <translation>Compruebe su conexión y la dirección del servicio. (%1)</translation>
    </message>
    <message>
        <source>The service may be busy or the connection slow. Try again in a moment.</source>
        <translation>Puede que el servicio esté ocupado o que la conexión sea lenta. Inténtelo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>The connection is not safe, so ForwardDesk did not send your key. (%1)</source>
        <translation>La conexión no es segura, así que ForwardDesk no envió su clave. (%1)</translation>
    </message>
    <message>
        <source>Use an https:// address. Plain http:// is only allowed for this computer (localhost).</source>
        <translation>Use una dirección https://. El http:// sin cifrar solo se permite para este equipo (localhost).</translation>
    </message>
    <message>
        <source>ForwardDesk does not follow redirects to another host, so that your key stays with the service.</source>
        <translation>ForwardDesk no sigue redirecciones a otro host, para que su clave no salga del servicio.</translation>
    </message>
    <message>
        <source>The key may have been revoked or mistyped. Enter a valid key that starts with fwd_.</source>
        <translation>Puede que la clave se haya revocado o esté mal escrita. Introduzca una clave válida que empiece por fwd_.</translation>
    </message>
    <message>
        <source>API access needs the Creator, Pro or Business plan. Upgrade the plan in the service&apos;s dashboard.</source>
        <translation>El acceso a la API requiere el plan Creator, Pro o Business. Cambie de plan en el panel del servicio.</translation>
    </message>
    <message>
        <source>Remove a domain or move to a larger plan to add more.</source>
        <translation>Elimine un dominio o pase a un plan superior para añadir más.</translation>
    </message>
    <message numerus="yes">
        <source>Wait %n second(s), then try again.</source>
        <translation>
            <numerusform>Espere %n segundo y vuelva a intentarlo.</numerusform>
            <numerusform>Espere %n segundos y vuelva a intentarlo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait a little, then try again.</source>
        <translation>Espere un poco y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Try again later. (HTTP %1)</source>
        <translation>Inténtelo de nuevo más tarde. (HTTP %1)</translation>
    </message>
    <message>
        <source>It may have been removed elsewhere. Refresh to see the current state.</source>
        <translation>Puede que se haya eliminado en otro lugar. Actualice para ver el estado actual.</translation>
    </message>
    <message>
        <source>Check that the address points to the forwarding service&apos;s API. (%1)</source>
        <translation>Compruebe que la dirección apunta a la API del servicio de reenvío. (%1)</translation>
    </message>
    <message>
        <source>No forwarding API was found at this address. Check the address: it is the one of the service itself, for example https://forward.example.com.</source>
        <translation>No se encontró ninguna API de reenvío en esta dirección. Compruebe la dirección: es la del propio servicio, por ejemplo https://forward.example.com.</translation>
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
        <translation>La respuesta del servicio es demasiado grande.</translation>
    </message>
    <message>
        <source>The service&apos;s answer is not in the expected format.</source>
        <translation>La respuesta del servicio no tiene el formato esperado.</translation>
    </message>
    <message>
        <source>The service&apos;s answer holds no list.</source>
        <translation>La respuesta del servicio no contiene ninguna lista.</translation>
    </message>
    <message>
        <source>The service accepted the request but did not send the result back.</source>
        <translation>El servicio aceptó la solicitud, pero no devolvió el resultado.</translation>
    </message>
    <message numerus="yes">
        <source>The service asks to wait %n second(s) before trying again. (HTTP %1)</source>
        <translation>
            <numerusform>El servicio pide esperar %n segundo antes de volver a intentarlo. (HTTP %1)</numerusform>
            <numerusform>El servicio pide esperar %n segundos antes de volver a intentarlo. (HTTP %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>ForwardDesk stopped reading it to protect this computer&apos;s memory. The request log has the details.</source>
        <translation>ForwardDesk dejó de leerla para proteger la memoria de este equipo. El registro de solicitudes tiene los detalles.</translation>
    </message>
    <message>
        <source>The change was made; ForwardDesk reads the current state again to show it.</source>
        <translation>El cambio se hizo; ForwardDesk vuelve a leer el estado actual para mostrarlo.</translation>
    </message>
    <message>
        <source>no name found</source>
        <translation>no se encontró ningún nombre</translation>
    </message>
    <message>
        <source>no address found</source>
        <translation>no se encontró ninguna dirección</translation>
    </message>
    <message>
        <source>no id found</source>
        <translation>no se encontró ningún identificador</translation>
    </message>
    <message>
        <source>no key value found</source>
        <translation>no se encontró el valor de la clave</translation>
    </message>
    <message>
        <source>no known field found</source>
        <translation>no se encontró ningún campo conocido</translation>
    </message>
    <message numerus="yes">
        <source>%n domain(s) could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>No se pudo leer %n dominio: %1; consulte el registro de solicitudes.</numerusform>
            <numerusform>No se pudieron leer %n dominios: %1; consulte el registro de solicitudes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alias(es) could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>No se pudo leer %n alias: %1; consulte el registro de solicitudes.</numerusform>
            <numerusform>No se pudieron leer %n alias: %1; consulte el registro de solicitudes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n log entries could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>No se pudo leer %n entrada del registro: %1; consulte el registro de solicitudes.</numerusform>
            <numerusform>No se pudieron leer %n entradas del registro: %1; consulte el registro de solicitudes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n API key(s) could not be read: %1; see the request log.</source>
        <translation>
            <numerusform>No se pudo leer %n clave de API: %1; consulte el registro de solicitudes.</numerusform>
            <numerusform>No se pudieron leer %n claves de API: %1; consulte el registro de solicitudes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service answers in a shape ForwardDesk does not know: none of its records could be read. Check the address, or see the request log for the answer.</source>
        <translation>El servicio responde con una forma que ForwardDesk no conoce: no se pudo leer ninguno de sus registros. Compruebe la dirección o consulte la respuesta en el registro de solicitudes.</translation>
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
        <translation>Nada publicado</translation>
    </message>
    <message>
        <source>No answer from DNS in time</source>
        <translation>Sin respuesta del DNS a tiempo</translation>
    </message>
    <message>
        <source>DNS lookup failed</source>
        <translation>Falló la consulta DNS</translation>
    </message>
    <message>
        <source>DNS lookup failed: %1</source>
        <translation>Falló la consulta DNS: %1</translation>
    </message>
    <message>
        <source>Not checked for %1 records</source>
        <translation>No comprobado para registros %1</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Consultando…</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AddDomainDialog</name>
    <message>
        <source>&amp;Add Domain</source>
        <translation>&amp;Añadir dominio</translation>
    </message>
    <message>
        <source>A domain name has no spaces.</source>
        <translation>Un nombre de dominio no tiene espacios.</translation>
    </message>
    <message>
        <source>A domain name has at least two parts separated by a dot, such as example.com.</source>
        <translation>Un nombre de dominio tiene al menos dos partes separadas por un punto, como example.com.</translation>
    </message>
    <message>
        <source>A domain name cannot start or end with a dot or have two dots in a row.</source>
        <translation>Un nombre de dominio no puede empezar ni terminar con un punto ni tener dos puntos seguidos.</translation>
    </message>
    <message>
        <source>Use only letters, digits and hyphens between the dots.</source>
        <translation>Use solo letras, dígitos y guiones entre los puntos.</translation>
    </message>
    <message>
        <source>A part between dots cannot start or end with a hyphen.</source>
        <translation>Una parte entre puntos no puede empezar ni terminar con un guion.</translation>
    </message>
    <message>
        <source>This international name cannot be written in the form DNS uses.</source>
        <translation>Este nombre internacional no se puede escribir en la forma que usa el DNS.</translation>
    </message>
    <message numerus="yes">
        <source>Each part between dots can have at most %n character(s) (in the form DNS uses).</source>
        <translation>
            <numerusform>Cada parte entre puntos puede tener como máximo %n carácter (en la forma que usa el DNS).</numerusform>
            <numerusform>Cada parte entre puntos puede tener como máximo %n caracteres (en la forma que usa el DNS).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A domain name can have at most %n character(s) (in the form DNS uses).</source>
        <translation>
            <numerusform>Un nombre de dominio puede tener como máximo %n carácter (en la forma que usa el DNS).</numerusform>
            <numerusform>Un nombre de dominio puede tener como máximo %n caracteres (en la forma que usa el DNS).</numerusform>
        </translation>
    </message>
    <message>
        <source>Sent as %1</source>
        <translation>Se envía como %1</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasDialog</name>
    <message>
        <source>Letters a–z, digits 0–9 and . _ + - (up to 64 characters)</source>
        <translation>Letras a–z, dígitos 0–9 y . _ + - (hasta 64 caracteres)</translation>
    </message>
    <message>
        <source>Receives mail sent to any address of the domain that has no alias of its own</source>
        <translation>Recibe el correo enviado a cualquier dirección del dominio que no tenga alias propio</translation>
    </message>
    <message>
        <source>Add Alias</source>
        <translation>Añadir alias</translation>
    </message>
    <message>
        <source>New Alias</source>
        <translation>Nuevo alias</translation>
    </message>
    <message>
        <source>Edit Alias</source>
        <translation>Editar alias</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Whether an alias is the catch-all cannot be changed; add a new alias instead.</source>
        <translation>Un alias no puede pasar a ser el catch-all ni dejar de serlo; añada un alias nuevo en su lugar.</translation>
    </message>
    <message>
        <source>Enter the part of the address before the @.</source>
        <translation>Introduzca la parte de la dirección anterior a la @.</translation>
    </message>
    <message>
        <source>Use at most %1 characters.</source>
        <translation>Use como máximo %1 caracteres.</translation>
    </message>
    <message>
        <source>Use only letters a–z, digits 0–9 and the characters . _ + -</source>
        <translation>Use solo letras a–z, dígitos 0–9 y los caracteres . _ + -</translation>
    </message>
    <message>
        <source>The address cannot start or end with a dot.</source>
        <translation>La dirección no puede empezar ni terminar con un punto.</translation>
    </message>
    <message>
        <source>The address cannot have two dots in a row.</source>
        <translation>La dirección no puede tener dos puntos seguidos.</translation>
    </message>
    <message>
        <source>This domain has a catch-all alias already; edit that one instead.</source>
        <translation>Este dominio ya tiene un alias catch-all; edite ese en su lugar.</translation>
    </message>
    <message>
        <source>This domain has an alias with this address already.</source>
        <translation>Este dominio ya tiene un alias con esta dirección.</translation>
    </message>
    <message>
        <source>hello</source>
        <translation>hola</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Guardando…</translation>
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
        <translation>Activando…</translation>
    </message>
    <message>
        <source>Turning off…</source>
        <translation>Desactivando…</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activado</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
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
        <translation>&amp;Aplicar</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Import Aliases</source>
        <translation>Importar alias</translation>
    </message>
    <message>
        <source>Replace a Destination</source>
        <translation>Reemplazar un destino</translation>
    </message>
    <message>
        <source>Aliases in the file that do not exist are created, those that differ are changed (state and destinations). Aliases missing from the file stay as they are; nothing is deleted.</source>
        <translation>Los alias del archivo que no existen se crean y los que son distintos se cambian (estado y destinos). Los alias que no están en el archivo se quedan como están; no se elimina nada.</translation>
    </message>
    <message>
        <source>C&amp;hoose File…</source>
        <translation>&amp;Elegir archivo…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Domain for rows &amp;without one:</source>
        <translation>Dominio para las filas &amp;sin dominio:</translation>
    </message>
    <message>
        <source>for files without destinations, such as addy.io&apos;s</source>
        <translation>para archivos sin destinos, como los de addy.io</translation>
    </message>
    <message>
        <source>Forward rows without &amp;destinations to:</source>
        <translation>Reenviar las filas sin des&amp;tinos a:</translation>
    </message>
    <message>
        <source>Every alias of every domain that forwards to the first address will forward to the second one instead. Nothing else of an alias changes.</source>
        <translation>Todos los alias de todos los dominios que reenvían a la primera dirección pasarán a reenviar a la segunda. No cambia nada más de los alias.</translation>
    </message>
    <message>
        <source>old@example.net</source>
        <translation>antigua@example.net</translation>
    </message>
    <message>
        <source>new@example.org</source>
        <translation>nueva@example.org</translation>
    </message>
    <message>
        <source>&amp;Preview</source>
        <translation>&amp;Vista previa</translation>
    </message>
    <message>
        <source>&amp;Find destination:</source>
        <translation>&amp;Buscar destino:</translation>
    </message>
    <message>
        <source>&amp;Replace with:</source>
        <translation>&amp;Reemplazar por:</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>What happens</source>
        <translation>Qué ocurre</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>The row names no alias.</source>
        <translation>La fila no indica ningún alias.</translation>
    </message>
    <message>
        <source>“%1” cannot be the part of an address before the @.</source>
        <translation>«%1» no puede ser la parte de una dirección anterior a la @.</translation>
    </message>
    <message>
        <source>The row names no domain; choose one for rows without it.</source>
        <translation>La fila no indica ningún dominio; elija uno para las filas sin dominio.</translation>
    </message>
    <message>
        <source>The row forwards nowhere; give an address for rows without destinations.</source>
        <translation>La fila no reenvía a ninguna parte; indique una dirección para las filas sin destinos.</translation>
    </message>
    <message>
        <source>“%1” is not an e-mail address.</source>
        <translation>«%1» no es una dirección de correo.</translation>
    </message>
    <message>
        <source>“%1” is neither true nor false.</source>
        <translation>«%1» no es ni true ni false.</translation>
    </message>
    <message>
        <source>The alias is deleted at the service the file comes from.</source>
        <translation>El alias está eliminado en el servicio del que procede el archivo.</translation>
    </message>
    <message>
        <source>This account has no domain %1.</source>
        <translation>Esta cuenta no tiene ningún dominio %1.</translation>
    </message>
    <message>
        <source>An earlier row names the same alias.</source>
        <translation>Una fila anterior indica el mismo alias.</translation>
    </message>
    <message>
        <source>Alias files (*.csv *.json);;All files (*)</source>
        <translation>Archivos de alias (*.csv *.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The file is too large to be a list of aliases.</source>
        <translation>El archivo es demasiado grande para ser una lista de alias.</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>No se pudo leer el archivo: %1</translation>
    </message>
    <message>
        <source>This is not a file of aliases ForwardDesk can read: it needs ForwardDesk&apos;s columns, ImprovMX&apos;s (alias, forward) or addy.io&apos;s (email, active).</source>
        <translation>Este no es un archivo de alias que ForwardDesk pueda leer: necesita las columnas de ForwardDesk, las de ImprovMX (alias, forward) o las de addy.io (email, active).</translation>
    </message>
    <message>
        <source>Reading the aliases of all domains…</source>
        <translation>Leyendo los alias de todos los dominios…</translation>
    </message>
    <message>
        <source>The aliases of %1 could not be read: %2</source>
        <translation>No se pudieron leer los alias de %1: %2</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Crear</translation>
    </message>
    <message>
        <source>Forwards to %1.</source>
        <translation>Reenvía a %1.</translation>
    </message>
    <message>
        <source>Forwards to %1, switched off.</source>
        <translation>Reenvía a %1, desactivado.</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>Switched on; forwards to %1 (was %2).</source>
        <translation>Activado; reenvía a %1 (antes %2).</translation>
    </message>
    <message>
        <source>Switched off; forwards to %1 (was %2).</source>
        <translation>Desactivado; reenvía a %1 (antes %2).</translation>
    </message>
    <message>
        <source>Forwards to %1 (was %2).</source>
        <translation>Reenvía a %1 (antes %2).</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Sin cambios</translation>
    </message>
    <message>
        <source>Already as in the file.</source>
        <translation>Ya está como en el archivo.</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>No válido</translation>
    </message>
    <message>
        <source>The file holds no aliases.</source>
        <translation>El archivo no contiene ningún alias.</translation>
    </message>
    <message>
        <source>No alias forwards to that address.</source>
        <translation>Ningún alias reenvía a esa dirección.</translation>
    </message>
    <message numerus="yes">
        <source>%n aliases will be created.</source>
        <translation>
            <numerusform>Se creará %n alias.</numerusform>
            <numerusform>Se crearán %n alias.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n aliases will be changed.</source>
        <translation>
            <numerusform>Se cambiará %n alias.</numerusform>
            <numerusform>Se cambiarán %n alias.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n aliases are already as the file says.</source>
        <translation>
            <numerusform>%n alias ya está como indica el archivo.</numerusform>
            <numerusform>%n alias ya están como indica el archivo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows cannot be used and will be skipped.</source>
        <translation>
            <numerusform>%n fila no se puede usar y se omitirá.</numerusform>
            <numerusform>%n filas no se pueden usar y se omitirán.</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En espera</translation>
    </message>
    <message>
        <source>Nothing to do</source>
        <translation>Nada que hacer</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Stopping after the change under way…</source>
        <translation>Deteniendo tras el cambio en curso…</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creado</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Cambiado</translation>
    </message>
    <message>
        <source>Not done (stopped)</source>
        <translation>No realizado (detenido)</translation>
    </message>
    <message numerus="yes">
        <source>%n changes were made.</source>
        <translation>
            <numerusform>Se hizo %n cambio.</numerusform>
            <numerusform>Se hicieron %n cambios.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changes failed; the Result column says why.</source>
        <translation>
            <numerusform>Falló %n cambio; la columna Resultado indica el motivo.</numerusform>
            <numerusform>Fallaron %n cambios; la columna Resultado indica el motivo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n changes were not made because of Stop.</source>
        <translation>
            <numerusform>No se hizo %n cambio por haber pulsado Detener.</numerusform>
            <numerusform>No se hicieron %n cambios por haber pulsado Detener.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not done (account switched)</source>
        <translation>No realizado (cuenta cambiada)</translation>
    </message>
    <message>
        <source>The account was switched while the changes were made; the rows without a result were not changed, or their outcome is unknown.</source>
        <translation>Se cambió de cuenta mientras se hacían los cambios; las filas sin resultado no se cambiaron, o su resultado es desconocido.</translation>
    </message>
    <message>
        <source>The account was switched; close this window and open it again.</source>
        <translation>Se cambió de cuenta; cierre esta ventana y vuelva a abrirla.</translation>
    </message>
    <message numerus="yes">
        <source>Reading the aliases of all domains: %1 of %n…</source>
        <translation>
            <numerusform>Leyendo los alias de todos los dominios: %1 de %n…</numerusform>
            <numerusform>Leyendo los alias de todos los dominios: %1 de %n…</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the file…</source>
        <translation>Leyendo el archivo…</translation>
    </message>
    <message>
        <source>Preparing the preview…</source>
        <translation>Preparando la vista previa…</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasTransferActions</name>
    <message>
        <source>Import and E&amp;xport</source>
        <translation>Importar y e&amp;xportar</translation>
    </message>
    <message>
        <source>&amp;Import Aliases…</source>
        <translation>&amp;Importar alias…</translation>
    </message>
    <message>
        <source>E&amp;xport Aliases of This Domain…</source>
        <translation>E&amp;xportar alias de este dominio…</translation>
    </message>
    <message>
        <source>Export &amp;All Aliases…</source>
        <translation>Exportar &amp;todos los alias…</translation>
    </message>
    <message>
        <source>&amp;Replace a Destination…</source>
        <translation>&amp;Reemplazar un destino…</translation>
    </message>
    <message>
        <source>&amp;Undo Delete</source>
        <translation>&amp;Deshacer eliminación</translation>
    </message>
    <message>
        <source>Create and change aliases from a CSV or JSON file</source>
        <translation>Crear y cambiar alias a partir de un archivo CSV o JSON</translation>
    </message>
    <message>
        <source>Make every alias that forwards to one address forward to another</source>
        <translation>Hacer que todos los alias que reenvían a una dirección reenvíen a otra</translation>
    </message>
    <message>
        <source>&amp;Undo Delete of %1</source>
        <translation>&amp;Deshacer eliminación de %1</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Export Aliases</source>
        <translation>Exportar alias</translation>
    </message>
    <message>
        <source>Reading aliases for the export…</source>
        <translation>Leyendo los alias para la exportación…</translation>
    </message>
    <message>
        <source>The aliases could not be saved: %1</source>
        <translation>No se pudieron guardar los alias: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n aliases to %1.</source>
        <translation>
            <numerusform>Se exportó %n alias a %1.</numerusform>
            <numerusform>Se exportaron %n alias a %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The aliases of %1 could not be read: %2</source>
        <translation>No se pudieron leer los alias de %1: %2</translation>
    </message>
    <message>
        <source>%1 was not restored: %2</source>
        <translation>No se restauró %1: %2</translation>
    </message>
    <message>
        <source>Restored %1.</source>
        <translation>Se restauró %1.</translation>
    </message>
    <message numerus="yes">
        <source>Reading aliases for the export: %1 of %n domains…</source>
        <translation>
            <numerusform>Leyendo los alias para la exportación: %1 de %n dominio…</numerusform>
            <numerusform>Leyendo los alias para la exportación: %1 de %n dominios…</numerusform>
        </translation>
    </message>
    <message>
        <source>The export stopped: the account was switched or signed out.</source>
        <translation>La exportación se detuvo: se cambió de cuenta o se cerró la sesión.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::AliasesPane</name>
    <message>
        <source>&amp;Domain:</source>
        <translation>&amp;Dominio:</translation>
    </message>
    <message>
        <source>Choose a domain</source>
        <translation>Elija un dominio</translation>
    </message>
    <message>
        <source>Filter by address or destination</source>
        <translation>Filtrar por dirección o destino</translation>
    </message>
    <message>
        <source>Filter aliases</source>
        <translation>Filtrar alias</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mostrar:</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Activado</translation>
    </message>
    <message>
        <source>Disabled</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Catch-all</source>
        <translation>Catch-all</translation>
    </message>
    <message>
        <source>&amp;New Alias…</source>
        <translation>&amp;Nuevo alias…</translation>
    </message>
    <message>
        <source>Add an alias to this domain (Ctrl+N)</source>
        <translation>Añadir un alias a este dominio (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Edit Alias…</source>
        <translation>E&amp;ditar alias…</translation>
    </message>
    <message>
        <source>E&amp;nable</source>
        <translation>&amp;Activar</translation>
    </message>
    <message>
        <source>Turn forwarding on for the selected aliases</source>
        <translation>Activar el reenvío de los alias seleccionados</translation>
    </message>
    <message>
        <source>&amp;Disable</source>
        <translation>Desac&amp;tivar</translation>
    </message>
    <message>
        <source>Turn forwarding off for the selected aliases</source>
        <translation>Desactivar el reenvío de los alias seleccionados</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>&amp;Eliminar…</translation>
    </message>
    <message>
        <source>Delete the selected aliases (Del)</source>
        <translation>Eliminar los alias seleccionados (Supr)</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>&amp;Copiar dirección</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Loading aliases…</source>
        <translation>Cargando alias…</translation>
    </message>
    <message>
        <source>Choose a domain first.</source>
        <translation>Elija primero un dominio.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Se guardó %1.</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>Se añadió %1.</translation>
    </message>
    <message>
        <source>Forwarding for %1 is on.</source>
        <translation>El reenvío de %1 está activado.</translation>
    </message>
    <message>
        <source>Forwarding for %1 is off.</source>
        <translation>El reenvío de %1 está desactivado.</translation>
    </message>
    <message>
        <source>Forwarding for %1 was not turned on: %2</source>
        <translation>No se activó el reenvío de %1: %2</translation>
    </message>
    <message>
        <source>Forwarding for %1 was not turned off: %2</source>
        <translation>No se desactivó el reenvío de %1: %2</translation>
    </message>
    <message>
        <source>Delete Aliases</source>
        <translation>Eliminar alias</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Delete the catch-all alias %1? Mail to addresses without an alias of their own will no longer be forwarded.</source>
        <translation>¿Eliminar el alias catch-all %1? El correo enviado a direcciones sin alias propio dejará de reenviarse.</translation>
    </message>
    <message>
        <source>Delete the alias %1? Mail to this address will no longer be forwarded.</source>
        <translation>¿Eliminar el alias %1? El correo enviado a esta dirección dejará de reenviarse.</translation>
    </message>
    <message>
        <source>Delete Alias</source>
        <translation>Eliminar alias</translation>
    </message>
    <message>
        <source>%1 was not deleted: %2</source>
        <translation>No se eliminó %1: %2</translation>
    </message>
    <message>
        <source>Copied %1.</source>
        <translation>Se copió %1.</translation>
    </message>
    <message>
        <source>Enable Aliases</source>
        <translation>Activar alias</translation>
    </message>
    <message>
        <source>Disable Aliases</source>
        <translation>Desactivar alias</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Deleting %1…</source>
        <translation>Eliminando %1…</translation>
    </message>
    <message>
        <source>Enabling %1…</source>
        <translation>Activando %1…</translation>
    </message>
    <message>
        <source>Disabling %1…</source>
        <translation>Desactivando %1…</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Eliminado</translation>
    </message>
    <message>
        <source>Not done: stopped before this alias</source>
        <translation>No realizado: se detuvo antes de este alias</translation>
    </message>
    <message>
        <source>Choose a domain to see its aliases.</source>
        <translation>Elija un dominio para ver sus alias.</translation>
    </message>
    <message>
        <source>No aliases yet. Add one with New Alias (Ctrl+N).</source>
        <translation>Aún no hay alias. Añada uno con Nuevo alias (Ctrl+N).</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln aliases? Mail to these addresses will no longer be forwarded.</source>
        <translation>
            <numerusform>¿Eliminar %Ln alias? El correo enviado a esta dirección dejará de reenviarse.</numerusform>
            <numerusform>¿Eliminar %Ln alias? El correo enviado a estas direcciones dejará de reenviarse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln addresses.</source>
        <translation>
            <numerusform>Se copió %Ln dirección.</numerusform>
            <numerusform>Se copiaron %Ln direcciones.</numerusform>
        </translation>
    </message>
    <message>
        <source>Aliases changed: %L1.</source>
        <translation>Alias cambiados: %L1.</translation>
    </message>
    <message>
        <source>Aliases not changed: %L1. The report says why.</source>
        <translation>Alias sin cambiar: %L1. El informe indica el motivo.</translation>
    </message>
    <message>
        <source>Aliases: %L1</source>
        <translation>Alias: %L1</translation>
    </message>
    <message>
        <source>Aliases: %L1 of %L2 shown</source>
        <translation>Alias: %L1 de %L2 mostrados</translation>
    </message>
    <message>
        <source>Clear the alias filter</source>
        <translation>Borrar el filtro de alias</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>The aliases of the chosen domain. Enter or F2 edits the selected alias; Ctrl+E turns it on, Ctrl+Shift+E off.</source>
        <translation>Los alias del dominio elegido. Intro o F2 edita el alias seleccionado; Ctrl+E lo activa y Ctrl+Mayús+E lo desactiva.</translation>
    </message>
    <message>
        <source>&amp;Aliases</source>
        <translation>A&amp;lias</translation>
    </message>
    <message>
        <source>A change of %1 is still on its way; try again once it is done.</source>
        <translation>Aún hay un cambio de %1 en curso; vuelva a intentarlo cuando termine.</translation>
    </message>
    <message>
        <source>Deleted %1. Ctrl+Z brings it back.</source>
        <translation>Se eliminó %1. Ctrl+Z lo recupera.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ApiKeysPane</name>
    <message>
        <source>&amp;New Key…</source>
        <translation>&amp;Nueva clave…</translation>
    </message>
    <message>
        <source>&amp;Revoke Key…</source>
        <translation>&amp;Revocar clave…</translation>
    </message>
    <message>
        <source>Copy &amp;Prefix</source>
        <translation>Copiar &amp;prefijo</translation>
    </message>
    <message>
        <source>Scripts and other apps use API keys to reach your account. A key&apos;s value is shown only once, when it is created; this list shows the first characters of each key.</source>
        <translation>Los scripts y otras aplicaciones usan claves de API para acceder a su cuenta. El valor de una clave solo se muestra una vez, al crearla; esta lista muestra los primeros caracteres de cada clave.</translation>
    </message>
    <message>
        <source>Create an API key; its value is shown once (Ctrl+N)</source>
        <translation>Crear una clave de API; su valor se muestra una sola vez (Ctrl+N)</translation>
    </message>
    <message>
        <source>Revoke the selected key; anything using it stops working (Del)</source>
        <translation>Revocar la clave seleccionada; todo lo que la use dejará de funcionar (Supr)</translation>
    </message>
    <message>
        <source>Copy the first characters of the selected key, to find where it is used</source>
        <translation>Copiar los primeros caracteres de la clave seleccionada, para encontrar dónde se usa</translation>
    </message>
    <message>
        <source>API keys</source>
        <translation>Claves de API</translation>
    </message>
    <message>
        <source>API Keys</source>
        <translation>Claves de API</translation>
    </message>
    <message>
        <source>Loading API keys…</source>
        <translation>Cargando claves de API…</translation>
    </message>
    <message numerus="yes">
        <source>%n API key(s)</source>
        <translation>
            <numerusform>%n clave de API</numerusform>
            <numerusform>%n claves de API</numerusform>
        </translation>
    </message>
    <message>
        <source>API key “%1” created</source>
        <translation>Se creó la clave de API «%1»</translation>
    </message>
    <message>
        <source>Revoke the Key ForwardDesk Uses?</source>
        <translation>¿Revocar la clave que usa ForwardDesk?</translation>
    </message>
    <message>
        <source>Revoke the API key “%1”?

ForwardDesk uses this key. After revoking it, ForwardDesk will ask you for another key. Any script using this key will stop working at once too. This cannot be undone.</source>
        <translation>¿Revocar la clave de API «%1»?

ForwardDesk usa esta clave. Después de revocarla, ForwardDesk le pedirá otra clave. Cualquier script que use esta clave también dejará de funcionar de inmediato. Esta acción no se puede deshacer.</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Revocar</translation>
    </message>
    <message>
        <source>Revoke API Key?</source>
        <translation>¿Revocar la clave de API?</translation>
    </message>
    <message>
        <source>Revoke the API key “%1”?

Any script using this key will stop working at once. This cannot be undone.</source>
        <translation>¿Revocar la clave de API «%1»?

Cualquier script que use esta clave dejará de funcionar de inmediato. Esta acción no se puede deshacer.</translation>
    </message>
    <message>
        <source>Revoking “%1”…</source>
        <translation>Revocando «%1»…</translation>
    </message>
    <message>
        <source>Key Not Revoked</source>
        <translation>Clave no revocada</translation>
    </message>
    <message>
        <source>API key “%1” revoked</source>
        <translation>Se revocó la clave de API «%1»</translation>
    </message>
    <message>
        <source>Copied the prefix of “%1”</source>
        <translation>Se copió el prefijo de «%1»</translation>
    </message>
    <message>
        <source>“%1” was not revoked. %2</source>
        <translation>No se revocó «%1». %2</translation>
    </message>
    <message>
        <source>API &amp;Keys</source>
        <translation>&amp;Claves de API</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::BulkResultDialog</name>
    <message>
        <source>All done.</source>
        <translation>Todo listo.</translation>
    </message>
    <message>
        <source>Done: %L1. Failed: %L2.</source>
        <translation>Realizados: %L1. Con error: %L2.</translation>
    </message>
    <message>
        <source>Done: %L1. Failed: %L2. Not done (cancelled): %L3.</source>
        <translation>Realizados: %L1. Con error: %L2. No realizados (cancelados): %L3.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Each alias and what became of it</source>
        <translation>Cada alias y lo que ocurrió con él</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ConnectDialog</name>
    <message>
        <source>&amp;Connect</source>
        <translation>C&amp;onectar</translation>
    </message>
    <message>
        <source>Enter the address of the service, for example https://forward.example.com.</source>
        <translation>Introduzca la dirección del servicio, por ejemplo https://forward.example.com.</translation>
    </message>
    <message>
        <source>Enter the API key.</source>
        <translation>Introduzca la clave de API.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>The address of the service itself. Without https:// in front, ForwardDesk adds it.</source>
        <translation>La dirección del propio servicio. Si no lleva https:// delante, ForwardDesk lo añade.</translation>
    </message>
    <message>
        <source>Plain http:// is fine here: the service runs on this computer.</source>
        <translation>Aquí http:// sin cifrar es válido: el servicio se ejecuta en este equipo.</translation>
    </message>
    <message>
        <source>Plain http:// would send your key unencrypted over the network, so ForwardDesk only allows it for a service on this computer. Use https://.</source>
        <translation>Con http:// su clave viajaría sin cifrar por la red, así que ForwardDesk solo lo permite para un servicio en este equipo. Use https://.</translation>
    </message>
    <message>
        <source>Use an address that starts with https://.</source>
        <translation>Use una dirección que empiece por https://.</translation>
    </message>
    <message>
        <source>ForwardDesk keeps the key in your system&apos;s keychain, never in a file.</source>
        <translation>ForwardDesk guarda la clave en el llavero del sistema, nunca en un archivo.</translation>
    </message>
    <message numerus="yes">
        <source>Connected: %Ln domain(s)</source>
        <translation>
            <numerusform>Conectado: %Ln dominio</numerusform>
            <numerusform>Conectado: %Ln dominios</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::CurrentKeyDelegate</name>
    <message>
        <source>this app</source>
        <translation>esta aplicación</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::DestinationsEditor</name>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Destinos</translation>
    </message>
    <message>
        <source>Double-click an address to change it. Paste several at once with Ctrl+V.</source>
        <translation>Haga doble clic en una dirección para cambiarla. Pegue varias a la vez con Ctrl+V.</translation>
    </message>
    <message>
        <source>name@example.net, …</source>
        <translation>nombre@example.net, …</translation>
    </message>
    <message>
        <source>Type or paste addresses; separate several with commas, spaces or line breaks</source>
        <translation>Escriba o pegue direcciones; sepárelas con comas, espacios o saltos de línea</translation>
    </message>
    <message>
        <source>Add the typed addresses to the list</source>
        <translation>Añadir las direcciones escritas a la lista</translation>
    </message>
    <message>
        <source>Remove the selected addresses</source>
        <translation>Quitar las direcciones seleccionadas</translation>
    </message>
    <message>
        <source>Add at least one destination.</source>
        <translation>Añada al menos un destino.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not a valid e-mail address</source>
        <translation>no es una dirección de correo válida</translation>
    </message>
    <message>
        <source>listed twice</source>
        <translation>repetida</translation>
    </message>
    <message>
        <source>Destinations to add</source>
        <translation>Destinos que añadir</translation>
    </message>
    <message>
        <source>Clear the addresses to add</source>
        <translation>Borrar las direcciones que añadir</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::DomainsPane</name>
    <message>
        <source>Filter domains (Ctrl+F)</source>
        <translation>Filtrar dominios (Ctrl+F)</translation>
    </message>
    <message>
        <source>Filter domains</source>
        <translation>Filtrar dominios</translation>
    </message>
    <message>
        <source>&amp;Add Domain…</source>
        <translation>&amp;Añadir dominio…</translation>
    </message>
    <message>
        <source>Add a domain to the account (Ctrl+N)</source>
        <translation>Añadir un dominio a la cuenta (Ctrl+N)</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>&amp;Verificar</translation>
    </message>
    <message>
        <source>Ask the service to check the selected domain&apos;s DNS records</source>
        <translation>Pedir al servicio que compruebe los registros DNS del dominio seleccionado</translation>
    </message>
    <message>
        <source>Check &amp;DNS</source>
        <translation>Consultar &amp;DNS</translation>
    </message>
    <message>
        <source>Look up what DNS publishes now for the selected domain, without the service</source>
        <translation>Ver lo que publica el DNS ahora para el dominio seleccionado, sin pasar por el servicio</translation>
    </message>
    <message>
        <source>Show A&amp;liases</source>
        <translation>Mostrar a&amp;lias</translation>
    </message>
    <message>
        <source>Show the aliases of the selected domain (Enter)</source>
        <translation>Mostrar los alias del dominio seleccionado (Intro)</translation>
    </message>
    <message>
        <source>&amp;Copy Domain Name</source>
        <translation>&amp;Copiar nombre de dominio</translation>
    </message>
    <message>
        <source>&amp;Delete Domain…</source>
        <translation>&amp;Eliminar dominio…</translation>
    </message>
    <message>
        <source>Delete the selected domain and its aliases (Del)</source>
        <translation>Eliminar el dominio seleccionado y sus alias (Supr)</translation>
    </message>
    <message>
        <source>Domains</source>
        <translation>Dominios</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>Se copió %1</translation>
    </message>
    <message>
        <source>Added %1. Publish its DNS records, then verify it.</source>
        <translation>Se añadió %1. Publique sus registros DNS y después verifíquelo.</translation>
    </message>
    <message>
        <source>Delete the domain %1?

Its aliases are deleted with it. This cannot be undone.</source>
        <translation>¿Eliminar el dominio %1?

Sus alias se eliminan con él. Esta acción no se puede deshacer.</translation>
    </message>
    <message>
        <source>Delete the domain %1?

It has no aliases. This cannot be undone.</source>
        <translation>¿Eliminar el dominio %1?

No tiene alias. Esta acción no se puede deshacer.</translation>
    </message>
    <message>
        <source>Delete Domain</source>
        <translation>Eliminar dominio</translation>
    </message>
    <message>
        <source>Deleting %1…</source>
        <translation>Eliminando %1…</translation>
    </message>
    <message>
        <source>Deleted %1.</source>
        <translation>Se eliminó %1.</translation>
    </message>
    <message>
        <source>Domain Not Deleted</source>
        <translation>Dominio no eliminado</translation>
    </message>
    <message numerus="yes">
        <source>Delete the domain %1?

Its %Ln alias(es) are deleted with it. This cannot be undone.</source>
        <translation>
            <numerusform>¿Eliminar el dominio %1?

Su %Ln alias se elimina con él. Esta acción no se puede deshacer.</numerusform>
            <numerusform>¿Eliminar el dominio %1?

Sus %Ln alias se eliminan con él. Esta acción no se puede deshacer.</numerusform>
        </translation>
    </message>
    <message>
        <source>The domain %1 was not deleted.

%2</source>
        <translation>No se eliminó el dominio %1.

%2</translation>
    </message>
    <message>
        <source>Clear the domain filter</source>
        <translation>Borrar el filtro de dominios</translation>
    </message>
    <message>
        <source>The domains of the account with their verification status. Enter shows the aliases of the selected domain; its DNS records are listed below.</source>
        <translation>Los dominios de la cuenta con su estado de verificación. Intro muestra los alias del dominio seleccionado; sus registros DNS se muestran debajo.</translation>
    </message>
    <message>
        <source>&amp;Domains</source>
        <translation>&amp;Dominios</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ErrorBanner</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <source>Show Request &amp;Log</source>
        <translation>Mostrar registro de &amp;solicitudes</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::KeyNameDialog</name>
    <message>
        <source>&amp;Create Key</source>
        <translation>&amp;Crear clave</translation>
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
        <translation>Borrar el nombre</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::KeyPromptBar</name>
    <message>
        <source>&amp;Use Key</source>
        <translation>&amp;Usar clave</translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation>Cerrar &amp;sesión</translation>
    </message>
    <message>
        <source>New API key (fwd_…)</source>
        <translation>Nueva clave de API (fwd_…)</translation>
    </message>
    <message>
        <source>New API key</source>
        <translation>Nueva clave de API</translation>
    </message>
    <message>
        <source>The new key was refused as well. Check that you copied the whole key, or create a new one in the service&apos;s dashboard.</source>
        <translation>La nueva clave también se rechazó. Compruebe que copió la clave completa o cree una nueva en el panel del servicio.</translation>
    </message>
    <message>
        <source>The service refused ForwardDesk&apos;s API key: it may have been revoked. Enter a valid key to carry on, or sign out.</source>
        <translation>El servicio rechazó la clave de API de ForwardDesk: puede que se haya revocado. Introduzca una clave válida para continuar o cierre la sesión.</translation>
    </message>
    <message>
        <source>Checking the new key…</source>
        <translation>Comprobando la nueva clave…</translation>
    </message>
    <message>
        <source>Clear the key</source>
        <translation>Borrar la clave</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogDetailPanel</name>
    <message>
        <source>Select an entry to see all its fields.</source>
        <translation>Seleccione una entrada para ver todos sus campos.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Entry details&lt;/b&gt;</source>
        <translation>&lt;b&gt;Detalles de la entrada&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Entry details</source>
        <translation>Detalles de la entrada</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy the selected fields, or all of them</source>
        <translation>Copiar los campos seleccionados, o todos</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copiar detalles</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>As received from the service</source>
        <translation>Tal como se recibió del servicio</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>%1 the local time, %2 the same moment in UTC</extracomment>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>%1 (%2 UTC)</source>
        <translation>%1 (%2 UTC)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>The service says “%1”</source>
        <translation>El servicio indica «%1»</translation>
    </message>
    <message>
        <source>Sender</source>
        <translation>Remitente</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Destinatario</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>(not forwarded)</source>
        <translation>(no reenviado)</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <source>SMTP code</source>
        <translation>Código SMTP</translation>
    </message>
    <message>
        <source>SMTP reply</source>
        <translation>Respuesta SMTP</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Asunto</translation>
    </message>
    <message>
        <source>Message-ID</source>
        <translation>Message-ID</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
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
        <translation>(nada)</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogSummaryWidget</name>
    <message>
        <source>Log summary</source>
        <translation>Resumen del registro</translation>
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
        <translation>Entradas cada 5 minutos</translation>
    </message>
    <message>
        <source>Entries per 15 minutes</source>
        <translation>Entradas cada 15 minutos</translation>
    </message>
    <message>
        <source>Entries per hour</source>
        <translation>Entradas por hora</translation>
    </message>
    <message>
        <source>Entries per day</source>
        <translation>Entradas por día</translation>
    </message>
    <message>
        <source>Entries per week</source>
        <translation>Entradas por semana</translation>
    </message>
    <message>
        <source>No entries to chart</source>
        <translation>No hay entradas que representar</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln entries</source>
        <extracomment>%1 the start of a bar of the log chart (a date or a time), %n how many entries it holds</extracomment>
        <translation>
            <numerusform>%1: %Ln entrada</numerusform>
            <numerusform>%1: %Ln entradas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::LogsPane</name>
    <message>
        <source>Export Log</source>
        <translation>Exportar registro</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>&amp;Reload Log</source>
        <translation>&amp;Recargar registro</translation>
    </message>
    <message>
        <source>Load the newest entries again</source>
        <translation>Volver a cargar las entradas más recientes</translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation>&amp;Seguir</translation>
    </message>
    <message>
        <source>Check for new entries regularly and add them at the top</source>
        <translation>Buscar entradas nuevas cada cierto tiempo y añadirlas arriba</translation>
    </message>
    <message>
        <source>&amp;Export Shown Entries…</source>
        <translation>&amp;Exportar entradas mostradas…</translation>
    </message>
    <message>
        <source>Save the entries shown (after the filters) as a CSV file</source>
        <translation>Guardar las entradas mostradas (tras los filtros) como archivo CSV</translation>
    </message>
    <message>
        <source>&amp;Show Alias</source>
        <translation>&amp;Mostrar alias</translation>
    </message>
    <message>
        <source>Show the alias this mail was sent to</source>
        <translation>Mostrar el alias al que se envió este correo</translation>
    </message>
    <message>
        <source>&amp;Disable Alias…</source>
        <translation>&amp;Desactivar alias…</translation>
    </message>
    <message>
        <source>Stop forwarding mail sent to this entry&apos;s alias</source>
        <translation>Dejar de reenviar el correo enviado al alias de esta entrada</translation>
    </message>
    <message numerus="yes">
        <source>Check every %n seconds</source>
        <translation>
            <numerusform>Comprobar cada %n segundo</numerusform>
            <numerusform>Comprobar cada %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>Show &amp;All Statuses</source>
        <translation>Mostrar &amp;todos los estados</translation>
    </message>
    <message>
        <source>All domains</source>
        <translation>Todos los dominios</translation>
    </message>
    <message>
        <source>An alias address, or an alias id</source>
        <translation>Una dirección de alias o un identificador de alias</translation>
    </message>
    <message>
        <source>Finds entries whose sender, recipient, destination, subject, SMTP reply or Message-ID contains the text</source>
        <translation>Busca entradas cuyo remitente, destinatario, destino, asunto, respuesta SMTP o Message-ID contenga el texto</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Todo el periodo</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>Última hora</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>Últimas 24 horas</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Personalizado…</translation>
    </message>
    <message>
        <source>How many of the newest entries to load</source>
        <translation>Cuántas de las entradas más recientes cargar</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Registros</translation>
    </message>
    <message>
        <source>The largest number of entries is loaded</source>
        <translation>Se ha cargado el número máximo de entradas</translation>
    </message>
    <message>
        <source>Every entry the service keeps is loaded</source>
        <translation>Se han cargado todas las entradas que guarda el servicio</translation>
    </message>
    <message>
        <source>Load more of the older entries</source>
        <translation>Cargar más entradas antiguas</translation>
    </message>
    <message numerus="yes">
        <source>Showing %L1 of %Ln loaded entries</source>
        <extracomment>%L1 how many entries the filters let through, %Ln how many are loaded</extracomment>
        <translation>
            <numerusform>Mostrando %L1 de %Ln entrada cargada</numerusform>
            <numerusform>Mostrando %L1 de %Ln entradas cargadas</numerusform>
        </translation>
    </message>
    <message>
        <source>The service does not provide this column</source>
        <translation>El servicio no proporciona esta columna</translation>
    </message>
    <message>
        <source>Status: all</source>
        <translation>Estado: todos</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <extracomment>the status filter button when one status is chosen, e.g. &quot;Status: Bounced&quot;</extracomment>
        <translation>Estado: %1</translation>
    </message>
    <message numerus="yes">
        <source>Status: %n chosen</source>
        <translation>
            <numerusform>Estado: %n seleccionado</numerusform>
            <numerusform>Estado: %n seleccionados</numerusform>
        </translation>
    </message>
    <message>
        <source>Following the log: new entries appear at the top.</source>
        <translation>Siguiendo el registro: las entradas nuevas aparecen arriba.</translation>
    </message>
    <message>
        <source>%1 is not one of your domains any more.</source>
        <translation>%1 ya no es uno de sus dominios.</translation>
    </message>
    <message>
        <source>Looking up the alias %1…</source>
        <translation>Buscando el alias %1…</translation>
    </message>
    <message>
        <source>Disable Alias</source>
        <translation>Desactivar alias</translation>
    </message>
    <message>
        <source>There is no alias %1 any more.</source>
        <translation>El alias %1 ya no existe.</translation>
    </message>
    <message>
        <source>The alias %1 is already disabled.</source>
        <translation>El alias %1 ya está desactivado.</translation>
    </message>
    <message>
        <source>Disable the alias %1? Mail sent to it will not be forwarded until you enable it again.</source>
        <translation>¿Desactivar el alias %1? El correo enviado a él no se reenviará hasta que lo vuelva a activar.</translation>
    </message>
    <message>
        <source>Disable</source>
        <translation>Desactivar</translation>
    </message>
    <message>
        <source>The alias %1 is disabled.</source>
        <translation>El alias %1 está desactivado.</translation>
    </message>
    <message>
        <source>forwarding-log-%1.csv</source>
        <extracomment>the suggested file name of a log export; keep it free of characters file systems refuse</extracomment>
        <translation>registro-reenvios-%1.csv</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>The log could not be saved to %1: %2</source>
        <translation>No se pudo guardar el registro en %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln new log entries</source>
        <translation>
            <numerusform>%Ln entrada nueva en el registro</numerusform>
            <numerusform>%Ln entradas nuevas en el registro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded %Ln log entries</source>
        <translation>
            <numerusform>Se cargó %Ln entrada del registro</numerusform>
            <numerusform>Se cargaron %Ln entradas del registro</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln log entries to %1</source>
        <translation>
            <numerusform>Se exportó %Ln entrada del registro a %1</numerusform>
            <numerusform>Se exportaron %Ln entradas del registro a %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Buscar en el registro</translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation>Borrar la búsqueda</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Clear the alias</source>
        <translation>Borrar el alias</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>Newest entries to load</source>
        <translation>Entradas más recientes que cargar</translation>
    </message>
    <message>
        <source>Log entries</source>
        <translation>Entradas del registro</translation>
    </message>
    <message>
        <source>Mail the service forwarded, rejected or bounced, newest first. The details of the selected entry are shown beside the table.</source>
        <translation>El correo que el servicio reenvió, rechazó o devolvió, primero el más reciente. Los detalles de la entrada seleccionada se muestran junto a la tabla.</translation>
    </message>
    <message>
        <source>&amp;Logs</source>
        <translation>&amp;Registros</translation>
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
        <translation>Secciones</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Nuevo…</translation>
    </message>
    <message>
        <source>&amp;Account</source>
        <translation>C&amp;uenta</translation>
    </message>
    <message>
        <source>&amp;Connect to an Account…</source>
        <translation>&amp;Conectar a una cuenta…</translation>
    </message>
    <message>
        <source>Sign &amp;Out</source>
        <translation>Cerrar s&amp;esión</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Eliminar</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Buscar…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualizar</translation>
    </message>
    <message>
        <source>Request &amp;Log…</source>
        <translation>Registro de &amp;solicitudes…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About ForwardDesk</source>
        <translation>&amp;Acerca de ForwardDesk</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Not signed in</source>
        <translation>Sin sesión iniciada</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Conectado</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>Actualizado: %1</translation>
    </message>
    <message>
        <source>No domain %1 in this account.</source>
        <translation>No hay ningún dominio %1 en esta cuenta.</translation>
    </message>
    <message>
        <source>About ForwardDesk</source>
        <translation>Acerca de ForwardDesk</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ForwardDesk %1&lt;/h3&gt;&lt;p&gt;Manage the domains, aliases, forwarding logs and API keys of your e-mail forwarding account.&lt;/p&gt;&lt;p&gt;Your API key stays in the system&apos;s keychain.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ForwardDesk %1&lt;/h3&gt;&lt;p&gt;Gestione los dominios, alias, registros de reenvío y claves de API de su cuenta de reenvío de correo.&lt;/p&gt;&lt;p&gt;Su clave de API permanece en el llavero del sistema.&lt;/p&gt;&lt;p&gt;Creado con Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>Sin conexión</translation>
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
        <translation>&lt;b&gt;No hay ningún llavero disponible.&lt;/b&gt; Su clave de API solo se guarda durante esta ejecución y ForwardDesk se la volverá a pedir la próxima vez. Instale y desbloquee un llavero (GNOME Keyring, KWallet) para que se recuerde de forma segura.</translation>
    </message>
    <message>
        <source>Sign Out</source>
        <translation>Cerrar sesión</translation>
    </message>
    <message>
        <source>Sign out of %1? ForwardDesk forgets the API key of this account; you will need a key to connect again.</source>
        <translation>¿Cerrar la sesión de %1? ForwardDesk olvida la clave de API de esta cuenta; necesitará una clave para volver a conectarse.</translation>
    </message>
    <message>
        <source>No saved accounts</source>
        <translation>No hay cuentas guardadas</translation>
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
        <translation>El llavero se negó a eliminar la clave de API de %1, así que la clave sigue guardada en él. Desbloquee el llavero y vuelva a cerrar la sesión, o abra su gestor de llaveros (por ejemplo, Contraseñas y claves o KWallet Manager) y elimine usted mismo la entrada «%2» de %3. Si otra persona pudiera usar este equipo, elimine también la clave en el panel del servicio.</translation>
    </message>
    <message>
        <source>The API key of %1 could not be deleted from the keychain, so the key is still stored there. Open your keychain manager (for instance Passwords and Keys, or KWallet Manager) and delete the entry &quot;%2&quot; of %3 yourself. If someone else could use this computer, also delete the key on the service&apos;s dashboard.</source>
        <translation>No se pudo eliminar la clave de API de %1 del llavero, así que la clave sigue guardada en él. Abra su gestor de llaveros (por ejemplo, Contraseñas y claves o KWallet Manager) y elimine usted mismo la entrada «%2» de %3. Si otra persona pudiera usar este equipo, elimine también la clave en el panel del servicio.</translation>
    </message>
    <message>
        <source>API Key Still in the Keychain</source>
        <translation>La clave de API sigue en el llavero</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::NewKeyDialog</name>
    <message>
        <source>&lt;b&gt;Your new API key is ready.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Su nueva clave de API está lista.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your new API key “%1” is ready.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Su nueva clave de API «%1» está lista.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>New API key</source>
        <translation>Nueva clave de API</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Hecho</translation>
    </message>
    <message>
        <source>Close Without Copying?</source>
        <translation>¿Cerrar sin copiar?</translation>
    </message>
    <message>
        <source>You have not copied the key. Once this window is closed, it cannot be shown again, and you would have to create a new key.</source>
        <translation>No ha copiado la clave. Una vez cerrada esta ventana, no se podrá volver a mostrar y tendría que crear una clave nueva.</translation>
    </message>
    <message>
        <source>&amp;Close Anyway</source>
        <translation>&amp;Cerrar de todos modos</translation>
    </message>
    <message numerus="yes">
        <source>Copied. The clipboard will be cleared in %n second(s) if it still holds the key.</source>
        <translation>
            <numerusform>Copiada. El portapapeles se vaciará dentro de %n segundo si aún contiene la clave.</numerusform>
            <numerusform>Copiada. El portapapeles se vaciará dentro de %n segundos si aún contiene la clave.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::OfflineBar</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Offline&lt;/b&gt; — showing what was loaded on %1. Changes are turned off until the service can be reached.</source>
        <translation>&lt;b&gt;Sin conexión&lt;/b&gt;: se muestra lo cargado el %1. Los cambios están desactivados hasta que se pueda llegar al servicio.</translation>
    </message>
    <message>
        <source>Trying…</source>
        <translation>Intentando…</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::PreferencesDialog</name>
    <message>
        <source>As the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <source>This desktop has no system tray.</source>
        <translation>Este escritorio no tiene bandeja del sistema.</translation>
    </message>
    <message>
        <source>For %1, tell me about:</source>
        <translation>Para %1, avisarme de:</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::RequestLogDialog</name>
    <message>
        <source>Request Log</source>
        <translation>Registro de solicitudes</translation>
    </message>
    <message>
        <source>The requests ForwardDesk made to the service in this session, newest last. Headers and bodies are never recorded, so your key is not in here.</source>
        <translation>Las solicitudes que ForwardDesk ha hecho al servicio en esta sesión, las más recientes al final. Las cabeceras y los cuerpos nunca se registran, así que su clave no aparece aquí.</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Solicitudes</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::ScreenshotTour</name>
    <message>
        <source>Work</source>
        <translation>Trabajo</translation>
    </message>
    <message>
        <source>Backup script</source>
        <translation>Script de copia de seguridad</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::TrayIcon</name>
    <message>
        <source>&amp;Open ForwardDesk</source>
        <translation>&amp;Abrir ForwardDesk</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>Ac&amp;tualizar</translation>
    </message>
    <message>
        <source>&amp;Pause Alerts</source>
        <translation>&amp;Pausar avisos</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>ForwardDesk</source>
        <translation>ForwardDesk</translation>
    </message>
    <message>
        <source>Keep ForwardDesk Running?</source>
        <translation>¿Mantener ForwardDesk en marcha?</translation>
    </message>
    <message>
        <source>Keep ForwardDesk running in the system tray when its window is closed, so that it can tell you about bounced mail and domains that stop working? You can change this in Preferences.</source>
        <translation>¿Mantener ForwardDesk en la bandeja del sistema al cerrar su ventana, para avisarle del correo devuelto y de los dominios que dejan de funcionar? Puede cambiarlo en Preferencias.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Gui::VerificationPanel</name>
    <message>
        <source>At your DNS provider, add each record above. Use @ as the host for the domain itself (some providers want the host left empty instead). DNS changes can take from a few minutes to a day to be seen everywhere. Check DNS shows what is published right now; Verify asks the service to check.</source>
        <translation>En su proveedor DNS, añada cada uno de los registros de arriba. Use @ como host para el propio dominio (algunos proveedores prefieren que el host se deje vacío). Los cambios de DNS pueden tardar desde unos minutos hasta un día en verse en todas partes. Consultar DNS muestra lo que está publicado ahora mismo; Verificar pide al servicio que lo compruebe.</translation>
    </message>
    <message>
        <source>Ask the service to check the DNS records (Ctrl+Shift+V)</source>
        <translation>Pedir al servicio que compruebe los registros DNS (Ctrl+Mayús+V)</translation>
    </message>
    <message>
        <source>Look up what the world&apos;s DNS publishes now, without asking the service (Ctrl+Shift+D)</source>
        <translation>Ver lo que publica ahora el DNS para todo el mundo, sin preguntar al servicio (Ctrl+Mayús+D)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Value to publish</source>
        <translation>Valor a publicar</translation>
    </message>
    <message>
        <source>The service found</source>
        <translation>Lo que encontró el servicio</translation>
    </message>
    <message>
        <source>What the world sees now</source>
        <translation>Lo que se ve ahora</translation>
    </message>
    <message>
        <source>Copy the value</source>
        <translation>Copiar el valor</translation>
    </message>
    <message>
        <source>DNS check finished.</source>
        <translation>Consulta DNS terminada.</translation>
    </message>
    <message>
        <source>%1 (sent to the service as %2)</source>
        <translation>%1 (enviado al servicio como %2)</translation>
    </message>
    <message>
        <source>Last checked %1</source>
        <translation>Última comprobación: %1</translation>
    </message>
    <message>
        <source>Not checked yet</source>
        <translation>Aún no comprobado</translation>
    </message>
    <message>
        <source>Full name: %1</source>
        <translation>Nombre completo: %1</translation>
    </message>
    <message>
        <source>Copy the value of the %1 record for %2</source>
        <translation>Copiar el valor del registro %1 de %2</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>Copiado: %1</translation>
    </message>
    <message>
        <source>The service found this record as expected.</source>
        <translation>El servicio encontró este registro como se esperaba.</translation>
    </message>
    <message>
        <source>Press Verify to let the service check.</source>
        <translation>Pulse Verificar para que el servicio lo compruebe.</translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation>No se encontró nada</translation>
    </message>
    <message>
        <source>Not as expected</source>
        <translation>No es lo esperado</translation>
    </message>
    <message>
        <source>The service did not find this record.</source>
        <translation>El servicio no encontró este registro.</translation>
    </message>
    <message>
        <source>The service found a different value: %1</source>
        <translation>El servicio encontró un valor distinto: %1</translation>
    </message>
    <message>
        <source>Not looked up yet</source>
        <translation>Aún no consultado</translation>
    </message>
    <message>
        <source>Press Check DNS to see what DNS publishes now.</source>
        <translation>Pulse Consultar DNS para ver lo que publica el DNS ahora.</translation>
    </message>
    <message>
        <source>DNS publishes the expected value.</source>
        <translation>El DNS publica el valor esperado.</translation>
    </message>
    <message>
        <source>DNS publishes something else:
%1</source>
        <translation>El DNS publica otra cosa:
%1</translation>
    </message>
    <message>
        <source>DNS publishes no such record yet.</source>
        <translation>El DNS aún no publica este registro.</translation>
    </message>
    <message>
        <source>Asking the service to check the DNS records…</source>
        <translation>Pidiendo al servicio que compruebe los registros DNS…</translation>
    </message>
    <message>
        <source>This domain is verified and active.</source>
        <translation>Este dominio está verificado y activo.</translation>
    </message>
    <message>
        <source>%1 is verified and active.</source>
        <translation>%1 está verificado y activo.</translation>
    </message>
    <message numerus="yes">
        <source>Not verified yet: %n record(s) are missing or different. Publish them as shown above; DNS changes can take a while to be seen, so try again later.</source>
        <translation>
            <numerusform>Aún no verificado: falta %n registro o es distinto. Publíquelo como se muestra arriba; los cambios de DNS pueden tardar en verse, así que inténtelo de nuevo más tarde.</numerusform>
            <numerusform>Aún no verificado: faltan %n registros o son distintos. Publíquelos como se muestra arriba; los cambios de DNS pueden tardar en verse, así que inténtelo de nuevo más tarde.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not verified yet. DNS changes can take a while to be seen, so try again later.</source>
        <translation>Aún no verificado. Los cambios de DNS pueden tardar en verse, así que inténtelo de nuevo más tarde.</translation>
    </message>
    <message>
        <source>%1 is not verified yet.</source>
        <translation>%1 aún no está verificado.</translation>
    </message>
    <message>
        <source>DNS records</source>
        <translation>Registros DNS</translation>
    </message>
    <message>
        <source>The records to publish for the selected domain, what the service found and what the world&apos;s DNS shows now</source>
        <translation>Los registros que publicar para el dominio seleccionado, lo que encontró el servicio y lo que muestra ahora el DNS para todo el mundo</translation>
    </message>
    <message>
        <source>The service gave no DNS records to check for this domain, so there is nothing to publish or to look up here. Verify asks the service to check the domain again; records it names then are shown here.</source>
        <translation>El servicio no indicó ningún registro DNS que comprobar para este dominio, así que aquí no hay nada que publicar ni que consultar. Verificar pide al servicio que vuelva a comprobar el dominio; los registros que indique entonces aparecerán aquí.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::AlertPoller</name>
    <message>
        <source>Mail bounced</source>
        <translation>Correo devuelto</translation>
    </message>
    <message numerus="yes">
        <source>%n bounced to %1 in the last hour</source>
        <translation>
            <numerusform>%n devuelto para %1 en la última hora</numerusform>
            <numerusform>%n devueltos para %1 en la última hora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bounced to %1 since %2</source>
        <translation>
            <numerusform>%n devuelto para %1 desde el %2</numerusform>
            <numerusform>%n devueltos para %1 desde el %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Mail rejected</source>
        <translation>Correo rechazado</translation>
    </message>
    <message numerus="yes">
        <source>%n rejected for %1 in the last hour</source>
        <translation>
            <numerusform>%n rechazado para %1 en la última hora</numerusform>
            <numerusform>%n rechazados para %1 en la última hora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rejected for %1 since %2</source>
        <translation>
            <numerusform>%n rechazado para %1 desde el %2</numerusform>
            <numerusform>%n rechazados para %1 desde el %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Domain no longer active</source>
        <translation>Dominio ya no activo</translation>
    </message>
    <message>
        <source>%1 was active and no longer is: mail to it may not be forwarded.</source>
        <translation>%1 estaba activo y ya no lo está: puede que su correo no se reenvíe.</translation>
    </message>
    <message>
        <source>API key refused</source>
        <translation>Clave de API rechazada</translation>
    </message>
    <message>
        <source>The service no longer accepts the API key ForwardDesk uses. Open ForwardDesk to give a new one.</source>
        <translation>El servicio ya no acepta la clave de API que usa ForwardDesk. Abra ForwardDesk para indicar una nueva.</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::AliasModel</name>
    <message>
        <source>Catch-all: every address of the domain without its own alias</source>
        <translation>Catch-all: cualquier dirección del dominio sin alias propio</translation>
    </message>
    <message>
        <source>%1 (sent to the service as %2)</source>
        <translation>%1 (enviado al servicio como %2)</translation>
    </message>
    <message>
        <source>Turning forwarding on…</source>
        <translation>Activando el reenvío…</translation>
    </message>
    <message>
        <source>Turning forwarding off…</source>
        <translation>Desactivando el reenvío…</translation>
    </message>
    <message>
        <source>Forwarding is on</source>
        <translation>Reenvío activado</translation>
    </message>
    <message>
        <source>Forwarding is off</source>
        <translation>Reenvío desactivado</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Destinations</source>
        <translation>Destinos</translation>
    </message>
    <message>
        <source>Enabled</source>
        <translation>Activado</translation>
    </message>
    <message>
        <source>Forwarded</source>
        <translation>Reenviados</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creado</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Actualizado</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::ApiKeyModel</name>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>ForwardDesk is signed in with this key</source>
        <translation>ForwardDesk ha iniciado sesión con esta clave</translation>
    </message>
    <message>
        <source>The service does not show the start of this key</source>
        <translation>El servicio no muestra el principio de esta clave</translation>
    </message>
    <message>
        <source>This key does not expire</source>
        <translation>Esta clave no caduca</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Prefix</source>
        <translation>Prefijo</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creada</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Último uso</translation>
    </message>
    <message>
        <source>Expires</source>
        <translation>Caduca</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::DomainModel</name>
    <message>
        <source>Active</source>
        <translation>Activo</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendiente</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Con errores</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>%1 (sent to the service as %2)</source>
        <translation>%1 (enviado al servicio como %2)</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Añadido</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Verificado</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::LogModel</name>
    <message>
        <source>Delivered</source>
        <translation>Entregado</translation>
    </message>
    <message>
        <source>Deferred</source>
        <translation>Aplazado</translation>
    </message>
    <message>
        <source>Bounced</source>
        <translation>Rebotado</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Rechazado</translation>
    </message>
    <message>
        <source>Spam</source>
        <translation>Spam</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>%1 (%2 UTC)</source>
        <extracomment>%1 the local time with seconds and zone, %2 the same moment in UTC</extracomment>
        <translation>%1 (%2 UTC)</translation>
    </message>
    <message>
        <source>%1 (the service says “%2”)</source>
        <extracomment>%1 the status word, %2 the service&apos;s own word for it</extracomment>
        <translation>%1 (el servicio indica «%2»)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Sender</source>
        <translation>Remitente</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Destinatario</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>Destino</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>SMTP</source>
        <translation>SMTP</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Asunto</translation>
    </message>
</context>
<context>
    <name>ForwardDesk::Models::RequestLogModel</name>
    <message>
        <source>No answer</source>
        <translation>Sin respuesta</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Método</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Ruta</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Attempt</source>
        <translation>Intento</translation>
    </message>
    <message>
        <source>Request id</source>
        <translation>Id. de solicitud</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Resultado</translation>
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
        <translation>Ocultar clave</translation>
    </message>
    <message>
        <source>Show key</source>
        <translation>Mostrar clave</translation>
    </message>
    <message>
        <source>API keys start with fwd_. Check that you copied the whole key.</source>
        <translation>Las claves de API empiezan por fwd_. Compruebe que copió la clave completa.</translation>
    </message>
    <message>
        <source>The key contains spaces. Copy it again from the service&apos;s dashboard.</source>
        <translation>La clave contiene espacios. Cópiela de nuevo desde el panel del servicio.</translation>
    </message>
    <message>
        <source>The key contains characters that keys do not have. Copy it again from the service&apos;s dashboard.</source>
        <translation>La clave contiene caracteres que las claves no tienen. Cópiela de nuevo desde el panel del servicio.</translation>
    </message>
    <message>
        <source>The key looks too short. Check that you copied the whole key.</source>
        <translation>La clave parece demasiado corta. Compruebe que copió la clave completa.</translation>
    </message>
</context>
<context>
    <name>KeyNameDialog</name>
    <message>
        <source>New API Key</source>
        <translation>Nueva clave de API</translation>
    </message>
    <message>
        <source>Name the key after the script or app that will use it, so that you know which key to revoke later.</source>
        <translation>Ponga a la clave el nombre del script o la aplicación que la usará, para saber más adelante qué clave revocar.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>For example: Backup script</source>
        <translation>Por ejemplo: Script de copia de seguridad</translation>
    </message>
</context>
<context>
    <name>LogsPane</name>
    <message>
        <source>Show only entries with the checked statuses</source>
        <translation>Mostrar solo las entradas con los estados marcados</translation>
    </message>
    <message>
        <source>&amp;Domain:</source>
        <translation>&amp;Dominio:</translation>
    </message>
    <message>
        <source>&amp;Alias:</source>
        <translation>A&amp;lias:</translation>
    </message>
    <message>
        <source>Any alias</source>
        <translation>Cualquier alias</translation>
    </message>
    <message>
        <source>&amp;Time:</source>
        <translation>&amp;Periodo:</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>&amp;to</source>
        <translation>&amp;hasta</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>Search the log</source>
        <translation>Buscar en el registro</translation>
    </message>
    <message>
        <source>&amp;Newest entries to load:</source>
        <translation>Últimas e&amp;ntradas a cargar:</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>Recar&amp;gar</translation>
    </message>
    <message>
        <source>Load &amp;more</source>
        <translation>Cargar &amp;más</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>Cargando</translation>
    </message>
</context>
<context>
    <name>NewKeyDialog</name>
    <message>
        <source>New API Key</source>
        <translation>Nueva clave de API</translation>
    </message>
    <message>
        <source>Copy the key now and keep it somewhere safe. It will never be shown again: neither ForwardDesk nor the service can show it to you later.</source>
        <translation>Copie la clave ahora y guárdela en un lugar seguro. No se volverá a mostrar: ni ForwardDesk ni el servicio podrán enseñársela más tarde.</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>C&amp;lave:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Use this key for ForwardDesk from now on</source>
        <translation>&amp;Usar esta clave en ForwardDesk a partir de ahora</translation>
    </message>
    <message>
        <source>ForwardDesk keeps the key in the system keychain for this account and signs in with it.</source>
        <translation>ForwardDesk guarda la clave en el llavero del sistema para esta cuenta e inicia sesión con ella.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Colores:</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>&amp;Follow mode refreshes every:</source>
        <translation>El modo &amp;Seguir actualiza cada:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Clear a copied &amp;key after:</source>
        <translation>Borrar una clave copiada &amp;tras:</translation>
    </message>
    <message>
        <source>Your API keys are kept in the system&apos;s keychain; preferences never contain them.</source>
        <translation>Sus claves de API se guardan en el llavero del sistema; las preferencias nunca las contienen.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>A new language applies after ForwardDesk is restarted.</source>
        <translation>El nuevo idioma se aplica después de reiniciar ForwardDesk.</translation>
    </message>
    <message>
        <source>Tray and alerts</source>
        <translation>Bandeja y avisos</translation>
    </message>
    <message>
        <source>Show an icon in the system &amp;tray and alerts while the window is closed</source>
        <translation>Mostrar un icono en la &amp;bandeja del sistema y avisos con la ventana cerrada</translation>
    </message>
    <message>
        <source>Keep running in the tray when the window is closed</source>
        <translation>Seguir en la bandeja al cerrar la ventana</translation>
    </message>
    <message>
        <source>Check every:</source>
        <translation>Comprobar cada:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Tell me about:</source>
        <translation>Avisarme de:</translation>
    </message>
    <message>
        <source>Bounced mail</source>
        <translation>Correo devuelto</translation>
    </message>
    <message>
        <source>Rejected mail</source>
        <translation>Correo rechazado</translation>
    </message>
    <message>
        <source>Domains that are no longer active</source>
        <translation>Dominios que ya no están activos</translation>
    </message>
    <message>
        <source>An API key that stops working</source>
        <translation>Una clave de API que deja de funcionar</translation>
    </message>
</context>
<context>
    <name>SandboxOptions</name>
    <message>
        <source>Address to listen on (default 127.0.0.1; &quot;localhost&quot; also works).</source>
        <translation>Dirección en la que escuchar (predeterminada: 127.0.0.1; &quot;localhost&quot; también sirve).</translation>
    </message>
    <message>
        <source>Port to listen on, 0 for any free port (default %1).</source>
        <translation>Puerto en el que escuchar, 0 para cualquier puerto libre (predeterminado: %1).</translation>
    </message>
    <message>
        <source>SQLite file that keeps the data across restarts (default: in memory).</source>
        <translation>Archivo SQLite que conserva los datos entre reinicios (predeterminado: en memoria).</translation>
    </message>
    <message>
        <source>Data to start with: none (accounts and keys only), demo (default) or large (1,000 domains, 100,000 aliases, 100,000 log entries).</source>
        <translation>Datos iniciales: none (solo cuentas y claves), demo (predeterminado) o large (1.000 dominios, 100.000 alias, 100.000 entradas de registro).</translation>
    </message>
    <message>
        <source>Value of the printed API key: fwd_ and 40 letters and digits (default: a new random key).</source>
        <translation>Valor de la clave de API que se imprime: fwd_ y 40 letras y dígitos (predeterminado: una clave aleatoria nueva).</translation>
    </message>
    <message>
        <source>Add a new log entry every SECONDS seconds (default 0: never).</source>
        <translation>Añadir una entrada de registro nueva cada SECONDS segundos (predeterminado 0: nunca).</translation>
    </message>
    <message>
        <source>Verify calls a new domain needs before its records appear (default 2).</source>
        <translation>Llamadas a Verify que necesita un dominio nuevo antes de que aparezcan sus registros (predeterminado: 2).</translation>
    </message>
    <message>
        <source>Largest accepted ?limit= of GET /logs, at most 1000000 (default 10000).</source>
        <translation>Mayor ?limit= aceptado en GET /logs, como máximo 1000000 (predeterminado: 10000).</translation>
    </message>
    <message>
        <source>Seed of the random numbers (seed data, fault rates); 0 = from the clock (default).</source>
        <translation>Semilla de los números aleatorios (datos iniciales, tasas de fallos); 0 = a partir del reloj (predeterminado).</translation>
    </message>
    <message>
        <source>Where resources live: none (/domains, default), api (/api/domains) or both.</source>
        <translation>Dónde están los recursos: none (/domains, predeterminado), api (/api/domains) o both.</translation>
    </message>
    <message>
        <source>Shape of lists: bare ([...], default), data ({&quot;data&quot;: [...]}), items ({&quot;items&quot;: [...], &quot;total&quot;: N}), named ({&quot;domains&quot;: [...]}) or paged ({&quot;items&quot;, &quot;total&quot;, &quot;page&quot;, &quot;next&quot;}).</source>
        <translation>Forma de las listas: bare ([...], predeterminado), data ({&quot;data&quot;: [...]}), items ({&quot;items&quot;: [...], &quot;total&quot;: N}), named ({&quot;domains&quot;: [...]}) o paged ({&quot;items&quot;, &quot;total&quot;, &quot;page&quot;, &quot;next&quot;}).</translation>
    </message>
    <message>
        <source>Record ids: int (default) or uuid.</source>
        <translation>Identificadores de registros: int (predeterminado) o uuid.</translation>
    </message>
    <message>
        <source>Success status of a POST that creates: 201 (default) or 200.</source>
        <translation>Estado de éxito de un POST que crea: 201 (predeterminado) o 200.</translation>
    </message>
    <message>
        <source>Success status of DELETE: 204 (default, no body) or 200 (with {&quot;deleted&quot;: true, &quot;id&quot;: ...}).</source>
        <translation>Estado de éxito de DELETE: 204 (predeterminado, sin cuerpo) o 200 (con {&quot;deleted&quot;: true, &quot;id&quot;: ...}).</translation>
    </message>
    <message>
        <source>Status of &quot;Invalid token&quot; and &quot;Not authenticated&quot;: 401 (default) or 403.</source>
        <translation>Estado de &quot;Invalid token&quot; y &quot;Not authenticated&quot;: 401 (predeterminado) o 403.</translation>
    </message>
    <message>
        <source>Status of &quot;Domain limit reached&quot;: 403 (default), 400, 402 or 422.</source>
        <translation>Estado de &quot;Domain limit reached&quot;: 403 (predeterminado), 400, 402 o 422.</translation>
    </message>
    <message>
        <source>PATCH semantics: partial (default: omitted fields stay) or full (all fields required).</source>
        <translation>Semántica de PATCH: partial (predeterminado: los campos omitidos se mantienen) o full (todos los campos obligatorios).</translation>
    </message>
    <message>
        <source>Timestamps: iso-z (default, 2026-11-21T05:01:22Z), iso-offset (+02:00), naive (no zone, UTC), epoch-s or epoch-ms.</source>
        <translation>Marcas de tiempo: iso-z (predeterminado, 2026-11-21T05:01:22Z), iso-offset (+02:00), naive (sin zona, UTC), epoch-s o epoch-ms.</translation>
    </message>
    <message>
        <source>Field that carries a new API key&apos;s value: key (default), api_key or token.</source>
        <translation>Campo que lleva el valor de una clave de API nueva: key (predeterminado), api_key o token.</translation>
    </message>
    <message>
        <source>forwarddesk-sandbox only: no access log line per request.</source>
        <translation>Solo forwarddesk-sandbox: ninguna línea de registro de acceso por solicitud.</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>Mostrar esta ayuda y salir.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Mostrar la versión y salir.</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not one of %3</source>
        <translation>--%1: &quot;%2&quot; no es uno de %3</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; is not a whole number from %3 to %4</source>
        <translation>--%1: &quot;%2&quot; no es un número entero de %3 a %4</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot; (options start with --)</source>
        <translation>argumento inesperado &quot;%1&quot; (las opciones empiezan por --)</translation>
    </message>
    <message>
        <source>--address: &quot;%1&quot; is not an IPv4 or IPv6 address</source>
        <translation>--address: &quot;%1&quot; no es una dirección IPv4 ni IPv6</translation>
    </message>
    <message>
        <source>--database: the file name is empty</source>
        <translation>--database: el nombre de archivo está vacío</translation>
    </message>
    <message>
        <source>--key: &quot;%1&quot; is not an API key (fwd_ followed by 40 letters and digits)</source>
        <translation>--key: &quot;%1&quot; no es una clave de API (fwd_ seguido de 40 letras y dígitos)</translation>
    </message>
    <message>
        <source>Usage: forwarddesk-sandbox [options]

A local forwarding service for trying ForwardDesk and for its tests: the whole API on
loopback HTTP with SQLite storage. It prints its URL and an API key, then one line per
request. Stop it with Ctrl+C.

Options:
</source>
        <translation>Uso: forwarddesk-sandbox [opciones]

Un servicio de reenvío local para probar ForwardDesk y para sus pruebas: toda la API
sobre HTTP en loopback con almacenamiento SQLite. Imprime su URL y una clave de API y
después una línea por solicitud. Deténgalo con Ctrl+C.

Opciones:
</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Ejemplos:</translation>
    </message>
    <message>
        <source>Items per page of paged lists (--envelope paged, --style jsonapi, --paging link; default 50).</source>
        <translation>Elementos por página de las listas paginadas (--envelope paged, --style jsonapi, --paging link; predeterminado: 50).</translation>
    </message>
    <message>
        <source>Record style: flat (default) or jsonapi (resource objects {&quot;data&quot;: {&quot;id&quot;, &quot;type&quot;, &quot;attributes&quot;}}, paged lists with links.next and meta.total, application/vnd.api+json).</source>
        <translation>Estilo de los registros: flat (predeterminado) o jsonapi (objetos de recurso {&quot;data&quot;: {&quot;id&quot;, &quot;type&quot;, &quot;attributes&quot;}}, listas paginadas con links.next y meta.total, application/vnd.api+json).</translation>
    </message>
    <message>
        <source>Error bodies: fastapi (default, {&quot;detail&quot;: ...}) or problem (RFC 9457 application/problem+json).</source>
        <translation>Cuerpos de error: fastapi (predeterminado, {&quot;detail&quot;: ...}) o problem (RFC 9457 application/problem+json).</translation>
    </message>
    <message>
        <source>Where a list&apos;s next page is named: body (default, per --envelope or --style) or link (every list paged, the next page only in a Link header).</source>
        <translation>Dónde se indica la página siguiente de una lista: body (predeterminado, según --envelope o --style) o link (todas las listas paginadas, la página siguiente solo en una cabecera Link).</translation>
    </message>
    <message>
        <source>Field names: spec (default), synonyms (hostname, local_part, is_active, recipients, label, secret, +02:00 times) or synonyms-csv (alias, active, forward_to as one comma-separated string, description, api_key, from/to).</source>
        <translation>Nombres de campo: spec (predeterminado), synonyms (hostname, local_part, is_active, recipients, label, secret, horas con +02:00) o synonyms-csv (alias, active, forward_to como una sola cadena separada por comas, description, api_key, from/to).</translation>
    </message>
    <message>
        <source>Compress answers (Content-Encoding: gzip) when the request accepts gzip.</source>
        <translation>Comprimir las respuestas (Content-Encoding: gzip) cuando la solicitud acepta gzip.</translation>
    </message>
    <message>
        <source>Inject a fault (repeatable), e.g. kind=error,rate=0.3 or kind=trickle,bytes=8,ms=50,route=GET /logs. Names: kind (latency, error, rate-limit, malformed, reset, hang, trickle, empty-object, no-content, oversized, cyclic-next, huge-page, retry-after-date, unavailable, unreadable-records), route (* by default, /logs, /domains/*/aliases, optionally after a method), rate (0..1, default 1), times (first N hits), ms (latency delay, default 500; trickle pause, default 100), status (error: 500, 502 or 503; default each in turn), retry-after (rate-limit, unavailable, retry-after-date; default 1), bytes (trickle chunk, default 16; oversized body, default 83886080), count (unreadable-records, default 3).</source>
        <translation>Inyectar un fallo (repetible), p. ej. kind=error,rate=0.3 o kind=trickle,bytes=8,ms=50,route=GET /logs. Nombres: kind (latency, error, rate-limit, malformed, reset, hang, trickle, empty-object, no-content, oversized, cyclic-next, huge-page, retry-after-date, unavailable, unreadable-records), route (* por defecto, /logs, /domains/*/aliases, opcionalmente tras un método), rate (0..1, predeterminado 1), times (primeras N llamadas), ms (retardo de latency, predeterminado 500; pausa de trickle, predeterminado 100), status (error: 500, 502 o 503; predeterminado: cada uno por turno), retry-after (rate-limit, unavailable, retry-after-date; predeterminado 1), bytes (fragmento de trickle, predeterminado 16; cuerpo de oversized, predeterminado 83886080), count (unreadable-records, predeterminado 3).</translation>
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
        <translation>Pruebe &quot;%1 --help&quot; para ver la lista de opciones.</translation>
    </message>
    <message>
        <source>Resources are under %1/api (e.g. %1/api/domains)</source>
        <translation>Los recursos están en %1/api (p. ej. %1/api/domains)</translation>
    </message>
    <message>
        <source>Resources are under both %1 and %1/api</source>
        <translation>Los recursos están tanto en %1 como en %1/api</translation>
    </message>
    <message>
        <source>Fault rules: %L1</source>
        <translation>Reglas de fallos: %L1</translation>
    </message>
</context>
<context>
    <name>VerificationPanel</name>
    <message>
        <source>Select a domain to see the DNS records it needs.</source>
        <translation>Seleccione un dominio para ver los registros DNS que necesita.</translation>
    </message>
    <message>
        <source>&amp;DNS records to publish at your DNS provider:</source>
        <translation>Registros DNS a &amp;publicar en su proveedor DNS:</translation>
    </message>
    <message>
        <source>&amp;Check DNS</source>
        <translation>Consultar &amp;DNS</translation>
    </message>
    <message>
        <source>&amp;Verify</source>
        <translation>Verifi&amp;car</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Manage the domains, aliases, logs and API keys of a forwarding account.</source>
        <translation>Gestionar los dominios, alias, registros y claves de API de una cuenta de reenvío.</translation>
    </message>
    <message>
        <source>Try ForwardDesk with a local sandbox service and sample data.</source>
        <translation>Probar ForwardDesk con un servicio de pruebas local y datos de ejemplo.</translation>
    </message>
    <message>
        <source>Service address to connect to; the key comes from %1.</source>
        <translation>Dirección del servicio al que conectarse; la clave se toma de %1.</translation>
    </message>
    <message>
        <source>Quit once the first load has finished and print what was loaded and how long each step took.</source>
        <translation>Salir cuando termine la primera carga e imprimir lo que se cargó y cuánto tardó cada paso.</translation>
    </message>
    <message>
        <source>--quit-after-load and --screenshots need --demo or --url.</source>
        <translation>--quit-after-load y --screenshots necesitan --demo o --url.</translation>
    </message>
    <message>
        <source>Cannot start the sandbox service: %1</source>
        <translation>No se puede iniciar el servicio de pruebas: %1</translation>
    </message>
    <message>
        <source>Demo account</source>
        <translation>Cuenta de demostración</translation>
    </message>
    <message>
        <source>Set %1 to the API key to use with --url.</source>
        <translation>Establezca %1 con la clave de API que se usará con --url.</translation>
    </message>
    <message>
        <source>Offline: the service cannot be reached (%1). Showing what was loaded on %2.</source>
        <translation>Sin conexión: no se puede llegar al servicio (%1). Se muestra lo cargado el %2.</translation>
    </message>
    <message>
        <source>address</source>
        <comment>value name of --url in --help</comment>
        <translation>dirección</translation>
    </message>
    <message>
        <source>Once the first load has finished, save a picture of each pane and dialog into &lt;folder&gt; and quit (used for the README).</source>
        <comment>&lt;folder&gt; is the value name of --screenshots</comment>
        <translation>Cuando termine la primera carga, guardar una imagen de cada panel y diálogo en &lt;carpeta&gt; y salir (se usa para el README).</translation>
    </message>
    <message>
        <source>folder</source>
        <comment>value name of --screenshots in --help</comment>
        <translation>carpeta</translation>
    </message>
    <message>
        <source>Load failed: %1</source>
        <translation>Error al cargar: %1</translation>
    </message>
    <message>
        <source>%1 was not found in %2.</source>
        <translation>No se encontró %1 en %2.</translation>
    </message>
    <message>
        <source>%1 did not answer in time.</source>
        <translation>%1 no respondió a tiempo.</translation>
    </message>
    <message>
        <source>%1 ended before it was ready.</source>
        <translation>%1 terminó antes de estar listo.</translation>
    </message>
</context>
</TS>
