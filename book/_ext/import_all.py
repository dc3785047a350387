# Every module of nardi_teach the live book's bridge may reach (not the notebook front-end),
# imported before a memory snapshot is made (make_snapshot.mjs; the browser's worker does the
# same): nardi_teach.web.preload.
import nardi_teach.web

nardi_teach.web.preload()
del nardi_teach
