deplibs = [ "a" "b" ]
