@a = global ptr dso_local_equivalent @nope
@b = global ptr @zz
