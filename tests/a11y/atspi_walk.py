# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads ForwardDesk as a screen reader does and fails on any control without a name.

Starts `forwarddesk --demo` on the accessibility bus of the current session, then, only through AT-SPI
(menu actions and buttons, as a screen reader user would), shows each pane and opens each dialog. In each
one it walks the accessible tree and checks every interactive control that is showing: push, toggle, check
and radio buttons, combo boxes, text fields, tables, trees, lists, spin boxes, sliders, page tabs and menu
items (the menus are opened one by one, as a user would open them). It reads each pane and dialog twice: as
it opens, and with a letter typed into each empty text field (clear buttons show only then). A control
passes when its accessible name is not blank; a combo box, which Qt names after its current choice on Linux,
also needs a label ("labelled by" relation, from a QLabel buddy).

Prints the number of controls checked in each pane and dialog, lists every unnamed one with its role and
place in the tree, and exits with 1 if there is any (or if a pane or dialog could not be reached).

Run by tests/a11y/run-a11y.sh, which provides the display, the session bus and the accessibility bus:

    python3 atspi_walk.py <path to forwarddesk> [--list]     (--list prints every control checked)
"""

import os
import subprocess
import sys
import time

try:
    import pyatspi
except ImportError as error:  # the package is missing: a failure, never a skip
    print(f"atspi_walk.py: FAILED: cannot import pyatspi ({error}); install the Debian package python3-pyatspi "
          "(bash packaging/linux/dev.sh test does)", file=sys.stderr)
    sys.exit(1)

APP_NAME = "ForwardDesk"
START_TIMEOUT_S = 30
STEP_TIMEOUT_S = 10
POLL_S = 0.05

INTERACTIVE_ROLES = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_RADIO_BUTTON,
    pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY, pyatspi.ROLE_PASSWORD_TEXT,
    pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_TREE, pyatspi.ROLE_LIST, pyatspi.ROLE_LIST_BOX,
    pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_SLIDER, pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_MENU,
}
# Their children are rows and cells (data, not controls) or the items of a closed menu: not walked.
NOT_DESCENDED = {
    pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_TREE, pyatspi.ROLE_LIST, pyatspi.ROLE_LIST_BOX,
    pyatspi.ROLE_MENU_BAR, pyatspi.ROLE_COMBO_BOX,
}
WINDOW_ROLES = {pyatspi.ROLE_FRAME, pyatspi.ROLE_DIALOG, pyatspi.ROLE_WINDOW, pyatspi.ROLE_ALERT,
                pyatspi.ROLE_FILE_CHOOSER}

list_all = "--list" in sys.argv
problems = []   # pane/dialog not reached, and the like
summary = []    # (where, checked, unnamed controls)


def fail(message):
    problems.append(message)
    print(f"FAIL: {message}", flush=True)


def wait_for(what, predicate, timeout=STEP_TIMEOUT_S):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            found = predicate()
        except Exception:  # the tree changes under us while windows open and close
            found = None
        if found:
            return found
        time.sleep(POLL_S)
    raise TimeoutError(f"timed out waiting for {what}")


def showing(accessible):
    try:
        states = accessible.getState()
        return states.contains(pyatspi.STATE_SHOWING) and states.contains(pyatspi.STATE_VISIBLE)
    except Exception:
        return False


def children(accessible):
    try:
        return [accessible.getChildAtIndex(i) for i in range(accessible.childCount)]
    except Exception:
        return []


def describe(accessible):
    try:
        return f"{accessible.getRoleName()} \"{accessible.name}\""
    except Exception:
        return "(gone)"


def find(root, role, name=None, depth=12):
    """The first showing descendant of root with this role (and name, ignoring & and a trailing …)."""
    if depth < 0:
        return None
    for child in children(root):
        if child is None:
            continue
        try:
            if child.getRole() == role and showing(child) and (name is None or clean(child.name) == name):
                return child
            if child.getRole() in NOT_DESCENDED:
                continue
        except Exception:
            continue
        hit = find(child, role, name, depth - 1)
        if hit is not None:
            return hit
    return None


def clean(text):
    return (text or "").replace("&", "").rstrip("…").rstrip(".").strip()


def do_action(accessible, *names):
    """Runs the first of the named actions the object offers (AT-SPI Action interface)."""
    action = accessible.queryAction()
    offered = [action.getName(i) for i in range(action.nActions)]
    for name in names:
        if name in offered:
            try:
                action.doAction(offered.index(name))
            except Exception as error:
                # An action that opens a modal dialog with exec() answers only once the dialog is closed;
                # the dialog is there meanwhile, and whoever called waits for it to show.
                if "reply" not in str(error):
                    raise
            return
    raise RuntimeError(f"{describe(accessible)} offers no action of {names} (has {offered})")


def check_controls(root, path, found):
    """Collects every showing interactive control under root as (accessible, path)."""
    for child in children(root):
        if child is None or not showing(child):
            continue
        try:
            role = child.getRole()
            here = f"{path} > {child.getRoleName()}"
        except Exception:
            continue
        if role in INTERACTIVE_ROLES:
            found.append((child, here))
        if role not in NOT_DESCENDED:
            check_controls(child, here, found)


def menu_controls(window, path, found):
    """Opens each menu of the window's menu bar in turn and collects its items, submenus included."""
    bar = find(window, pyatspi.ROLE_MENU_BAR)
    if bar is None:
        return
    for top in children(bar):
        if top is None or not showing(top):
            continue
        found.append((top, f"{path} > menu bar"))
        open_and_collect(top, f"{path} > menu \"{clean(top.name)}\"", found, opener=top)


