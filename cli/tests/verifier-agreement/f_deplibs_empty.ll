deplibs = [ ]
