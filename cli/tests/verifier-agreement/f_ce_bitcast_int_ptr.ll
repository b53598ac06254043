@p = global ptr bitcast (i64 0 to ptr)
