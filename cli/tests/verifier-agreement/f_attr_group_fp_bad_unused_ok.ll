attributes #0 = { "frame-pointer"="bogus" }
