@p = global ptr @q
