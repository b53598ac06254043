@b = global ptr @zz
@a = global ptr dso_local_equivalent @nope
