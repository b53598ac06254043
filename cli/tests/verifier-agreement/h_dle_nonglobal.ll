@p = global ptr dso_local_equivalent null
