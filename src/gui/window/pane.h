// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QList>
#include <QString>
#include <QWidget>

class QAction;

namespace ForwardDesk::Models {
class Session;
}

namespace ForwardDesk::Gui {

/// One page of the main window (Domains, Aliases, Logs, API Keys).
///
/// The main window shows one pane at a time, routes the standard actions (New, Delete, Refresh, Find) to
/// the current one, and lists each pane's own actions in a menu named after it and in the toolbar.
class Pane : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Pane)

public:
    /// What names a pane in the navigation list, the View menu and the menu bar. Each pane class gives its
    /// own through a static identity(), so the main window can list a pane before it exists.
    struct Identity
    {
        QString title;
        /// The title of the pane's menu, with its letter for Alt marked by & (unique in the menu bar).
        QString menuTitle;
        /// The name of the pane's icon (Icons::get()).
        QString iconName;
    };

    explicit Pane(Identity identity, QWidget *parent = nullptr);
    ~Pane() override;

    /// The session whose data the pane shows; nullptr when signed out.
    virtual void setSession(Models::Session *session) = 0;
    [[nodiscard]] QString title() const { return m_identity.title; }
    [[nodiscard]] QString menuTitle() const { return m_identity.menuTitle; }
    [[nodiscard]] QIcon icon() const;
    /// The pane's own actions, for its menu and the toolbar (each has a shortcut where it makes sense).
    [[nodiscard]] virtual QList<QAction *> paneActions() const = 0;

    /// The pane became visible: load what it shows if that has not happened yet.
    virtual void activate() { }
    virtual void refresh() { }
    /// File ▸ New (Ctrl+N) while this pane is shown.
    virtual void newItem() { }
    /// Edit ▸ Delete (Del) while this pane is shown.
    virtual void deleteSelected() { }
    [[nodiscard]] virtual bool canDelete() const { return false; }
    /// Edit ▸ Find (Ctrl+F): focus the pane's filter box.
    virtual void focusFilter() { }

signals:
    /// What can be done changed (selection, loading): the main window updates its actions.
    void actionsChanged();
    /// A short message for the status bar.
    void statusMessage(const QString &message, int timeoutMs = 4000);

private:
    Identity m_identity;
};

} // namespace ForwardDesk::Gui
