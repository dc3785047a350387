"""The class server as its tests and benchmark meet it (issue 37): started by the README's own
command, ``make class CLASS_ARGS=…``, as a subprocess in a process group of its own (so a
SIGKILL takes the server down at once, as a crash or a pulled plug would), on loopback."""

from __future__ import annotations

import http.client
import json
import os
import re
import signal
import socket
import subprocess
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
URL = re.compile(r"^\s+(http://127\.0\.0\.1:\d+/join)\s*$", re.M)
KEY = re.compile(r"teacher\?key=([A-Za-z0-9_-]+)")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ClassServer:
    """``make class`` on loopback with its data in ``data`` and the book in ``book``."""

    def __init__(self, book: Path, data: Path, port: int | None = None,
                 extra: str = "") -> None:
        self.book, self.data = Path(book), Path(data)
        self.port = port or free_port()
        self._chose_port = port is None
        self.extra = extra
        self.proc: subprocess.Popen[str] | None = None
        self.output = ""
        self.url = f"http://127.0.0.1:{self.port}/"  # the join page is {url}join
        self.key = ""

    def start(self, timeout: float = 60) -> ClassServer:
        """Start and wait for the banner. A port this class chose can be taken by another
        process between ``free_port`` and the server's bind (the server then says the port
        is busy and exits): it tries a fresh port, up to five times."""
        for _attempt in range(5):
            self._launch(timeout)
            if not self._chose_port or self.proc is not None and self.proc.poll() is None:
                break
            self.port = free_port()
            self.url = f"http://127.0.0.1:{self.port}/"
        found = KEY.search(self.output)
        assert found and URL.search(self.output), f"no address printed:\n{self.output}"
        self.key = found.group(1)
        return self

    def _launch(self, timeout: float) -> None:
        # every simulated pupil joins from 127.0.0.1: the joins-per-address quota is lifted
        # unless ``extra`` sets it (the last option given counts)
        args = (f"--host 127.0.0.1 --port {self.port} --book {self.book} --data {self.data} "
                f"--joins-per-minute 100000 {self.extra}")
        env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
        self.data.mkdir(parents=True, exist_ok=True)
        log = self.data / f"server-{self.port}-{time.monotonic_ns()}.log"
        with log.open("w") as out:  # a file, never a pipe nobody reads
            self.proc = subprocess.Popen(["make", "-s", "class", f"CLASS_ARGS={args}"], cwd=ROOT,
                                         env=env, stdout=out, stderr=subprocess.STDOUT,
                                         text=True, start_new_session=True)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.proc.poll() is None:
            self.output = log.read_text("utf-8", "replace")
            if "Ctrl+C" in self.output:
                break
            time.sleep(0.1)
        self.output = log.read_text("utf-8", "replace")

    def kill(self) -> None:
        """SIGKILL the whole group: make and the server, with no chance to tidy up."""
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()

    # — requests —
    def request(self, method: str, path: str, body: Any = None, headers: dict[str, str] | None
                = None, raw: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=20)
        data = raw if raw is not None else (None if body is None
                                            else json.dumps(body).encode("utf-8"))
        try:
            conn.request(method, path, body=data, headers=headers or {})
            response = conn.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            conn.close()

    def json(self, method: str, path: str, body: Any = None, token: str = "",
             key: str = "") -> tuple[int, Any]:
        headers = {"Content-Type": "application/json"}
        if token:
            headers["X-Nardi-Token"] = token
        if key:
            headers["X-Nardi-Key"] = key
        status, _headers, data = self.request(method, path, body, headers)
        return status, json.loads(data.decode("utf-8")) if data else None

    def join(self, name: str) -> dict[str, Any]:
        status, out = self.json("POST", "/api/join", {"name": name})
        assert status == 200, out
        return out

    def sync(self, token: str, records: list[dict[str, Any]]) -> tuple[int, Any]:
        return self.json("POST", "/api/sync", {"records": records}, token=token)

    def table(self) -> dict[str, Any]:
        status, out = self.json("GET", "/teacher/data.json", key=self.key)
        assert status == 200, out
        return out
