# Every module of nardi_teach the live book's bridge may reach (not the notebook front-end),
# imported before a memory snapshot is made (make_snapshot.mjs; the browser's worker does the
# same): nardi_teach.web.preload; and what the computer reads on its first play (its nets),
# so a page restored from the snapshot neither imports nor reads anything: nardi_teach.web.warm.
import nardi_teach.web

nardi_teach.web.preload()
nardi_teach.web.warm()
del nardi_teach
