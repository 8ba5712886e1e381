// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace ForwardDesk::Gui {

/// Edits an alias's destination addresses: a list with Add and Remove, each row marked valid or not.
///
/// Usage: setDestinations() with the current list, watch changed() and isValid(), and call commitInput()
/// before reading destinations() for a request, so that addresses still in the input field are listed and
/// the service's per-index messages (setServerError()) land on the right rows. Several addresses can be
/// typed or pasted at once, separated by commas, semicolons, spaces or line breaks.
class DestinationsEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DestinationsEditor)

public:
    explicit DestinationsEditor(QWidget *parent = nullptr);
    ~DestinationsEditor() override;

    void setDestinations(const QStringList &addresses);
    /// The listed addresses followed by those still in the input field, trimmed, in order.
    [[nodiscard]] QStringList destinations() const;
    /// Lists every address of @p text (separated by commas, semicolons, white space or line breaks).
    void addAddresses(const QString &text);
    /// Moves what is typed in the input field into the list.
    void commitInput();

    /// At least one address, each a valid e-mail address, none twice.
    [[nodiscard]] bool isValid() const;
    /// What is wrong, for people ("Destination 2: not a valid e-mail address."); empty when all is well.
    [[nodiscard]] QString problem() const;

    /// Marks row @p index with the service's @p message; -1 puts the message under the whole list.
    void setServerError(int index, const QString &message);
    void clearServerErrors();

    /// The editor's last control for Tab (the list), after which the containing form goes on.
    [[nodiscard]] QWidget *lastTabStop() const;

    /// A simple, sound check: one @, a local part without spaces, a domain of two or more labels.
    [[nodiscard]] static bool isValidAddress(const QString &address);
    /// Splits typed or pasted text into addresses.
    [[nodiscard]] static QStringList splitAddresses(const QString &text);

signals:
    void changed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onInputEdited(const QString &text);
    void removeSelected();
    void pasteAddresses();
    void revalidate();
    [[nodiscard]] QString rowProblem(int row, const QStringList &addresses) const;

    QTreeWidget *m_list;
    QLineEdit *m_input;
    QPushButton *m_add;
    QPushButton *m_remove;
    QLabel *m_problem;
    /// The service's message about the whole list, until the list changes.
    QString m_serverFieldError;
};

} // namespace ForwardDesk::Gui
