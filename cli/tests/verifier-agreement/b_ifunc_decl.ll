declare ptr @res()
@i = ifunc void (), ptr @res
