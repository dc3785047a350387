"""The class server on the teacher's laptop (issue 37): it serves the built book to the
classroom's network, lets pupils join with a name, takes the answers their browsers keep and
send, and shows the teacher the class page live.  A front-end for a new medium, so it sits in
the top layer beside ``notebook`` and ``web`` and imports neither; it is the only package
that imports Tornado.

Why Tornado: it is already installed with Jupyter (no new dependency for a school laptop),
maintained, asyncio-based, and serves static files, JSON handlers and size limits from one
process with no worker or proxy to set up; SQLite (standard library, WAL mode) keeps the
class in one file of a data folder outside the repository's tracked files."""
