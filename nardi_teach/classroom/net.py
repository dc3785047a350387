"""The laptop's address on the classroom's network, found without the internet, and QR codes
of an address (``segno``, pure Python) for the terminal and for the projector.

>>> lan_address() != ""
True
>>> qr_svg("http://192.168.1.5:8765/").startswith("<svg")
True
"""

from __future__ import annotations

import io
import ipaddress
import socket

import segno

LOOPBACK = "127.0.0.1"


def _usable(address: str) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return ip.version == 4 and not (ip.is_loopback or ip.is_link_local or ip.is_unspecified)


def lan_address() -> str:
    """The IPv4 address other devices on the laptop's network reach it by; 127.0.0.1 when
    the laptop has none.  The UDP "connect" sends no packet: it only asks the system which
    interface it would route through (a private range, so no internet is needed), then the
    host's own names are tried."""
    for probe in ("10.255.255.255", "192.168.255.255", "172.31.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect((probe, 9))
                address = s.getsockname()[0]
        except OSError:
            continue
        if _usable(address):
            return address
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
    except OSError:
        infos = []
    for info in infos:
        if _usable(str(info[4][0])):
            return str(info[4][0])
    return LOOPBACK


def qr_terminal(text: str) -> str:
    """``text``'s QR code in Unicode half blocks, for the terminal."""
    out = io.StringIO()
    segno.make(text, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def qr_svg(text: str, scale: int = 6) -> str:
    """``text``'s QR code as inline SVG, for the class page and the projector."""
    return str(segno.make(text, error="m").svg_inline(scale=scale, border=2,
                                                       dark="#000", light="#fff"))