def open_and_collect(item, path, found, opener):
    try:
        do_action(opener, "Toggle", "ShowMenu", "showMenu")
    except Exception as error:
        fail(f"{path}: cannot open the menu ({error})")
        return
    try:
        menu = wait_for(f"menu {path}", lambda: next((c for c in children(item) if showing(c)), None))
    except TimeoutError as error:
        fail(f"{path}: {error}")
        return
    for entry in children(menu):
        if entry is None or not showing(entry):
            continue
        try:
            role = entry.getRole()
        except Exception:
            continue
        if role == pyatspi.ROLE_SEPARATOR:
            continue
        if role in INTERACTIVE_ROLES:
            found.append((entry, path))
        if entry.childCount > 0 and role in (pyatspi.ROLE_MENU, pyatspi.ROLE_MENU_ITEM):
            open_and_collect(entry, f"{path} > \"{clean(entry.name)}\"", found, opener=entry)
    try:
        do_action(opener, "Toggle", "ShowMenu", "showMenu")  # closes it again
    except Exception:
        pass
    if showing(menu):
        wait_for(f"menu {path} to close", lambda: not showing(menu), timeout=3)


def audit(where, window, with_menus):
    found = []
    title = clean(window.name)
    check_controls(window, f"\"{title}\"", found)
    if with_menus:
        menu_controls(window, f"\"{title}\"", found)
    unnamed = []
    for accessible, path in found:
        try:
            name = (accessible.name or "").strip()
        except Exception:
            name = ""
        if list_all:
            print(f"    {path}: {describe(accessible)}")
        if name and role_of(accessible) == pyatspi.ROLE_COMBO_BOX and not labelled(accessible):
            # Qt names a combo box after its current choice on Linux; what it is for comes from the label
            # it is the buddy of (a "labelled by" relation), which screen readers read first.
            name = ""
        if not name:
            try:
                role = accessible.getRoleName()
            except Exception:
                role = "?"
            unnamed.append(f"{role} at {path}")
    summary.append((where, len(found), unnamed))
    print(f"{where}: {len(found)} controls checked, {len(unnamed)} without a name", flush=True)
    for entry in unnamed:
        print(f"    unnamed: {entry}", flush=True)


def role_of(accessible):
    try:
        return accessible.getRole()
    except Exception:
        return None


def labelled(accessible):
    try:
        return any(relation.getRelationType() == pyatspi.RELATION_LABELLED_BY and relation.getNTargets() > 0
                   for relation in accessible.getRelationSet())
    except Exception:
        return False


def empty_text_fields(root):
    """The showing, editable, empty one-line text fields under root (filter and search boxes among them)."""
    found = []
    check_controls(root, "", found)
    fields = []
    for accessible, _ in found:
        try:
            if accessible.getRole() == pyatspi.ROLE_TEXT \
                    and accessible.getState().contains(pyatspi.STATE_EDITABLE) \
                    and accessible.queryText().characterCount == 0:
                fields.append(accessible)
        except Exception:
            continue
    return fields


def select_first_rows(window):
    """Selects the first row of each showing table that has no selection (AT-SPI Table interface), so that
    the actions on a selected item are enabled when the menus are read."""
    found = []
    check_controls(window, "", found)
    for accessible, _ in found:
        try:
            if accessible.getRole() == pyatspi.ROLE_TABLE:
                table = accessible.queryTable()
                if table.nRows > 0 and table.nSelectedRows == 0:
                    table.addRowSelection(0)
        except Exception:
            continue
    time.sleep(0.3)


def audit_with_text(where, window, with_menus=True):
    """Audits a pane or dialog twice: as it is, and with a letter typed into each empty field, which shows the
    buttons that appear only then (the clear buttons inside filter fields)."""
    audit(where, window, with_menus=with_menus)
    fields = empty_text_fields(window)
    for field in fields:
        field.queryEditableText().setTextContents("e")
    time.sleep(0.4)
    audit(f"{where} (fields filled)", window, with_menus=False)
    for field in fields:
        field.queryEditableText().setTextContents("")
    time.sleep(0.2)


def windows_of(app):
    return [w for w in children(app) if w is not None and showing(w) and w.getRole() in WINDOW_ROLES]


def main_window(app):
    return next((w for w in windows_of(app) if w.getRole() == pyatspi.ROLE_FRAME
                 and find(w, pyatspi.ROLE_MENU_BAR) is not None), None)


