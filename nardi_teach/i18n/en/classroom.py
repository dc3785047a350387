"""English messages: the class server on the teacher's laptop (issue 37) — the terminal's
greeting, the pupils' join page and sync note, the teacher's class page and every typed error
a request can get."""

MESSAGES: dict[str, str] = {
    # — the terminal, at start —
    "classroom.banner.ready": "The nardi class is ready.",
    "classroom.banner.pupils": "Pupils open this address on a phone or computer (or scan the "
                               "QR code):",
    "classroom.banner.teacher": "The teacher's page (for you only; show this link to no one):",
    "classroom.banner.key": "Teacher's key: {key}",
    "classroom.banner.data": "The class's data is kept in: {path}",
    "classroom.banner.loopback": "No network address found, so this address opens on this "
                                 "computer only. Join the laptop to the Wi-Fi (or turn on its "
                                 "hotspot) and start the server again.",
    "classroom.banner.no_book": "No built book found in {path}. Run make book first.",
    "classroom.banner.stop": "Press Ctrl+C to stop the server.",
    "classroom.banner.busy": "Port {port} is taken: choose another, for example "
                             "make class CLASS_ARGS=\"--port 8766\".",
    # — the join page —
    "classroom.join.title": "Join the class",
    "classroom.join.lead": "Type your name and press Join. Your answers reach the teacher "
                           "by themselves.",
    "classroom.join.name": "Name",
    "classroom.join.pick": "or pick your name from the class list:",
    "classroom.join.go": "Join",
    "classroom.join.already": "This device has joined as {name}.",
    "classroom.join.continue": "Go on to the book",
    "classroom.join.other": "Join under another name",
    "classroom.join.from_book": "The name comes from the book: you have been working under it. "
                                "If it is not you, type your own name.",
    "classroom.join.welcome": "Welcome, {name}! The book opens now.",
    "classroom.join.no_script": "This page needs JavaScript: turn it on in the browser.",
    # — the note on every page of the book, for a pupil who joined —
    "classroom.sync.who": "Class: {name}",
    "classroom.sync.sent": "✓ The teacher has received {n:records}.",
    "classroom.sync.none": "Nothing sent yet: answer an exercise.",
    "classroom.sync.waiting": "{n:records} waiting to be sent: no connection yet; they go "
                              "by themselves once it is back.",
    "classroom.sync.sending": "Sending…",
    "classroom.sync.task": "Today's assignment",
    "classroom.sync.again": "The teacher's computer does not know this device: join the class "
                            "again.",
    # — the teacher's class page —
    "classroom.teacher.title": "Class",
    "classroom.teacher.join_here": "Pupils join here:",
    "classroom.teacher.joined": "{n:pupils} joined.",
    "classroom.teacher.joined_none": "No one has joined yet.",
    "classroom.teacher.roster_empty": "The list is empty: pupils type their names themselves.",
    "classroom.teacher.today": "Today's assignment: “{title}”, {n:exercises}.",
    "classroom.teacher.no_task": "No assignment yet: make one below. Until then the table "
                                 "shows every exercise the pupils answered.",
    "classroom.teacher.short_link": "The assignment's short link:",
    "classroom.teacher.pupil": "Pupil",
    "classroom.teacher.right_count": "Right",
    "classroom.teacher.exercise": "{chapter} · {n}",
    "classroom.teacher.right": "right",
    "classroom.teacher.wrong": "wrong",
    "classroom.teacher.not_yet": "not yet",
    "classroom.teacher.shown": "opened the solution",
    "classroom.teacher.tries": "{name} · {exercise}: answers tried",
    "classroom.teacher.try_row": "{answer} — {verdict}",
    "classroom.teacher.click_cell": "Click a cell: every answer the pupil tried, with the "
                                    "engine's verdict, shows here.",
    "classroom.teacher.sort": "Click a column's heading to sort.",
    "classroom.teacher.missed": "The five exercises the most pupils got wrong",
    "classroom.teacher.missed_row": "{exercise}: {n:pupils} wrong; the most common wrong answer "
                                    "“{answer}” ({m:pupils}).",
    "classroom.teacher.no_misses": "No one has got one wrong yet.",
    "classroom.teacher.csv": "Download the table (CSV)",
    "classroom.teacher.updated": "The table updates by itself.",
    "classroom.teacher.offline": "The connection to the server is lost: the table updates "
                                 "once it is back.",
    "classroom.teacher.new_task": "New assignment",
    "classroom.teacher.task_title": "Title",
    "classroom.teacher.by_chapter": "Chapter",
    "classroom.teacher.by_kind": "Kind of exercise",
    "classroom.teacher.by_rule": "Rule (e.g. R29)",
    "classroom.teacher.by_id": "Exercise ids (comma-separated)",
    "classroom.teacher.any": "any",
    "classroom.teacher.make": "Make the assignment",
    "classroom.teacher.made": "Assignment made: {n:exercises}.",
    "classroom.teacher.roster": "Class list (one name a line)",
    "classroom.teacher.roster_save": "Save the list",
    "classroom.teacher.roster_saved": "List saved: {n:pupils}.",
    "classroom.teacher.default_title": "Assignment",
    "classroom.teacher.csv_status": "status",
    "classroom.teacher.csv_answers": "answers",
    # — finished games, per pupil —
    "classroom.games.title": "Finished games",
    "classroom.games.none": "Nobody has finished a game yet.",
    "classroom.games.game": "game",
    "classroom.games.result": "result",
    "classroom.games.points": "points",
    "classroom.games.date": "date",
    "classroom.games.won": "won a {result}",
    "classroom.games.lost": "lost a {result}",
    "classroom.games.drawn": "drawn",
    "classroom.games.side_won": "{side} won a {result}",
    "classroom.games.dropped": "the double was dropped",
    "classroom.games.vs_computer": "against the computer",
    "classroom.games.at_board": "two at one board",
    # — one board for the whole class —
    "classroom.board.title": "The class board",
    "classroom.board.wait": "Wait: the teacher will put a board up soon.",
    "classroom.board.question": "Roll {roll}. How would you play it? Type the play as the book "
                                "writes it: from/to, in the board's numbers.",
    "classroom.board.your_play": "Your play",
    "classroom.board.send": "Send",
    "classroom.board.legal": "The play {play} is legal and received.",
    "classroom.board.best": "The best play by the computer's judgement: {play}",
    "classroom.board.rank": "legal · the computer's ranking: {rank} / {of}",
    "classroom.board.teacher_title": "One board for the whole class",
    "classroom.board.from_exercise": "A position from an exercise",
    "classroom.board.from_id": "or a position ID (from the end of a game record)",
    "classroom.board.game": "Game (for the ID)",
    "classroom.board.roll": "Roll (e.g. 6-3)",
    "classroom.board.show": "Put the board up",
    "classroom.board.reveal": "Show everyone the best play",
    "classroom.board.play_col": "Play",
    "classroom.board.count_col": "Pupils",
    "classroom.board.verdict_col": "The engine's verdict",
    "classroom.board.votes": "{n:answers} received.",
    "classroom.board.none_yet": "No one has sent a play yet.",
    "classroom.board.link": "The class board",
    # — typed errors (JSON {"error": key, "message": …}) —
    "classroom.error.too_big": "The request is too large: {size} bytes, the limit is {limit}.",
    "classroom.error.json": "The request's body is not JSON or is damaged.",
    "classroom.error.shape": "The request has the wrong shape: the field “{field}” is missing "
                             "or wrong.",
    "classroom.error.name_empty": "Type a name.",
    "classroom.error.name_long": "The name is too long: {limit} characters at most.",
    "classroom.error.token": "This device has no class key, or a bad one: join the class again.",
    "classroom.error.teacher": "This page is the teacher's: it needs the teacher's key the "
                               "server printed at start.",
    "classroom.error.too_many": "One request may hold {limit} records at most.",
    "classroom.error.record_id": "The record has no proper id (k): 8 to 40 characters, Latin "
                                 "letters, digits and “-” only.",
    "classroom.error.record_type": "Unknown kind of record “{what}”.",
    "classroom.error.unknown_exercise": "The exercise “{what}” is not in the bank.",
    "classroom.error.field": "The record's field “{field}” is wrong.",
    "classroom.error.no_match": "No exercise matches this choice.",
    "classroom.error.board_source": "No such board: pick an exercise with a position and a roll, "
                                    "or pick the game and type its position ID and a roll "
                                    "(e.g. 6-3).",
    "classroom.error.board_none": "The teacher has not put a board up yet.",
    "classroom.error.address": "The address is damaged and could not be read.",
    "classroom.error.not_found": "There is no such page here.",
    "classroom.error.method": "This address does not take such a request.",
    "classroom.error.internal": "An error on the server; no record was changed.",
    "classroom.error.unknown_game": "Unknown game “{what}”.",
    "classroom.error.quota_total": "A pupil may keep at most {limit:records} on the class server "
                                   "and this limit is reached. Nothing received is lost; new "
                                   "answers stay on this device. Ask the teacher.",
    "classroom.error.quota_minute": "Too many records in one minute: the server takes at most "
                                    "{limit:records} a minute from one pupil. The rest is kept on "
                                    "this device and sent by itself shortly.",
    "classroom.error.quota_pupils": "The class is full: the server takes at most {limit:pupils}. "
                                    "Ask the teacher.",
    "classroom.error.quota_joins": "Too many joins from this device in one minute (limit: "
                                   "{limit}). Wait a minute and try again.",
}
