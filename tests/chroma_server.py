"""Start and stop a real ``chroma run`` server on a free loopback port, for tests and benchmarks."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

__all__ = ["ChromaServer", "free_port"]


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _chroma_executable() -> list[str]:
    exe = shutil.which("chroma", path=str(Path(sys.executable).parent) + os.pathsep + os.environ.get("PATH", ""))
    if exe is None:
        raise RuntimeError("the `chroma` command is not installed (it comes with the chromadb package)")
    return [exe]


class ChromaServer:
    """``with ChromaServer(path) as server: server.url``; data in ``path`` survives a restart."""

    def __init__(self, path: Path, port: int | None = None) -> None:
        self.path = Path(path)
        self.port = port or free_port()
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = self.path.parent / f"chroma-{self.port}.log"

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60.0) -> "ChromaServer":
        self.path.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "ANONYMIZED_TELEMETRY": "False"}
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen(
                _chroma_executable() + ["run", "--path", str(self.path), "--host", "127.0.0.1", "--port", str(self.port)],
                stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True,
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"chroma run exited with {self.proc.returncode}: {self.log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(f"{self.url}/api/v2/heartbeat", timeout=1) as resp:
                    if resp.status == 200:
                        return self
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"chroma run did not answer within {timeout} s")

    def stop(self) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()
        self.proc = None

    def __enter__(self) -> "ChromaServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
