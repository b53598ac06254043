declare void @f(ptr byref(target("aarch64.svcount")))
