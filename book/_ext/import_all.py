# Every module of nardi_teach the live book's bridge may reach (not the notebook widgets),
# imported before a memory snapshot is made (make_snapshot.mjs; the browser's worker does the
# same): nardi_teach.live.preload.
import nardi_teach.live

nardi_teach.live.preload()
del nardi_teach
