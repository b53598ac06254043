attributes #0 = { captures(none) }
