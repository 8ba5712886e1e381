// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/aliases/destinationseditor.h"

#include "core/addresslimits.h"
#include "gui/widgets/accessibility.h"
#include "gui/widgets/icons.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QShortcut>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ForwardDesk::Gui {

using Core::AddressLimits::maxAddressLength;
using Core::AddressLimits::maxLabelLength;
using Core::AddressLimits::maxLocalPartLength;

namespace {
enum ListColumn { AddressColumn, ProblemColumn };

/// Item data role on the address cell: the service's message about that row, until the row is edited.
constexpr int serverErrorRole = Qt::UserRole + 1;
constexpr int minimumAddressWidth = 200;
constexpr QStringView forbiddenInLocalPart = u"\"(),:;<>[\\]";
constexpr QStringView separators = u",; \t\r\n";

const QRegularExpression &separatorPattern()
{
    static const QRegularExpression pattern(u"[,;\\s]+"_s);
    return pattern;
}

bool isValidLabel(QStringView label)
{
    if (label.isEmpty() || label.size() > maxLabelLength || label.startsWith(u'-') || label.endsWith(u'-')) {
        return false;
    }
    return std::all_of(label.begin(), label.end(), [](QChar c) { return c.isLetterOrNumber() || c == u'-'; });
}
} // namespace

DestinationsEditor::DestinationsEditor(QWidget *parent)
    : QWidget(parent)
    , m_list(new QTreeWidget(this))
    , m_input(new QLineEdit(this))
    , m_add(new QPushButton(Icons::get(u"add"_s), tr("&Add"), this))
    , m_remove(new QPushButton(Icons::get(u"delete"_s), tr("Re&move"), this))
    , m_problem(new QLabel(this))
{
    setObjectName(u"destinationsEditor"_s);
    m_list->setObjectName(u"destinationList"_s);
    m_input->setObjectName(u"destinationInput"_s);
    m_add->setObjectName(u"addDestinationButton"_s);
    m_remove->setObjectName(u"removeDestinationButton"_s);
    m_problem->setObjectName(u"destinationsProblem"_s);

    m_list->setColumnCount(2);
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_list->header()->setStretchLastSection(true);
    m_list->header()->setSectionResizeMode(AddressColumn, QHeaderView::ResizeToContents);
    m_list->header()->setMinimumSectionSize(minimumAddressWidth);
    m_list->setAccessibleName(tr("Destinations"));
    m_list->setToolTip(tr("Double-click an address to change it. Paste several at once with Ctrl+V."));

    m_input->setPlaceholderText(tr("name@example.net, …"));
    m_input->setToolTip(tr("Type or paste addresses; separate several with commas, spaces or line breaks"));
    m_input->setAccessibleName(tr("Destinations to add"));
    Accessibility::addClearButton(m_input, tr("Clear the addresses to add"));
    m_input->installEventFilter(this);
    m_add->setToolTip(tr("Add the typed addresses to the list"));
    m_remove->setToolTip(tr("Remove the selected addresses"));
    m_remove->setEnabled(false);
    m_problem->setWordWrap(true);
    m_problem->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *inputRow = new QHBoxLayout;
    inputRow->addWidget(m_input, 1);
    inputRow->addWidget(m_add);
    inputRow->addWidget(m_remove);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addLayout(inputRow);
    layout->addWidget(m_problem);
    setFocusProxy(m_input);
    setTabOrder(m_input, m_add);
    setTabOrder(m_add, m_remove);
    setTabOrder(m_remove, m_list);

    auto *removeShortcut = new QShortcut(QKeySequence::Delete, m_list, nullptr, nullptr, Qt::WidgetShortcut);
    connect(removeShortcut, &QShortcut::activated, this, &DestinationsEditor::removeSelected);
    auto *pasteShortcut = new QShortcut(QKeySequence::Paste, m_list, nullptr, nullptr, Qt::WidgetShortcut);
    connect(pasteShortcut, &QShortcut::activated, this, &DestinationsEditor::pasteAddresses);

    connect(m_add, &QPushButton::clicked, this, &DestinationsEditor::commitInput);
    connect(m_remove, &QPushButton::clicked, this, &DestinationsEditor::removeSelected);
    connect(m_input, &QLineEdit::textEdited, this, &DestinationsEditor::onInputEdited);
    connect(m_input, &QLineEdit::textChanged, this, &DestinationsEditor::revalidate);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this,
            [this] { m_remove->setEnabled(!m_list->selectedItems().isEmpty()); });
    connect(m_list, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (column == AddressColumn) {
            const QSignalBlocker blocker(m_list);
            item->setData(AddressColumn, serverErrorRole, QVariant());
            item->setText(AddressColumn, item->text(AddressColumn).trimmed());
            m_serverFieldError.clear();
            revalidate();
        }
    });
    revalidate();
}

