deplibs = [ "a", "b" ]
