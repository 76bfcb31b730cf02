"""Unit notebooks in Sublime Text: `unit fmt` on save.

Put this file in Packages/User/ (Preferences > Browse Packages...), next to
Unit.tmLanguage from the Grammar/ folder. When unit reports errors (exit
status 2, nothing on stdout) the buffer is kept as it is and the first error
shows in the status bar; the file is still saved.
"""
import subprocess

import sublime
import sublime_plugin


class UnitFormatCommand(sublime_plugin.TextCommand):
    """Replaces the buffer with the output of `unit fmt`."""

    def run(self, edit):
        whole = sublime.Region(0, self.view.size())
        text = self.view.substr(whole)
        try:
            result = subprocess.run(
                ["unit", "fmt"], input=text.encode("utf-8"),
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=30)
        except (OSError, subprocess.TimeoutExpired) as error:
            sublime.status_message("unit fmt: {} (buffer kept)".format(error))
            return
        if result.returncode != 0:
            lines = result.stderr.decode("utf-8", "replace").strip().splitlines()
            first = lines[0] if lines else "exit status {}".format(result.returncode)
            sublime.status_message("unit fmt: {} (buffer kept)".format(first))
            return
        formatted = result.stdout.decode("utf-8")
        if formatted != text:
            position = self.view.viewport_position()
            self.view.replace(edit, whole, formatted)
            self.view.set_viewport_position(position, False)


class UnitFormatOnSave(sublime_plugin.EventListener):
    """Runs unit_format before a .unit file is saved."""

    def on_pre_save(self, view):
        if view.match_selector(0, "source.unit"):
            view.run_command("unit_format")