DestinationsEditor::~DestinationsEditor() = default;

void DestinationsEditor::setDestinations(const QStringList &addresses)
{
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
    }
    m_serverFieldError.clear();
    addAddresses(addresses.join(u'\n'));
}

QStringList DestinationsEditor::destinations() const
{
    QStringList result;
    for (int row = 0; row < m_list->topLevelItemCount(); ++row) {
        result << m_list->topLevelItem(row)->text(AddressColumn).trimmed();
    }
    result << splitAddresses(m_input->text());
    return result;
}

void DestinationsEditor::addAddresses(const QString &text)
{
    const QStringList addresses = splitAddresses(text);
    if (addresses.isEmpty()) {
        return;
    }
    {
        const QSignalBlocker blocker(m_list);
        for (const QString &address : addresses) {
            auto *item = new QTreeWidgetItem(m_list, QStringList{address});
            item->setFlags(item->flags() | Qt::ItemIsEditable);
        }
    }
    m_serverFieldError.clear();
    revalidate();
}

void DestinationsEditor::commitInput()
{
    const QString text = m_input->text();
    m_input->clear();
    addAddresses(text);
}

void DestinationsEditor::onInputEdited(const QString &text)
{
    // Tag-style: a separator typed (or pasted) after an address moves the complete addresses into the list.
    const auto last = std::find_if(text.crbegin(), text.crend(), [](QChar c) { return separators.contains(c); });
    if (last == text.crend()) {
        return;
    }
    const auto split = static_cast<qsizetype>(text.crend() - last);
    const QString complete = text.left(split);
    const QString rest = text.mid(split);
    m_input->setText(rest);
    addAddresses(complete);
}

void DestinationsEditor::removeSelected()
{
    const QList<QTreeWidgetItem *> selected = m_list->selectedItems();
    if (selected.isEmpty()) {
        return;
    }
    {
        const QSignalBlocker blocker(m_list);
        qDeleteAll(selected);
    }
    // Row positions moved: the service's per-row messages no longer point at the right rows.
    clearServerErrors();
    m_remove->setEnabled(!m_list->selectedItems().isEmpty());
}

void DestinationsEditor::pasteAddresses()
{
    addAddresses(QApplication::clipboard()->text());
}

bool DestinationsEditor::isValid() const
{
    const QStringList addresses = destinations();
    if (addresses.isEmpty() || !m_serverFieldError.isEmpty()) {
        return false;
    }
    for (int row = 0; row < addresses.size(); ++row) {
        if (!rowProblem(row, addresses).isEmpty()) {
            return false;
        }
    }
    return true;
}

QString DestinationsEditor::problem() const
{
    if (!m_serverFieldError.isEmpty()) {
        return m_serverFieldError;
    }
    const QStringList addresses = destinations();
    if (addresses.isEmpty()) {
        return tr("Add at least one destination.");
    }
    for (int row = 0; row < addresses.size(); ++row) {
        const QString problem = rowProblem(row, addresses);
        if (!problem.isEmpty()) {
            return tr("%1: %2").arg(addresses.at(row), problem);
        }
    }
    return {};
}

