@i = ifunc void (), ptr @i
