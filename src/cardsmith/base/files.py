"""Files from outside cardsmith: the one place where they are opened, and where a pack's files are rewritten.

Every file a command reads from a pack or from a path the user gave (card files, scenarios, templates,
stylesheets, art, deck lists, spreadsheets, replays) is read by `read_bytes` or `read_text`, which hold the
rules, so that no command can forget one:

- a pack's file must lie inside the pack once links are resolved: a link to `/etc/passwd` is refused (E006);
- only regular files are read: a FIFO would block forever, `/dev/zero` never ends, a folder is no file (E007);
- a file is at most a given size (E008), checked before reading and again while reading, since a file may grow.

A file cardsmith writes into a pack (`fmt --write`, `import --out`) or into its cache is written by
`write_atomically`: to a hidden temporary next to it that no loader reads, then renamed over it in one step, so
a write killed at any moment leaves the old file or the new one, never half of one. A link is written through to
its target, and stays a link.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path

from .diagnostics import Diagnostic, DiagnosticError

MAX_FILE_BYTES = 8 * 1024 * 1024  # a text file: a card file, a template, a deck list, a spreadsheet, a replay
MAX_ART_BYTES = 64 * 1024 * 1024  # an image or a font a printout embeds

TEMPORARY_PREFIX = ".cardsmith-"
# A temporary of ours: `write_atomically`'s (.tmp), or an older cardsmith's (.yaml or no suffix); 8 characters
# as `tempfile` makes them.
_TEMPORARY = re.compile(r"\.cardsmith-[a-z0-9_]{8}(\.tmp|\.yaml)?")
STALE_SECONDS = 600  # a temporary this old is a leftover of a killed write, not one being written now

_OPEN_FLAGS = (
    os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
)  # O_NONBLOCK: opening a FIFO does not wait for a writer (it is refused right after, unread)
_KINDS = {
    stat.S_IFDIR: "a folder",
    stat.S_IFIFO: "a named pipe (FIFO)",
    stat.S_IFCHR: "a device",
    stat.S_IFBLK: "a device",
    stat.S_IFSOCK: "a socket",
}


def inside(root: Path, candidate: Path) -> bool:
    """True when `candidate` (after resolving links) lies inside `root`."""
    try:
        candidate.resolve().relative_to(root.resolve())
    except (ValueError, OSError, RuntimeError):  # RuntimeError: a loop of links (before Python 3.13)
        return False
    return True


def hidden(path: Path) -> bool:
    """A file no pack loader reads: dot-files (our temporaries, editors' locks, macOS's `._` copies)."""
    return path.name.startswith(".")


def read_bytes(
    path: Path, shown: str, root: Path | None = None, limit: int = MAX_FILE_BYTES, *, folder: str | None = None
) -> bytes:
    """The bytes of one regular file of at most `limit` bytes; inside `root` after resolving links, if given.

    `folder`: `root` with its links resolved (`resolved_folder`), for a caller that reads many files of one
    pack; else it is resolved for each file. Raises DiagnosticError naming the file as `shown`: E006 outside
    the pack, E007 not a regular file or not readable, E008 too large."""
    # Looked at before it is opened: opening a device may do something.
    target = regular_file(path, shown, root, limit, folder=folder)
    # A pack's file is opened by its resolved path, so a link put in its place since is not followed.
    nofollow = getattr(os, "O_NOFOLLOW", 0) if root is not None else 0
    try:
        descriptor = os.open(target, _OPEN_FLAGS | nofollow)
    except OSError as error:
        raise _unreadable(shown, error) from None
    try:
        return _read_open(descriptor, shown, limit)
    finally:
        os.close(descriptor)


def regular_file(
    path: Path, shown: str, root: Path | None = None, limit: int = MAX_FILE_BYTES, *, folder: str | None = None
) -> Path:
    """The file to open for `path` (for a pack's file, its links resolved) when the rules allow it to be read, by
    its status alone; raises DiagnosticError as `read_bytes` does. For a library that opens the file itself
    (openpyxl): `read_bytes` checks again once the file is open, which this cannot."""
    target = _within(path, shown, root, folder) if root is not None else path
    try:
        status = os.stat(target, follow_symlinks=root is None)
    except OSError as error:
        raise _unreadable(shown, error) from None
    _check_kind(status.st_mode, shown)
    _check_size(status.st_size, limit, shown)
    return target


def read_text(
    path: Path, shown: str, root: Path | None = None, limit: int = MAX_FILE_BYTES, *, folder: str | None = None
) -> str:
    """A file read by `read_bytes`, as UTF-8 text; E005 locates the first byte that is not UTF-8."""
    raw = read_bytes(path, shown, root, limit, folder=folder)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        before = raw[: error.start]
        line = before.count(b"\n") + 1
        column = len(before) - (before.rfind(b"\n") + 1) + 1
        message = f"the file is not UTF-8 (byte 0x{raw[error.start]:02x})"
        raise DiagnosticError(Diagnostic("E005", message, shown, line, column, "save the file as UTF-8")) from None


def resolved_folder(root: Path) -> str | None:
    """A pack's folder with its links resolved, once for all the files a caller reads from it (each file's own
    path is still resolved as it is read); None when it cannot be resolved (then each read tries again)."""
    try:
        return os.path.realpath(root)
    except OSError:
        return None


def _within(path: Path, shown: str, root: Path, folder: str | None = None) -> Path:
    """The file a pack's path names, links resolved; E006 when that is outside the pack (`folder`: `root`
    resolved already)."""
    try:
        target = os.path.realpath(path)  # a loop is left unresolved, and opening it fails (ELOOP)
        folder = os.path.realpath(root) if folder is None else folder
    except OSError as error:
        raise _unreadable(shown, error) from None
    if target != folder and not target.startswith(folder.rstrip(os.sep) + os.sep):
        raise DiagnosticError(
            Diagnostic(
                "E006",
                f"'{shown}' is outside the pack folder",
                shown,
                1,
                1,
                "a pack reads only its own files: copy the file into the pack instead of linking to it",
            )
        )
    return Path(target)


def _read_open(descriptor: int, shown: str, limit: int) -> bytes:
    """Reads an open file, checked again now that it is open (it may have been swapped since it was looked at)."""
    status = os.fstat(descriptor)
    _check_kind(status.st_mode, shown)
    _check_size(status.st_size, limit, shown)
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        chunk = os.read(descriptor, min(1 << 20, limit + 1 - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    _check_size(size, limit, shown)
    return b"".join(chunks)


def _check_kind(mode: int, shown: str) -> None:
    if stat.S_ISLNK(mode):  # a link left once the path was resolved as far as it goes
        raise DiagnosticError(Diagnostic("E007", "cannot read the file: its links go round in a loop", shown))
    if not stat.S_ISREG(mode):
        kind = _KINDS.get(stat.S_IFMT(mode), "not a plain file")
        raise DiagnosticError(Diagnostic("E007", f"cannot read the file: it is {kind}, not a regular file", shown))


def _check_size(size: int, limit: int, shown: str) -> None:
    if size > limit:
        raise DiagnosticError(
            Diagnostic("E008", f"the file is too large (more than {_size(limit)})", shown, 1, 1, "split it up")
        )


def _size(count: int) -> str:
    return f"{count >> 20} MiB" if count % (1 << 20) == 0 else f"{count:,} bytes"


def _unreadable(shown: str, error: OSError) -> DiagnosticError:
    why = "its links go round in a loop" if error.errno == errno.ELOOP else error.strerror or str(error)
    return DiagnosticError(Diagnostic("E007", f"cannot read the file: {why}", shown))


# ---------------------------------------------------------------- writing


def write_atomically(path: Path, data: bytes, root: Path | None = None, durable: bool = True) -> Path:
    """Replaces the file at `path` (a link: its target, which must be inside `root` if given) with `data`.

    The new content goes to a hidden `.cardsmith-XXXXXXXX.tmp` next to the target (same file system, so the
    rename is atomic; hidden and not `.yaml`, so no pack loader reads it), keeps the old file's permissions,
    and is renamed over the target. Stale temporaries of killed writes in that folder are removed first.
    `durable`: on disk before the rename, so a power cut leaves a whole file too (a cache need not be).
    Returns the file written; E007 when it cannot be written."""
    target = _within(path, str(path), root) if root is not None else _target(path)
    try:
        _replace(target, data, durable)
    except OSError as error:
        message = f"cannot write the file: {error.strerror or error}"
        raise DiagnosticError(Diagnostic("E007", message, str(path))) from None
    return target


def _replace(target: Path, data: bytes, durable: bool) -> None:
    clean_leftovers(target.parent)
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=TEMPORARY_PREFIX, suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            if durable:
                out.flush()
                os.fsync(out.fileno())
        if target.exists():
            os.chmod(temporary, stat.S_IMODE(target.stat().st_mode))
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _target(path: Path) -> Path:
    """Where writing to `path` lands: a link's target (so the link stays a link), else `path` itself."""
    if not path.is_symlink():
        return path
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        message = "cannot write the file: its links go round in a loop"
        raise DiagnosticError(Diagnostic("E007", message, str(path))) from None


def clean_leftovers(folder: Path, older_than: float = STALE_SECONDS) -> list[Path]:
    """Removes the temporaries of writes killed before their rename (never a file of another name)."""
    removed: list[Path] = []
    limit = time.time() - older_than
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        try:
            stale = entry.is_file(follow_symlinks=False) and entry.stat(follow_symlinks=False).st_mtime < limit
        except OSError:
            continue
        if stale and _TEMPORARY.fullmatch(entry.name):
            Path(entry.path).unlink(missing_ok=True)
            removed.append(Path(entry.path))
    return removed
