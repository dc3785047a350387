"""The learner's progress: the store JupyterLab keeps on disk (answers, timed attempts, lesson
stars) and the spaced review schedule, a pure function of the answers' times.

May import only ``core`` and ``i18n``.
"""
