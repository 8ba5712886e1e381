// SPDX-License-Identifier: GPL-3.0-or-later
#include "urlpolicy.h"

#include <QHostAddress>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Core {

bool UrlPolicy::isLoopbackHost(const QString &host)
{
    if (host.compare(u"localhost"_s, Qt::CaseInsensitive) == 0) {
        return true;
    }
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

bool UrlPolicy::isAllowedServiceUrl(const QUrl &url)
{
    if (!url.isValid() || url.host().isEmpty() || !url.userInfo().isEmpty()) {
        return false;
    }
    if (url.scheme() == u"https"_s) {
        return true;
    }
    return url.scheme() == u"http"_s && isLoopbackHost(url.host());
}

QUrl UrlPolicy::normalizedServiceUrl(const QString &userInput)
{
    QString text = userInput.trimmed();
    if (!text.contains(u"://"_s)) {
        text.prepend(u"https://"_s);
    }
    QUrl url(text, QUrl::StrictMode);
    QString path = url.path();
    while (path.endsWith(u'/')) {
        path.chop(1);
    }
    url.setPath(path);
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

bool UrlPolicy::isSameOrigin(const QUrl &a, const QUrl &b)
{
    return a.scheme() == b.scheme() && a.host().compare(b.host(), Qt::CaseInsensitive) == 0
        && a.port(a.scheme() == u"https"_s ? 443 : 80) == b.port(b.scheme() == u"https"_s ? 443 : 80);
}

} // namespace ForwardDesk::Core
