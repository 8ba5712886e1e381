// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/logs/logdetailpanel.h"

#include "gui/widgets/icons.h"
#include "models/logmodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QLabel>
#include <QLocale>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Core::LogEntry;

namespace {
constexpr QStringView utcFormat = u"yyyy-MM-dd HH:mm:ss";
constexpr QChar tab = u'\t';
constexpr QChar newline = u'\n';
constexpr int nameColumn = 0;
constexpr int valueColumn = 1;
/// Marks the items of the "as received" branch with their field name, for receivedValue().
constexpr int keyRole = Qt::UserRole + 1;
} // namespace

LogDetailPanel::LogDetailPanel(QWidget *parent)
    : QWidget(parent)
    , m_placeholder(new QLabel(tr("Select an entry to see all its fields."), this))
    , m_tree(new QTreeWidget(this))
    , m_copyButton(new QToolButton(this))
{
    setObjectName(u"logDetailPanel"_s);
    m_tree->setObjectName(u"logDetailTree"_s);
    m_copyButton->setObjectName(u"logDetailCopyButton"_s);

    auto *title = new QLabel(tr("<b>Entry details</b>"), this);
    m_placeholder->setWordWrap(true);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setForegroundRole(QPalette::PlaceholderText);

    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Field"), tr("Value")});
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setTextElideMode(Qt::ElideMiddle);
    m_tree->header()->setSectionResizeMode(nameColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setAccessibleName(tr("Entry details"));
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);

    auto *copyAction = Icons::action(u"copy"_s, tr("&Copy"), u"logDetailCopyAction"_s,
                                     tr("Copy the selected fields, or all of them"), this);
    copyAction->setShortcut(QKeySequence::Copy);
    copyAction->setShortcutContext(Qt::WidgetShortcut);
    m_tree->addAction(copyAction);
    connect(copyAction, &QAction::triggered, this, &LogDetailPanel::copy);
    m_copyButton->setDefaultAction(copyAction);
    m_copyButton->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_copyButton->setAccessibleName(tr("Copy details"));
    m_copyButton->setAutoRaise(true);

    auto *header = new QHBoxLayout;
    header->addWidget(title, 1);
    header->addWidget(m_copyButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_placeholder, 1);
    layout->addWidget(m_tree, 1);
    clear();
}

LogDetailPanel::~LogDetailPanel() = default;

void LogDetailPanel::clear()
{
    m_tree->clear();
    m_known = nullptr;
    m_received = nullptr;
    m_tree->hide();
    m_placeholder->show();
    m_copyButton->setEnabled(false);
}

void LogDetailPanel::setEntry(const LogEntry &entry)
{
    m_tree->clear();
    m_known = new QTreeWidgetItem(m_tree, {tr("Entry")});
    m_received = new QTreeWidgetItem(m_tree, {tr("As received from the service")});
    for (QTreeWidgetItem *group : {m_known, m_received}) {
        group->setFirstColumnSpanned(true);
        QFont font = group->font(nameColumn);
        font.setBold(true);
        group->setFont(nameColumn, font);
    }

    if (entry.time.isValid()) {
        //: %1 the local time, %2 the same moment in UTC
        addKnown(tr("Time"),
                 tr("%1 (%2 UTC)")
                     .arg(QLocale().toString(entry.time.toLocalTime(), QLocale::LongFormat),
                          entry.time.toUTC().toString(utcFormat)));
    }
    addKnown(tr("Status"), Models::LogModel::statusText(entry.status),
             entry.statusText.isEmpty() ? QString() : tr("The service says “%1”").arg(entry.statusText));
    addKnown(tr("Sender"), entry.sender);
    addKnown(tr("Recipient"), entry.recipient);
    addKnown(tr("Destination"), entry.destination.isEmpty() ? tr("(not forwarded)") : entry.destination);
    addKnown(tr("Domain"), entry.domain);
    if (entry.smtpCode >= 0) {
        addKnown(tr("SMTP code"), QString::number(entry.smtpCode));
    }
    addKnown(tr("SMTP reply"), entry.smtpMessage);
    addKnown(tr("Subject"), entry.subject);
    addKnown(tr("Message-ID"), entry.messageId);
    if (entry.size >= 0) {
        addKnown(tr("Size"), QLocale().formattedDataSize(entry.size), tr("%Ln bytes", nullptr, entry.size));
    }

    const QJsonObject received = entry.rawObject(); // decoded only now, when the entry is shown
    const QStringList keys = received.keys();
    for (const QString &key : keys) {
        addReceived(m_received, key, received.value(key));
    }
    if (keys.isEmpty()) {
        new QTreeWidgetItem(m_received, {tr("(nothing)")});
    }
    m_tree->expandAll();
    m_placeholder->hide();
    m_tree->show();
    m_copyButton->setEnabled(true);
}

void LogDetailPanel::addKnown(const QString &name, const QString &value, const QString &toolTip)
{
    if (value.isEmpty()) {
        return;
    }
    auto *item = new QTreeWidgetItem(m_known, {name, value});
    item->setToolTip(valueColumn, toolTip.isEmpty() ? value : toolTip);
}

void LogDetailPanel::addReceived(QTreeWidgetItem *parent, const QString &key, const QJsonValue &value)
{
    auto *item = new QTreeWidgetItem(parent, {key});
    item->setData(nameColumn, keyRole, key);
    QString text;
    switch (value.type()) {
    case QJsonValue::Null:
        text = u"null"_s;
        break;
    case QJsonValue::Bool:
        text = value.toBool() ? u"true"_s : u"false"_s;
        break;
    case QJsonValue::Double: {
        const double number = value.toDouble();
        // Whole numbers as integers ("18344", not "18344.0" or "1.8344e+04").
        text = number == static_cast<double>(value.toInteger()) ? QString::number(value.toInteger())
                                                                : QString::number(number, 'g', 17);
        break;
    }
    case QJsonValue::String:
        text = value.toString();
        break;
    case QJsonValue::Array: {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            addReceived(item, QString::number(i), array.at(i));
        }
        text = QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
        break;
    }
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            addReceived(item, it.key(), it.value());
        }
        text = QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
        break;
    }
    case QJsonValue::Undefined:
        break;
    }
    item->setText(valueColumn, text);
    item->setToolTip(valueColumn, text);
}

QString LogDetailPanel::receivedValue(const QString &key) const
{
    if (!m_received) {
        return {};
    }
    for (int i = 0; i < m_received->childCount(); ++i) {
        const QTreeWidgetItem *item = m_received->child(i);
        if (item->data(nameColumn, keyRole).toString() == key) {
            return item->text(valueColumn);
        }
    }
    return {};
}

QString LogDetailPanel::copyText() const
{
    QList<QTreeWidgetItem *> items = m_tree->selectedItems();
    const bool all = items.isEmpty();
    if (all) {
        for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
            items.append(*it);
        }
    }
    QStringList lines;
    for (const QTreeWidgetItem *item : std::as_const(items)) {
        if (item->text(valueColumn).isEmpty() && all) {
            lines << item->text(nameColumn); // a group's title, as a heading
        } else {
            lines << item->text(nameColumn) + tab + item->text(valueColumn);
        }
    }
    return lines.join(newline);
}

void LogDetailPanel::copy()
{
    if (m_tree->topLevelItemCount() == 0) {
        return;
    }
    QApplication::clipboard()->setText(copyText());
}

} // namespace ForwardDesk::Gui
