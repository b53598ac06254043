@i = ifunc void (), ptr null
