#!/usr/bin/python3
"""A stand-in freedesktop notification daemon for tests: it owns
org.freedesktop.Notifications on the session bus and logs every Notify call, one line
each: app, replaces_id, id, summary, body (as a Python literal), and the image-path and
sound-name hints (as JSON)."""
import json
import sys

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

INTERFACE = "org.freedesktop.Notifications"


class StandIn(dbus.service.Object):
    def __init__(self, bus, log):
        super().__init__(dbus.service.BusName(INTERFACE, bus), "/org/freedesktop/Notifications")
        self.log = log
        self.last_id = 0

    @dbus.service.method(INTERFACE, in_signature="susssasa{sv}i", out_signature="u")
    def Notify(self, app, replaces_id, icon, summary, body, actions, hints, timeout):
        if replaces_id:
            notification_id = replaces_id
        else:
            self.last_id += 1
            notification_id = self.last_id
        shown = {str(k): str(v) for k, v in hints.items() if str(k) in ("image-path", "sound-name", "sound-file")}
        self.log.write(
            f"{app}\t{replaces_id}\t{notification_id}\t{summary}\t{body!r}\t{json.dumps(shown, ensure_ascii=False)}\n")
        self.log.flush()
        return notification_id

    @dbus.service.method(INTERFACE, out_signature="as")
    def GetCapabilities(self):
        return ["body"]

    @dbus.service.method(INTERFACE, out_signature="ssss")
    def GetServerInformation(self):
        return ("stand-in", "wordquiz tests", "1", "1.2")

    @dbus.service.method(INTERFACE, in_signature="u")
    def CloseNotification(self, notification_id):
        pass


dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
with open(sys.argv[1], "a", buffering=1) as log:
    StandIn(dbus.SessionBus(), log)
    GLib.MainLoop().run()