void DestinationsEditor::setServerError(int index, const QString &message)
{
    QTreeWidgetItem *item = index >= 0 ? m_list->topLevelItem(index) : nullptr;
    if (item) {
        const QSignalBlocker blocker(m_list);
        item->setData(AddressColumn, serverErrorRole, message);
    } else {
        m_serverFieldError = message;
    }
    revalidate();
}

void DestinationsEditor::clearServerErrors()
{
    {
        const QSignalBlocker blocker(m_list);
        for (int row = 0; row < m_list->topLevelItemCount(); ++row) {
            m_list->topLevelItem(row)->setData(AddressColumn, serverErrorRole, QVariant());
        }
    }
    m_serverFieldError.clear();
    revalidate();
}

bool DestinationsEditor::isValidAddress(const QString &address)
{
    if (address.isEmpty() || address.size() > maxAddressLength) {
        return false;
    }
    const qsizetype at = address.indexOf(u'@');
    if (at <= 0 || at != address.lastIndexOf(u'@')) {
        return false;
    }
    const QStringView local = QStringView(address).left(at);
    const QStringView domain = QStringView(address).mid(at + 1);
    if (local.size() > maxLocalPartLength || local.startsWith(u'.') || local.endsWith(u'.')
        || local.contains(u".."_s)) {
        return false;
    }
    const bool localOk = std::all_of(local.begin(), local.end(), [](QChar c) {
        return c.isPrint() && !c.isSpace() && !forbiddenInLocalPart.contains(c);
    });
    if (!localOk) {
        return false;
    }
    const QList<QStringView> labels = domain.split(u'.');
    if (labels.size() < 2) {
        return false;
    }
    if (!std::all_of(labels.cbegin(), labels.cend(), isValidLabel)) {
        return false;
    }
    // A top-level domain is never only digits (that would be an IP address written without brackets).
    const QStringView top = labels.last();
    return !std::all_of(top.begin(), top.end(), [](QChar c) { return c.isDigit(); });
}

QStringList DestinationsEditor::splitAddresses(const QString &text)
{
    return text.split(separatorPattern(), Qt::SkipEmptyParts);
}

bool DestinationsEditor::eventFilter(QObject *watched, QEvent *event)
{
    // Return in the input field adds the typed address instead of pressing the dialog's default button.
    if (watched == m_input && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && !m_input->text().trimmed().isEmpty()) {
            commitInput();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString DestinationsEditor::rowProblem(int row, const QStringList &addresses) const
{
    const QString &address = addresses.at(row);
    if (row < m_list->topLevelItemCount()) {
        const QString server = m_list->topLevelItem(row)->data(AddressColumn, serverErrorRole).toString();
        if (!server.isEmpty()) {
            return server;
        }
    }
    if (!isValidAddress(address)) {
        return tr("not a valid e-mail address");
    }
    for (int earlier = 0; earlier < row; ++earlier) {
        if (addresses.at(earlier).compare(address, Qt::CaseInsensitive) == 0) {
            return tr("listed twice");
        }
    }
    return {};
}

void DestinationsEditor::revalidate()
{
    const QStringList addresses = destinations();
    {
        const QSignalBlocker blocker(m_list);
        for (int row = 0; row < m_list->topLevelItemCount(); ++row) {
            QTreeWidgetItem *item = m_list->topLevelItem(row);
            const QString problem = rowProblem(row, addresses);
            item->setIcon(AddressColumn, Icons::get(problem.isEmpty() ? u"status-ok"_s : u"status-fail"_s));
            item->setText(ProblemColumn, problem);
            item->setToolTip(AddressColumn, problem);
            item->setToolTip(ProblemColumn, problem);
        }
    }
    const QString text = problem();
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    emit changed();
}

QWidget *DestinationsEditor::lastTabStop() const
{
    return m_list;
}

} // namespace ForwardDesk::Gui