def trigger_menu(window, menu_name, item_name):
    """Opens a menu of the menu bar and presses one of its items, as a keyboard user would."""
    bar = find(window, pyatspi.ROLE_MENU_BAR)
    top = next((c for c in children(bar) if showing(c) and clean(c.name) == menu_name), None)
    if top is None:
        raise RuntimeError(f"no menu \"{menu_name}\"")
    do_action(top, "Toggle", "ShowMenu", "showMenu")
    menu = wait_for(f"menu {menu_name}", lambda: next((c for c in children(top) if showing(c)), None))
    item = wait_for(f"item {item_name}", lambda: next(
        (c for c in children(menu) if showing(c) and clean(c.name) == item_name), None))
    if not item.getState().contains(pyatspi.STATE_ENABLED):
        raise RuntimeError(f"{menu_name} > {item_name} is disabled")
    do_action(item, "Press", "Click", "press")


def new_dialog(app, known):
    return wait_for("a dialog", lambda: next((w for w in windows_of(app) if not any(w == k for k in known)), None))


def press_button(window, *names):
    for name in names:
        button = find(window, pyatspi.ROLE_PUSH_BUTTON, name)
        if button is not None:
            do_action(button, "Press", "Click", "press")
            return
    raise RuntimeError(f"no button {names} in \"{window.name}\"")


def close_dialog(app, dialog, *button_names):
    press_button(dialog, *button_names)
    wait_for(f"\"{dialog.name}\" to close", lambda: not any(w == dialog for w in windows_of(app)))


def dialog_step(app, window, where, menu_name, item_name, close_names, before_close=None):
    try:
        known = windows_of(app)
        trigger_menu(window, menu_name, item_name)
        dialog = new_dialog(app, known)
        time.sleep(0.3)  # let it lay out and load what it shows
        audit_with_text(where, dialog, with_menus=False)
        if before_close is not None:
            before_close(dialog)
        else:
            close_dialog(app, dialog, *close_names)
    except Exception as error:
        fail(f"{where}: {error}")


def create_key_and_audit(app, window):
    """API Keys ▸ New Key: name the key, create it, and read the dialog that shows the new key once."""
    def fill_and_create(name_dialog):
        field = find(name_dialog, pyatspi.ROLE_TEXT)
        if field is None:
            raise RuntimeError("no text field in the key name dialog")
        field.queryEditableText().setTextContents("Screen reader check")
        known = windows_of(app)
        press_button(name_dialog, "Create Key", "Create", "OK")
        shown = new_dialog(app, known)
        time.sleep(0.3)
        audit_with_text("Dialog New key (the key shown once)", shown, with_menus=False)
        press_button(shown, "Copy")  # closing without copying asks first
        close_dialog(app, shown, "Done")
    dialog_step(app, window, "Dialog New key (its name)", "API Keys", "New Key", (), before_close=fill_and_create)


def run(app_path):
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1")
    env.pop("QT_QPA_PLATFORM", None)  # the offscreen platform has no accessibility bridge: use xcb
    process = subprocess.Popen([app_path, "--demo"], env=env)
    try:
        desktop = pyatspi.Registry.getDesktop(0)
        app = wait_for("ForwardDesk on the accessibility bus",
                       lambda: next((a for a in children(desktop) if a is not None and a.name == APP_NAME), None),
                       START_TIMEOUT_S)
        window = wait_for("the main window", lambda: main_window(app), START_TIMEOUT_S)
        # Demo data loaded: the domains table has rows.
        wait_for("the demo data", lambda: (find(window, pyatspi.ROLE_TABLE) or window).childCount > 5
                 and find(window, pyatspi.ROLE_TABLE), START_TIMEOUT_S)
        for pane in ("Domains", "Aliases", "Logs", "API Keys"):
            try:
                trigger_menu(window, "View", pane)
                time.sleep(0.5)
                select_first_rows(window)
                audit_with_text(f"Pane {pane}", window)
            except Exception as error:
                fail(f"Pane {pane}: {error}")
        trigger_menu(window, "View", "Domains")
        dialog_step(app, window, "Dialog Connect", "File", "Connect to an Account", ("Cancel",))
        dialog_step(app, window, "Dialog Add domain", "Domains", "Add Domain", ("Cancel",))
        trigger_menu(window, "View", "Aliases")
        dialog_step(app, window, "Dialog Alias", "Aliases", "New Alias", ("Cancel",))
        trigger_menu(window, "View", "API Keys")
        create_key_and_audit(app, window)
        dialog_step(app, window, "Dialog Preferences", "Edit", "Preferences", ("Cancel",))
        dialog_step(app, window, "Dialog Request log", "View", "Request Log", ("Close",))
    except Exception as error:
        fail(str(error))
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()

    checked = sum(entry[1] for entry in summary)
    unnamed = sum(len(entry[2]) for entry in summary)
    print(f"Total: {checked} controls checked in {len(summary)} panes and dialogs, {unnamed} without a name")
    expected = 22  # four panes and seven dialogs, each also with its empty fields filled
    if len(summary) < expected:
        fail(f"only {len(summary)} of {expected} panes and dialogs were checked")
    return 1 if unnamed or problems else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(run(sys.argv[1]))
