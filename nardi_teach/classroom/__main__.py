"""``python -m nardi_teach.classroom`` (``make class``): start the class server and print, in
the learner's language, the address pupils open with its QR code, and the teacher's page with
the teacher's key.  Options: ``--port`` (8765), ``--host`` (all interfaces), ``--book`` (the
built book, ``_build/html``), ``--data`` (the class's folder, ``work/class``), ``--lang``, and
the quota (``--max-records`` per pupil, ``--per-minute`` records per pupil and minute,
``--max-pupils``, ``--joins-per-minute`` from one address)."""

from __future__ import annotations

import argparse
import asyncio
import errno
import logging
import signal
import sys
from pathlib import Path
from typing import TextIO

import tornado.httpserver
import tornado.netutil

from ..exercises import load_bank
from ..i18n import translate
from .app import Context, Quota, make_app
from .net import LOOPBACK, lan_address, qr_terminal
from .store import ClassStore


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m nardi_teach.classroom",
                                     description="The class server (make class).")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--book", default="_build/html")
    parser.add_argument("--data", default="work/class")
    parser.add_argument("--lang", default="ka", choices=["ka", "en"])
    parser.add_argument("--no-qr", action="store_true", help="print no QR code")
    default = Quota()
    parser.add_argument("--max-records", type=int, default=default.records)
    parser.add_argument("--per-minute", type=int, default=default.per_minute)
    parser.add_argument("--max-pupils", type=int, default=default.pupils)
    parser.add_argument("--joins-per-minute", type=int, default=default.joins_per_minute)
    return parser.parse_args(argv)


def banner(ctx: Context, teacher_url: str, data: Path, qr: bool, out: TextIO,
           lonely: bool = False) -> None:
    """What the teacher reads in the terminal (``lonely``: no network address was found)."""
    lang = ctx.lang
    lines = [translate("classroom.banner.ready", lang), "",
             translate("classroom.banner.pupils", lang), f"    {ctx.join_url}", ""]
    print("\n".join(lines), file=out)
    if qr:
        print(qr_terminal(ctx.join_url), file=out)
    if lonely:
        print(translate("classroom.banner.loopback", lang) + "\n", file=out)
    print(translate("classroom.banner.teacher", lang), f"\n    {teacher_url}\n", file=out)
    print(translate("classroom.banner.key", lang, key=ctx.key), file=out)
    print(translate("classroom.banner.data", lang, path=str(data)), file=out)
    print(translate("classroom.banner.stop", lang), file=out, flush=True)


async def serve(args: argparse.Namespace, out: TextIO) -> int:
    book = Path(args.book).resolve()
    if not (book / "index.html").is_file():
        print(translate("classroom.banner.no_book", args.lang, path=str(book)), file=out)
        return 2
    data = Path(args.data).expanduser().resolve()
    store = ClassStore(data / "class.sqlite3")
    try:
        sockets = tornado.netutil.bind_sockets(args.port, args.host, reuse_port=False)
    except OSError as error:
        if error.errno != errno.EADDRINUSE:
            raise
        print(translate("classroom.banner.busy", args.lang, port=args.port), file=out)
        return 2
    port = sockets[0].getsockname()[1]
    wildcard = args.host in ("0.0.0.0", "", "::")
    host = lan_address() if wildcard else args.host
    ctx = Context(store=store, bank=load_bank(), book=book, url=f"http://{host}:{port}/",
                  key=store.teacher_key(), lang=args.lang,
                  quota=Quota(args.max_records, args.per_minute, args.max_pupils,
                              args.joins_per_minute))
    server = tornado.httpserver.HTTPServer(make_app(ctx), max_body_size=1024 * 1024,
                                           max_buffer_size=1024 * 1024,
                                           idle_connection_timeout=120)
    server.add_sockets(sockets)
    banner(ctx, f"{ctx.url}teacher?key={ctx.key}", data, not args.no_qr, out,
           lonely=wildcard and host == LOOPBACK)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    server.stop()
    store.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    # A refused request is answered, not shouted about: the terminal keeps the address readable.
    logging.getLogger("tornado.access").setLevel(logging.ERROR)
    try:
        return asyncio.run(serve(args, sys.stdout))
    except KeyboardInterrupt:
        return 0


if __name__ == "__main__":
    sys.exit(main())
